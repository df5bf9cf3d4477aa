import type { RenewalPlanRequestInput } from '@jipsa/contracts';
import { WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { renewalCopy as copy } from '../copy.ts';
import {
  EMPTY_RENEWAL_DRAFT,
  hasLoan,
  isFundLoan,
  type RenewalDraft,
  type RenewalDraftField,
} from './renewal-draft.ts';

/** Where a message belongs: a field of the draft, or `form` for the whole of it. */
export type RenewalErrorKey = RenewalDraftField | 'form';
export type RenewalErrors = Partial<Record<RenewalErrorKey, string>>;

export type RenewalRequestCheck =
  { ok: true; request: RenewalPlanRequestInput } | { ok: false; errors: RenewalErrors; first: RenewalErrorKey };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const toWon = (manwon: string) => Math.round(amountValue(manwon) * WON_PER_MANWON);
const toPercent = (percent: string) => amountValue(percent);
const optional = (value: string) => (value === '' ? undefined : value);

/** The request's paths (contract, domain and server alike) → the draft's fields, most specific first. */
const FIELD_OF_PATH: readonly (readonly [string, RenewalDraftField])[] = [
  ['lease.startsOn', 'leaseStart'],
  ['lease.contractDate', 'leaseStart'],
  ['lease.endsOn', 'leaseEnd'],
  ['lease.lastIncreaseOn', 'leaseEnd'],
  ['lease.deposit', 'deposit'],
  ['lease.monthlyRent', 'rent'],
  ['lease.termOrigin', 'termOrigin'],
  ['landlordOffer.deposit', 'offerDeposit'],
  ['landlordOffer.monthlyRent', 'offerRent'],
  ['loan.kind', 'loanKind'],
  ['loan.balance', 'loanBalance'],
  ['loan.rate', 'loanRate'],
  ['loan.drawnOn', 'loanDrawnOn'],
  ['loan.maturesOn', 'loanMaturesOn'],
  ['loan.extensionsUsed', 'loanExtensions'],
  ['loan.guarantor', 'loanGuarantor'],
  ['loan.isMetroArea', 'metroArea'],
  ['minorChildren', 'minorChildren'],
  ['guarantee.yearlyFee', 'guaranteeFeeRate'],
  ['guarantee', 'guarantee'],
  ['plannedMoveOn', 'plannedMoveOn'],
  ['refinanceOffer.prepaymentFee', 'prepaymentFeeRate'],
  ['refinanceOffer.guaranteeFee', 'newGuaranteeFeeRate'],
  ['refinanceOffer', 'refinanceRate'],
  ['nextHome.deposit', 'nextDeposit'],
  ['nextHome.monthlyRent', 'nextRent'],
  ['nextHome.movingCost', 'movingCost'],
  ['nextHome', 'nextDeposit'],
];

/**
 * The draft's field a request path names ('loan.ratePercent' → 'loanRate'); `form` for a path the form has no field
 * for. Used for the contract's, the domain's and the server's messages alike.
 * @example renewalFieldOf('lease.endsOn') // 'leaseEnd'
 */
export function renewalFieldOf(path: string): RenewalErrorKey {
  return FIELD_OF_PATH.find(([prefix]) => path === prefix || path.startsWith(prefix))?.[1] ?? 'form';
}

const REQUIRED_LEASE: readonly RenewalDraftField[] = ['leaseStart', 'leaseEnd', 'deposit', 'rent'];
const REQUIRED_LOAN: readonly RenewalDraftField[] = [
  'loanBalance',
  'loanRate',
  'loanDrawnOn',
  'loanMaturesOn',
  'loanExtensions',
];
const DATE_FIELDS: readonly RenewalDraftField[] = [
  'leaseStart',
  'leaseEnd',
  'loanDrawnOn',
  'loanMaturesOn',
  'plannedMoveOn',
];

const LABELS: Readonly<Partial<Record<RenewalDraftField, string>>> = {
  leaseStart: copy.leaseStart,
  leaseEnd: copy.leaseEnd,
  deposit: copy.deposit,
  rent: copy.rent,
  offerDeposit: copy.offerDeposit,
  offerRent: copy.offerRent,
  loanBalance: copy.loanBalance,
  loanRate: copy.loanRate,
  loanDrawnOn: copy.loanDrawnOn,
  loanMaturesOn: copy.loanMaturesOn,
  loanExtensions: copy.loanExtensions,
  minorChildren: copy.minorChildren,
  refinanceRate: copy.refinanceRate,
  prepaymentFeeRate: copy.prepaymentFeeRate,
  newGuaranteeFeeRate: copy.newGuaranteeFeeRate,
  nextDeposit: copy.nextDeposit,
  nextRent: copy.nextRent,
};

/** What the form asks before anything is computed: each question asked, answered, in its own Korean words. */
function missingAnswers(draft: RenewalDraft): RenewalErrors {
  const errors: RenewalErrors = {};
  const need = (field: RenewalDraftField) => {
    if (draft[field].trim() === '') errors[field] = copy.required(LABELS[field] ?? field);
  };
  REQUIRED_LEASE.forEach(need);
  if (draft.termOrigin === '') errors.termOrigin = copy.termOriginMissing;
  if (draft.hasOffer === '1') (['offerDeposit', 'offerRent'] as const).forEach(need);
  if (draft.loanKind === '') errors.loanKind = copy.requiredChoice(copy.loanKind);
  if (hasLoan(draft)) REQUIRED_LOAN.forEach(need);
  if (draft.loanKind === 'BANK') {
    if (draft.loanGuarantor === '') errors.loanGuarantor = copy.requiredChoice(copy.loanGuarantor);
    if (draft.metroArea === '') errors.metroArea = copy.metroAreaMissing;
  }
  if (draft.guarantee === '') errors.guarantee = copy.requiredChoice(copy.guarantee);
  if (hasLoan(draft) && draft.hasRefinance === '1') {
    (['refinanceRate', 'prepaymentFeeRate', 'newGuaranteeFeeRate'] as const).forEach(need);
  }
  if (draft.hasNextHome === '1') (['nextDeposit', 'nextRent'] as const).forEach(need);
  for (const field of DATE_FIELDS) {
    if (errors[field] === undefined && draft[field] !== '' && !DATE.test(draft[field])) errors[field] = copy.dateFormat;
  }
  return errors;
}

/**
 * The request of a draft, only with the parts its answers ask for: the landlord's offer, the loan (children for a
 * 버팀목 only, the guarantor and 수도권 for a bank loan), the guarantee held, the move, the refinance offer (with a
 * loan) and the next home.
 */
export function renewalRequestOf(draft: RenewalDraft): RenewalPlanRequestInput {
  const loan: RenewalPlanRequestInput['loan'] = !hasLoan(draft)
    ? undefined
    : {
        balance: toWon(draft.loanBalance),
        ratePercent: toPercent(draft.loanRate),
        drawnOn: draft.loanDrawnOn,
        maturesOn: draft.loanMaturesOn,
        extensionsUsed: Number(draft.loanExtensions),
        ...(draft.loanKind === 'BANK'
          ? {
              kind: 'BANK' as const,
              guarantor: draft.loanGuarantor as 'HUG' | 'HF' | 'SGI',
              isMetroArea: draft.metroArea === '1',
            }
          : { kind: draft.loanKind as 'FUND' | 'FUND_NEWBORN' }),
      };
  const guarantee = draft.guarantee === '' || draft.guarantee === 'NONE' ? undefined : draft.guarantee;
  return {
    lease: {
      startsOn: draft.leaseStart,
      endsOn: draft.leaseEnd,
      deposit: toWon(draft.deposit),
      monthlyRent: toWon(draft.rent),
      termOrigin: draft.termOrigin as RenewalPlanRequestInput['lease']['termOrigin'],
    },
    ...(draft.hasOffer === '1'
      ? { landlordOffer: { deposit: toWon(draft.offerDeposit), monthlyRent: toWon(draft.offerRent) } }
      : {}),
    ...(loan ? { loan } : {}),
    ...(isFundLoan(draft) && draft.minorChildren !== '' ? { minorChildren: Number(draft.minorChildren) } : {}),
    ...(guarantee
      ? {
          guarantee: {
            guarantor: guarantee as 'HUG' | 'HF' | 'SGI',
            ...(draft.guaranteeFeeRate === '' ? {} : { yearlyFeeRatePercent: toPercent(draft.guaranteeFeeRate) }),
          },
        }
      : {}),
    ...(optional(draft.plannedMoveOn) ? { plannedMoveOn: draft.plannedMoveOn } : {}),
    ...(loan && draft.hasRefinance === '1'
      ? {
          refinanceOffer: {
            ratePercent: toPercent(draft.refinanceRate),
            prepaymentFeeRatePercent: toPercent(draft.prepaymentFeeRate),
            guaranteeFeeRatePercent: toPercent(draft.newGuaranteeFeeRate),
          },
        }
      : {}),
    ...(draft.hasNextHome === '1'
      ? {
          nextHome: {
            deposit: toWon(draft.nextDeposit),
            monthlyRent: toWon(draft.nextRent),
            ...(draft.movingCost === '' ? {} : { movingCost: toWon(draft.movingCost) }),
          },
        }
      : {}),
  };
}

// The request's schema loads when a draft is checked, not with the page: the page is live without zod (issue 32).
const loadRequestSchema = () =>
  import('@jipsa/contracts/renewal').then((contract) => contract.renewalPlanRequestSchema);

/**
 * The request of a draft, checked before the round trip: each question asked is answered, then the contract's
 * checks in its Korean words (a lease end before its start, a balance above the deposit, …). What needs today's date
 * the server checks and answers in Korean too.
 * @example (await checkRenewalDraft(EMPTY_RENEWAL_DRAFT)).ok // false
 */
export async function checkRenewalDraft(draft: RenewalDraft): Promise<RenewalRequestCheck> {
  const errors = missingAnswers(draft);
  const missing = Object.keys(errors)[0] as RenewalErrorKey | undefined;
  if (missing !== undefined) return { ok: false, errors, first: missing };
  const request = renewalRequestOf(draft);
  const parsed = (await loadRequestSchema()).safeParse(request);
  if (parsed.success) return { ok: true, request };
  for (const issue of parsed.error.issues) errors[renewalFieldOf(issue.path.join('.'))] ??= issue.message;
  return { ok: false, errors, first: Object.keys(errors)[0] as RenewalErrorKey };
}

const manwonText = (won: number | null | undefined) =>
  won === null || won === undefined ? '' : String(won / WON_PER_MANWON);
const percentText = (percent: number | null | undefined) =>
  percent === null || percent === undefined ? '' : String(percent);
const dayText = (day: string | null | undefined) => day ?? '';

/**
 * The draft a saved request was made from, so a plan reopened from its report shows the answers it rests on.
 * @example renewalDraftOf(renewalRequestOf(draft)).deposit === draft.deposit // true for whole 만원
 */
export function renewalDraftOf(request: RenewalPlanRequestInput): RenewalDraft {
  const { lease, landlordOffer, loan, guarantee, refinanceOffer, nextHome } = request;
  return {
    ...EMPTY_RENEWAL_DRAFT,
    leaseStart: lease.startsOn,
    leaseEnd: lease.endsOn,
    deposit: manwonText(lease.deposit),
    rent: manwonText(lease.monthlyRent),
    termOrigin: lease.termOrigin,
    ...(landlordOffer
      ? {
          hasOffer: '1',
          offerDeposit: manwonText(landlordOffer.deposit),
          offerRent: manwonText(landlordOffer.monthlyRent),
        }
      : {}),
    loanKind: loan ? loan.kind : 'NONE',
    ...(loan
      ? {
          loanBalance: manwonText(loan.balance),
          loanRate: percentText(loan.ratePercent),
          loanDrawnOn: loan.drawnOn,
          loanMaturesOn: loan.maturesOn,
          loanExtensions: String(loan.extensionsUsed),
          ...(loan.kind === 'BANK' ? { loanGuarantor: loan.guarantor, metroArea: loan.isMetroArea ? '1' : '0' } : {}),
        }
      : {}),
    minorChildren:
      request.minorChildren === null || request.minorChildren === undefined ? '' : String(request.minorChildren),
    guarantee: guarantee ? guarantee.guarantor : 'NONE',
    guaranteeFeeRate: percentText(guarantee?.yearlyFeeRatePercent),
    plannedMoveOn: dayText(request.plannedMoveOn),
    ...(refinanceOffer
      ? {
          hasRefinance: '1',
          refinanceRate: percentText(refinanceOffer.ratePercent),
          prepaymentFeeRate: percentText(refinanceOffer.prepaymentFeeRatePercent),
          newGuaranteeFeeRate: percentText(refinanceOffer.guaranteeFeeRatePercent),
        }
      : {}),
    ...(nextHome
      ? {
          hasNextHome: '1',
          nextDeposit: manwonText(nextHome.deposit),
          nextRent: manwonText(nextHome.monthlyRent),
          movingCost: manwonText(nextHome.movingCost),
        }
      : {}),
  };
}

/** The moving cost the person entered for a move (0 when none), in 원. */
export const movingCostOf = (draft: RenewalDraft) =>
  draft.hasNextHome === '1' && draft.movingCost !== '' ? toWon(draft.movingCost) : 0;
