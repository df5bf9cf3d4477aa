import {
  asksHouseOwnershipForDsr,
  jeonseRegionMattersForDsr,
  koreaPolicyDate,
  STRESS_DSR_STAGES,
  stressDependsOnRegion,
  tableInForce,
  type DsrLoanType,
} from '@jipsa/domain';
import type { DsrLoanFormField, DsrLoanFormValues } from './dsr-loan-form-values.ts';

/**
 * Whether the loan-add page asks `field` for this loan (issue 11): 수도권 only where it changes the DSR (the stress
 * add-on of mortgage types and 중도금·이주비; whether a 전세대출 counts, from the 10·15 rule's date, issue 29), a grace
 * period only for instalment loans (만기일시 pays interest only throughout). The maturity payment is never asked: the
 * DSR always sends the principal (spec §9).
 * @example isAskedDsrField('isMetroArea', { ...EMPTY_DSR_LOAN_FORM, loanType: 'PERSONAL_LOAN' }) // false
 */
export function isAskedDsrField(field: DsrLoanFormField, values: DsrLoanFormValues, now: Date = new Date()): boolean {
  switch (field) {
    case 'maturityPaymentAmount':
      return false;
    case 'isMetroArea':
      return isRegionAsked(values.loanType, now);
    case 'gracePeriod':
      return values.repaymentType !== 'BULLET';
    default:
      return true;
  }
}

/**
 * Whether a loan of this type is asked its home's region today: mortgage types and 중도금·이주비 always, a 전세대출
 * from 2025-10-29 (10·15 대책).
 * @example isRegionAsked('JEONSE_LOAN', new Date('2026-11-26T00:00:00Z')) // true
 */
export function isRegionAsked(loanType: DsrLoanType, now: Date = new Date()): boolean {
  return (
    stressDependsOnRegion(loanType) || (loanType === 'JEONSE_LOAN' && jeonseRegionMattersForDsr(koreaPolicyDate(now)))
  );
}

/**
 * Whether the DSR form asks how many homes the household owns: only when a listed 수도권 전세대출 could count today.
 * @example asksHouseOwnershipToday([{ loanType: 'JEONSE_LOAN', isMetroArea: true }], new Date('2026-11-26T00:00:00Z')) // true
 */
export function asksHouseOwnershipToday(
  loans: readonly { loanType: DsrLoanType; isMetroArea: boolean }[],
  now: Date = new Date(),
): boolean {
  return asksHouseOwnershipForDsr(loans, koreaPolicyDate(now));
}

/**
 * The 스트레스 DSR stage in force today in Seoul (what the server will compute with), or null before the first.
 * @example stressStageToday(new Date('2026-11-25T00:00:00Z')) // 3
 */
export function stressStageToday(now: Date = new Date()): number | null {
  return tableInForce(STRESS_DSR_STAGES, koreaPolicyDate(now))?.stage ?? null;
}
