import { PATHS } from '../config/paths.ts';

/** Navigation state of the loan form when the comparison sent the person there for their answers. */
export type RentOffersReturnState = { returnTo: string };

/**
 * The state that brings the loan form back to the comparison with the question asked (its query string).
 * @example rentOffersReturnState('?o=전세~25000~0') // { returnTo: '/rent-offers?o=전세~25000~0' }
 */
export function rentOffersReturnState(search: string): RentOffersReturnState {
  return { returnTo: `${PATHS.rentOffers}${search}` };
}

/**
 * Where the loan form returns after its answers are complete: the comparison it came from, or null when it was
 * not opened from there (then it makes a report). Only the comparison's own path is taken from the state.
 * @example rentOffersReturnPath({ returnTo: '/rent-offers?o=전세~25000~0' }) // '/rent-offers?o=전세~25000~0'
 * @example rentOffersReturnPath({ returnTo: 'https://example.com' }) // null
 */
export function rentOffersReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  if (typeof returnTo !== 'string') return null;
  const url = new URL(returnTo, 'https://jipsa.invalid');
  return url.origin === 'https://jipsa.invalid' && url.pathname === PATHS.rentOffers ? returnTo : null;
}
