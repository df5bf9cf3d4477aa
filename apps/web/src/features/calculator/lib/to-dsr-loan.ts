import { manwonToWon } from '@jipsa/domain';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import type { PeriodUnit } from '../../../shared/store/app-store.ts';
import { isAskedDsrField } from './dsr-asked-fields.ts';
import type { DsrLoanEntry } from '../../../shared/store/app-store.ts';
import type { DsrLoanFormValues } from './dsr-loan-form-values.ts';
import { periodToMonths } from './period-to-months.ts';

/**
 * The added-loan object of spec §3 from a form that passed the submit checks (spec §9): principal
 * × 10,000 (만원 → 원), maturityPaymentAmount set to that same principal, term and grace × 12 when
 * the unit is 년.
 * @throws TypeError when a choice the submit checks require is still missing.
 * @example toDsrLoan({ principal: '30000', term: '30', gracePeriod: '1', … }, '년') // { principal: 300_000_000, maturityPaymentAmount: 300_000_000, term: 360, gracePeriod: 12, … }
 */
export function toDsrLoan(values: DsrLoanFormValues, unit: PeriodUnit): DsrLoanEntry {
  const { repaymentType } = values;
  // A question the loan's type does not ask has no effect on its DSR: 비수도권, no grace.
  const isMetroArea = isAskedDsrField('isMetroArea', values) ? values.isMetroArea : false;
  if (repaymentType === null || isMetroArea === null) throw new TypeError('toDsrLoan needs a checked form');
  const principal = manwonToWon(amountValue(values.principal));
  return {
    loanType: values.loanType,
    principal,
    interestRatePercentage: amountValue(values.interestRatePercentage),
    term: periodToMonths(values.term, unit),
    gracePeriod: isAskedDsrField('gracePeriod', values) ? periodToMonths(values.gracePeriod, unit) : 0,
    repaymentType,
    // Spec §9: the maturity payment sent is the principal, whatever its card holds.
    maturityPaymentAmount: principal,
    interestRateType: values.interestRateType,
    isMetroArea,
    // Issue 47 #6: a 전세대출's facts, each only when the form asked it (an answer left from another loan type is not sent).
    ...(isAskedDsrField('isPolicyLoan', values) && values.isPolicyLoan !== null
      ? { isPolicyLoan: values.isPolicyLoan }
      : {}),
    ...(isAskedDsrField('jeonseStart', values) && values.jeonseStart !== null
      ? { extendedWithoutIncrease: values.jeonseStart === 'EXTENSION' }
      : {}),
    ...(isAskedDsrField('loanDate', values) ? { loanDate: values.loanDate } : {}),
    ...(isAskedDsrField('leaseSignedDate', values) ? { leaseSignedDate: values.leaseSignedDate } : {}),
  };
}
