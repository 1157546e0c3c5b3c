import { ComingSoon } from '../components/common/ComingSoon';
import { placeholderTitles } from '../messages';

export default function OrderConfirmationPage() {
  return <ComingSoon title={placeholderTitles.orderConfirmation} />;
}
