import type { DepositTroublePlanRequestInput } from '@jipsa/contracts';
import { WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { depositTroubleCopy as copy } from '../copy.ts';
import {
  DEPOSIT_TROUBLE_FIELDS,
  EMPTY_DEPOSIT_TROUBLE_DRAFT,
  holdsGuarantee,
  registrationAhead,
  type DepositTroubleDraft,
  type DepositTroubleDraftField,
} from './deposit-trouble-draft.ts';

/** Where a message belongs: a field of the draft, or `form` for the whole of it. */
export type DepositTroubleErrorKey = DepositTroubleDraftField | 'form';
export type DepositTroubleErrors = Partial<Record<DepositTroubleErrorKey, string>>;

export type DepositTroubleRequestCheck =
  | { ok: true; request: DepositTroublePlanRequestInput }
  | { ok: false; errors: DepositTroubleErrors; first: DepositTroubleErrorKey };

const toWon = (manwon: string) => Math.round(amountValue(manwon) * WON_PER_MANWON);
const yesNo = (value: string) => (value === '1' ? true : value === '0' ? false : undefined);
/** Left out when not answered: the contract then says in Korean what to answer, or the domain assumes its default. */
const present = <Value>(key: string, value: Value | undefined) => (value === undefined ? {} : { [key]: value });

type Request = Record<string, unknown>;

/**
 * The request of a draft, only with the parts its answers ask for: the notice day after 묵시적 갱신, the unreturned
 * amount when part came back, the jeonse loan with a guarantee, the court-cost inputs while the 임차권 is not on the
 * registry. An unanswered question is left out, so the contract's Korean sentence names it.
 */
export function depositTroubleRequestOf(draft: DepositTroubleDraft): DepositTroublePlanRequestInput {
  const request: Request = {
    leaseEndsOn: draft.leaseEndsOn,
    ...(draft.tacitRenewal === '1' && draft.tacitRenewalNoticeReceivedOn !== ''
      ? { tacitRenewalNoticeReceivedOn: draft.tacitRenewalNoticeReceivedOn }
      : {}),
    firstContractDate: draft.firstContractDate,
    ...present('deposit', draft.deposit === '' ? undefined : toWon(draft.deposit)),
    ...present('depositReturned', draft.depositReturned === '' ? undefined : draft.depositReturned),
    ...(draft.depositReturned === 'PART' && draft.unreturnedAmount !== ''
      ? { unreturnedAmount: toWon(draft.unreturnedAmount) }
      : {}),
    ...present('movedOut', yesNo(draft.movedOut)),
    ...present('moveInReported', yesNo(draft.moveInReported)),
    ...present('fixedDateStamped', yesNo(draft.fixedDateStamped)),
    ...present('leaseRegistered', yesNo(draft.leaseRegistered)),
    ...present('guarantee', draft.guarantee === '' ? undefined : draft.guarantee),
    ...(holdsGuarantee(draft) ? present('jeonseLoanOutstanding', yesNo(draft.jeonseLoanOutstanding)) : {}),
    ...present('auctionStarted', yesNo(draft.auctionStarted)),
    ...present('seizureStarted', yesNo(draft.seizureStarted)),
    ...present('manyTenantsAtRisk', draft.manyTenantsAtRisk === '' ? undefined : draft.manyTenantsAtRisk),
    ...present('intentNotToReturn', draft.intentNotToReturn === '' ? undefined : draft.intentNotToReturn),
    ...(registrationAhead(draft) && draft.landlords !== '' ? { landlords: amountValue(draft.landlords) } : {}),
    ...(registrationAhead(draft) && draft.serviceFeeUnit !== ''
      ? { serviceFeeUnit: amountValue(draft.serviceFeeUnit) }
      : {}),
  };
  return request as DepositTroublePlanRequestInput;
}

/**
 * The draft's field a request path names (they share their names); `form` for a path the form has no field for.
 * @example depositTroubleFieldOf('unreturnedAmount') // 'unreturnedAmount'
 */
export function depositTroubleFieldOf(path: string): DepositTroubleErrorKey {
  const head = path.split('.')[0] ?? '';
  return (DEPOSIT_TROUBLE_FIELDS as readonly string[]).includes(head) ? (head as DepositTroubleDraftField) : 'form';
}

// The request's schema loads when a draft is checked, not with the page: the page is live without zod (issue 32).
const loadRequestSchema = () =>
  import('@jipsa/contracts/deposit-trouble').then((contract) => contract.depositTroublePlanRequestSchema);

/** The form's order, so the first message is the first field in the form that is wrong. */
const ORDER: readonly DepositTroubleErrorKey[] = [...DEPOSIT_TROUBLE_FIELDS, 'form'];

/**
 * The request of a draft, checked before the round trip by the contract itself, in its Korean words (a question not
 * answered, a lease end before the first contract, an unreturned amount above the deposit, …). What needs today's
 * date the server checks and answers in Korean too.
 * @example (await checkDepositTroubleDraft(EMPTY_DEPOSIT_TROUBLE_DRAFT)).ok // false
 */
export async function checkDepositTroubleDraft(draft: DepositTroubleDraft): Promise<DepositTroubleRequestCheck> {
  const request = depositTroubleRequestOf(draft);
  const parsed = (await loadRequestSchema()).safeParse(request);
  const errors: DepositTroubleErrors = {};
  // Said the lease was renewed by silence but not when the notice arrived: the one question only the form asks.
  if (draft.tacitRenewal === '1' && draft.tacitRenewalNoticeReceivedOn === '') {
    errors.tacitRenewalNoticeReceivedOn = copy.noticeMissing;
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request };
  for (const issue of parsed.error?.issues ?? []) errors[depositTroubleFieldOf(issue.path.join('.'))] ??= issue.message;
  const first = ORDER.find((key) => errors[key] !== undefined) ?? 'form';
  return { ok: false, errors, first };
}

const manwonText = (won: number | null | undefined) =>
  won === null || won === undefined ? '' : String(won / WON_PER_MANWON);
const yesNoText = (value: boolean | null | undefined) => (value === true ? '1' : value === false ? '0' : '');
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * The draft a kept request was made from, so a plan reopened from its report shows the answers it rests on.
 * @example depositTroubleDraftOf(depositTroubleRequestOf(draft)).deposit === draft.deposit // true for whole 만원
 */
export function depositTroubleDraftOf(request: DepositTroublePlanRequestInput): DepositTroubleDraft {
  return {
    ...EMPTY_DEPOSIT_TROUBLE_DRAFT,
    leaseEndsOn: request.leaseEndsOn,
    tacitRenewal: request.tacitRenewalNoticeReceivedOn ? '1' : '',
    tacitRenewalNoticeReceivedOn: text(request.tacitRenewalNoticeReceivedOn),
    firstContractDate: request.firstContractDate,
    deposit: manwonText(request.deposit),
    depositReturned: request.depositReturned,
    unreturnedAmount: request.depositReturned === 'PART' ? manwonText(request.unreturnedAmount) : '',
    movedOut: yesNoText(request.movedOut),
    moveInReported: yesNoText(request.moveInReported),
    fixedDateStamped: yesNoText(request.fixedDateStamped),
    leaseRegistered: yesNoText(request.leaseRegistered),
    guarantee: request.guarantee,
    jeonseLoanOutstanding: yesNoText(request.jeonseLoanOutstanding),
    auctionStarted: yesNoText(request.auctionStarted),
    seizureStarted: yesNoText(request.seizureStarted),
    manyTenantsAtRisk: text(request.manyTenantsAtRisk),
    intentNotToReturn: text(request.intentNotToReturn),
    landlords: text(request.landlords),
    serviceFeeUnit: text(request.serviceFeeUnit),
  };
}
