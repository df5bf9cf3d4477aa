import type { Won } from '../money/won.ts';

// Enum values of docs/api.md "Loan advice"; packages/contracts/src/enums.ts holds the same values
// (its test checks they stay equal).
export const MARITAL_STATUSES = ['SINGLE', 'ENGAGED', 'NEWLY_MARRIED', 'MARRIED'] as const;
export const CHILD_STATUSES = ['NO_CHILD', 'ONE_CHILD', 'TWO_CHILD', 'THREE_OR_MORE_CHILDREN'] as const;
export const HOUSE_OWNERSHIP_TYPES = ['NO_HOUSE', 'SINGLE_HOUSE', 'MULTI_HOUSE'] as const;
/** APARTMENT 아파트, OFFICETEL 오피스텔, HOUSEHOLD_HOUSE 연립·다세대, FAMILY_HOUSE 단독·다가구. */
export const RENT_HOUSING_TYPES = ['APARTMENT', 'OFFICETEL', 'HOUSEHOLD_HOUSE', 'FAMILY_HOUSE'] as const;
/** "잔금일에 집주인이 바뀌나요?": 예 / 아니요 / 모르겠어요 (소유권이전 조건부 전세대출, ADR 0028). */
export const OWNERSHIP_TRANSFER_ANSWERS = ['YES', 'NO', 'UNKNOWN'] as const;

export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type ChildStatus = (typeof CHILD_STATUSES)[number];
export type HouseOwnershipType = (typeof HOUSE_OWNERSHIP_TYPES)[number];
export type RentHousingType = (typeof RENT_HOUSING_TYPES)[number];
export type OwnershipTransferAnswer = (typeof OWNERSHIP_TRANSFER_ANSWERS)[number];

/**
 * The loan form (docs/product-spec.md §3 "Loan form state", api.md `LoanProfile`). Amounts in 원, age in
 * 만 나이, `exclusiveArea` in ㎡, `districtCode` the 10-digit 법정동 code.
 */
export type LoanProfile = {
  readonly rentalDeposit: Won;
  readonly monthlyRent: Won;
  readonly cashOnHand: Won;
  readonly age: number;
  readonly maritalStatus: MaritalStatus;
  readonly annualIncome: Won;
  /** Counted only when the person is not SINGLE (예비 배우자 included for ENGAGED). */
  readonly spouseAnnualIncome: Won;
  readonly childStatus: ChildStatus;
  /** A child born within the last 2 years (신생아 특례). */
  readonly hasNewborn: boolean;
  readonly isSMEEmployee: boolean;
  readonly houseOwnershipType: HouseOwnershipType;
  readonly isNetAssetOver345M: boolean;
  readonly rentHousingType: RentHousingType;
  readonly exclusiveArea: number;
  readonly buildingName: string;
  readonly districtCode: string;
  readonly dongName: string;
  readonly jibun: string;
  /**
   * Whether the landlord changes on the 잔금일 (the house is being sold and the buyer pays with the deposit):
   * a guaranteed jeonse loan is barred for such a contract in 수도권·규제지역 from 2025-06-28 (ADR 0028).
   * Forms stored before the question was asked lack it: missing means 'UNKNOWN', never a guess.
   */
  readonly ownershipTransferOnBalanceDay?: OwnershipTransferAnswer | null;
  /**
   * 기초생활수급권자·차상위계층·한부모가구: the 기금's preference cap is 1.0 %p for them (issue 47 #2). Asked only when
   * it can change a rate (`lowIncomeOrSingleParentCapMatters`); missing means not asked, and the answer says the
   * higher cap as a condition where it would lower the rate.
   */
  readonly isLowIncomeOrSingleParent?: boolean | null;
  /**
   * A 1주택자's home is worth over 9억원 (시가): no HF·HUG·SGI guarantee (issue 47 #9). Asked of 1주택자 only;
   * missing means not asked, and the answer states the rule as a condition.
   */
  readonly isOwnedHomeOver900M?: boolean | null;
  /**
   * The lease is signed through the 부동산 거래 전자계약 system: 0.1 %p off a 기금 rate for applications until
   * 2026-12-31, first term only (issue 47 #2). Asked while the preference runs; missing means not asked, and the
   * answer says the lower rate as a condition.
   */
  readonly isElectronicContract?: boolean | null;
  /**
   * What the house is worth and what ranks before the deposit (issue 12), all optional: the 시세 or 매매가,
   * the 공시가격, and the 선순위 채권 (근저당 채권최고액 and 선순위 보증금). Unknown values make the guarantee
   * rules a condition, not a refusal.
   */
  readonly housePrice?: Won | null;
  readonly officialPrice?: Won | null;
  readonly priorLiens?: Won | null;
  /**
   * A renter whose deposit was not returned (issue 49 #4, ADR 0044): the deposit of that lease (the 전세피해 주택).
   * Given means the renter reported a lost deposit, and the fund's deposit-damage products are listed; missing
   * means not reported, and the answer is the one before these products existed.
   */
  readonly damagedLeaseDeposit?: Won | null;
  /** How much of that deposit was not returned (at most `damagedLeaseDeposit`). */
  readonly lostDepositAmount?: Won | null;
  /** 임차권등기 of the damaged lease is on the registry (the 대환 needs it); missing means not asked. */
  readonly hasLeaseholdRegistration?: boolean | null;
  /** Decided a 전세사기피해자 by the committee (전세사기피해자법); missing means not asked. */
  readonly isDecidedFraudVictim?: boolean | null;
  /**
   * 가구 순자산 in 원, asked only of a renter who reported a lost deposit: the deposit-damage products' cap (5.11억 in
   * 2026) lies above the form's yes/no question (3.45억).
   */
  readonly netAssets?: Won | null;
};

