import { builder } from '../builder';
import './product';
import './price-table';
import './home';
import './category';
import './shop';

export const schema = builder.toSchema({ sortSchema: false });
