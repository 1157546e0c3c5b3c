import { Navigate } from 'react-router-dom';

/** Sends a visitor to /login, coming back to `next` (e.g. /login?next=/carts) once signed in. */
export function SignInRedirect({ next }: { next: string }) {
  return <Navigate replace to={`/login?next=${encodeURIComponent(next).replace(/%2F/gi, '/')}`} />;
}
