import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { appStoreRestored } from '../shared/store/app-store.ts';
import { PageFallback } from '../shared/ui/page-fallback.tsx';

let settleFirstPageLive: () => void = () => undefined;

/** Settles when the first page is live; work that can wait for that (the service worker's install) starts then. */
export const firstPageLive = new Promise<void>((resolve) => {
  settleFirstPageLive = resolve;
});

/**
 * Marks the document once a page is live (rendered or hydrated, its handlers attached): a prerendered page looks
 * ready before its code has run (issue 10), and end-to-end tests wait for this before they tap.
 */
function PageReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = '';
    settleFirstPageLive();
  }, []);
  return null;
}

/**
 * A route component whose code loads on first visit, with a loading fallback. It renders once what a reload kept is
 * back in the store, so no page starts from an empty form. A failed load is not cached: after the error view's retry
 * the next render fetches the chunk again (e.g. after a deploy).
 */
export function lazyPage(load: () => Promise<ComponentType>, Fallback: ComponentType = PageFallback): ComponentType {
  const createLazy = () =>
    lazy(() =>
      Promise.all([load(), appStoreRestored]).then(
        ([Component]) => ({
          default: () => (
            <>
              <Component />
              <PageReadyMark />
            </>
          ),
        }),
        (error: unknown) => {
          LazyComponent = createLazy();
          throw error;
        },
      ),
    );
  let LazyComponent = createLazy();

  return function LazyPage() {
    return (
      <Suspense fallback={<Fallback />}>
        <LazyComponent />
      </Suspense>
    );
  };
}
