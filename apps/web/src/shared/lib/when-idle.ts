/**
 * Runs `work` when the browser is idle (at the latest after `timeout` ms), for work that must not compete with what
 * the person is waiting for; a short timer where `requestIdleCallback` is missing (Safari).
 */
export function whenIdle(work: () => void, timeout = 3000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 500);
}
