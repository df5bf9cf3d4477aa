import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { TriState } from './fraud-victim-eligibility.ts';
import type { HeldGuarantee } from './guarantee-claim.ts';

/** Whether any of the deposit came back. */
export const DEPOSIT_RETURN_STATES = ['NONE', 'PART'] as const;
export type DepositReturnState = (typeof DEPOSIT_RETURN_STATES)[number];

/** What the renter answers; each part beyond the lease is asked only when it changes the answer. */
export type DepositTroubleInput = {
  /** The last day of the lease as written (for a lease renewed by silence, the term that was renewed). */
  readonly leaseEndsOn: PolicyDate;
  /** After 묵시적 갱신: the day the landlord received the tenant's notice to end the lease. */
  readonly tacitRenewalNoticeReceivedOn?: PolicyDate;
  /** The day the lease with this landlord was first signed (the 전세사기피해자법's 2025-05-31 limit). */
  readonly firstContractDate: PolicyDate;
  readonly deposit: Won;
  readonly depositReturned: DepositReturnState;
  /** What has not come back; the whole deposit when none came back. */
  readonly unreturnedAmount?: Won;
  readonly movedOut: boolean;
  /** 전입신고 done (with the house handed over: 대항력). */
  readonly moveInReported: boolean;
  /** 확정일자 on the contract (우선변제권). */
  readonly fixedDateStamped: boolean;
  /** The 임차권 is already on the registry; false when not given. */
  readonly leaseRegistered?: boolean;
  readonly guarantee: HeldGuarantee;
  /** 경매 or 공매 of the house has started. */
  readonly auctionStarted: boolean;
  /** The house is seized (압류·가압류). */
  readonly seizureStarted: boolean;
  /** A jeonse loan is still owed to the bank; false when not given. */
  readonly jeonseLoanOutstanding?: boolean;
  /** Several tenants' deposits at risk through 파산·회생, 경매·공매 or 집행권원; UNKNOWN when not given. */
  readonly manyTenantsAtRisk?: TriState;
  /** Signs the landlord means not to return (연락 두절, 무자본 갭투자 …); UNKNOWN when not given. */
  readonly intentNotToReturn?: TriState;
  /** Landlords (co-owners) on the contract, for the 송달료; 1 when not given. */
  readonly landlords?: number;
  /** The court's 송달료 for one 송달 as the renter was told; the dated figure when not given. */
  readonly serviceFeeUnit?: Won;
};

/** The day the plan is made (Korea's calendar). */
export type DepositTroubleContext = { readonly today: PolicyDate };
