import { describe, expect, it } from 'vitest';
import { adviseLoan } from '../advise-loan.ts';
import { evaluateLoanProducts } from '../evaluate-loan-products.ts';
import { loanCatalogueFor, productsFor } from '../loan-catalogue.ts';
import { evaluationOf, refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf, TEST_CONTEXT } from '../testing/fixtures.ts';

// A 무주택 single renter of 서울 who lost 1억 of a 3억 deposit (33 %) and rents a 55㎡ home for 2억 with no cash:
// NHUF-08 lends min(2.4억, 2억 × 80 %) = 1.6억 at 2.7 % (the top of 1.2~2.7 %, the grid unconfirmed).
const renter = profileOf({
  rentalDeposit: 200_000_000,
  damagedLeaseDeposit: 300_000_000,
  lostDepositAmount: 100_000_000,
  hasLeaseholdRegistration: true,
  isDecidedFraudVictim: true,
});
const codes = (profile: Parameters<typeof evaluateLoanProducts>[0]) =>
  evaluateLoanProducts(profile, TEST_CONTEXT).map((evaluation) => evaluation.product.code);

describe('전세피해 상품이 보이는 때', () => {
  it('보증금을 잃었다고 말하지 않은 임차인에게는 전세피해 상품을 보여주지 않아요 (답이 예전과 같아요)', () => {
    const plain = profileOf({ rentalDeposit: 200_000_000 });
    expect(codes(plain)).toEqual(loanCatalogueFor(TEST_CONTEXT.policyDate).products.map((product) => product.code));
    expect(codes({ ...plain, damagedLeaseDeposit: null, lostDepositAmount: null })).not.toContain('NHUF-08');
    expect(adviseLoan(plain, TEST_CONTEXT).recommendedProducts).toHaveLength(13);
  });

  it('보증금을 잃었다고 말하면 네 상품이 뒤에 붙어요', () => {
    expect(codes(renter).slice(-4)).toEqual(['NHUF-08', 'NHUF-09', 'NHUF-10', 'NHUF-11']);
    expect(productsFor(loanCatalogueFor(TEST_CONTEXT.policyDate), renter)).toHaveLength(17);
  });

  it('각 상품이 읽는 전세피해 질문을 알려줘요', () => {
    const byCode = loanCatalogueFor(TEST_CONTEXT.policyDate).byCode;
    expect(byCode.get('NHUF-08')?.depositDamageReads).toEqual([
      'damagedLeaseDeposit',
      'lostDepositAmount',
      'netAssets',
    ]);
    expect(byCode.get('NHUF-09')?.depositDamageReads).toEqual([
      'damagedLeaseDeposit',
      'lostDepositAmount',
      'hasLeaseholdRegistration',
      'netAssets',
    ]);
    expect(byCode.get('NHUF-10')?.depositDamageReads).toEqual(['damagedLeaseDeposit', 'isDecidedFraudVictim']);
    expect(byCode.get('NHUF-11')?.depositDamageReads).toEqual([
      'damagedLeaseDeposit',
      'isDecidedFraudVictim',
      'netAssets',
    ]);
    expect(byCode.get('NHUF-05')?.depositDamageReads).toEqual([]);
  });
});

