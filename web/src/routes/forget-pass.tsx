import { ComingSoon } from '../components/common/ComingSoon';
import { placeholderTitles } from '../messages';

export default function ForgetPassPage() {
  return <ComingSoon title={placeholderTitles.forgetPass} />;
}
