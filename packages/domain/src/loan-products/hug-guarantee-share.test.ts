import { describe, expect, it } from 'vitest';
import { adviseLoan } from './advise-loan.ts';
import { HUG_GUARANTEE_SHARES, hugGuaranteeShareCondition } from './hug-guarantee-share.ts';
import { deriveLoanFacts } from './loan-facts.ts';
import { loanCatalogueFor } from './loan-catalogue.ts';
import type { LoanProductCode } from './loan-product.ts';
import type { LoanProfile } from './loan-profile.ts';
import { evaluationOf } from './testing/evaluation-of.ts';
import { BUSAN, INCHEON, profileOf, TEST_CONTEXT } from './testing/fixtures.ts';

// Issue 29 item 7. 6·27 가계부채 관리 강화 방안 (FSC 2025-06-27): 수도권·규제지역 전세대출 보증비율 90 → 80 %; HUG from
// 2025-07-21 (조선비즈 2025-07-21 [S]). The limit stays 80 % of the deposit (ADR 0015); the report says a bank may
// lend less (ADR 0028).

const conditionCodes = (profile: LoanProfile, code: LoanProductCode, policyDate?: string) =>
  evaluationOf(profile, code, policyDate)?.conditions.map((condition) => condition.code);

// A 무주택 30세 in 강남 with a known house value, so HUG-01 carries no other condition than HUG's income screening
// (from 2025-06-13, issue 47 #10), which comes first: the product's own conditions precede the national measures'.
const renter = profileOf({ housePrice: 500_000_000 });

describe('HUG 전세대출 보증비율 80 % (수도권·규제지역, 2025-07-21부터)', () => {
  it('표는 2025년 7월 21일의 80 %에서 시작해요', () => {
    expect(HUG_GUARANTEE_SHARES).toEqual([
      expect.objectContaining({ effectiveFrom: '2025-07-21', capitalAreaSharePercent: 80, previousSharePercent: 90 }),
    ]);
  });

  it('서울의 HUG 전세금안심대출은 한도를 그대로 두고, 은행이 덜 빌려줄 수 있다는 조건을 밝혀요', () => {
    const hug = evaluationOf(renter, 'HUG-01');
    expect(hug?.eligible).toBe(true);
    expect(hug?.possibleLoanLimit).toBe(135_000_000); // 1.5억 × 90 % (청년, 부부합산 5천만 이하): unchanged
    expect(hug?.conditions).toEqual([
      expect.objectContaining({ code: 'REPAYMENT_ABILITY_SCREENED' }),
      {
        code: 'HUG_GUARANTEE_SHARE_REDUCED',
        message:
          '2025년 7월 21일부터 수도권·규제지역에서는 HUG가 전세대출의 80%만 보증해요(전에는 90%). 나머지는 은행이 떠안아서 은행 심사에 따라 한도가 이보다 적게 나올 수 있어요.',
      },
    ]);
    expect(conditionCodes({ ...renter, districtCode: INCHEON }, 'HUG-01')).toEqual([
      'REPAYMENT_ABILITY_SCREENED',
      'HUG_GUARANTEE_SHARE_REDUCED',
    ]);
  });

  it('2025년 7월 20일 기준, 지방, 그리고 HUG가 아닌 상품에는 붙지 않아요', () => {
    expect(conditionCodes(renter, 'HUG-01', '2025-07-20')).toEqual(['REPAYMENT_ABILITY_SCREENED']);
    expect(conditionCodes({ ...renter, districtCode: BUSAN }, 'HUG-01')).toEqual(['REPAYMENT_ABILITY_SCREENED']);
    expect(conditionCodes(renter, 'SGI-01')).toEqual([]);
    expect(conditionCodes(renter, 'HF-03')).toEqual([]);
  });

  it('보고서의 상품 줄에도 조건 코드와 문장이 실려요', () => {
    const advice = adviseLoan(renter, TEST_CONTEXT);
    const row = advice.recommendedProducts.find((product) => product.loanProductCode === 'HUG-01');
    expect(row?.conditionCodes).toEqual(['REPAYMENT_ABILITY_SCREENED', 'HUG_GUARANTEE_SHARE_REDUCED']);
    expect(row?.conditions[1]).toContain('HUG가 전세대출의 80%만 보증해요');
  });

  it('문장을 만들지 않는 계산(실시간 추정)에는 조건 코드만 싣고 문장은 비워 둬요', () => {
    const hug = loanCatalogueFor(TEST_CONTEXT.policyDate).byCode.get('HUG-01');
    if (hug === undefined) throw new Error('no HUG-01');
    expect(hugGuaranteeShareCondition(hug, deriveLoanFacts(renter), HUG_GUARANTEE_SHARES[0]!, false)).toEqual({
      code: 'HUG_GUARANTEE_SHARE_REDUCED',
      message: '',
    });
  });
});
