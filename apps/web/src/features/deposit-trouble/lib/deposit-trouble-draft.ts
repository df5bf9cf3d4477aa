import { planDraftSearch, readPlanDraft } from '../../../shared/lib/plan-url-draft.ts';

/**
 * The guide's form as typed: dates as `YYYY-MM-DD`, the deposit and what is unreturned in 만원, the 송달료 in 원,
 * yes/no as '1' | '0', choices by code; '' when not answered. Every value is a string so the whole draft lives in the
 * URL (nothing is stored anywhere else). The names are the request's, so the server's field errors land on them.
 */
export type DepositTroubleDraft = {
  leaseEndsOn: string;
  /** '1' when the lease was renewed by silence (묵시적 갱신): then the day the landlord received notice is asked. */
  tacitRenewal: string;
  tacitRenewalNoticeReceivedOn: string;
  firstContractDate: string;
  deposit: string;
  /** '' | NONE | PART */
  depositReturned: string;
  unreturnedAmount: string;
  movedOut: string;
  moveInReported: string;
  fixedDateStamped: string;
  leaseRegistered: string;
  /** '' | HUG | HF | SGI | NONE | UNKNOWN */
  guarantee: string;
  jeonseLoanOutstanding: string;
  auctionStarted: string;
  seizureStarted: string;
  /** '' | YES | NO | UNKNOWN */
  manyTenantsAtRisk: string;
  intentNotToReturn: string;
  landlords: string;
  serviceFeeUnit: string;
};

export type DepositTroubleDraftField = keyof DepositTroubleDraft;

export const EMPTY_DEPOSIT_TROUBLE_DRAFT: DepositTroubleDraft = {
  leaseEndsOn: '',
  tacitRenewal: '',
  tacitRenewalNoticeReceivedOn: '',
  firstContractDate: '',
  deposit: '',
  depositReturned: '',
  unreturnedAmount: '',
  movedOut: '',
  moveInReported: '',
  fixedDateStamped: '',
  leaseRegistered: '',
  guarantee: '',
  jeonseLoanOutstanding: '',
  auctionStarted: '',
  seizureStarted: '',
  manyTenantsAtRisk: '',
  intentNotToReturn: '',
  landlords: '',
  serviceFeeUnit: '',
};

export const DEPOSIT_TROUBLE_FIELDS = Object.keys(EMPTY_DEPOSIT_TROUBLE_DRAFT) as DepositTroubleDraftField[];

export {
  PLAN_ASKED_PARAM as ASKED_PARAM,
  PLAN_REPORT_PARAM as REPORT_PARAM,
} from '../../../shared/lib/plan-url-draft.ts';

/**
 * The draft's answered fields as query parameters, so a reload, the back button and a shared link keep what was
 * typed; `asked` adds the request for its plan, `reportId` the report it is kept with.
 * @example depositTroubleSearch({ ...EMPTY_DEPOSIT_TROUBLE_DRAFT, deposit: '20000' }, { asked: true }) // '?deposit=20000&plan=1'
 */
export const depositTroubleSearch = (
  draft: DepositTroubleDraft,
  { asked, reportId = null }: { asked: boolean; reportId?: string | null },
): string => planDraftSearch(EMPTY_DEPOSIT_TROUBLE_DRAFT, draft, { asked, reportId });

/** The draft the URL holds; null when it holds none of its fields. */
export const readDepositTroubleDraft = (params: URLSearchParams): DepositTroubleDraft | null =>
  readPlanDraft(EMPTY_DEPOSIT_TROUBLE_DRAFT, params);

/** A return guarantee is held (its claim's steps count an outstanding jeonse loan). */
export const holdsGuarantee = (draft: DepositTroubleDraft) =>
  draft.guarantee === 'HUG' || draft.guarantee === 'HF' || draft.guarantee === 'SGI';

/** The 임차권 is not on the registry yet, so the court costs of registering it are part of the answer. */
export const registrationAhead = (draft: DepositTroubleDraft) => draft.leaseRegistered !== '1';