/** The optional deposit-damage fields (issue 49 #4), kept out of the form's required order. */
export const DEPOSIT_DAMAGE_FIELDS = [
  'damagedLeaseDeposit',
  'lostDepositAmount',
  'hasLeaseholdRegistration',
  'isDecidedFraudVictim',
  'netAssets',
] as const satisfies readonly (keyof LoanProfile)[];

export type DepositDamageField = (typeof DEPOSIT_DAMAGE_FIELDS)[number];

/**
 * Whether the renter reported a lost deposit: only then are the fund's deposit-damage products listed.
 * @example reportsDepositDamage({ damagedLeaseDeposit: 200_000_000 }) // true
 */
export function reportsDepositDamage(profile: Pick<LoanProfile, 'damagedLeaseDeposit'>): boolean {
  return profile.damagedLeaseDeposit !== undefined && profile.damagedLeaseDeposit !== null;
}

/** The optional house-value fields, kept out of the form's required order. */
export const HOUSE_VALUE_FIELDS = [
  'housePrice',
  'officialPrice',
  'priorLiens',
] as const satisfies readonly (keyof LoanProfile)[];

/**
 * The answer to "잔금일에 집주인이 바뀌나요?", with a form stored before the question existed read as 'UNKNOWN'.
 * @example ownershipTransferAnswerOf(profileWithoutTheAnswer) // 'UNKNOWN'
 */
export function ownershipTransferAnswerOf(
  profile: Pick<LoanProfile, 'ownershipTransferOnBalanceDay'>,
): OwnershipTransferAnswer {
  return profile.ownershipTransferOnBalanceDay ?? 'UNKNOWN';
}

/** Every field of the loan form, in the form's order. */
export const LOAN_PROFILE_FIELDS = [
  'rentalDeposit',
  'monthlyRent',
  'cashOnHand',
  'age',
  'maritalStatus',
  'annualIncome',
  'spouseAnnualIncome',
  'childStatus',
  'hasNewborn',
  'isSMEEmployee',
  'houseOwnershipType',
  'isNetAssetOver345M',
  'rentHousingType',
  'exclusiveArea',
  'buildingName',
  'districtCode',
  'dongName',
  'jibun',
  'ownershipTransferOnBalanceDay',
] as const satisfies readonly (keyof LoanProfile)[];

export type LoanProfileField = (typeof LOAN_PROFILE_FIELDS)[number];

/**
 * A loan form being filled in (pre-terms): `undefined` or `null` means "not answered yet", never
 * a guess against the person.
 */
export type PartialLoanProfile = { readonly [Field in keyof LoanProfile]?: LoanProfile[Field] | null };
