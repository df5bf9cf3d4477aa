import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '../shared/config/paths.ts';

/** Spec §2 "Root layout": every route change starts at the top, except the community list, which keeps its place. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== PATHS.community) window.scrollTo(0, 0);
  }, [pathname]);
}
