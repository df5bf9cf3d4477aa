import type { Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { DsrHouseOwnership } from '../regulation/jeonse-interest-in-dsr.ts';
import type { FundExtension, FundProductKind } from './fund-extension.ts';
import type { DepositAndRent } from './landlord-offer-check.ts';
import type { LeaseTermOrigin } from './lease-term-origin.ts';

/** The lease as it stands: its current term, what it asks, and how the term came about. */
export type CurrentLease = DepositAndRent & {
  /** The first day of the current term (잔금·입주일, or the day after the last term ended). */
  readonly startsOn: PolicyDate;
  /** The last day of the current term. */
  readonly endsOn: PolicyDate;
  /** The day the current term was contracted or renewed (decides the 2020-12-10 rule); `startsOn` when not given. */
  readonly contractDate?: PolicyDate;
  readonly termOrigin: LeaseTermOrigin;
  /** The day the last increase of deposit or rent took effect; `startsOn` when not given. */
  readonly lastIncreaseOn?: PolicyDate;
};

type LoanCommon = {
  readonly balance: Won;
  /** The loan's rate now, in thousandths of a percent (4.2 % is 4_200). */
  readonly rateMilli: number;
  readonly drawnOn: PolicyDate;
  readonly maturesOn: PolicyDate;
  readonly extensionsUsed: number;
};

/** A 주택도시기금 버팀목 loan. */
export type FundLoan = LoanCommon & {
  readonly kind: FundProductKind;
  /** The product's limit for the whole loan, for a deposit increase. */
  readonly productLimit?: Won;
  /** The product's loan-to-deposit share for a renewal increase (80 % when not given, stated). */
  readonly loanToDepositPercent?: number;
};

/** A 버팀목 loan at renewal: the loan, its next extension, and what it may grow by with a higher deposit. */
export type FundAtRenewal = {
  readonly loan: FundLoan;
  readonly extension: FundExtension;
  /** Null when the deposit does not rise. */
  readonly increaseLimit: Won | null;
};

/** A bank jeonse loan under an HF, HUG or SGI guarantee. */
export type BankLoan = LoanCommon & {
  readonly kind: 'BANK';
  readonly guarantor: Guarantor;
  /** The rented home lies in 수도권 (every 규제지역 does). */
  readonly isMetroArea: boolean;
  readonly houseOwnership?: DsrHouseOwnership;
  /** The day the current lease was signed with its deposit paid (the 10·15 DSR rule's transition). */
  readonly leaseSignedOn?: PolicyDate;
};

export type CurrentLoan = FundLoan | BankLoan;

/** A cheaper loan to move to, and what moving costs. */
export type RefinanceOffer = {
  readonly rateMilli: number;
  /** The current lender's prepayment fee rate (its own terms), in thousandths of a percent. */
  readonly prepaymentFeeRateMilli: number;
  /** The new loan's yearly guarantee fee rate, in thousandths of a percent. */
  readonly guaranteeFeeRateMilli: number;
  readonly nextRepricingOn?: PolicyDate;
};

/** The lease offered at the next home, and what is known of moving there. */
export type NextHome = DepositAndRent & {
  /**
   * The offer's monthly cost as the rent-offer engine prices it for this person (`nextHomeOfferCost(…).monthlyTotal`:
   * its loan, own funds' lost interest, one-off costs over 24 months and 월세 세액공제, without 관리비). The engine
   * needs the person's loan profile and the market rates, which the renewal input does not hold, so the caller
   * prices the offer. Without it there is no stay-or-move comparison.
   */
  readonly monthlyTotal?: Won;
  /** The person's own estimate of the move (이사비, 청소 …); 0 when not given, stated by the plan. */
  readonly movingCost?: Won;
};

/** Everything the renewal plan reads; each part beyond the lease is asked only when it changes the answer. */
export type RenewalPlanInput = {
  readonly lease: CurrentLease;
  /** What the landlord asks for the renewed term. */
  readonly landlordOffer?: DepositAndRent;
  /** The day the tenant's notice to leave reaches the landlord (for the 3-month exit); today when not given. */
  readonly exitNoticeOn?: PolicyDate;
  readonly minorChildren?: number;
  readonly loan?: CurrentLoan;
  /** The deposit-return guarantee held, and its yearly fee rate on the deposit when known. */
  readonly guarantee?: { readonly guarantor: Guarantor; readonly yearlyFeeRateMilli?: number };
  readonly plannedMoveOn?: PolicyDate;
  readonly refinanceOffer?: RefinanceOffer;
  /** The lease offered at the next home, for the brokerage fee of a move and the stay-or-move comparison. */
  readonly nextHome?: NextHome;
};

/** The day the plan is made and the 한국은행 기준금리 of that day from the rate feed, in thousandths of a percent. */
export type RenewalPlanContext = { readonly today: PolicyDate; readonly baseRateMilli: number };
