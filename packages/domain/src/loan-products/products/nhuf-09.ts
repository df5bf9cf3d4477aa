import { DAMAGED_LEASE, DEPOSIT_DAMAGE_BORROWER } from '../deposit-damage-common.ts';
import { FUND_LENDER } from '../fund-common.ts';
import type { ProductTerms } from '../product-terms.ts';

/** 전세피해 임차인 대상 버팀목 전세대출 대환: the damaged lease's jeonse loan refinanced, 임차권등기 registered. */
export const NHUF_09: ProductTerms = {
  ...FUND_LENDER,
  code: 'NHUF-09',
  name: '전세피해 임차인 버팀목 전세대출 대환',
  features: ['피해를 입은 집의 전세대출 갈아타기', '연 1.2~2.7% 저금리', '임차권등기를 한 임차인'],
  isEstimate: true,
  source:
    '주택도시기금 전세피해 임차인 대상 버팀목전세대출대환 상품안내 2025-09-08 사본 (전세피해 요건 + 임차권등기, 소득 1.3억, 순자산 4.88억, 4억원 이내, 연 1.2~2.7%) [S]; 2026 순자산은 FP05021201 사본의 5.11억 [S]; 전용면적 기준 [U]. docs/research/issue-49-fund-products.md §2 (2026-11-29 읽음)',
  // The damaged home's area is not asked (the form's 전용면적 is the new lease's), so no area rule is read.
  borrower: {
    homes: DEPOSIT_DAMAGE_BORROWER.homes,
    netAssetAmountCap: DEPOSIT_DAMAGE_BORROWER.netAssetAmountCap,
    incomeCap: DEPOSIT_DAMAGE_BORROWER.incomeCap,
    depositDamage: { ...DAMAGED_LEASE, leaseholdRegistration: true },
  },
  lease: {},
  // It refinances the damaged lease's loan, not this lease's deposit: its cap is shown, it is never ranked.
  limit: { kind: 'OTHER_PURPOSE', purpose: 'REFINANCE', cap: 400_000_000 },
  rate: { kind: 'FIXED', percent: 2.7 },
  conditions: [
    {
      code: 'NOT_COMPARED_WITH_LEASE_LOANS',
      message:
        '피해를 입은 집에서 받은 전세대출을 갈아타는 대출이라 새 전세 대출 비교에는 넣지 않았어요. 갈아탈 수 있는 금액은 그 대출의 남은 금액 안에서 4억원까지예요.',
    },
    {
      code: 'RATE_GRID_UNCONFIRMED',
      message:
        '금리는 소득과 보증금에 따라 연 1.2~2.7%인데, 금리표 원문을 확인하지 못해 가장 높은 연 2.7%로 계산했어요. 은행에서 실제 금리를 확인해 보세요.',
    },
  ],
};