describe('NHUF-08 전세피해 임차인 버팀목 전세자금', () => {
  it('받을 수 있으면 한도·금리·조건을 말해요', () => {
    const evaluation = evaluationOf(renter, 'NHUF-08');
    expect(evaluation).toMatchObject({ eligible: true, possibleLoanLimit: 160_000_000, expectedLoanRate: 2.7 });
    expect(evaluation.conditions.map((condition) => condition.code)).toEqual([
      'RATE_GRID_UNCONFIRMED',
      'UNCONFIRMED_PRODUCT_TERM',
    ]);
  });

  it('피해 주택 보증금 5억원까지 받고 5억 1원이면 거절해요', () => {
    const atCap = { ...renter, damagedLeaseDeposit: 500_000_000, lostDepositAmount: 200_000_000 };
    expect(evaluationOf(atCap, 'NHUF-08').eligible).toBe(true);
    expect(refusalsOf({ ...atCap, damagedLeaseDeposit: 500_000_001 }, 'NHUF-08')).toEqual([
      '피해를 입은 집의 보증금이 5억원 이하여야 받을 수 있는데 5억 1원이에요.',
    ]);
  });

  it('보증금의 30%를 잃었으면 받고, 1원 모자라면 거절해요', () => {
    expect(evaluationOf({ ...renter, lostDepositAmount: 90_000_000 }, 'NHUF-08').eligible).toBe(true);
    expect(refusalsOf({ ...renter, lostDepositAmount: 89_999_999 }, 'NHUF-08')).toEqual([
      '보증금의 30% 이상을 돌려받지 못했어야 받을 수 있는데, 돌려받지 못한 돈은 보증금 3억원 중 8,999만 9,999원이에요.',
    ]);
  });

  it('잃은 금액을 모르면 30% 기준을 조건으로 말해요', () => {
    const evaluation = evaluationOf({ ...renter, lostDepositAmount: null }, 'NHUF-08');
    expect(evaluation.eligible).toBe(true);
    expect(evaluation.conditions[0]?.code).toBe('DEPOSIT_LOSS_UNKNOWN');
  });

  it('순자산 5억 1,100만원까지 받고 1원 넘으면 거절해요 (2026년 기준)', () => {
    expect(evaluationOf({ ...renter, netAssets: 511_000_000 }, 'NHUF-08').eligible).toBe(true);
    expect(refusalsOf({ ...renter, netAssets: 511_000_001 }, 'NHUF-08')).toEqual([
      '가구 순자산이 5억 1,100만원 이하여야 받을 수 있는데, 입력한 순자산은 5억 1,100만 1원이에요.',
    ]);
  });

  it('2025년 기준일에는 순자산 4억 8,800만원이 기준이에요', () => {
    expect(evaluationOf({ ...renter, netAssets: 488_000_000 }, 'NHUF-08', '2025-12-31').eligible).toBe(true);
    expect(evaluationOf({ ...renter, netAssets: 488_000_001 }, 'NHUF-08', '2025-12-31').eligible).toBe(false);
  });

  it('순자산 금액 없이 3억 4,500만원을 넘는다고 하면 기준을 조건으로 말해요', () => {
    const evaluation = evaluationOf({ ...renter, isNetAssetOver345M: true }, 'NHUF-08');
    expect(evaluation.eligible).toBe(true);
    expect(evaluation.conditions.map((condition) => condition.code)).toContain('NET_ASSET_AMOUNT_UNKNOWN');
    expect(evaluationOf(renter, 'NHUF-08').conditions.map((condition) => condition.code)).not.toContain(
      'NET_ASSET_AMOUNT_UNKNOWN',
    );
  });

  it('새 집 보증금 3억원까지 받고 3억 1원이면 거절해요', () => {
    expect(evaluationOf({ ...renter, rentalDeposit: 300_000_000 }, 'NHUF-08').eligible).toBe(true);
    expect(refusalsOf({ ...renter, rentalDeposit: 300_000_001 }, 'NHUF-08')).toEqual([
      '임차보증금 3억 1원이 보증금 기준 3억원을 넘어요.',
    ]);
  });

  it('전용면적 85㎡까지 받고 85.01㎡면 거절해요', () => {
    expect(evaluationOf({ ...renter, exclusiveArea: 85 }, 'NHUF-08').eligible).toBe(true);
    expect(refusalsOf({ ...renter, exclusiveArea: 85.01 }, 'NHUF-08')).toEqual([
      '전용면적 85㎡ 이하 주택만 받을 수 있는데 85.01㎡예요.',
    ]);
  });

  it('부부합산 연소득 1억 3,000만원까지 받고 1원 넘으면 거절해요', () => {
    expect(evaluationOf({ ...renter, annualIncome: 130_000_000 }, 'NHUF-08').eligible).toBe(true);
    expect(evaluationOf({ ...renter, annualIncome: 130_000_001 }, 'NHUF-08').reasons[0]?.code).toBe('INCOME_OVER_CAP');
  });

  it('한도는 새 보증금의 80%이고, 3억원 보증금에서는 2억 4,000만원 상한에 닿아요', () => {
    expect(evaluationOf({ ...renter, rentalDeposit: 250_000_000 }, 'NHUF-08').possibleLoanLimit).toBe(200_000_000);
    expect(evaluationOf({ ...renter, rentalDeposit: 300_000_000 }, 'NHUF-08').possibleLoanLimit).toBe(240_000_000);
  });

  it('집이 있으면 거절해요', () => {
    expect(evaluationOf({ ...renter, houseOwnershipType: 'SINGLE_HOUSE' }, 'NHUF-08').reasons[0]?.code).toBe(
      'HOUSE_OWNERSHIP_NOT_ALLOWED',
    );
  });
});

