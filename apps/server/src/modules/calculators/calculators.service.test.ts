import type { DsrCalcRequest, LtvCalcRequest } from '@jipsa/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createCalculatorsService } from './calculators.service.ts';

const service = createCalculatorsService({ clock: () => new Date('2025-10-15T15:00:00Z') });

/** The error `run` throws, so a test can look at its fields. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

// The schema normally stops these; the service must still answer a field-level 400, never the
// engine's bare RangeError (which the error handler would turn into a 500).
describe('createCalculatorsService: 스키마를 지나친 잘못된 입력', () => {
  it('연소득 0원 DSR 은 annualIncome 필드의 400 이에요', () => {
    const request = { annualIncome: 0, loans: [], lenderType: 'BANK' } satisfies DsrCalcRequest;
    const error = thrownBy(() => service.dsr(request));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      errorCode: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'annualIncome' }],
    });
  });

  it('두 번째 대출의 거치기간 ≥ 대출기간은 loans.1.gracePeriod 의 400 이에요', () => {
    const loan = {
      loanType: 'MORTGAGE',
      principal: 100_000_000,
      interestRatePercentage: 4,
      term: 12,
      gracePeriod: 0,
      repaymentType: 'AMORTIZING',
      maturityPaymentAmount: 0,
      interestRateType: 'VARIABLE',
      isMetroArea: true,
    } satisfies DsrCalcRequest['loans'][number];
    const request = {
      annualIncome: 1e8,
      loans: [loan, { ...loan, gracePeriod: 12 }],
      lenderType: 'BANK',
    } satisfies DsrCalcRequest;
    expect(thrownBy(() => service.dsr(request))).toMatchObject({
      fieldErrors: [{ field: 'loans.1.gracePeriod', message: '거치기간은 대출기간보다 짧아야 해요.' }],
    });
  });

  it('LTV 표가 없는 기준일은 policyDate 의 400 이에요', () => {
    const request = {
      loanPurpose: 'HOME_PURCHASE',
      collateralValue: 1e9,
      regionType: 'OTHER_AREAS',
      houseOwnershipType: 'NO_HOUSE',
      policyDate: '2020-01-01',
    } satisfies LtvCalcRequest;
    expect(thrownBy(() => service.ltv(request))).toMatchObject({ fieldErrors: [{ field: 'policyDate' }] });
  });

  it('기준일이 없으면 시계의 서울 날짜를 넣어요', () => {
    expect(service.dsr({ annualIncome: 1e8, loans: [], lenderType: 'BANK' }).policyDate).toBe('2025-10-16');
  });
});
