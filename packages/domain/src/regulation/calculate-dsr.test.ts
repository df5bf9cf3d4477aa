import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEREST_RATE_TYPES } from '../policy/interest-rate-types.ts';
import { REPAYMENT_TYPES } from '../repayment/repayment-types.ts';
import { calculateDsr } from './calculate-dsr.ts';
import type { DsrLoan } from './dsr-loan.ts';
import { DSR_LOAN_TYPES } from './dsr-loan-types.ts';
import { DSR_HOUSE_OWNERSHIPS } from './jeonse-interest-in-dsr.ts';
import type { DsrInput } from './validate-dsr-input.ts';

const EOK = 100_000_000;
const loan = (change: Partial<DsrLoan>): DsrLoan => ({
  loanType: 'MORTGAGE',
  principal: 3 * EOK,
  interestRatePercentage: 5,
  term: 360,
  gracePeriod: 0,
  repaymentType: 'BULLET',
  maturityPaymentAmount: 0,
  interestRateType: 'VARIABLE',
  isMetroArea: true,
  ...change,
});
const dsr = (loans: DsrLoan[], change: Partial<DsrInput> = {}) =>
  calculateDsr({ annualIncome: EOK, loans, policyDate: '2025-10-16', ...change });

describe('calculateDsr: 공개 예시 (금융위 10·15 FAQ)', () => {
  it('연소득 1억, 다른 빚 없음, 수도권 변동 4.0 % 30년 원리금균등: 3단계 587,072,544원, 10·15 이후 501,025,226원', () => {
    // 한도 40,000,000 ÷ 12 = 3,333,333.33/월
    // 4.0 + 1.5 = 5.5 %: × 176.1217631 = 587,072,543.75 → 587,072,544
    // 4.0 + 3.0 = 7.0 %: × 150.3075679 = 501,025,226.49 → 501,025,226
    // 가산 없이 4.0 %: × 209.4612405 = 698,204,134.85 → 698,204,135
    expect(dsr([], { policyDate: '2025-09-30' }).maxAdditionalMortgage).toEqual({
      withStress: 587_072_544,
      withoutStress: 698_204_135,
      ratePercent: 4,
      stressRatePercent: 1.5,
    });
    expect(dsr([], { policyDate: '2025-10-16' }).maxAdditionalMortgage).toEqual({
      withStress: 501_025_226,
      withoutStress: 698_204_135,
      ratePercent: 4,
      stressRatePercent: 3,
    });
  });
});

