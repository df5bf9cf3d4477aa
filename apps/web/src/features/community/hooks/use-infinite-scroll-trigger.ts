import { useEffect, useEffectEvent, useRef } from 'react';

/** Starts the next page this far before the end comes into view, so scrolling rarely waits. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * Calls `onReach` when the returned element scrolls into view. The observer is renewed whenever
 * `generation` changes (e.g. the number of loaded pages), because an element that stays in view after a
 * page arrives is not reported again by the same observer. Without IntersectionObserver nothing happens
 * and the element — a button — still works by hand.
 */
export function useInfiniteScrollTrigger<T extends Element>(onReach: () => void, enabled: boolean, generation: number) {
  const ref = useRef<T>(null);
  const reach = useEffectEvent(onReach);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, generation]);
  return ref;
}
