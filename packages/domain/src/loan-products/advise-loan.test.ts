import { describe, expect, it } from 'vitest';
import { adviseLoan } from './advise-loan.ts';
import { BUSAN, GYEONGGI, profileOf, TEST_CONTEXT } from './testing/fixtures.ts';

// Figures derived by hand from docs/domain-rules.md §5 "Choosing the recommended product" and
// "Guarantee and one-off costs", with the test market row (COFIX 2.9, 신용 5.0, 예금 2.5, 기준 2.5).

describe('adviseLoan: 추천 상품과 돈 그림', () => {
  // Persona 1 of evaluate-loan-products.test.ts: 서울 27세, 연 3,000만, 보증금 1.5억, 현금 0 → need 1.5억.
  const youngSeoul = profileOf({ age: 27 });

  it('1년 비용(이자 + 보증료 + 모자란 돈 × 신용대출 금리)이 가장 적은 상품을 추천해요', () => {
    // HF-02: 1.35억 × 2.35 % = 3,172,500 + HF 보증료 0.10 % (소득 ≤ 4천만) 135,000 + 1,500만 × 5 % = 750,000
    //        = 4,057,500
    // NHUF-02: 1.2억 × 2.5 % = 3,000,000 + 0.2 % 240,000 + 3,000만 × 5 % = 1,500,000 = 4,740,000
    // NHUF-05: 1.05억 × 2.9 % = 3,045,000 + 210,000 + 4,500만 × 5 % = 2,250,000 = 5,505,000
    // HF-04: 1.35억 × 3.6 % = 4,860,000 + 135,000 + 750,000 = 5,745,000
    // HUG-01: 1.35억 × 4.2 % = 5,670,000 + HUG 1.5억 × 0.102 % × (1 − 60 %) = 61,200 + 750,000 = 6,481,200
    // HF-03: 1.2억 × 4.5 % = 5,400,000 + 120,000 + 1,500,000 = 7,020,000
    // SGI-01: 5,400,000 + 240,000 + 1,500,000 = 7,140,000
    const advice = adviseLoan(youngSeoul, TEST_CONTEXT);
    expect(advice.loanProductCode).toBe('HF-02');
    expect(advice.recommendedProducts.map((row) => row.loanProductCode)).toEqual([
      'HF-02',
      'NHUF-02',
      'NHUF-05',
      'HF-04',
      'HUG-01',
      'HF-03',
      'SGI-01',
      // then the ineligible ones in catalogue order
      'NHUF-04',
      'NHUF-01',
      'NHUF-06',
      'NHUF-07',
      'HF-05',
      'HF-01',
    ]);
  });

  it('추천 상품의 월 비용, 기회비용, 일회성 비용, 전월세 전환 비교를 계산해요', () => {
    const advice = adviseLoan(youngSeoul, TEST_CONTEXT);
    expect(advice).toMatchObject({
      policyDate: '2026-11-22',
      marketRateDate: '2026-07-01',
      hasEligibleProduct: true,
      loanProductName: '서울시 청년 임차보증금 이자지원',
      institution: 'HF',
      expectedLoanRate: 2.35,
      possibleLoanLimit: 135_000_000,
      isEstimate: false,
      loanAmount: 135_000_000,
      ownFunds: 15_000_000,
      cashShortfall: 15_000_000,
      monthlyInterestCost: 264_375, // 1.35억 × 2.35 % ÷ 12
      monthlyRent: 0,
      totalLivingCost: 264_375,
      opportunityCostOwnFunds: 31_250, // 1,500만 × 2.5 % ÷ 12
      depositInterestRate: 2.5,
      guaranteeInsuranceFee: 270_000, // 135,000 a year × 2-year contract
      stampDuty: 75_000, // 1억 초과 10억 이하 15만원의 절반
      rentConversionRate: 4.5, // 기준금리 2.5 + 2.0
      convertedMonthlyRent: 562_500, // 1.5억 × 4.5 % ÷ 12
    });
    expect(advice.availableBanks.length).toBeGreaterThan(0);
    expect(advice.productFeatures).toHaveLength(3);
  });

  it('추천 이유는 숫자로 만든 정해진 문장이에요', () => {
    expect(adviseLoan(youngSeoul, TEST_CONTEXT).recommendationReason).toBe(
      [
        '가진 현금이 없어 보증금 1억 5,000만원 전부가 필요해요.',
        '추천 상품은 서울시 청년 임차보증금 이자지원이에요.',
        '최대 1억 3,500만원까지 빌릴 수 있어 1억 3,500만원을 연 2.35%로 빌리면 매달 이자가 264,375원이에요.',
        '한도가 모자라 남는 1,500만원은 신용대출(참고 금리 연 5.00%)로 빌리거나 따로 모아야 해요.',
        '보증료 1년 13만 5,000원과 모자란 돈의 이자까지 더한 1년 비용은 405만 7,500원이에요.',
        '받을 수 있는 7개 상품 중 1년 비용이 가장 적어요.',
        // 4,740,000 − 4,057,500 = 682,500
        '다음으로 나은 청년전용 버팀목 전세자금대출을 고르면 1년에 68만 2,500원 더 들어요.',
      ].join(' '),
    );
  });

  it('보증부월세 청년은 월세 상품이 가장 싸요: 보증금 대출만 돈 그림에 넣어요', () => {
    // need 2,500만. NHUF-06: loan min(2,500만, 보증금 한도 2,100만) = 2,100만 × 1.3 % = 273,000
    //   + 0.2 % 42,000 + 400만 × 5 % = 200,000 = 515,000
    // HF-02: 2,500만 × 2.35 % = 587,500 + 25,000 = 612,500
    const advice = adviseLoan(
      profileOf({
        age: 26,
        annualIncome: 28_000_000,
        rentalDeposit: 30_000_000,
        monthlyRent: 450_000,
        cashOnHand: 5_000_000,
        rentHousingType: 'OFFICETEL',
        exclusiveArea: 30,
      }),
      TEST_CONTEXT,
    );
    expect(advice).toMatchObject({
      loanProductCode: 'NHUF-06',
      possibleLoanLimit: 31_800_000,
      loanAmount: 21_000_000,
      ownFunds: 9_000_000,
      cashShortfall: 4_000_000,
      monthlyInterestCost: 22_750, // 2,100만 × 1.3 % ÷ 12
      monthlyRent: 450_000,
      totalLivingCost: 472_750,
      opportunityCostOwnFunds: 18_750, // 900만 × 2.5 % ÷ 12
      guaranteeInsuranceFee: 84_000,
      stampDuty: 0, // 5천만 이하 비과세
      convertedMonthlyRent: 112_500,
    });
    expect(advice.recommendedProducts[1]?.loanProductCode).toBe('HF-02');
  });

  it('현금으로 보증금을 모두 낼 수 있으면 빌리지 않고 금리가 가장 낮은 상품을 알려줘요', () => {
    const advice = adviseLoan(
      profileOf({
        age: 28,
        annualIncome: 40_000_000,
        rentalDeposit: 30_000_000,
        monthlyRent: 300_000,
        cashOnHand: 50_000_000,
      }),
      TEST_CONTEXT,
    );
    expect(advice).toMatchObject({
      loanProductCode: 'NHUF-06',
      expectedLoanRate: 1.3,
      loanAmount: 0,
      ownFunds: 30_000_000,
      cashShortfall: 0,
      monthlyInterestCost: 0,
      totalLivingCost: 300_000,
      opportunityCostOwnFunds: 62_500,
      guaranteeInsuranceFee: 0,
      stampDuty: 0,
    });
    expect(advice.recommendationReason).toBe(
      [
        '가진 현금 5,000만원으로 보증금 3,000만원을 모두 낼 수 있어 대출이 꼭 필요하지 않아요.',
        '빌린다면 받을 수 있는 상품 중 청년전용 보증부월세대출의 금리가 가장 낮아요: 연 1.30%, 최대 2,820만원까지 빌릴 수 있어요.',
        '보증금을 모두 현금으로 내면 예금 금리 연 2.50% 기준으로 매달 62,500원의 이자를 포기하는 셈이에요.',
      ].join(' '),
    );
  });

  it('받을 수 있는 상품이 없으면 상품 칸은 비우고 가장 많이 걸린 조건을 알려줘요', () => {
    const advice = adviseLoan(
      profileOf({
        age: 45,
        maritalStatus: 'MARRIED',
        annualIncome: 120_000_000,
        houseOwnershipType: 'MULTI_HOUSE',
        rentalDeposit: 600_000_000,
      }),
      TEST_CONTEXT,
    );
    expect(advice).toMatchObject({
      hasEligibleProduct: false,
      loanProductCode: null,
      loanProductName: null,
      institution: null,
      expectedLoanRate: null,
      possibleLoanLimit: null,
      conditions: [],
      isEstimate: false,
      loanAmount: 0,
      ownFunds: 600_000_000,
      cashShortfall: 600_000_000,
      guaranteeInsuranceFee: 0,
      stampDuty: 0,
      availableBanks: [],
      productFeatures: [],
    });
    // 다주택 fails all 13; income caps 7 (NHUF-05/02/04/06/07, HF-04, HF-02) tie with deposit caps 7
    // (NHUF-05/02/04/01/06/07, HF-02): the rule listed first wins the tie.
    expect(advice.recommendationReason).toBe(
      '지금 조건으로 받을 수 있는 상품이 없어요. 가장 많은 상품에서 걸린 조건은 주택 보유 기준(13개 상품), 소득 기준(7개 상품)이에요. 상품별 이유를 확인하고, 조건이 바뀌면 다시 산출해 보세요.',
    );
    expect(advice.recommendedProducts.every((row) => !row.eligible && row.notEligibleReasons.length > 0)).toBe(true);
  });

  it('금리가 낮아도 한도가 작으면 모자란 돈의 신용대출 이자 때문에 질 수 있어요', () => {
    // 경기 신혼 맞벌이 2억 신생아, 보증금 4.5억, 현금 1억 → need 3.5억.
    // NHUF-01: 2.4억 × 4.3 % = 10,320,000 + 480,000 + 1.1억 × 5 % = 5,500,000 = 16,300,000
    // HUG-01: 3.5억 × 4.2 % = 14,700,000 + 4.5억 × 0.107 % = 481,500 (no discount) = 15,181,500
    const advice = adviseLoan(
      profileOf({
        age: 32,
        maritalStatus: 'NEWLY_MARRIED',
        annualIncome: 100_000_000,
        spouseAnnualIncome: 100_000_000,
        childStatus: 'ONE_CHILD',
        hasNewborn: true,
        rentalDeposit: 450_000_000,
        cashOnHand: 100_000_000,
        districtCode: GYEONGGI,
      }),
      TEST_CONTEXT,
    );
    expect(advice).toMatchObject({
      loanProductCode: 'HUG-01',
      loanAmount: 350_000_000,
      cashShortfall: 0,
      monthlyInterestCost: 1_225_000,
      guaranteeInsuranceFee: 963_000,
      stampDuty: 75_000,
    });
    expect(advice.recommendationReason).toContain('받을 수 있는 4개 상품 중 1년 비용이 가장 적어요.');
  });

  it('추정 규칙으로 계산한 상품은 추정이라고 표시해요', () => {
    // 서울 신혼 28세 2자녀: HF-01 [U] wins at 1.35 %.
    const advice = adviseLoan(
      profileOf({
        age: 28,
        maritalStatus: 'NEWLY_MARRIED',
        spouseAnnualIncome: 20_000_000,
        childStatus: 'TWO_CHILD',
        rentalDeposit: 200_000_000,
      }),
      TEST_CONTEXT,
    );
    expect(advice.loanProductCode).toBe('HF-01');
    expect(advice.isEstimate).toBe(true);
    expect(advice.recommendedProducts.find((row) => row.loanProductCode === 'HF-05')?.isEstimate).toBe(true);
    expect(advice.recommendedProducts.find((row) => row.loanProductCode === 'NHUF-04')?.isEstimate).toBe(false);
  });
});

