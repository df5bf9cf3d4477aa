import { useCallback, useEffect, useRef } from 'react';

/**
 * Work to do once this screen has gone rather than at once: work that the screen, still on screen while the next one
 * loads, would show (a step going back to 1) or undo (its query asking again for what was just deleted or cleared).
 * The last work handed over runs when the component unmounts.
 */
export function useWhenGone(): (work: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      pending.current?.();
    },
    [],
  );
  return useCallback((work: () => void) => {
    pending.current = work;
  }, []);
}
