import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';

// Holding the browser's back (or forward) on a page with a draft, as React Router's data router did with `useBlocker`
// (ADR 0022). One `popstate` listener for the whole app, added before the router adds its own: listeners of the
// window run in the order they were added, and React renders a router update made during `popstate` at once, so a
// page's own listener would be gone (unmounted) before its turn.

type Guard = {
  /** The page's address without its hash. */
  page: string;
  pageIndex: number | null;
  holds: () => boolean;
  hold: (delta: number) => void;
};

const guards = new Set<Guard>();
let isInstalled = false;
/** The `history.go` that puts a held page's entry back is on its way: its `popstate` is ours, not the router's. */
let isRestoring = false;
/** A held move the person confirmed is on its way: it goes to the router. */
let isProceeding = false;

/** Where the router keeps an entry's place in the history (React Router's `{ usr, key, idx }`). */
const historyIndex = (): number | null => {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index : null;
};

function onPopState(event: PopStateEvent) {
  if (isRestoring) {
    isRestoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (isProceeding) {
    isProceeding = false;
    return;
  }
  const guard = [...guards].find((candidate) => candidate.holds());
  if (!guard) return;
  // A change of the hash stays on the page: nothing to hold. Its entry carries no state (no index to go back by), and
  // the way back to the page's own entry would be `go(0)`, a reload.
  if (window.location.pathname + window.location.search === guard.page) return;
  const target = historyIndex();
  const delta = guard.pageIndex !== null && target !== null ? guard.pageIndex - target : 1;
  event.stopImmediatePropagation();
  isRestoring = true;
  window.history.go(delta);
  guard.hold(delta);
}

/** Call once before the router starts (main.tsx): the guard's listener must come before the router's. */
export function installBackGuard(): void {
  if (isInstalled) return;
  isInstalled = true;
  window.addEventListener('popstate', onPopState);
}

/**
 * Holds the browser's back (or forward) while `shouldHold()` says so: the router never sees the move, the page's
 * entry is put back (`history.go`) and the move is reported as held. `proceed()` makes it after all, `reset()` stays.
 * Moves the app makes itself (links, `navigate`) are not history moves and pass.
 */
export function useBackGuard(shouldHold: () => boolean) {
  const location = useLocation();
  const [heldDelta, setHeldDelta] = useState<number | null>(null);
  const holds = useEffectEvent(shouldHold);
  const page = location.pathname + location.search;

  useEffect(() => {
    const guard: Guard = {
      page,
      pageIndex: historyIndex(),
      holds: () => holds(),
      hold: setHeldDelta,
    };
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, [location.key, page]);

  return {
    isHeld: heldDelta !== null,
    proceed: () => {
      if (heldDelta === null) return;
      isProceeding = true;
      setHeldDelta(null);
      window.history.go(-heldDelta);
    },
    reset: () => setHeldDelta(null),
  };
}
