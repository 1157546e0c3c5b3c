import { ComingSoon } from '../components/common/ComingSoon';
import { placeholderTitles } from '../messages';

export default function RegisterPage() {
  return <ComingSoon title={placeholderTitles.register} />;
}
