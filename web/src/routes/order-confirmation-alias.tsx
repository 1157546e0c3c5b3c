import { Navigate, useLocation } from 'react-router-dom';

/** Carts link to /order-confirmation (SPEC §2); only /orderConfirmation exists, so keep the query and redirect. */
export default function OrderConfirmationAlias() {
  const { search } = useLocation();
  return <Navigate replace to={`/orderConfirmation${search}`} />;
}
