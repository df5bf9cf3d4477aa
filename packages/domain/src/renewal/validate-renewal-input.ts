import { GUARANTORS } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import { fromRateMilli } from '../loan-products/rate-milli.ts';
import { isWon } from '../money/won.ts';
import { checkLegalMaxInterestRate } from '../policy/legal-max-interest-rate.ts';
import { isPolicyDate } from '../policy/policy-date.ts';
import { invalid, VALID, type ValidationResult } from '../policy/validation-result.ts';
import { DSR_HOUSE_OWNERSHIPS } from '../regulation/jeonse-interest-in-dsr.ts';
import { FUND_PRODUCT_KINDS } from './fund-extension.ts';
import type { DepositAndRent } from './landlord-offer-check.ts';
import { LEASE_TERM_ORIGINS } from './lease-term-origin.ts';
import type { CurrentLoan, NextHome, RenewalPlanContext, RenewalPlanInput } from './renewal-plan-input.ts';

const DATE_FORMAT = '날짜를 2027-03-01 형식으로 입력해주세요.';
const LOAN_KINDS: readonly string[] = [...FUND_PRODUCT_KINDS, 'BANK'];
/** More extensions than any product allows (10 years and five extra of 2): a typing slip, not a loan. */
const MAX_EXTENSIONS = 9;
const MAX_MINOR_CHILDREN = 20;

/**
 * The sentences of the checks across fields that need no date of today: the contract checks them before a request is
 * sent (so a form shows them at the field) and this validator again; written once here.
 */
export const RENEWAL_CROSS_FIELD_MESSAGES = {
  leaseEndNotAfterStart: '계약 만기는 계약 시작일보다 뒤여야 해요.',
  contractDateAfterStart: '계약일은 계약 시작일과 같거나 그 앞이어야 해요.',
  lastIncreaseAfterEnd: '마지막으로 올린 날은 계약 만기보다 앞서야 해요.',
  noDepositNorRent: '보증금이나 월세 중 하나는 입력해주세요.',
  exitNoticeAfterEnd: '해지 통지일은 계약 만기보다 앞서야 해요.',
  balanceOverDeposit: '대출 잔액은 보증금보다 클 수 없어요.',
  maturityNotAfterDrawn: '대출 만기는 대출받은 날보다 뒤여야 해요.',
  refinanceWithoutLoan: '갈아탈 대출을 보려면 지금 대출을 먼저 입력해주세요.',
} as const;

type Check = () => ValidationResult;

/**
 * Checks a renewal plan's input field by field, in the order of the form, and answers the first problem with its
 * field and a Korean sentence. A landlord's offer over the legal cap is no error: the plan flags it.
 * @example validateRenewalInput({ lease: { startsOn: '2025-05-21', endsOn: '2025-05-20', deposit: 300_000_000, monthlyRent: 0, termOrigin: 'NEW' } }, { today: '2026-11-26', baseRateMilli: 2_500 })
 * // { ok: false, field: 'lease.endsOn', reason: '계약 만기는 계약 시작일보다 뒤여야 해요.' }
 */
