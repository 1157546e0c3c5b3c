import { ComingSoon } from '../components/common/ComingSoon';
import { placeholderTitles } from '../messages';

export default function AccountPage() {
  return <ComingSoon title={placeholderTitles.account} />;
}
