import { writeFileSync } from 'node:fs';
import { printedSchema } from './printed-schema';

writeFileSync(new URL('../../schema.graphql', import.meta.url), printedSchema());
console.log('schema.graphql written');
