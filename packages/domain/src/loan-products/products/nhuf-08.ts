import { DAMAGED_LEASE, DEPOSIT_DAMAGE_BORROWER } from '../deposit-damage-common.ts';
import { FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';

/** 전세피해 임차인 버팀목 전세자금: a new lease for a renter who lost at least 30 % of a deposit of at most 5억. */
export const NHUF_08: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-08',
  name: '전세피해 임차인 버팀목 전세자금',
  features: ['보증금을 돌려받지 못한 임차인 전용', '연 1.2~2.7% 저금리', '부부합산 연소득 1.3억원까지'],
  isEstimate: true,
  source:
    '주택도시기금 FP05021201 전세피해 임차인 버팀목전세자금 상품안내: 2026-07-10·2026-07-21 사본 (순자산 5.11억, 보증금 3억·85㎡, 한도 2.4억·전세금 80%, 연 1.2~2.7%) [S]; 2025-09-08 사본 (소득 1.3억, 피해 주택 보증금 5억·30% 피해, 순자산 4.88억) [S]; 금리표 [U]. docs/research/issue-49-fund-products.md §1 (2026-11-29 읽음)',
  borrower: { ...DEPOSIT_DAMAGE_BORROWER, depositDamage: DAMAGED_LEASE },
  lease: { depositCap: 300_000_000 },
  limit: { kind: 'DEPOSIT', ratioPercent: 80, cap: 240_000_000 },
  // NOTE: the grid by income × deposit behind 연 1.2~2.7% was found in no text read here [U]: the top of the range,
  // which promises no discount the bank may not give (ADR 0027), with the range said as a condition.
  rate: { kind: 'FIXED', percent: 2.7 },
  conditions: [
    {
      code: 'RATE_GRID_UNCONFIRMED',
      message:
        '금리는 소득과 보증금에 따라 연 1.2~2.7%인데, 금리표 원문을 확인하지 못해 가장 높은 연 2.7%로 계산했어요. 은행에서 실제 금리를 확인해 보세요.',
    },
    {
      code: 'UNCONFIRMED_PRODUCT_TERM',
      message: '전세피해 사실은 전세피해 확인서 등으로 증명해야 해요. 은행에 필요한 서류를 물어보세요.',
    },
  ],
};
