import { FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';

/** 전세사기피해자 최우선변제금 버팀목 전세자금: a new lease for a decided 전세사기피해자, no income or asset cap. */
export const NHUF_10: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-10',
  name: '전세사기피해자 최우선변제금 버팀목 전세자금',
  features: ['전세사기피해자 결정을 받은 임차인', '소득·자산 기준 없음', '보증금 3억원 이하 집'],
  isEstimate: true,
  source:
    '주택도시기금 전세사기피해자 최우선변제금 버팀목 전세자금 대출 상품안내 2025-09-08 사본 (전세사기피해자, 무주택 세대주, 임차보증금 3억 이하·5% 이상 지급, 소득·자산 제한 없음, 연 1.2~3.0%, 2.4억 일반대출 포함 합산) [S]; 전세금 대비 비율·전용면적·금리표·최우선변제금 상당액 무이자 여부 [U]. docs/research/issue-49-fund-products.md §3 (2026-11-29 읽음)',
  borrower: { homes: ['NO_HOUSE'], depositDamage: { decidedFraudVictim: true } },
  lease: { depositCap: 300_000_000 },
  // NOTE: the ratio of the deposit is on no page read [U]: the 버팀목's 80 % is taken and said as a condition.
  limit: { kind: 'DEPOSIT', ratioPercent: 80, cap: 240_000_000 },
  rate: { kind: 'FIXED', percent: 3.0 },
  conditions: [
    {
      code: 'RATE_GRID_UNCONFIRMED',
      message:
        '금리는 연 1.2~3.0%인데, 금리표 원문을 확인하지 못해 가장 높은 연 3.0%로 계산했어요. 최우선변제금만큼은 이자가 더 낮을 수 있으니 은행에서 확인해 보세요.',
    },
    {
      code: 'UNCONFIRMED_PRODUCT_TERM',
      message:
        '한도 2억 4,000만원은 이미 받은 기금 전세대출과 합친 금액이에요. 보증금의 80%까지로 계산했는데, 이 비율은 원문을 확인하지 못했어요.',
    },
  ],
};
