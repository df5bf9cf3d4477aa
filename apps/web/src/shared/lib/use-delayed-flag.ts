import { useEffect, useState } from 'react';

/**
 * True only once `flag` has stayed true for `delayMs`; false again as soon as `flag` is false.
 * Keeps spinners from flashing for work that finishes quickly.
 * @example const showSpinner = useDelayedFlag(isLoading, 300);
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [hasWaited, setHasWaited] = useState(false);
  const [previousFlag, setPreviousFlag] = useState(flag);

  // Each new true-phase has to wait again; adjusting state during render avoids a stale frame.
  if (flag !== previousFlag) {
    setPreviousFlag(flag);
    setHasWaited(false);
  }

  useEffect(() => {
    if (!flag) return undefined;
    const timer = setTimeout(() => setHasWaited(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);

  return flag && hasWaited;
}