export function validateRenewalInput(input: RenewalPlanInput, context: RenewalPlanContext): ValidationResult {
  const { lease, loan } = input;
  const { today } = context;
  const checks: Check[] = [
    () => (isPolicyDate(today) ? VALID : invalid('today', '기준일은 2026-11-26 형식의 날짜로 입력해주세요.')),
    () => rateMilli('baseRateMilli', context.baseRateMilli, '기준금리는 0% 이상으로 입력해주세요.'),
    () => dates({ 'lease.startsOn': lease.startsOn, 'lease.endsOn': lease.endsOn }),
    () => optionalDates({ 'lease.contractDate': lease.contractDate, 'lease.lastIncreaseOn': lease.lastIncreaseOn }),
    () => when(lease.endsOn <= lease.startsOn, 'lease.endsOn', RENEWAL_CROSS_FIELD_MESSAGES.leaseEndNotAfterStart),
    () =>
      when(
        lease.contractDate !== undefined && lease.contractDate > lease.startsOn,
        'lease.contractDate',
        RENEWAL_CROSS_FIELD_MESSAGES.contractDateAfterStart,
      ),
    () =>
      when(
        lease.lastIncreaseOn !== undefined && lease.lastIncreaseOn > lease.endsOn,
        'lease.lastIncreaseOn',
        RENEWAL_CROSS_FIELD_MESSAGES.lastIncreaseAfterEnd,
      ),
    () =>
      when(
        !LEASE_TERM_ORIGINS.includes(lease.termOrigin),
        'lease.termOrigin',
        '지금 계약이 어떻게 시작됐는지 골라주세요.',
      ),
    () => leaseTerms('lease', lease),
    () => (input.landlordOffer === undefined ? VALID : leaseTerms('landlordOffer', input.landlordOffer)),
    () => optionalDates({ exitNoticeOn: input.exitNoticeOn, plannedMoveOn: input.plannedMoveOn }),
    () =>
      when(
        input.exitNoticeOn !== undefined && input.exitNoticeOn > lease.endsOn,
        'exitNoticeOn',
        RENEWAL_CROSS_FIELD_MESSAGES.exitNoticeAfterEnd,
      ),
    () =>
      when(
        input.plannedMoveOn !== undefined && input.plannedMoveOn < today,
        'plannedMoveOn',
        '이사 예정일은 오늘이나 그 뒤여야 해요.',
      ),
    () =>
      when(
        input.minorChildren !== undefined && !isCount(input.minorChildren, MAX_MINOR_CHILDREN),
        'minorChildren',
        '미성년 자녀 수는 0 이상의 정수로 입력해주세요.',
      ),
    () => (loan === undefined ? VALID : validateLoan(loan, lease.deposit, today)),
    () => validateGuarantee(input.guarantee),
    () => validateRefinanceOffer(input, today),
    () => (input.nextHome === undefined ? VALID : validateNextHome(input.nextHome)),
  ];
  return firstProblem(checks);
}

function validateNextHome(nextHome: NextHome): ValidationResult {
  const checks: Check[] = [
    () => leaseTerms('nextHome', nextHome),
    () =>
      nextHome.monthlyTotal === undefined
        ? VALID
        : won(
            'nextHome.monthlyTotal',
            nextHome.monthlyTotal,
            '이사 갈 집의 한 달 비용은 0원 이상의 원 단위 금액으로 입력해주세요.',
          ),
    () =>
      nextHome.movingCost === undefined
        ? VALID
        : won('nextHome.movingCost', nextHome.movingCost, '이사비는 0원 이상의 원 단위 금액으로 입력해주세요.'),
  ];
  return firstProblem(checks);
}

function validateLoan(loan: CurrentLoan, deposit: number, today: string): ValidationResult {
  const checks: Check[] = [
    () => when(!LOAN_KINDS.includes(loan.kind), 'loan.kind', '대출 종류를 골라주세요.'),
    () => won('loan.balance', loan.balance, '대출 잔액은 0원 이상의 원 단위 금액으로 입력해주세요.'),
    () => when(loan.balance > deposit, 'loan.balance', RENEWAL_CROSS_FIELD_MESSAGES.balanceOverDeposit),
    () => loanRate('loan.rateMilli', loan.rateMilli, today),
    () => dates({ 'loan.drawnOn': loan.drawnOn, 'loan.maturesOn': loan.maturesOn }),
    () => when(loan.maturesOn <= loan.drawnOn, 'loan.maturesOn', RENEWAL_CROSS_FIELD_MESSAGES.maturityNotAfterDrawn),
    () => when(loan.drawnOn > today, 'loan.drawnOn', '대출받은 날은 오늘보다 늦을 수 없어요.'),
    () => when(loan.maturesOn < today, 'loan.maturesOn', '대출 만기가 이미 지났어요. 연장한 뒤의 만기를 입력해주세요.'),
    () =>
      when(
        !isCount(loan.extensionsUsed, MAX_EXTENSIONS),
        'loan.extensionsUsed',
        '연장한 횟수는 0 이상의 정수로 입력해주세요.',
      ),
    () => (loan.kind === 'BANK' ? validateBankLoan(loan) : validateFundLoan(loan)),
  ];
  return firstProblem(checks);
}

function validateBankLoan(loan: Extract<CurrentLoan, { kind: 'BANK' }>): ValidationResult {
  if (!GUARANTORS.includes(loan.guarantor)) return invalid('loan.guarantor', '대출 보증기관을 골라주세요.');
  if (loan.houseOwnership !== undefined && !DSR_HOUSE_OWNERSHIPS.includes(loan.houseOwnership)) {
    return invalid('loan.houseOwnership', '집을 몇 채 가지고 있는지 골라주세요.');
  }
  return optionalDates({ 'loan.leaseSignedOn': loan.leaseSignedOn });
}

