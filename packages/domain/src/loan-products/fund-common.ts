import type { Won } from '../money/won.ts';
import type { Bank } from './loan-product.ts';
import { checkExclusiveArea, checkHouseOwnership, checkNetAsset, type Reasons } from './eligibility-checks.ts';
import type { LoanFacts } from './loan-facts.ts';

// NOTE: docs/domain-rules.md §5 "Housing-fund products (주택도시기금)", policy 2026-07-01 [P]: the
// borrower is a 무주택 세대주, 가구 순자산 ≤ 3.45억 in 2026 (3.37억 in 2025; the form asks
// `isNetAssetOver345M`), 전용면적 ≤ 85㎡.
export const FUND_NET_ASSET_CAP: Won = 345_000_000;
export const FUND_MAX_EXCLUSIVE_AREA = 85;

// NOTE: 주택도시기금 수탁은행 (우리·KB국민·NH농협·신한·하나·iM·BNK부산) as listed on nhuf.molit.go.kr
// 2026-08 [S]; plausible data, not a contract.
export const FUND_BANKS: readonly Bank[] = ['WOORI', 'KB', 'NH', 'SHINHAN', 'HANA', 'IM', 'BNK'];

// NOTE: 주택도시기금 상품의 보증료 ≈ 0.2 % a year of the loan (domain-rules §5 [U]): estimate data.
export const FUND_GUARANTEE_FEE_PERCENT = 0.2;

/**
 * The rules every 기금 product shares: 무주택, 순자산, 전용면적 (`maxArea` narrows it, e.g. 60㎡).
 * @example checkFundCommon(reasons, facts) // appends nothing for a 무주택 household in 55㎡
 */
export function checkFundCommon(
  reasons: Reasons,
  facts: LoanFacts,
  maxArea = FUND_MAX_EXCLUSIVE_AREA,
  areaWho = '',
): void {
  checkHouseOwnership(reasons, facts, ['NO_HOUSE']);
  checkNetAsset(reasons, facts, FUND_NET_ASSET_CAP);
  checkExclusiveArea(reasons, facts, maxArea, areaWho);
}
