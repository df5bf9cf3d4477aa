import { formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import { datedValue } from './dated-value.ts';
import type { GuaranteeFeePolicy } from './guarantee-fee.ts';
import type { Bank } from './loan-product.ts';
import type { BorrowerTerms } from './product-terms.ts';

/**
 * The 기금's 가구 순자산 cap, set each year (the form asks `isNetAssetOver345M`, the 2026 figure).
 * NOTE: 2026 "부부합산 순자산 3억 4,500만원 이하 (2026년 기준)" and 2025 "순자산 3.37억원 이하" in copies of the
 * fund's pages (docs/research/issue-47-sources.md §3) [S]. The day the 2026 figure starts was not found [U]: the
 * figure is "2026년 기준", read as from 2026-01-01. Years before 2025 were not read.
 */
export const FUND_NET_ASSET_CAP = datedValue<Won>({
  before: { value: 337_000_000, source: '주택도시기금 버팀목 상품안내 (2025-09-08 사본) 순자산 3.37억 [S]' },
  changes: [
    {
      from: '2026-01-01',
      value: 345_000_000,
      source: '주택도시기금 버팀목 상품안내 (2026-07·09 사본) "2026년 기준" 순자산 3.45억 [S], 시작일 [U]',
    },
  ],
  name: (value) => `주택도시기금 가구 순자산 기준 ${formatWon(value)}`,
});

/** Who every 기금 product lends to: 무주택, 순자산, 전용면적 (a product may narrow the area). */
export const FUND_BORROWER = {
  homes: ['NO_HOUSE'],
  netAssetCap: FUND_NET_ASSET_CAP,
  maxArea: { squareMeters: 85, who: '' },
} as const satisfies BorrowerTerms;

// NOTE: 주택도시기금 수탁은행 (우리·KB국민·NH농협·신한·하나·iM·BNK부산) as listed on nhuf.molit.go.kr
// 2026-08 [S]; plausible data, not a contract.
const FUND_BANKS: readonly Bank[] = ['WOORI', 'KB', 'NH', 'SHINHAN', 'HANA', 'IM', 'BNK'];

// NOTE: 주택도시기금 상품의 보증료 ≈ 0.2 % a year of the loan (domain-rules §5 [U]): estimate data.
const FUND_GUARANTEE_FEE: GuaranteeFeePolicy = { kind: 'FLAT_ON_LOAN', ratePercent: 0.2 };

/** Who lends every 기금 product and what its guarantee costs. */
export const FUND_LENDER = { availableBanks: FUND_BANKS, guaranteeFee: FUND_GUARANTEE_FEE } as const;
