import { ComingSoon } from '../components/common/ComingSoon';
import { placeholderTitles } from '../messages';

export default function AccountVerificationPage() {
  return <ComingSoon title={placeholderTitles.accountVerification} />;
}
