import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyErrorFallback } from './lazy-error-screens';

type ErrorBoundaryProps = { children: ReactNode };
type ErrorBoundaryState = { failed: boolean; error: unknown };

/** Catches render errors outside the router's error elements and shows the generic screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly reset = () => this.setState({ failed: false, error: undefined });

  override render(): ReactNode {
    if (this.state.failed)
      return <LazyErrorFallback error={this.state.error} onReset={this.reset} />;
    return this.props.children;
  }
}
