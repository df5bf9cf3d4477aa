import type { Won } from '../money/won.ts';
import type { GuaranteeFeePolicy } from './guarantee-fee.ts';
import type { Bank } from './loan-product.ts';
import type { BorrowerTerms } from './product-terms.ts';

// NOTE: docs/domain-rules.md §5 "Housing-fund products (주택도시기금)", policy 2026-07-01 [P]: the
// borrower is a 무주택 세대주, 가구 순자산 ≤ 3.45억 in 2026 (3.37억 in 2025; the form asks
// `isNetAssetOver345M`), 전용면적 ≤ 85㎡.
export const FUND_NET_ASSET_CAP: Won = 345_000_000;

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
