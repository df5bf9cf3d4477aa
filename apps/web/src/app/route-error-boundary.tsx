import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorView } from './route-error-view.tsx';

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { caught: { error: unknown } | null };

// React catches render errors only in a class component; this is the one React's documentation gives.
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { caught: { error } };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) this.setState({ caught: null });
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return <RouteErrorView error={caught.error} onRetry={() => this.setState({ caught: null })} />;
  }
}

/**
 * The error boundary of the routes: what breaks below it shows the spec's error view with a retry, which renders it
 * again (and, for a failed chunk, loads it again: lazy-page.tsx). Moving to another address clears it too.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary resetKey={location.key}>{children}</ErrorBoundary>;
}