describe('calculateDsr: 손으로 계산한 예', () => {
  it('수도권 만기일시 주담대 3억(5 %, 30년), 연소득 1억 → 54 %, 은행 한도 40 % 초과', () => {
    // 원금 300,000,000 ÷ 10년 = 30,000,000 · 이자 300,000,000 × (5 + 3) % = 24,000,000
    // 54,000,000 ÷ 100,000,000 = 54 %
    const result = dsr([loan({})]);
    expect(result).toMatchObject({
      dsrPercent: 54,
      limitPercent: 40,
      withinLimit: false,
      totalAnnualRepayment: 54_000_000,
      stressStage: 3,
      borrowerLevelApplies: true,
      annualIncome: EOK,
      policyDate: '2025-10-16',
    });
    expect(result.maxAdditionalMortgage.withStress).toBe(0);
  });

  it('제2금융권 한도는 50 %예요', () => {
    expect(dsr([loan({})], { lenderType: 'NON_BANK' })).toMatchObject({ limitPercent: 50, withinLimit: false });
    expect(dsr([loan({ principal: 2 * EOK })], { lenderType: 'NON_BANK' })).toMatchObject({
      dsrPercent: 36,
      withinLimit: true,
    });
  });

  it('신용대출 합계가 1억을 넘으면 1.5 %p를 더해요: 6천만 두 건(6 %, 1년 만기일시)', () => {
    // 원금 60,000,000 ÷ 5년 = 12,000,000 · 이자 60,000,000 × 7.5 % = 4,500,000 → 두 건 33,000,000 → 33 %
    const personal = loan({ loanType: 'PERSONAL_LOAN', principal: 60_000_000, interestRatePercentage: 6, term: 12 });
    const result = dsr([personal, personal]);
    expect(result.loans[0]).toMatchObject({
      assumedTermMonths: 60,
      stressRatePercent: 1.5,
      annualPrincipalRepayment: 12_000_000,
      annualInterestRepayment: 4_500_000,
    });
    expect(result.dsrPercent).toBe(33);
    // 한 건(6천만)이면 1억 이하라 가산 없이 12,000,000 + 3,600,000
    expect(dsr([personal]).loans[0]).toMatchObject({ stressRatePercent: 0, annualInterestRepayment: 3_600_000 });
  });

  it('한도 판단은 반올림 전 금액으로 해요: 40,000,001원이면 40.00 %로 보여도 초과예요', () => {
    // 예적금담보대출(이자만, 가산 없음) 1,000,000,000 × 4 % = 40,000,000 → 딱 40 %, 한도 안
    // 1,000,000,025 × 4 % = 40,000,001 → 40.000001 % → 40 %로 표시, 한도 초과
    const interestOnly = { loanType: 'DEPOSIT_AND_INSURANCE_COLLATERAL_LOAN', interestRatePercentage: 4 } as const;
    expect(dsr([loan({ ...interestOnly, principal: 10 * EOK })])).toMatchObject({ dsrPercent: 40, withinLimit: true });
    expect(dsr([loan({ ...interestOnly, principal: 10 * EOK + 25 })])).toMatchObject({
      dsrPercent: 40,
      withinLimit: false,
    });
  });

  it('차주단위 DSR 안내는 DSR이 원금을 세는 대출의 합계가 1억을 넘을 때예요', () => {
    expect(dsr([loan({ principal: EOK })]).borrowerLevelApplies).toBe(false);
    expect(dsr([loan({ principal: EOK + 1 })]).borrowerLevelApplies).toBe(true);
    expect(dsr([loan({ loanType: 'JEONSE_LOAN', principal: 5 * EOK })]).borrowerLevelApplies).toBe(false);
  });

  it('기존 대출이 있으면 남은 한도만큼만 새 주담대를 더할 수 있어요', () => {
    // 예적금담보대출 5억 × 4 % = 20,000,000 (이자만, 가산 없음) → 남은 한도 20,000,000
    // 7 %: 20,000,000 ÷ 12 × 150.3075679 = 250,512,613.25 · 4 %: × 209.4612405 = 349,102,067.42
    const result = dsr([
      loan({ loanType: 'DEPOSIT_AND_INSURANCE_COLLATERAL_LOAN', principal: 5 * EOK, interestRatePercentage: 4 }),
    ]);
    expect(result.maxAdditionalMortgage).toMatchObject({ withStress: 250_512_613, withoutStress: 349_102_067 });
  });

  it('새 주담대 조건을 고를 수 있어요: 지방 주기형 4 %면 가산 0.75 × 40 % = 0.3 %p', () => {
    const result = dsr([], {
      newMortgage: { interestRatePercentage: 4, isMetroArea: false, interestRateType: 'PERIODIC' },
    });
    expect(result.maxAdditionalMortgage.stressRatePercent).toBe(0.3);
  });

  it('2024-02-26 이전에는 스트레스 단계가 0이고 가산 전후 한도가 같아요', () => {
    const result = dsr([loan({})], { policyDate: '2024-02-25' });
    expect(result).toMatchObject({ stressStage: 0, stressStageName: null });
    expect(result.loans[0]?.stressRatePercent).toBe(0);
    expect(result.maxAdditionalMortgage.withStress).toBe(result.maxAdditionalMortgage.withoutStress);
  });

  it('연소득이 0이거나 거치기간이 대출기간 이상이면 계산하지 않아요', () => {
    expect(() => dsr([], { annualIncome: 0 })).toThrow('연소득을 입력해주세요.');
    expect(() => dsr([loan({ repaymentType: 'AMORTIZING', term: 12, gracePeriod: 12 })])).toThrow(
      '거치기간은 대출기간보다 짧아야 해요.',
    );
  });
});

// Economic monotonicity holds for real loans; see build-repayment-schedule.test.ts and ADR 0004
// for why tiny loans or extreme rates over long terms are left out of these comparisons.
const realLoan = fc
  .record({
    loanType: fc.constantFrom(...DSR_LOAN_TYPES),
    principal: fc.integer({ min: 10_000_000, max: 2_000_000_000 }),
    milliPercent: fc.integer({ min: 100, max: 15_000 }),
    term: fc.integer({ min: 12, max: 480 }),
    graceShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    balloonShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
    repaymentType: fc.constantFrom(...REPAYMENT_TYPES),
    interestRateType: fc.constantFrom(...INTEREST_RATE_TYPES),
    isMetroArea: fc.boolean(),
  })
  .map(({ milliPercent, graceShare, balloonShare, ...rest }): DsrLoan => ({
    ...rest,
    interestRatePercentage: milliPercent / 1000,
    gracePeriod: Math.floor(rest.term * graceShare),
    maturityPaymentAmount: Math.floor(rest.principal * balloonShare),
  }));
