import { ComingSoon } from '../components/common/ComingSoon';
import { placeholderTitles } from '../messages';

export default function CartsPage() {
  return <ComingSoon title={placeholderTitles.carts} />;
}
