import { isWon } from '../money/won.ts';
import { isPolicyDate } from '../policy/policy-date.ts';
import { invalid, VALID, type ValidationResult } from '../policy/validation-result.ts';
import { TRI_STATES } from './fraud-victim-eligibility.ts';
import { HELD_GUARANTEES } from './guarantee-claim.ts';
import {
  DEPOSIT_RETURN_STATES,
  type DepositTroubleContext,
  type DepositTroubleInput,
} from './deposit-trouble-input.ts';

const DATE_FORMAT = '날짜를 2027-03-01 형식으로 입력해주세요.';
/** More co-owners than any lease has: a typing slip. */
export const MAX_LANDLORDS = 20;
/** A 송달 costs a few thousand won; 10만원 is a typing slip. */
export const MAX_SERVICE_FEE_UNIT = 100_000;

/**
 * The sentences of the checks across fields that need no date of today: the contract checks them before a request is
 * sent (so a form shows them at the field) and this validator again; written once here.
 */
export const DEPOSIT_TROUBLE_CROSS_FIELD_MESSAGES = {
  leaseEndNotAfterContract: '계약 만기는 최초 계약일보다 뒤여야 해요.',
  depositNotPositive: '보증금은 0원보다 커야 해요.',
  unreturnedNotPositive: '돌려받지 못한 금액은 0원보다 커야 해요.',
  unreturnedOverDeposit: '돌려받지 못한 금액은 보증금보다 클 수 없어요.',
  partNeedsAmount: '일부만 돌려받았다면 돌려받지 못한 금액을 입력해주세요.',
  partIsWholeDeposit: '일부를 돌려받았다면 돌려받지 못한 금액은 보증금보다 적어야 해요.',
  noticeNotAfterEnd: '묵시적 갱신 뒤 해지 통지를 받은 날은 처음 계약 만기보다 뒤여야 해요.',
} as const;

type Check = () => ValidationResult;

/**
 * Checks a deposit-trouble input field by field, in the order of the form, and answers the first problem with its
 * field and a Korean sentence.
 * @example validateDepositTroubleInput({ …, deposit: 0 }, { today: '2026-11-29' })
 * // { ok: false, field: 'deposit', reason: '보증금은 0원보다 커야 해요.' }
 */
export function validateDepositTroubleInput(
  input: DepositTroubleInput,
  context: DepositTroubleContext,
): ValidationResult {
  const { today } = context;
  const messages = DEPOSIT_TROUBLE_CROSS_FIELD_MESSAGES;
  const checks: Check[] = [
    () => (isPolicyDate(today) ? VALID : invalid('today', '기준일은 2026-11-29 형식의 날짜로 입력해주세요.')),
    () => date('leaseEndsOn', input.leaseEndsOn),
    () => date('firstContractDate', input.firstContractDate),
    () =>
      input.tacitRenewalNoticeReceivedOn === undefined
        ? VALID
        : date('tacitRenewalNoticeReceivedOn', input.tacitRenewalNoticeReceivedOn),
    () => when(input.leaseEndsOn <= input.firstContractDate, 'leaseEndsOn', messages.leaseEndNotAfterContract),
    () => when(input.firstContractDate > today, 'firstContractDate', '최초 계약일은 오늘이나 그 전이어야 해요.'),
    () =>
      when(
        input.tacitRenewalNoticeReceivedOn !== undefined && input.tacitRenewalNoticeReceivedOn <= input.leaseEndsOn,
        'tacitRenewalNoticeReceivedOn',
        messages.noticeNotAfterEnd,
      ),
    () => when(!isWon(input.deposit), 'deposit', '보증금은 원 단위 정수로 입력해주세요.'),
    () => when(input.deposit <= 0, 'deposit', messages.depositNotPositive),
    () =>
      when(
        !DEPOSIT_RETURN_STATES.includes(input.depositReturned),
        'depositReturned',
        '보증금을 얼마나 돌려받았는지 골라주세요.',
      ),
    () => unreturned(input),
    () =>
      when(
        !HELD_GUARANTEES.includes(input.guarantee),
        'guarantee',
        '가입한 반환보증을 골라주세요. 모르면 "모름"이에요.',
      ),
    () => triState('manyTenantsAtRisk', input.manyTenantsAtRisk),
    () => triState('intentNotToReturn', input.intentNotToReturn),
    () =>
      when(
        input.landlords !== undefined &&
          !(Number.isInteger(input.landlords) && input.landlords >= 1 && input.landlords <= MAX_LANDLORDS),
        'landlords',
        `임대인 수는 1명부터 ${MAX_LANDLORDS}명까지 입력해주세요.`,
      ),
    () =>
      when(
        input.serviceFeeUnit !== undefined &&
          !(isWon(input.serviceFeeUnit) && input.serviceFeeUnit > 0 && input.serviceFeeUnit <= MAX_SERVICE_FEE_UNIT),
        'serviceFeeUnit',
        '송달료 1회분은 1원부터 10만원까지 원 단위로 입력해주세요.',
      ),
  ];
  for (const check of checks) {
    const result = check();
    if (!result.ok) return result;
  }
  return VALID;
}

function unreturned(input: DepositTroubleInput): ValidationResult {
  const messages = DEPOSIT_TROUBLE_CROSS_FIELD_MESSAGES;
  const amount = input.unreturnedAmount;
  if (amount === undefined) {
    return when(input.depositReturned === 'PART', 'unreturnedAmount', messages.partNeedsAmount);
  }
  if (!isWon(amount)) return invalid('unreturnedAmount', '돌려받지 못한 금액은 원 단위 정수로 입력해주세요.');
  if (amount <= 0) return invalid('unreturnedAmount', messages.unreturnedNotPositive);
  if (amount > input.deposit) return invalid('unreturnedAmount', messages.unreturnedOverDeposit);
  return when(
    input.depositReturned === 'PART' && amount === input.deposit,
    'unreturnedAmount',
    messages.partIsWholeDeposit,
  );
}

function triState(field: string, value: string | undefined): ValidationResult {
  return when(
    value !== undefined && !TRI_STATES.includes(value as (typeof TRI_STATES)[number]),
    field,
    '예, 아니요, 모름 중에서 골라주세요.',
  );
}

function date(field: string, value: string): ValidationResult {
  return isPolicyDate(value) ? VALID : invalid(field, DATE_FORMAT);
}

function when(failed: boolean, field: string, reason: string): ValidationResult {
  return failed ? invalid(field, reason) : VALID;
}

/** What `planDepositTrouble` throws for an input `validateDepositTroubleInput` rejects. */
export class DepositTroubleInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'DepositTroubleInputError';
  }
}
