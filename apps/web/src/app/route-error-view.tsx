import { useEffect } from 'react';
import { ErrorView } from '../shared/ui/error-view.tsx';

/** What a route shows when it broke (route-error-boundary.tsx): the spec's error view with a retry. */
export function RouteErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  useEffect(() => {
    // Where an engineer looks first; the person only sees the friendly view.
    console.error(error);
  }, [error]);

  return <ErrorView onRetry={onRetry} />;
}
