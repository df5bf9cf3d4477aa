import { STRESS_DSR_STAGES, stressDependsOnRegion, tableInForce, type PolicyDate } from '@jipsa/domain';
import type { DsrLoanFormField, DsrLoanFormValues } from './dsr-loan-form-values.ts';

/**
 * Whether the loan-add page asks `field` for this loan (issue 11): 수도권 only where the stress add-on depends on
 * the region (mortgage types, 중도금·이주비), a grace period only for instalment loans (만기일시 pays interest only
 * throughout). The maturity payment is never asked: the DSR always sends the principal (spec §9).
 * @example isAskedDsrField('isMetroArea', { ...EMPTY_DSR_LOAN_FORM, loanType: 'PERSONAL_LOAN' }) // false
 */
export function isAskedDsrField(field: DsrLoanFormField, values: DsrLoanFormValues): boolean {
  switch (field) {
    case 'maturityPaymentAmount':
      return false;
    case 'isMetroArea':
      return stressDependsOnRegion(values.loanType);
    case 'gracePeriod':
      return values.repaymentType !== 'BULLET';
    default:
      return true;
  }
}

const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

/**
 * The 스트레스 DSR stage in force today in Seoul (what the server will compute with), or null before the first.
 * @example stressStageToday(new Date('2026-11-25T00:00:00Z')) // 3
 */
export function stressStageToday(now: Date = new Date()): number | null {
  return tableInForce(STRESS_DSR_STAGES, seoulDate.format(now) as PolicyDate)?.stage ?? null;
}
