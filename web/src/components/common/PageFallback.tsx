import { commonMessages } from '../../messages';
import { Skeleton } from './Skeleton';

/** Shown while a route's code loads. */
export function PageFallback() {
  return (
    <div className="page container page-fallback" aria-busy="true">
      <p className="visually-hidden" role="status">{commonMessages.loading}</p>
      <Skeleton height="1em" width="30%" />
      <Skeleton height="14rem" radius="16px" />
      <Skeleton height="1.4em" width="50%" />
    </div>
  );
}
