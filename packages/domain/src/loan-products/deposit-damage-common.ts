import { formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import { datedValue } from './dated-value.ts';
import type { BorrowerTerms } from './product-terms.ts';

/**
 * The 순자산 cap of the fund's deposit-damage products (issue 49 #4, ADR 0044), set each year like the 버팀목's.
 * NOTE: 2025 "순자산 4.88억원 이하" (전세피해 임차인 버팀목·대환 and the 디딤돌 구입자금, a copy of the fund's pages of
 * 2025-09-08) [S]; 2026 5.11억 (two copies of FP05021201 as of 2026-07-10 and 2026-07-21) [S]. The day the 2026 figure
 * starts was not found [U]: read as 2026-01-01, the day the 버팀목's 2026 cap starts (FUND_NET_ASSET_CAP), which is an
 * edition of the catalogue already. Not a "what changed" entry: these products are listed only when a lost deposit is
 * reported (docs/research/issue-49-fund-products.md §1).
 */
export const DEPOSIT_DAMAGE_NET_ASSET_CAP = datedValue<Won>({
  before: {
    value: 488_000_000,
    source: '주택도시기금 전세피해 임차인 버팀목 상품안내 (2025-09-08 사본) 순자산 4.88억 [S]',
  },
  changes: [
    {
      from: '2026-01-01',
      value: 511_000_000,
      source: '주택도시기금 FP05021201 상품안내 (2026-07 사본) 순자산 5.11억 [S], 시작일 [U]',
    },
  ],
  name: (value) => `주택도시기금 전세피해 대출 가구 순자산 기준 ${formatWon(value)}`,
});

/**
 * Who the 전세피해 임차인 버팀목 and its 대환 lend to: 무주택 세대주, 부부합산 1.3억, the higher 순자산 cap, 85㎡.
 * NOTE: FP05021201 copies of 2025-09-08 and 2026-07 [S]; 85㎡ in the 2026-07-10 copy only [S].
 */
export const DEPOSIT_DAMAGE_BORROWER = {
  homes: ['NO_HOUSE'],
  netAssetAmountCap: DEPOSIT_DAMAGE_NET_ASSET_CAP,
  maxArea: { squareMeters: 85, who: '' },
  incomeCap: { cap: 130_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' },
} as const satisfies BorrowerTerms;

/** The damaged lease's rules of the 전세피해 임차인 products: its deposit ≤ 5억, at least 30 % of it lost. */
export const DAMAGED_LEASE = { damagedDepositCap: 500_000_000, minLostPercent: 30 } as const;