function validateFundLoan(loan: Exclude<CurrentLoan, { kind: 'BANK' }>): ValidationResult {
  if (loan.productLimit !== undefined && !isWon(loan.productLimit)) {
    return invalid('loan.productLimit', '상품 한도는 0원 이상의 원 단위 금액으로 입력해주세요.');
  }
  const share = loan.loanToDepositPercent;
  const shareOk = share === undefined || (Number.isInteger(share) && share >= 1 && share <= 100);
  return shareOk ? VALID : invalid('loan.loanToDepositPercent', '보증금 대비 대출 비율은 1~100 % 사이로 입력해주세요.');
}

function validateGuarantee(guarantee: RenewalPlanInput['guarantee']): ValidationResult {
  if (guarantee === undefined) return VALID;
  if (!GUARANTORS.includes(guarantee.guarantor)) return invalid('guarantee.guarantor', '반환보증 기관을 골라주세요.');
  const rate = guarantee.yearlyFeeRateMilli;
  return rate === undefined
    ? VALID
    : rateMilli('guarantee.yearlyFeeRateMilli', rate, '보증료율은 0% 이상으로 입력해주세요.');
}

function validateRefinanceOffer(input: RenewalPlanInput, today: string): ValidationResult {
  const offer = input.refinanceOffer;
  if (offer === undefined) return VALID;
  if (input.loan === undefined) return invalid('refinanceOffer', RENEWAL_CROSS_FIELD_MESSAGES.refinanceWithoutLoan);
  const checks: Check[] = [
    () => loanRate('refinanceOffer.rateMilli', offer.rateMilli, today),
    () =>
      rateMilli(
        'refinanceOffer.prepaymentFeeRateMilli',
        offer.prepaymentFeeRateMilli,
        '중도상환수수료율은 0% 이상으로 입력해주세요.',
      ),
    () =>
      rateMilli(
        'refinanceOffer.guaranteeFeeRateMilli',
        offer.guaranteeFeeRateMilli,
        '보증료율은 0% 이상으로 입력해주세요.',
      ),
    () => optionalDates({ 'refinanceOffer.nextRepricingOn': offer.nextRepricingOn }),
    () =>
      when(
        offer.nextRepricingOn !== undefined && offer.nextRepricingOn < today,
        'refinanceOffer.nextRepricingOn',
        '다음 금리 변동일은 오늘이나 그 뒤여야 해요.',
      ),
  ];
  return firstProblem(checks);
}

function leaseTerms(prefix: string, terms: DepositAndRent): ValidationResult {
  if (!isWon(terms.deposit)) return invalid(`${prefix}.deposit`, '보증금은 0원 이상의 원 단위 금액으로 입력해주세요.');
  if (!isWon(terms.monthlyRent)) {
    return invalid(`${prefix}.monthlyRent`, '월세는 0원 이상의 원 단위 금액으로 입력해주세요.');
  }
  return when(
    terms.deposit + terms.monthlyRent === 0,
    `${prefix}.deposit`,
    RENEWAL_CROSS_FIELD_MESSAGES.noDepositNorRent,
  );
}

function loanRate(field: string, milli: number, today: string): ValidationResult {
  const format = rateMilli(field, milli, '금리는 0% 이상으로 입력해주세요.');
  return format.ok ? checkLegalMaxInterestRate(field, fromRateMilli(milli), today) : format;
}

function rateMilli(field: string, milli: number, reason: string): ValidationResult {
  return when(!(Number.isSafeInteger(milli) && milli >= 0), field, reason);
}

function won(field: string, amount: number, reason: string): ValidationResult {
  return when(!isWon(amount), field, reason);
}

function dates(fields: Readonly<Record<string, string>>): ValidationResult {
  for (const [field, value] of Object.entries(fields)) if (!isPolicyDate(value)) return invalid(field, DATE_FORMAT);
  return VALID;
}

function optionalDates(fields: Readonly<Record<string, string | undefined>>): ValidationResult {
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined && !isPolicyDate(value)) return invalid(field, DATE_FORMAT);
  }
  return VALID;
}

function isCount(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

/** The first check that fails, run in order (a later check may assume an earlier one passed). */
function firstProblem(checks: readonly Check[]): ValidationResult {
  for (const check of checks) {
    const result = check();
    if (!result.ok) return result;
  }
  return VALID;
}

function when(failed: boolean, field: string, reason: string): ValidationResult {
  return failed ? invalid(field, reason) : VALID;
}

/** Thrown by `planRenewal` for input `validateRenewalInput` rejects; the server answers it as a 400. */
export class RenewalInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'RenewalInputError';
  }
}
