import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorRetry } from './ErrorRetry';

interface Props {
  children: ReactNode;
}

/** Keeps a crashing page (or a route chunk that failed to download) from blanking the whole shop. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page container">
        <ErrorRetry onRetry={() => window.location.reload()} />
      </div>
    );
  }
}
