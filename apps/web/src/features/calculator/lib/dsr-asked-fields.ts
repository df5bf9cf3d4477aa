import {
  asksHouseOwnershipForDsr,
  isPolicyDate,
  jeonseLoanQuestions,
  jeonseRegionMattersForDsr,
  koreaPolicyDate,
  STRESS_DSR_STAGES,
  stressDependsOnRegion,
  tableInForce,
  type DsrLoanType,
  type JeonseLoanFacts,
  type JeonseLoanQuestion,
} from '@jipsa/domain';
import type { DsrLoanFormField, DsrLoanFormValues } from './dsr-loan-form-values.ts';

/**
 * Whether the loan-add page asks `field` for this loan (issue 11): 수도권 only where it changes the DSR (the stress
 * add-on of mortgage types and 중도금·이주비; whether a 전세대출 counts, from the 10·15 rule's date, issue 29), a grace
 * period only for instalment loans (만기일시 pays interest only throughout), a 수도권 전세대출's policy-loan, start and
 * dates only while they can change whether it counts (issue 47 #6). The maturity payment is never asked: the
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
    case 'isPolicyLoan':
      return jeonseQuestionsOf(values, now).includes('isPolicyLoan');
    case 'jeonseStart':
      return jeonseQuestionsOf(values, now).includes('loanDate');
    case 'loanDate':
      return values.jeonseStart === 'NEW' && jeonseQuestionsOf(values, now).includes('loanDate');
    case 'leaseSignedDate':
      return jeonseQuestionsOf(values, now).includes('leaseSignedDate');
    default:
      return true;
  }
}

/**
 * The 전세대출 facts the form's answers give so far (issue 47 #6); an answer not given, or a date not finished, is
 * absent.
 * @example jeonseFactsOf({ ...EMPTY_DSR_LOAN_FORM, isMetroArea: true, jeonseStart: 'EXTENSION' }).extendedWithoutIncrease // true
 */
export function jeonseFactsOf(values: DsrLoanFormValues): JeonseLoanFacts {
  const started = values.jeonseStart;
  return {
    isMetroArea: values.isMetroArea === true,
    ...(values.isPolicyLoan === null ? {} : { isPolicyLoan: values.isPolicyLoan }),
    ...(started === null ? {} : { extendedWithoutIncrease: started === 'EXTENSION' }),
    ...(started === 'NEW' && isPolicyDate(values.loanDate) ? { loanDate: values.loanDate } : {}),
    ...(isPolicyDate(values.leaseSignedDate) ? { leaseSignedDate: values.leaseSignedDate } : {}),
  };
}

function jeonseQuestionsOf(values: DsrLoanFormValues, now: Date): readonly JeonseLoanQuestion[] {
  return jeonseLoanQuestions({ loanType: values.loanType, ...jeonseFactsOf(values) }, koreaPolicyDate(now));
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
 * Whether the DSR form asks how many homes the household owns: only when a listed 수도권 전세대출 could count today
 * by its own facts (not an old loan, an extension or a policy loan).
 * @example asksHouseOwnershipToday([{ loanType: 'JEONSE_LOAN', isMetroArea: true }], new Date('2026-11-26T00:00:00Z')) // true
 */
export function asksHouseOwnershipToday(
  loans: readonly ({ loanType: DsrLoanType } & JeonseLoanFacts)[],
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
