import { DEPOSIT_DAMAGE_NET_ASSET_CAP } from '../deposit-damage-common.ts';
import { FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';

/** 전세사기피해자 전용 디딤돌 구입자금: a purchase loan, listed with its reasons and cap, never ranked (ADR 0044). */
export const NHUF_11: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-11',
  name: '전세사기피해자 디딤돌 구입자금',
  features: ['전세사기피해자가 집을 살 때', '연 1.85~2.70% 저금리', '최대 4억원(집값의 80%)'],
  isEstimate: true,
  source:
    '주택도시기금 전세사기피해자 전용 디딤돌 구입자금 대출 상품안내 2025-09-08 사본 (전세사기피해자, 무주택 세대주, 부부합산 7천만, 순자산 4.88억, 최대 4억 LTV 80%·DTI 100%, 연 1.85~2.70%) [S]; 2026 순자산 (전세피해 버팀목의 5.11억을 따름) [U]; 금리표 [U]. docs/research/issue-49-fund-products.md §4 (2026-11-29 읽음)',
  borrower: {
    homes: ['NO_HOUSE'],
    depositDamage: { decidedFraudVictim: true },
    netAssetAmountCap: DEPOSIT_DAMAGE_NET_ASSET_CAP,
    incomeCap: { cap: 70_000_000, of: 'HOUSEHOLD', label: '부부합산 연소득' },
  },
  lease: {},
  limit: { kind: 'OTHER_PURPOSE', purpose: 'PURCHASE', cap: 400_000_000 },
  rate: { kind: 'FIXED', percent: 2.7 },
  conditions: [
    {
      code: 'NOT_COMPARED_WITH_LEASE_LOANS',
      message:
        '집을 사는 대출이라 전세 대출 비교에는 넣지 않았어요. 살 집 값의 80%(DTI 100%)까지, 최대 4억원을 빌릴 수 있어요.',
    },
    {
      code: 'RATE_GRID_UNCONFIRMED',
      message:
        '금리는 소득과 대출 기간에 따라 연 1.85~2.70%인데, 금리표 원문을 확인하지 못해 가장 높은 연 2.7%로 계산했어요. 은행에서 실제 금리를 확인해 보세요.',
    },
  ],
};
