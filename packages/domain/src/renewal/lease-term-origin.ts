/**
 * How the current term of the lease came about:
 * - NEW: a contract the parties signed, the first or a new one agreed at a renewal (재계약 by agreement);
 * - RENEWAL_RIGHT_USED: renewed because the tenant used his 계약갱신요구권 (제6조의3);
 * - IMPLICIT_RENEWAL: renewed because nobody spoke in time (묵시적 갱신, 제6조).
 */
export const LEASE_TERM_ORIGINS = ['NEW', 'RENEWAL_RIGHT_USED', 'IMPLICIT_RENEWAL'] as const;
export type LeaseTermOrigin = (typeof LEASE_TERM_ORIGINS)[number];

/**
 * Whether the tenant may still use his 계약갱신요구권: it is used once (제6조의3 제2항), and only by asking — a term
 * that came about by agreement or by silence leaves it unused.
 * @example renewalRightUnused('IMPLICIT_RENEWAL') // true
 * @example renewalRightUnused('RENEWAL_RIGHT_USED') // false
 */
export function renewalRightUnused(origin: LeaseTermOrigin): boolean {
  return origin !== 'RENEWAL_RIGHT_USED';
}
