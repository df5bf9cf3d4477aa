import { isPolicyDate, type PolicyDate } from '../policy/policy-date.ts';
import { invalid, VALID, type ValidationResult } from '../policy/validation-result.ts';

/** The three dates a contract checklist is built from, Korean calendar dates 'YYYY-MM-DD'. */
export type ContractDates = {
  /** 계약일: the day the lease contract is signed. */
  readonly contractDate: PolicyDate;
  /** 잔금일·입주일: the rest of the deposit is paid and the person moves in; the lease starts. */
  readonly balanceDate: PolicyDate;
  /** 계약 만기: the last day of the lease. */
  readonly leaseEndDate: PolicyDate;
};

export type ContractDateField = keyof ContractDates;

/**
 * Checks the order of the three dates: 잔금일 on or after 계약일, 만기 after 잔금일.
 * @example validateContractDates({ contractDate: '2027-01-10', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' }) // { ok: true }
 * @example validateContractDates({ contractDate: '2027-03-02', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' }).ok // false
 */
export function validateContractDates(dates: ContractDates): ValidationResult {
  for (const field of ['contractDate', 'balanceDate', 'leaseEndDate'] as const) {
    if (!isPolicyDate(dates[field])) return invalid(field, '날짜를 2027-03-01 형식으로 입력해주세요.');
  }
  if (dates.balanceDate < dates.contractDate) {
    return invalid('balanceDate', '잔금일·입주일은 계약일과 같거나 그 뒤여야 해요.');
  }
  if (dates.leaseEndDate <= dates.balanceDate) {
    return invalid('leaseEndDate', '계약 만기는 잔금일·입주일보다 뒤여야 해요.');
  }
  return VALID;
}

/** Thrown by `contractSchedule` for dates `validateContractDates` rejects; the server answers it as a 400. */
export class ContractDatesError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'ContractDatesError';
  }
}