const income = fc.integer({ min: 10_000_000, max: 1_000_000_000 });
const anyDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const dateBeforeStress = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2024-02-25T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const newMortgage = fc.record({
  interestRatePercentage: fc.integer({ min: 0, max: 15_000 }).map((milli) => milli / 1000),
  isMetroArea: fc.boolean(),
  interestRateType: fc.constantFrom(...INTEREST_RATE_TYPES),
});

describe('calculateDsr: 성질', () => {
  it('대출금이 10만원 이상 늘면 DSR은 줄지 않아요', () => {
    fc.assert(
      fc.property(
        income,
        fc.array(realLoan, { maxLength: 3 }),
        realLoan,
        fc.integer({ min: 100_000, max: 500_000_000 }),
        anyDate,
        (annualIncome, others, subject, extra, policyDate) => {
          const before = calculateDsr({ annualIncome, loans: [...others, subject], policyDate });
          const after = calculateDsr({
            annualIncome,
            loans: [...others, { ...subject, principal: subject.principal + extra }],
            policyDate,
          });
          expect(after.totalAnnualRepayment).toBeGreaterThanOrEqual(before.totalAnnualRepayment);
          expect(after.dsrPercent).toBeGreaterThanOrEqual(before.dsrPercent);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('금리가 0.1 %p 이상 오르면 DSR은 줄지 않아요', () => {
    fc.assert(
      fc.property(
        income,
        realLoan,
        fc.integer({ min: 100, max: 5_000 }),
        anyDate,
        (annualIncome, subject, extraMilli, policyDate) => {
          const higher = {
            ...subject,
            interestRatePercentage: (Math.round(subject.interestRatePercentage * 1000) + extraMilli) / 1000,
          };
          const before = calculateDsr({ annualIncome, loans: [subject], policyDate });
          const after = calculateDsr({ annualIncome, loans: [higher], policyDate });
          expect(after.totalAnnualRepayment).toBeGreaterThanOrEqual(before.totalAnnualRepayment);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('스트레스 금리는 DSR을 낮추지 않고, 새 주담대 한도를 늘리지 않아요', () => {
    fc.assert(
      fc.property(
        income,
        fc.array(realLoan, { maxLength: 4 }),
        anyDate,
        newMortgage,
        (annualIncome, loans, policyDate, terms) => {
          // 무주택: no 전세대출 counts on either date, so only the stress differs.
          const houseOwnership = 'NO_HOUSE';
          const stressed = calculateDsr({ annualIncome, loans, policyDate, newMortgage: terms, houseOwnership });
          const unstressed = calculateDsr({
            annualIncome,
            loans,
            policyDate: '2024-01-01',
            newMortgage: terms,
            houseOwnership,
          });
          expect(stressed.totalAnnualRepayment).toBeGreaterThanOrEqual(unstressed.totalAnnualRepayment);
          expect(stressed.maxAdditionalMortgage.withStress).toBeLessThanOrEqual(
            stressed.maxAdditionalMortgage.withoutStress,
          );
          expect(stressed.maxAdditionalMortgage.withoutStress).toBe(unstressed.maxAdditionalMortgage.withoutStress);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('전세대출 원금은 DSR에 들어가지 않아요: 10·15 규정에 들 때만 이자(원금 × 금리, 가산 없음)가 늘어요', () => {
    // FSC 2025-10-15 (10·15 대책), 2025-10-29 시행: 수도권·규제지역 1주택자 전세대출 이자만 DSR에 반영.
    fc.assert(
      fc.property(
        income,
        fc.array(realLoan, { maxLength: 3 }),
        realLoan,
        anyDate,
        fc.constantFrom(undefined, ...DSR_HOUSE_OWNERSHIPS),
        (annualIncome, others, subject, policyDate, houseOwnership) => {
          const jeonse = { ...subject, loanType: 'JEONSE_LOAN' as const };
          const rest = others.filter((other) => other.loanType !== 'JEONSE_LOAN');
          const input = { annualIncome, policyDate, ...(houseOwnership === undefined ? {} : { houseOwnership }) };
          const without = calculateDsr({ ...input, loans: rest });
          const withJeonse = calculateDsr({ ...input, loans: [...rest, jeonse] });
          const line = withJeonse.loans.at(-1);
          const counted = policyDate >= '2025-10-29' && jeonse.isMetroArea && houseOwnership !== 'NO_HOUSE';
          // Issue 47 #7: no text names a stress rate for the counted interest, so the figure has none.
          const milli = Math.round(jeonse.interestRatePercentage * 1000);
          const interest = counted ? Math.floor((jeonse.principal * milli) / 100_000) : 0;
          expect(line).toMatchObject({
            annualPrincipalRepayment: 0,
            assumedTermMonths: null,
            annualInterestRepayment: interest,
            countedInDsr: counted,
          });
          expect(line?.stressRatePercent).toBe(0);
          expect(withJeonse.totalAnnualRepayment).toBe(without.totalAnnualRepayment + interest);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('2024-02-26 이전 기준일에는 어떤 대출에도 스트레스 금리가 붙지 않아요', () => {
    fc.assert(
      fc.property(
        income,
        fc.array(realLoan, { minLength: 1, maxLength: 4 }),
        dateBeforeStress,
        (annualIncome, loans, policyDate) => {
          const result = calculateDsr({ annualIncome, loans, policyDate });
          expect(result.stressStage).toBe(0);
          expect(result.loans.map((line) => line.stressRatePercent)).toEqual(loans.map(() => 0));
          expect(result.maxAdditionalMortgage.stressRatePercent).toBe(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('알려준 최대 신규 주담대를 실제로 더해도 한도 안이고, 1만원만 더 빌려도 넘어요', () => {
    fc.assert(
      fc.property(
        income,
        fc.array(realLoan, { maxLength: 2 }),
        anyDate,
        newMortgage,
        (annualIncome, loans, policyDate, terms) => {
          const { withStress } = calculateDsr({
            annualIncome,
            loans,
            policyDate,
            newMortgage: terms,
          }).maxAdditionalMortgage;
          fc.pre(withStress > 0);
          const newLoan = (principal: number): DsrLoan => ({
            loanType: 'MORTGAGE',
            principal,
            term: 360,
            gracePeriod: 0,
            repaymentType: 'AMORTIZING',
            maturityPaymentAmount: 0,
            ...terms,
          });
          expect(calculateDsr({ annualIncome, loans: [...loans, newLoan(withStress)], policyDate }).withinLimit).toBe(
            true,
          );
          expect(
            calculateDsr({ annualIncome, loans: [...loans, newLoan(withStress + 10_000)], policyDate }).withinLimit,
          ).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('calculateDsr: 법정 최고금리 (issue 13 #10)', () => {
  const loanAt = (interestRatePercentage: number): DsrLoan => ({
    loanType: 'PERSONAL_LOAN',
    principal: 10_000_000,
    interestRatePercentage,
    term: 60,
    gracePeriod: 0,
    repaymentType: 'AMORTIZING',
    interestRateType: 'VARIABLE',
    isMetroArea: true,
    maturityPaymentAmount: 0,
  });

  it('2021-07-07부터 연 20 %를 넘는 대출은 받지 않고, 한도를 말해요', () => {
    // 대부업법 시행령·최고이자율에 관한 규정: 20 % from 2021-07-07 (24 % before).
    expect(() => calculateDsr({ annualIncome: 50_000_000, loans: [loanAt(20.001)], policyDate: '2025-10-16' })).toThrow(
      '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).',
    );
    expect(
      calculateDsr({ annualIncome: 50_000_000, loans: [loanAt(20)], policyDate: '2025-10-16' }).loans,
    ).toHaveLength(1);
    expect(
      calculateDsr({ annualIncome: 50_000_000, loans: [loanAt(23)], policyDate: '2021-07-06' }).loans,
    ).toHaveLength(1);
  });

  it('새 주택담보대출 금리도 같은 한도를 지켜요', () => {
    const newMortgage = { interestRatePercentage: 25, isMetroArea: true, interestRateType: 'VARIABLE' } as const;
    expect(() => calculateDsr({ annualIncome: 50_000_000, loans: [], policyDate: '2025-10-16', newMortgage })).toThrow(
      '법정 최고금리',
    );
  });
});

describe('calculateDsr: 규정 보완 (issue 13)', () => {
  const base = {
    principal: 300_000_000,
    interestRatePercentage: 4,
    gracePeriod: 0,
    repaymentType: 'AMORTIZING',
    interestRateType: 'VARIABLE',
    maturityPaymentAmount: 0,
  } as const;

  it('#3 수도권 중도금·이주비는 10·15 대책부터 3.0 %p 스트레스 금리로 계산해요', () => {
    // FSC 10·15 FAQ §4-1 footnote: existing 중도금·이주비 in 수도권·규제지역 carry the strengthened stress rate.
    const interim = { ...base, loanType: 'INTERIM_PAYMENT_AND_MOVING', term: 36, isMetroArea: true } as const;
    const after = calculateDsr({ annualIncome: 100_000_000, loans: [interim], policyDate: '2025-10-16' });
    expect(after.loans[0]).toMatchObject({ stressRatePercent: 3, dsrRatePercent: 7, assumedTermMonths: 300 });
    // 300,000,000 × 12 ÷ 300 = 12,000,000 principal a year.
    expect(after.loans[0]?.annualPrincipalRepayment).toBe(12_000_000);
    const before = calculateDsr({ annualIncome: 100_000_000, loans: [interim], policyDate: '2025-10-15' });
    expect(before.loans[0]?.stressRatePercent).toBe(0);
    const local = calculateDsr({
      annualIncome: 100_000_000,
      loans: [{ ...interim, isMetroArea: false }],
      policyDate: '2025-10-16',
    });
    expect(local.loans[0]?.stressRatePercent).toBe(0);
    // 혼합형: stage-3 share 80 % → 2.4 %p.
    const mixed = calculateDsr({
      annualIncome: 100_000_000,
      loans: [{ ...interim, interestRateType: 'MIXED' }],
      policyDate: '2025-10-16',
    });
    expect(mixed.loans[0]?.stressRatePercent).toBe(2.4);
  });

  it('#4 50년 만기 주택담보대출은 2023-09-13부터 DSR에서 40년(480개월)으로 계산해요', () => {
    // FSC 2023-09-13 가계부채 현황 점검회의: 약정만기는 그대로, DSR 산정만기 40년.
    const fifty = { ...base, loanType: 'MORTGAGE', term: 600, isMetroArea: false } as const;
    const forty = { ...fifty, term: 480 } as const;
    const counted = calculateDsr({ annualIncome: 100_000_000, loans: [fifty], policyDate: '2025-10-16' });
    const fortyYears = calculateDsr({ annualIncome: 100_000_000, loans: [forty], policyDate: '2025-10-16' });
    expect(counted.loans[0]?.assumedTermMonths).toBe(480);
    // 300,000,000 × 12 ÷ 480 = 7,500,000 (not 6,000,000 over 600 months).
    expect(counted.loans[0]?.annualPrincipalRepayment).toBe(7_500_000);
    expect(counted.totalAnnualRepayment).toBe(fortyYears.totalAnnualRepayment);
    const beforeRule = calculateDsr({ annualIncome: 100_000_000, loans: [fifty], policyDate: '2023-09-12' });
    expect(beforeRule.loans[0]?.assumedTermMonths).toBe(600);
    expect(beforeRule.loans[0]?.annualPrincipalRepayment).toBe(6_000_000);
  });

  it('#4 거치기간이 40년 이상이면 갚는 달을 하나 남겨요 (오류 없이)', () => {
    const odd = { ...base, loanType: 'MORTGAGE', term: 600, gracePeriod: 500, isMetroArea: true } as const;
    const result = calculateDsr({ annualIncome: 100_000_000, loans: [odd], policyDate: '2025-10-16' });
    expect(result.loans[0]?.assumedTermMonths).toBe(501);
  });
});

describe('calculateDsr: 전세대출과 10·15 대책 (issue 29 #1, issue 47 #6–#7)', () => {
  // FSC 2025-10-15 「주택시장 안정화 대책」: 2025-10-29부터 수도권·규제지역 1주택자가 새로 받는 전세대출의
  // 이자상환분을 차주단위 DSR에 반영 (「대출수요 관리 방안 FAQ」 2025.10 §5-1·5-4, 경과규정). 그 밖의 전세자금대출은
  // 차주단위 DSR 산정에서 빠져요 (2021-10-26 가계부채 관리 강화방안). 전세대출 이자에 붙는 스트레스 금리는 어느
  // 문서에도 없어서 결과 숫자에 넣지 않고 안내로만 말해요.
  const jeonse = loan({ loanType: 'JEONSE_LOAN', principal: 2 * EOK, interestRatePercentage: 4, term: 24 });
  const answered = { ...jeonse, isPolicyLoan: false, loanDate: '2025-11-01', leaseSignedDate: '2025-10-30' };
  const onDate = (change: Partial<DsrInput>, loans: DsrLoan[] = [jeonse]) =>
    dsr(loans, { annualIncome: 50_000_000, policyDate: '2026-11-26', ...change });
  const COUNTED =
    '1주택자가 2025년 10월 29일부터 새로 받은(증액 포함) 수도권·규제지역 전세대출은 이자만 DSR에 들어가요 (10·15 대책 1주택자 전세대출 DSR 반영).';
  const STRESS_28 =
    '전세대출 이자에 스트레스 금리를 더한다는 공식 문서는 찾지 못해서 더하지 않았어요. 은행이 스트레스 금리를 더하면(수도권 주택담보대출과 같은 최대 3%p) DSR은 28%예요.';

  it('무주택, 연소득 5천만, 전세대출 2억(4 %) → 2026-11-26 DSR 0 %', () => {
    const result = onDate({ houseOwnership: 'NO_HOUSE' });
    expect(result).toMatchObject({ dsrPercent: 0, totalAnnualRepayment: 0, withinLimit: true });
    expect(result.loans[0]).toMatchObject({ countedInDsr: false, annualInterestRepayment: 0, stressRatePercent: 0 });
    expect(result.notes).toEqual(['무주택자의 전세대출은 DSR에 들어가지 않아요 (10·15 대책도 1주택자만 넣어요).']);
  });

  it('1주택자가 2025-11-01에 새로 받았으면 이자 800만원, 16 %예요: 스트레스 금리를 더한 28 %는 안내로만 말해요', () => {
    // 2억 × 4 % = 8,000,000 ÷ 50,000,000 = 16 %; 은행이 3.0 %p를 더하면 2억 × 7 % = 14,000,000 → 28 %.
    const result = onDate({ houseOwnership: 'ONE_HOUSE' }, [answered]);
    expect(result).toMatchObject({ dsrPercent: 16, totalAnnualRepayment: 8_000_000 });
    expect(result.loans[0]).toMatchObject({
      countedInDsr: true,
      annualPrincipalRepayment: 0,
      annualInterestRepayment: 8_000_000,
      stressRatePercent: 0,
      dsrRatePercent: 4,
    });
    expect(result.notes).toEqual([COUNTED, STRESS_28]);
  });

  it.each([
    ['2025-10-28에 받은 대출', { loanDate: '2025-10-28', leaseSignedDate: undefined }, 0, '2025년 10월 29일 전에 받은'],
    ['2025-10-29에 받은 대출', { loanDate: '2025-10-29', leaseSignedDate: '2025-10-29' }, 16, null],
    ['계약금을 2025-10-28에 낸 임대차의 대출', { leaseSignedDate: '2025-10-28' }, 0, '2025년 10월 28일까지 임대차계약'],
    ['계약금을 2025-10-29에 낸 임대차의 대출', { leaseSignedDate: '2025-10-29' }, 16, null],
    ['증액 없이 연장한 대출', { loanDate: undefined, extendedWithoutIncrease: true }, 0, '증액 없이 연장한'],
    ['버팀목 전세대출', { isPolicyLoan: true }, 0, '정책 전세대출은'],
  ] as const)('1주택자의 %s → DSR %s %%', (_, change, dsrPercent, note) => {
    const result = onDate({ houseOwnership: 'ONE_HOUSE' }, [{ ...answered, ...change }]);
    expect(result.dsrPercent).toBe(dsrPercent);
    expect(result.loans[0]?.countedInDsr).toBe(dsrPercent > 0);
    if (note === null) expect(result.notes).toEqual([COUNTED, STRESS_28]);
    else expect(result.notes).toEqual([expect.stringContaining(note)]);
  });

  it('대출 받은 날·정책대출 여부를 모르면 넣되, 답이 다르면 나올 DSR을 조건으로 말해요', () => {
    const result = onDate({ houseOwnership: 'ONE_HOUSE' });
    expect(result.dsrPercent).toBe(16);
    expect(result.notes).toEqual([
      COUNTED,
      '버팀목이나 은행·지자체 협약 전세대출인지 몰라서 일반 전세대출로 보고 넣었어요. 정책 전세대출이라면 DSR은 0%예요.',
      '대출 받은 날을 몰라서 2025년 10월 29일부터 새로 받은 대출로 보고 넣었어요. 그 전에 받았거나 증액 없이 연장한 대출이면, 또는 2025년 10월 28일까지 임대차계약을 맺고 계약금을 냈다면 DSR은 0%예요.',
      STRESS_28,
    ]);
    const noLease = onDate({ houseOwnership: 'ONE_HOUSE' }, [{ ...answered, leaseSignedDate: undefined }]);
    expect(noLease.notes).toEqual([
      COUNTED,
      '이 집 임대차계약을 2025년 10월 28일까지 맺고 계약금을 냈다면 DSR에 들어가지 않아서 DSR은 0%예요.',
      STRESS_28,
    ]);
  });

  it('규정 시행 전(2025-10-28)에는 1주택자 전세대출도 DSR에 들어가지 않아요', () => {
    const result = onDate({ houseOwnership: 'ONE_HOUSE', policyDate: '2025-10-28' }, [answered]);
    expect(result.dsrPercent).toBe(0);
    expect(result.notes).toEqual(['2025년 10월 29일 전에는 전세대출이 DSR에 들어가지 않았어요 (10·15 대책 시행 전).']);
  });

  it('수도권·규제지역 밖 전세대출은 1주택자라도 들어가지 않아요', () => {
    const result = onDate({ houseOwnership: 'ONE_HOUSE' }, [{ ...answered, isMetroArea: false }]);
    expect(result.dsrPercent).toBe(0);
    expect(result.notes).toEqual(['수도권·규제지역 밖의 집을 얻는 전세대출은 DSR에 들어가지 않아요.']);
  });

  it('2주택 이상과 보유 수를 모를 때는 넣되, 넣지 않은 DSR을 조건으로 말해요: 집이 몇 채인지 물어요', () => {
    const many = onDate({ houseOwnership: 'TWO_OR_MORE_HOUSES' }, [answered]);
    expect(many.dsrPercent).toBe(16);
    expect(many.notes).toContain(
      '2주택 이상이면 어떻게 되는지는 공식 문서에서 확인하지 못해서 1주택자처럼 넣었어요. 넣지 않으면 DSR은 0%예요.',
    );
    const unknown = onDate({}, [answered]);
    expect(unknown.dsrPercent).toBe(16);
    expect(unknown.notes).toContain(
      '집이 몇 채인지 알려주세요. 몰라서 1주택자로 보고 넣었어요. 무주택자라면 DSR은 0%예요.',
    );
  });

  it('옛 대출과 새 대출이 함께면 새 대출만 들어가요', () => {
    const old = { ...answered, loanDate: '2025-09-01', leaseSignedDate: '2025-08-20' };
    const result = onDate({ houseOwnership: 'ONE_HOUSE' }, [old, answered]);
    expect(result.loans.map((line) => line.countedInDsr)).toEqual([false, true]);
    expect(result.dsrPercent).toBe(16);
  });

  it('다른 대출과 함께면 조건부 DSR은 그 대출들만의 가산 DSR이고, 전세대출 가산은 전세대출의 것만 말해요', () => {
    // 주담대(수도권 변동, 만기일시 3억 5 %): 원금 3억 ÷ 10년 = 3,000만 + 이자 3억 × (5 + 3.0) % = 2,400만 → 5,400만.
    // 전세대출(주기형): 2억 × 4 % = 800만 → 6,200만, 62 %; 은행이 1.2 %p를 더하면 2억 × 5.2 % = 1,040만 → 64.4 %.
    const result = dsr([loan({}), { ...answered, interestRateType: 'PERIODIC' }], { policyDate: '2026-11-26' });
    expect(result).toMatchObject({ dsrPercent: 62, totalAnnualRepayment: 62_000_000 });
    expect(result.notes).toEqual([
      COUNTED,
      '집이 몇 채인지 알려주세요. 몰라서 1주택자로 보고 넣었어요. 무주택자라면 DSR은 54%예요.',
      '전세대출 이자에 스트레스 금리를 더한다는 공식 문서는 찾지 못해서 더하지 않았어요. 은행이 스트레스 금리를 더하면(수도권 주택담보대출과 같은 최대 1.2%p) DSR은 64.4%예요.',
    ]);
  });
});
