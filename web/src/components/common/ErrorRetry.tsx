import type { ReactNode } from 'react';
import { commonMessages } from '../../messages';

interface ErrorRetryProps {
  onRetry: () => void;
  compact?: boolean;
}

export function ErrorRetry({ onRetry, compact = false }: ErrorRetryProps) {
  return (
    <div role="alert" className={compact ? 'error-retry error-retry--compact' : 'error-retry'}>
      <p className="error-retry__text">{commonMessages.loadFailed}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {commonMessages.retry}
      </button>
    </div>
  );
}

/**
 * A page whose data has not come: its loading view, or once the request
 * failed, the Vietnamese message with 'Thử lại' (a failed retry shows it again).
 */
export function PageNotReady({ failed, retry, loading }: { failed: boolean; retry: () => Promise<unknown>; loading: ReactNode }) {
  if (!failed) return loading;
  return (
    <div className="page container">
      <ErrorRetry onRetry={() => void retry().catch(() => undefined)} />
    </div>
  );
}
