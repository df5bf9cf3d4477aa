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

/** A route component whose code loads on demand; `preload()` fetches it before the first render. */
export type LazyPageComponent = ComponentType & { preload: () => Promise<ComponentType> };

/** The `preload` of a route component made by `lazyPage`, if it is one. */
export const preloadOf = (component: unknown): (() => Promise<ComponentType>) | undefined =>
  typeof component === 'function' && 'preload' in component ? (component as LazyPageComponent).preload : undefined;

/**
 * A route component whose code loads on first visit, with a loading fallback. It renders once what a reload kept is
 * back in the store, so no page starts from an empty form. A failed load is not cached: after the error view's retry
 * the next render fetches the chunk again (e.g. after a deploy).
 */
export function lazyPage(
  load: () => Promise<ComponentType>,
  Fallback: ComponentType = PageFallback,
): LazyPageComponent {
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      LazyComponent = createLazy();
      throw error;
    }));
  const createLazy = () =>
    lazy(() =>
      Promise.all([preload(), appStoreRestored]).then(([Component]) => ({
        default: () => (
          <>
            <Component />
            <PageReadyMark />
          </>
        ),
      })),
    );
  let LazyComponent = createLazy();

  function LazyPage() {
    return (
      <Suspense fallback={<Fallback />}>
        <LazyComponent />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}
