import type { SortType } from '@jipsa/contracts';
import { useEffect, useRef } from 'react';
import { PATHS } from '../../../shared/config/paths.ts';
import { readListPosition, saveListPosition } from '../lib/list-position.ts';

/**
 * Keeps the board's place (issue 7: "the scroll position is kept when returning"): the offset is saved
 * while the person scrolls, and put back once the cached (or first) page is on screen again. The root
 * layout already leaves /community unscrolled on route changes.
 */
export function useListScrollRestoration(sortType: SortType, isListShown: boolean): void {
  const restored = useRef(false);

  useEffect(() => {
    if (!isListShown || restored.current) return;
    restored.current = true;
    const { scrollY } = readListPosition();
    if (scrollY > 0) window.scrollTo(0, scrollY);
  }, [isListShown]);

  useEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // After a navigation the next page's height can clamp the offset; that is not the board's place.
        if (window.location.pathname !== PATHS.community) return;
        saveListPosition({ sortType, scrollY: window.scrollY });
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [sortType]);
}
