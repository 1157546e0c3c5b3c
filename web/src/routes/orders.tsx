import { ComingSoon } from '../components/common/ComingSoon';
import { placeholderTitles } from '../messages';

export default function OrdersPage() {
  return <ComingSoon title={placeholderTitles.orders} />;
}
