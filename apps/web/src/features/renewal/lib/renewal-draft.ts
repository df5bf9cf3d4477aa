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

const FIELDS = Object.keys(EMPTY_RENEWAL_DRAFT) as RenewalDraftField[];

/** The query parameter that asks for the plan of the draft (the form alone has none). */
export const ASKED_PARAM = 'plan';
/** The query parameter of the report the plan is saved with. */
export const REPORT_PARAM = 'report';

/**
 * The draft's fields as query parameters (answered ones only), so a reload, the back button and a shared link keep
 * what was typed; `asked` adds the request for its plan, `reportId` the report it belongs to.
 * @example renewalSearch({ ...EMPTY_RENEWAL_DRAFT, deposit: '30000' }, { asked: true, reportId: null }) // '?deposit=30000&plan=1'
 */
export function renewalSearch(
  draft: RenewalDraft,
  { asked, reportId }: { asked: boolean; reportId: string | null },
): string {
  const params = new URLSearchParams();
  if (reportId !== null) params.set(REPORT_PARAM, reportId);
  for (const field of FIELDS) if (draft[field] !== '') params.set(field, draft[field]);
  if (asked) params.set(ASKED_PARAM, '1');
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The draft the URL holds; null when it holds none of its fields. */
export function readRenewalDraft(params: URLSearchParams): RenewalDraft | null {
  if (!FIELDS.some((field) => params.has(field))) return null;
  const draft = { ...EMPTY_RENEWAL_DRAFT };
  for (const field of FIELDS) draft[field] = params.get(field) ?? '';
  return draft;
}

/** A 버팀목 loan (the only kind whose extension counts children). */
export const isFundLoan = (draft: RenewalDraft) => draft.loanKind === 'FUND' || draft.loanKind === 'FUND_NEWBORN';
/** A loan is described (not "none", not unanswered). */
export const hasLoan = (draft: RenewalDraft) => isFundLoan(draft) || draft.loanKind === 'BANK';
