import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ErrorView } from '../shared/ui/error-view.tsx';

/**
 * The error boundary of the routes: the spec's error view with a retry. Retrying re-enters the same
 * location, which clears the boundary and renders (and, for a failed chunk, loads) the page again.
 */
export function RouteErrorView() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // Where an engineer looks first; the person only sees the friendly view.
    console.error(error);
  }, [error]);

  const retry = () => {
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  };

  return <ErrorView onRetry={retry} />;
}
