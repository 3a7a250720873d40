import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/app/error/error-screen';
import { captureError } from '@/features/observability/error-capture';
import { retryFailedLazyComponents } from '@/lib/lazy-component';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the path), a shown error is cleared so the new content can render. */
  resetKey?: unknown;
  standalone?: boolean;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Shows the error screen when a child throws while rendering; "Try Again" renders the children afresh. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Reported with the request id of the failing API call, when there is one (SPEC §9).
    captureError('boundary', error);
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.hasError && !Object.is(previous.resetKey, this.props.resetKey)) this.reset();
  }

  reset = (): void => {
    retryFailedLazyComponents();
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) {
      return <ErrorScreen error={this.state.error} onRetry={this.reset} standalone={this.props.standalone} />;
    }
    return this.props.children;
  }
}
