import type { Location, NavigateFunction } from 'react-router';

/**
 * Returns to the previous screen of this visit when there is one (so history holds no duplicate of it),
 * else replaces this screen with `to` — e.g. after a reload that opened the app right here.
 */
export function goBack(navigate: NavigateFunction, location: Location, to: string, state?: unknown): void {
  // react-router gives the first entry of a visit the key 'default'.
  if (location.key !== 'default') void navigate(-1);
  else void navigate(to, { replace: true, state });
}
