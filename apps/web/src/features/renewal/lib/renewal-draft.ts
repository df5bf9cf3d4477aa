import { planDraftSearch, readPlanDraft } from '../../../shared/lib/plan-url-draft.ts';

/**
 * The planner's form as typed: dates as `YYYY-MM-DD`, amounts in 만원, rates in percent, choices by code; '' when
 * not answered. Every value is a string so the whole draft lives in the URL.
 */
export type RenewalDraft = {
  leaseStart: string;
  leaseEnd: string;
  deposit: string;
  rent: string;
  /** '' | NEW | RENEWAL_RIGHT_USED | IMPLICIT_RENEWAL */
  termOrigin: string;
  /** '1' when the landlord made an offer. */
  hasOffer: string;
  offerDeposit: string;
  offerRent: string;
  /** '' (not asked yet) | NONE | FUND | FUND_NEWBORN | BANK */
  loanKind: string;
  loanBalance: string;
  loanRate: string;
  loanDrawnOn: string;
  loanMaturesOn: string;
  loanExtensions: string;
  /** A bank loan's guarantor: HUG | HF | SGI. */
  loanGuarantor: string;
  /** A bank loan's home in 수도권: '1' | '0'. */
  metroArea: string;
  minorChildren: string;
  /** '' | NONE | HUG | HF | SGI */
  guarantee: string;
  guaranteeFeeRate: string;
  plannedMoveOn: string;
  /** '1' when a refinance offer is compared. */
  hasRefinance: string;
  refinanceRate: string;
  prepaymentFeeRate: string;
  newGuaranteeFeeRate: string;
  /** '1' when a next home is compared. */
  hasNextHome: string;
  nextDeposit: string;
  nextRent: string;
  movingCost: string;
};

export type RenewalDraftField = keyof RenewalDraft;

export const EMPTY_RENEWAL_DRAFT: RenewalDraft = {
  leaseStart: '',
  leaseEnd: '',
  deposit: '',
  rent: '',
  termOrigin: '',
  hasOffer: '',
  offerDeposit: '',
  offerRent: '',
  loanKind: '',
  loanBalance: '',
  loanRate: '',
  loanDrawnOn: '',
  loanMaturesOn: '',
  loanExtensions: '',
  loanGuarantor: '',
  metroArea: '',
  minorChildren: '',
  guarantee: '',
  guaranteeFeeRate: '',
  plannedMoveOn: '',
  hasRefinance: '',
  refinanceRate: '',
  prepaymentFeeRate: '',
  newGuaranteeFeeRate: '',
  hasNextHome: '',
  nextDeposit: '',
  nextRent: '',
  movingCost: '',
};

export {
  PLAN_ASKED_PARAM as ASKED_PARAM,
  PLAN_REPORT_PARAM as REPORT_PARAM,
} from '../../../shared/lib/plan-url-draft.ts';

/**
 * The draft's fields as query parameters (answered ones only), so a reload, the back button and a shared link keep
 * what was typed; `asked` adds the request for its plan, `reportId` the report it belongs to.
 * @example renewalSearch({ ...EMPTY_RENEWAL_DRAFT, deposit: '30000' }, { asked: true, reportId: null }) // '?deposit=30000&plan=1'
 */
export const renewalSearch = (draft: RenewalDraft, options: { asked: boolean; reportId: string | null }): string =>
  planDraftSearch(EMPTY_RENEWAL_DRAFT, draft, options);

/** The draft the URL holds; null when it holds none of its fields. */
export const readRenewalDraft = (params: URLSearchParams): RenewalDraft | null =>
  readPlanDraft(EMPTY_RENEWAL_DRAFT, params);

/** A 버팀목 loan (the only kind whose extension counts children). */
export const isFundLoan = (draft: RenewalDraft) => draft.loanKind === 'FUND' || draft.loanKind === 'FUND_NEWBORN';
/** A loan is described (not "none", not unanswered). */
export const hasLoan = (draft: RenewalDraft) => isFundLoan(draft) || draft.loanKind === 'BANK';