describe('NHUF-09 전세피해 임차인 버팀목 전세대출 대환', () => {
  it('임차권등기를 했으면 상한 4억원으로 보여주되 새 전세 대출과 비교하지 않아요', () => {
    const evaluation = evaluationOf(renter, 'NHUF-09');
    expect(evaluation).toMatchObject({ eligible: true, possibleLoanLimit: 400_000_000, loanAmount: 0 });
    expect(evaluation.conditions[0]?.code).toBe('NOT_COMPARED_WITH_LEASE_LOANS');
    const advice = adviseLoan(renter, TEST_CONTEXT);
    expect(advice.loanProductCode).not.toBe('NHUF-09');
    expect(advice.recommendedProducts.map((product) => product.loanProductCode)).toContain('NHUF-09');
  });

  it('임차권등기를 안 했으면 거절하고, 모르면 조건으로 말해요', () => {
    expect(refusalsOf({ ...renter, hasLeaseholdRegistration: false }, 'NHUF-09')).toEqual([
      '피해를 입은 집에 임차권등기를 해야 받을 수 있어요.',
    ]);
    const unknown = evaluationOf({ ...renter, hasLeaseholdRegistration: null }, 'NHUF-09');
    expect(unknown.eligible).toBe(true);
    expect(unknown.conditions.map((condition) => condition.code)).toContain('LEASEHOLD_REGISTRATION_UNKNOWN');
  });

  it('피해 기준(5억원, 30%)은 버팀목과 같아요', () => {
    expect(evaluationOf({ ...renter, damagedLeaseDeposit: 500_000_001 }, 'NHUF-09').reasons[0]?.code).toBe(
      'DAMAGED_DEPOSIT_OVER_CAP',
    );
    expect(evaluationOf({ ...renter, lostDepositAmount: 89_999_999 }, 'NHUF-09').reasons[0]?.code).toBe(
      'DEPOSIT_LOSS_TOO_SMALL',
    );
  });
});

describe('NHUF-10 전세사기피해자 최우선변제금 버팀목', () => {
  it('전세사기피해자로 결정됐으면 소득과 상관없이 받아요', () => {
    const evaluation = evaluationOf({ ...renter, annualIncome: 300_000_000, lostDepositAmount: 0 }, 'NHUF-10');
    expect(evaluation).toMatchObject({ eligible: true, possibleLoanLimit: 160_000_000, expectedLoanRate: 3.0 });
  });

  it('결정을 받지 않았으면 거절하고, 모르면 조건으로 말해요', () => {
    expect(refusalsOf({ ...renter, isDecidedFraudVictim: false }, 'NHUF-10')).toEqual([
      '전세사기피해자로 결정을 받아야 받을 수 있어요.',
    ]);
    const unknown = evaluationOf({ ...renter, isDecidedFraudVictim: null }, 'NHUF-10');
    expect(unknown.conditions.map((condition) => condition.code)).toContain('FRAUD_VICTIM_DECISION_UNKNOWN');
  });

  it('새 집 보증금 3억원을 넘으면 거절해요', () => {
    expect(evaluationOf({ ...renter, rentalDeposit: 300_000_001 }, 'NHUF-10').reasons[0]?.code).toBe(
      'DEPOSIT_OVER_CAP',
    );
  });
});

describe('NHUF-11 전세사기피해자 디딤돌 구입자금', () => {
  it('집을 사는 대출이라 상한만 보여주고 전세 대출과 비교하지 않아요', () => {
    const evaluation = evaluationOf(renter, 'NHUF-11');
    expect(evaluation).toMatchObject({ eligible: true, possibleLoanLimit: 400_000_000, loanAmount: 0 });
    expect(evaluation.conditions[0]?.message).toMatch(/^집을 사는 대출이라 전세 대출 비교에는 넣지 않았어요/u);
    expect(evaluation.product.otherPurpose).toBe('PURCHASE');
  });

  it('부부합산 연소득 7,000만원을 넘거나 결정을 받지 않았으면 거절해요', () => {
    expect(evaluationOf({ ...renter, annualIncome: 70_000_000 }, 'NHUF-11').eligible).toBe(true);
    expect(evaluationOf({ ...renter, annualIncome: 70_000_001 }, 'NHUF-11').reasons[0]?.code).toBe('INCOME_OVER_CAP');
    expect(evaluationOf({ ...renter, isDecidedFraudVictim: false }, 'NHUF-11').eligible).toBe(false);
  });
});

describe('추천', () => {
  it('전세피해 버팀목이 가장 싸면 추천해요', () => {
    const advice = adviseLoan({ ...renter, annualIncome: 60_000_000 }, TEST_CONTEXT);
    expect(advice.loanProductCode).toBe('NHUF-08');
  });
});