describe('adviseLoan: 직접 고른 상품 (loanAdvice/specific)', () => {
  const youngSeoul = profileOf({ age: 27 });

  it('받을 수 있는 상품을 고르면 그 상품으로 보고서를 만들고 추천 상품과 비교해요', () => {
    const advice = adviseLoan(youngSeoul, { ...TEST_CONTEXT, productCode: 'NHUF-02' });
    expect(advice.loanProductCode).toBe('NHUF-02');
    expect(advice.loanAmount).toBe(120_000_000);
    expect(advice.cashShortfall).toBe(30_000_000);
    expect(advice.recommendationReason).toContain('직접 고르신 상품은 청년전용 버팀목 전세자금대출이에요.');
    expect(advice.recommendationReason).toContain(
      '추천 상품인 서울시 청년 임차보증금 이자지원보다 1년에 68만 2,500원 더 들어요.',
    );
  });

  it('추천 상품을 직접 골라도 그렇다고 말해요', () => {
    const advice = adviseLoan(youngSeoul, { ...TEST_CONTEXT, productCode: 'HF-02' });
    expect(advice.recommendationReason).toContain('직접 고르신 상품이 1년 비용도 가장 적어요.');
  });

  it('받을 수 없는 상품을 고르면 원래 추천 상품을 보여줘요', () => {
    const advice = adviseLoan(youngSeoul, { ...TEST_CONTEXT, productCode: 'NHUF-04' });
    expect(advice.loanProductCode).toBe('HF-02');
    expect(advice.recommendationReason).not.toContain('직접 고르신');
  });
});

describe('adviseLoan: 지방은 0.2 %p 더 싸요', () => {
  it('같은 가구가 부산에 살면 기금 금리가 0.2 %p 낮아요', () => {
    const seoul = adviseLoan(profileOf({ rentalDeposit: 100_000_000 }), TEST_CONTEXT);
    const busan = adviseLoan(profileOf({ rentalDeposit: 100_000_000, districtCode: BUSAN }), TEST_CONTEXT);
    const rateOf = (advice: typeof seoul) =>
      advice.recommendedProducts.find((row) => row.loanProductCode === 'NHUF-05')?.expectedLoanRate;
    expect(rateOf(seoul)).toBe(2.8);
    expect(rateOf(busan)).toBe(2.6);
  });
});
