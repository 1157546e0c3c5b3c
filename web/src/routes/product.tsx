import { ComingSoon } from '../components/common/ComingSoon';

export default function ProductPage() { return <ComingSoon title="Sản phẩm" />; }
