import type { Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import type { Won } from '../money/won.ts';
import type { DatedValue } from './dated-value.ts';
import type { GuaranteeFeePolicy } from './guarantee-fee.ts';
import type { ProductConditionCode } from './ineligibility-reason.ts';
import type { Bank, LoanProductCode } from './loan-product.ts';
import type { HouseOwnershipType, RentHousingType } from './loan-profile.ts';
import type { RateGrid } from './rate-grid.ts';

/**
 * A loan product's terms as its lender publishes them: who may borrow, for which lease, how much, at what rate and
 * under which guarantee. Data only: one interpreter (`assessTerms`) reads every product's terms, the cheapest split
 * reads their breakpoints (`termsBreakpoints`), and a rule change is an edit of a figure here, never of code.
 */
export type ProductTerms = {
  /** Its prefix names the institution (`institutionOf`). */
  readonly code: LoanProductCode;
  readonly name: string;
  /** NOTE: plausible lender sets, not a contract with any bank: data to update, not a rule. */
  readonly availableBanks: readonly Bank[];
  readonly features: readonly [string, string, string];
  /** Some figure rests on an unconfirmed rule [U]: the screen says "추정". */
  readonly isEstimate?: true;
  /** The texts the figures were read from, with the date read and a certainty mark ([P], [S], [U]). */
  readonly source: string;
  readonly borrower: BorrowerTerms;
  readonly lease: LeaseTerms;
  readonly limit: LimitTerms;
  readonly rate: RateTerms;
  readonly guaranteeFee: GuaranteeFeePolicy;
  /** What the form cannot check and the answer always depends on (the product stays eligible). */
  readonly conditions?: readonly { readonly code: ProductConditionCode; readonly message: string }[];
};

/** A figure that differs between 수도권 and the rest of the country. */
export type Regional<Value> = { readonly capital: Value; readonly other: Value };

/**
 * A household the terms single out. The first matching case of a `PerHousehold` figure applies.
 * 'NEWLYWED' is 혼인 7년 이내 or 결혼 예정; 'TWO_OR_MORE_CHILDREN' counts minor children.
 */
export type HouseholdTest =
  | 'NEWLYWED'
  | 'MARRIED'
  | 'DUAL_INCOME'
  | 'TWO_OR_MORE_CHILDREN'
  | { readonly singleUnderAge: number }
  | { readonly ageFrom: number; readonly ageTo: number; readonly incomeUpTo: Won }
  | { readonly newlywedWithIncomeUpTo: Won }
  | { readonly anyOf: readonly HouseholdTest[] };

/** A figure that is the same for every household, or that differs by household: the first matching case wins. */
export type PerHousehold<Value> = Value | ByHousehold<Value>;

/** Cases tried in order, each a household test and its figure, and the figure for everyone else. */
export type ByHousehold<Value> = {
  readonly byHousehold: readonly (readonly [HouseholdTest, Value])[];
  readonly otherwise: Value;
};

/** An income cap as the lender's page states it; a higher one announced but not on the page is only named. */
export type IncomeCap = {
  readonly cap: Won;
  /** Whose income: the couple's (부부합산) or the applicant's own. */
  readonly of: 'HOUSEHOLD' | 'OWN';
  /** How the refusal names the income, e.g. '부부합산 연소득'. */
  readonly label: string;
  /** Which cap the refusal names, e.g. '외벌이 ' (empty for the product's only cap). */
  readonly basis?: string;
  /**
   * A raised cap announced but not on the lender's page (ADR 0027, 0041): a refusal of an income up to it ends with
   * `note`, which names the announcement.
   */
  readonly announced?: { readonly cap: Won; readonly note: string };
};

export type BorrowerTerms = {
  readonly region?: 'SEOUL';
  /** Who the product is for, when it is for one kind of household only. */
  readonly household?:
    | { readonly kind: 'NEWBORN' }
    | { readonly kind: 'NEWLYWED'; readonly plannedWithinMonths: number }
    | { readonly kind: 'CHILDREN'; readonly atLeast: number };
  /**
   * 만 나이, inclusive; `extendedUpTo` is the fund's extension for a 청년 at a 중소·중견기업 or with startup support
   * who served (a condition past `max`).
   */
  readonly age?: { readonly min: number; readonly max: number; readonly extendedUpTo?: number };
  /** 단독세대주 only. */
  readonly singleHousehold?: true;
  readonly homes: readonly HouseOwnershipType[];
  /** 가구 순자산 상한 (the form asks only whether it is over). */
  readonly netAssetCap?: DatedValue<Won>;
  /** 전용면적 상한 in ㎡, and who the refusal names when the cap is a household's own. */
  readonly maxArea?: PerHousehold<{ readonly squareMeters: number; readonly who: string }>;
  readonly incomeCap?: PerHousehold<IncomeCap>;
  /**
   * A 순자산 cap above the form's yes/no question (3.45억), read from the 순자산 amount a renter who reported a lost
   * deposit gives (`netAssets`); not given, a 아니요 to the question passes and a 예 makes it a condition.
   */
  readonly netAssetAmountCap?: DatedValue<Won>;
  /** A product for a renter whose deposit was lost (issue 49 #4): listed only when the renter reports it. */
  readonly depositDamage?: DepositDamageTerms;
};

/** What a deposit-damage product asks of the lost lease and of the renter (ADR 0044). */
export type DepositDamageTerms = {
  /** The damaged lease's deposit at most this. */
  readonly damagedDepositCap?: Won;
  /** At least this % of that deposit not returned (lost × 100 ≥ deposit × %). */
  readonly minLostPercent?: number;
  /** 임차권등기 on the registry (the 대환). */
  readonly leaseholdRegistration?: true;
  /** Decided a 전세사기피해자 by the committee. */
  readonly decidedFraudVictim?: true;
};

export type LeaseTerms = {
  /** 임차보증금 상한 (a regional one names the region in the refusal). */
  readonly depositCap?: PerHousehold<Won | Regional<Won>>;
  readonly housingTypes?: readonly RentHousingType[];
  /** 월세 상한; `required` for a product of 보증부월세 leases, asked right after the borrower's age. */
  readonly monthlyRent?: { readonly cap: Won; readonly required: boolean };
  /** Sold only with this guarantor's 전세보증금반환보증: its 전세가율 cap decides when the house value is known. */
  readonly depositReturnGuarantee?: Guarantor;
};

/** 24 months of rent lent with (or instead of) the deposit loan, per month at most. */
export type RentFinancing = { readonly perMonth: Won; readonly months: number };

export type LimitTerms =
  | DepositLimit
  /** It lends the rent only, never the deposit (주거안정 월세대출). */
  | { readonly kind: 'RENT_ONLY'; readonly rent: RentFinancing }
  | OtherPurposeLimit;

/**
 * A loan for something other than this lease (issue 49 #4, ADR 0044): refinancing the damaged lease's loan (대환) or
 * buying a home. It pays none of this lease's deposit, so it is listed with its cap but never compared or ranked.
 */
export type OtherPurposeLimit = {
  readonly kind: 'OTHER_PURPOSE';
  readonly purpose: 'REFINANCE' | 'PURCHASE';
  readonly cap: Won;
};

/** A deposit loan's limit: min(cap, deposit × ratio %), floored to 10만원. Ratios are below 100. */
export type DepositLimit = {
  readonly kind: 'DEPOSIT';
  readonly ratioPercent: PerHousehold<number>;
  readonly cap: PerHousehold<Won | Regional<Won>>;
  /** 부부합산 연소득 × this % caps the limit too (HF 일반전세). */
  readonly incomeMultiplePercent?: number;
  /** Rent lent on top of the deposit part (청년 보증부월세). */
  readonly rent?: RentFinancing;
};

/** The 기금 preferences a product grants besides the fund-wide ones (small loan, outside 수도권). */
export type FundPreferences = {
  readonly children: boolean;
  readonly smeYouth: boolean;
  /** 부동산 거래 전자계약 0.1 %p, while it runs (`electronicContractPreferenceOn`). */
  readonly electronicContract: boolean;
  /** 만 25세 미만 단독세대 in at most this area. */
  readonly under25Single?: { readonly singleUnderAge: number; readonly maxArea: number };
};

export type RateTerms =
  | { readonly kind: 'FUND_GRID'; readonly grid: RateGrid; readonly preferences: FundPreferences }
  | { readonly kind: 'FIXED'; readonly percent: number }
  | {
      readonly kind: 'MARKET';
      readonly base: 'cofixNewBalance' | 'financeBond6M';
      readonly marginPercent: number;
      /** What a local government pays of the rate: a flat %p, or by income band plus per child. */
      readonly support?: number | SupportByIncome;
    };

export type SupportByIncome = {
  readonly byIncome: readonly { readonly upTo: Won; readonly percent: number }[];
  /** Added %p by minor children: none, 1, 2, 3 or more. */
  readonly perChildren: readonly [number, number, number, number];
};
