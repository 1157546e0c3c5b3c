import { ComingSoon } from '../components/common/ComingSoon';
import { placeholderTitles } from '../messages';

export default function LoginPage() {
  return <ComingSoon title={placeholderTitles.login} />;
}
