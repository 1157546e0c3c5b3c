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
