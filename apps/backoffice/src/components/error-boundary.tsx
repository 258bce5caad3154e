import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface FallbackProps {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary: (...args: unknown[]) => void;
}

/**
 * A page that throws while rendering shows `fallback` instead of a blank screen (React's own
 * boundary, written as the class React requires); `resetErrorBoundary` renders the page again.
 */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: (props: FallbackProps) => ReactNode },
  { error: Error | null; errorInfo: ErrorInfo | undefined }
> {
  override state: { error: Error | null; errorInfo: ErrorInfo | undefined } = { error: null, errorInfo: undefined };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  private reset = () => this.setState({ error: null, errorInfo: undefined });

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback({ error, errorInfo, resetErrorBoundary: this.reset });
  }
}
