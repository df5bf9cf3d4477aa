import type { QuickAddBadge } from './quick-add-badges.tsx';

// NOTE: spec §9 "Business constants and limits", quick-add badges. Money amounts are in 만원, the
// unit the amount fields take; periods in the unit the 년/월 toggle shows.
export const QUICK_ADD_BADGES = {
  /** Default: +10만, +100만, +1000만, +1억. */
  default: [
    { label: '+10만', amount: 10 },
    { label: '+100만', amount: 100 },
    { label: '+1000만', amount: 1_000 },
    { label: '+1억', amount: 10_000 },
  ],
  /** Loan principal: +100만, +1000만, +1억. */
  principal: [
    { label: '+100만', amount: 100 },
    { label: '+1000만', amount: 1_000 },
    { label: '+1억', amount: 10_000 },
  ],
  /** Rental deposit: +1000만, +2000만, +5000만, +1억. */
  rentalDeposit: [
    { label: '+1000만', amount: 1_000 },
    { label: '+2000만', amount: 2_000 },
    { label: '+5000만', amount: 5_000 },
    { label: '+1억', amount: 10_000 },
  ],
  /** Term and grace when the unit is 년: +1, +5, +10. */
  termYears: [
    { label: '+1년', amount: 1 },
    { label: '+5년', amount: 5 },
    { label: '+10년', amount: 10 },
  ],
  /** Term and grace when the unit is 월: +6, +12, +24. */
  termMonths: [
    { label: '+6개월', amount: 6 },
    { label: '+12개월', amount: 12 },
    { label: '+24개월', amount: 24 },
  ],
} as const satisfies Record<string, readonly QuickAddBadge[]>;
