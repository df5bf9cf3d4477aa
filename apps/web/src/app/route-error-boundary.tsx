import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorView } from '../shared/ui/error-view.tsx';

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { hasError: boolean };

// React catches render errors only in a class component; this is the one React's documentation gives. React logs
// what it caught itself (the console is where an engineer looks first); the person only sees the friendly view.
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <ErrorView onRetry={() => this.setState({ hasError: false })} />;
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
