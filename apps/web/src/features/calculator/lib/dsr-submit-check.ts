import { dsrLoanSchema } from '@jipsa/contracts';
import { isPolicyDate } from '@jipsa/domain';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import type { PeriodUnit } from '../../../shared/store/app-store.ts';
import { dsrFormCopy } from '../dsr-form-copy.ts';
import { isAskedDsrField } from './dsr-asked-fields.ts';
import { DSR_INLINE_LIMITS, type DsrLimitedField } from './dsr-inline-limit.ts';
import type { DsrLoanFormField, DsrLoanFormValues } from './dsr-loan-form-values.ts';
import { toDsrLoan } from './to-dsr-loan.ts';

/** Why a submit stopped: the alert text and the field to focus. */
export type DsrSubmitFailure = { field: DsrLoanFormField; message: string };

const { alerts } = dsrFormCopy;

/**
 * Spec §5 "DSR submit", in this order, for the fields the loan's type asks; a zero counts as missing. The grace
 * period is never missing: 0 is a real answer (issue 11) and a blank one is 0 (issue 26). Loan type and rate type
 * are not checked.
 */
export const DSR_SUBMIT_CHECKS: readonly {
  field: DsrLoanFormField;
  message: string;
  isMissing: (values: DsrLoanFormValues) => boolean;
}[] = [
  { field: 'repaymentType', message: alerts.repaymentType, isMissing: (values) => values.repaymentType === null },
  { field: 'principal', message: alerts.principal, isMissing: (values) => !(amountValue(values.principal) > 0) },
  { field: 'term', message: alerts.term, isMissing: (values) => !(amountValue(values.term) > 0) },
  {
    field: 'interestRatePercentage',
    message: alerts.interestRatePercentage,
    isMissing: (values) => !(amountValue(values.interestRatePercentage) > 0),
  },
  { field: 'isMetroArea', message: alerts.isMetroArea, isMissing: (values) => values.isMetroArea === null },
  // Issue 47 #6: a 수도권 전세대출's facts, asked only where they change the DSR.
  { field: 'isPolicyLoan', message: alerts.isPolicyLoan, isMissing: (values) => values.isPolicyLoan === null },
  { field: 'jeonseStart', message: alerts.jeonseStart, isMissing: (values) => values.jeonseStart === null },
  { field: 'loanDate', message: alerts.loanDate, isMissing: (values) => !isPolicyDate(values.loanDate) },
  {
    field: 'leaseSignedDate',
    message: alerts.leaseSignedDate,
    isMissing: (values) => !isPolicyDate(values.leaseSignedDate),
  },
];

/**
 * The first reason the loan cannot be added yet, or `null`. First the spec's checks in order;
 * then (our addition, so no loan the calculator would refuse reaches the list) a value over its
 * inline limit, then the contract's own check of the finished loan (e.g. grace not shorter than the
 * term), each with its Korean message.
 * @example dsrSubmitFailure(EMPTY_DSR_LOAN_FORM, '년') // { field: 'repaymentType', message: '대출 상환방법을 입력해주세요.' }
 */
export function dsrSubmitFailure(values: DsrLoanFormValues, unit: PeriodUnit): DsrSubmitFailure | null {
  const missing = DSR_SUBMIT_CHECKS.find((check) => isAskedDsrField(check.field, values) && check.isMissing(values));
  if (missing) return { field: missing.field, message: missing.message };

  // Only values over a maximum stop here.
  for (const field of (Object.keys(DSR_INLINE_LIMITS) as DsrLimitedField[]).filter((name) =>
    isAskedDsrField(name, values),
  )) {
    const limit = DSR_INLINE_LIMITS[field];
    if (amountValue(values[field]) > limit.max) return { field, message: limit.overMax };
  }

  const parsed = dsrLoanSchema.safeParse(toDsrLoan(values, unit));
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? 'principal');
  return {
    field: isFormField(field) && isAskedDsrField(field, values) ? field : 'principal',
    message: issue?.message ?? alerts.principal,
  };
}

const FORM_FIELDS: readonly string[] = [
  'loanType',
  'repaymentType',
  'principal',
  'maturityPaymentAmount',
  'term',
  'gracePeriod',
  'interestRatePercentage',
  'isMetroArea',
  'interestRateType',
  'isPolicyLoan',
  'jeonseStart',
  'loanDate',
  'leaseSignedDate',
] satisfies readonly DsrLoanFormField[];

function isFormField(field: string): field is DsrLoanFormField {
  return FORM_FIELDS.includes(field);
}
