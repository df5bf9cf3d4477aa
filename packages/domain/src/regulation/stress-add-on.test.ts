import { describe, expect, it } from 'vitest';
import { INTEREST_RATE_TYPES, type InterestRateType } from '../policy/interest-rate-types.ts';
import { STRESS_DSR_STAGES } from '../policy/stress-dsr-stages.ts';
import { tableInForce } from '../policy/table-in-force.ts';
import { DSR_LOAN_TYPES, type DsrLoanType } from './dsr-loan-types.ts';
import { stressAddOnBasisPoints, stressDependsOnRegion } from './stress-add-on.ts';

const stageOn = (date: string) => tableInForce(STRESS_DSR_STAGES, date);
const addOn = (
  date: string,
  loanType: DsrLoanType,
  isMetroArea: boolean,
  interestRateType: InterestRateType,
  credit = false,
) => stressAddOnBasisPoints({ loanType, isMetroArea, interestRateType }, stageOn(date), credit);

describe('stressAddOnBasisPoints', () => {
  it('2단계 확인값: 수도권 혼합 0.72, 주기 0.36, 지방 혼합 0.45, 주기 0.23(0.225 올림) %p', () => {
    // 1.20 × 60 % = 0.72 · 1.20 × 30 % = 0.36 · 0.75 × 60 % = 0.45 · 0.75 × 30 % = 0.225 → 0.23
    expect(addOn('2024-10-01', 'MORTGAGE', true, 'VARIABLE')).toBe(120);
    expect(addOn('2024-10-01', 'MORTGAGE', true, 'MIXED')).toBe(72);
    expect(addOn('2024-10-01', 'MORTGAGE', true, 'PERIODIC')).toBe(36);
    expect(addOn('2024-10-01', 'MORTGAGE', false, 'MIXED')).toBe(45);
    expect(addOn('2024-10-01', 'MORTGAGE', false, 'PERIODIC')).toBe(23);
  });

  it('1단계는 0.38 %p에 혼합 60 %(0.228 → 0.23), 주기 30 %(0.114 → 0.11)예요', () => {
    expect(addOn('2024-02-26', 'MORTGAGE', true, 'MIXED')).toBe(23);
    expect(addOn('2024-02-26', 'MORTGAGE', false, 'PERIODIC')).toBe(11);
  });

  it('10·15 이후 수도권 주담대는 변동 3.0, 혼합 2.4, 주기 1.2 %p이고 지방은 0.75 %p 기준이에요', () => {
    expect(addOn('2025-10-16', 'MORTGAGE', true, 'VARIABLE')).toBe(300);
    expect(addOn('2025-10-16', 'OFFICETEL_MORTGAGE_LOAN', true, 'MIXED')).toBe(240);
    expect(addOn('2025-10-16', 'MORTGAGE', true, 'PERIODIC')).toBe(120);
    expect(addOn('2025-10-16', 'MORTGAGE', false, 'VARIABLE')).toBe(75);
  });

  it('신용·기타대출은 합계 1억 초과일 때만, 2단계부터 가산돼요', () => {
    expect(addOn('2025-10-16', 'PERSONAL_LOAN', true, 'VARIABLE', false)).toBe(0);
    expect(addOn('2025-10-16', 'PERSONAL_LOAN', true, 'VARIABLE', true)).toBe(150);
    expect(addOn('2025-10-16', 'OTHER_LOAN', false, 'MIXED', true)).toBe(120);
    expect(addOn('2024-02-26', 'PERSONAL_LOAN', true, 'VARIABLE', true)).toBe(0);
    expect(addOn('2024-09-01', 'PERSONAL_LOAN', true, 'VARIABLE', true)).toBe(75);
  });

  it('수도권 중도금·이주비는 10·15 대책부터 주택담보대출과 같은 3.0 %p예요 (지방·그 전에는 없어요)', () => {
    expect(addOn('2025-10-16', 'INTERIM_PAYMENT_AND_MOVING', true, 'VARIABLE', false)).toBe(300);
    expect(addOn('2025-10-16', 'INTERIM_PAYMENT_AND_MOVING', true, 'PERIODIC', false)).toBe(120);
    expect(addOn('2025-10-16', 'INTERIM_PAYMENT_AND_MOVING', false, 'VARIABLE', false)).toBe(0);
    expect(addOn('2025-10-15', 'INTERIM_PAYMENT_AND_MOVING', true, 'VARIABLE', false)).toBe(0);
  });

  it('전세대출 등 나머지 유형과 2024-02-26 이전에는 가산금리가 없어요', () => {
    const others = DSR_LOAN_TYPES.filter(
      (type) =>
        !['MORTGAGE', 'OFFICETEL_MORTGAGE_LOAN', 'PERSONAL_LOAN', 'OTHER_LOAN', 'INTERIM_PAYMENT_AND_MOVING'].includes(
          type,
        ),
    );
    for (const loanType of others) {
      for (const rateType of INTEREST_RATE_TYPES) expect(addOn('2025-10-16', loanType, true, rateType, true)).toBe(0);
    }
    for (const loanType of DSR_LOAN_TYPES) expect(addOn('2024-02-25', loanType, true, 'VARIABLE', true)).toBe(0);
  });
});

describe('stressDependsOnRegion', () => {
  it('주택담보대출·오피스텔·중도금·이주비만 수도권 여부를 물어요: 가산금리가 지역으로 갈리는 유형과 같아요', () => {
    const asked = DSR_LOAN_TYPES.filter(stressDependsOnRegion);
    expect(asked).toEqual(['MORTGAGE', 'INTERIM_PAYMENT_AND_MOVING', 'OFFICETEL_MORTGAGE_LOAN']);
    const splitByRegion = DSR_LOAN_TYPES.filter(
      (loanType) =>
        addOn('2025-10-16', loanType, true, 'VARIABLE', true) !==
        addOn('2025-10-16', loanType, false, 'VARIABLE', true),
    );
    expect(splitByRegion).toEqual(asked);
  });
});
