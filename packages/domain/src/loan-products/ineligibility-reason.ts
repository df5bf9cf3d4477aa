/**
 * Why a product is not available, as a stable code the screens and analytics can count, with the short name of
 * its rule for sentences that count them ("소득 기준(5개 상품)"). Written once: the codes are these keys.
 */
export const INELIGIBILITY_REASON_LABELS = {
  HOUSE_OWNERSHIP_NOT_ALLOWED: '주택 보유 기준',
  NET_ASSET_OVER_CAP: '순자산 기준',
  AREA_OVER_CAP: '전용면적 기준',
  INCOME_OVER_CAP: '소득 기준',
  INCOME_TOO_LOW: '소득으로 정해지는 한도',
  DEPOSIT_OVER_CAP: '보증금 기준',
  NO_LOAN_LIMIT: '빌릴 수 있는 금액',
  MONTHLY_RENT_REQUIRED: '월세 계약 여부',
  MONTHLY_RENT_OVER_CAP: '월세 기준',
  AGE_OUT_OF_RANGE: '나이 기준',
  NOT_NEWLYWED: '신혼부부 기준',
  NO_NEWBORN: '신생아 기준',
  NOT_SINGLE_HOUSEHOLD: '단독세대 기준',
  NOT_ENOUGH_CHILDREN: '자녀 수 기준',
  REGION_NOT_COVERED: '지역 기준',
  HOUSING_TYPE_NOT_COVERED: '주택 유형 기준',
  DEPOSIT_RETURN_GUARANTEE_REFUSED: '반환보증 가입 기준',
  OWNERSHIP_TRANSFER_CONTRACT: '소유권이전 조건부 전세대출 금지',
  OWNED_HOME_OVER_900M: '고가 주택 보유 기준',
  NO_DEPOSIT_DAMAGE: '전세피해 여부',
  DAMAGED_DEPOSIT_OVER_CAP: '피해 주택 보증금 기준',
  DEPOSIT_LOSS_TOO_SMALL: '보증금 피해 비율 기준',
  NO_LEASEHOLD_REGISTRATION: '임차권등기 여부',
  NOT_DECIDED_FRAUD_VICTIM: '전세사기피해자 결정 여부',
} as const satisfies Readonly<Record<string, string>>;

export type IneligibilityReasonCode = keyof typeof INELIGIBILITY_REASON_LABELS;

/**
 * The codes in the order written above, which is the order ties are broken in ("소득 기준" before "보증금 기준"):
 * `Object.keys` keeps the insertion order of string keys.
 */
export const INELIGIBILITY_REASON_CODES = Object.keys(
  INELIGIBILITY_REASON_LABELS,
) as readonly IneligibilityReasonCode[];

/** One failed rule: its code and a Korean sentence with the person's actual figures. */
export type IneligibilityReason = {
  readonly code: IneligibilityReasonCode;
  readonly message: string;
};

/**
 * A rule the form cannot check that decides whether the person really gets the product: the product stays
 * eligible and the report states the condition instead of guessing against the person (issue 13).
 */
export const PRODUCT_CONDITION_CODES = [
  'MILITARY_SERVICE_AGE_EXTENSION',
  'OWNED_APARTMENT_IN_OVERHEATED_AREA',
  'JEONSE_INTEREST_COUNTS_IN_DSR',
  'PREFERRED_BORROWER_RATE',
  'HOUSE_VALUE_UNKNOWN',
  'OWNER_UNCHANGED_ON_BALANCE_DAY',
  'HUG_GUARANTEE_SHARE_REDUCED',
  // No longer given (issue 47 #4: an announced cap is named in the refusal); kept so stored reports still read.
  'ANNOUNCED_INCOME_CAP',
  'SINGLE_HOUSE_CAPITAL_LIMIT',
  'NET_ASSET_CAP_ON_POLICY_DATE',
  'OWNED_HOME_VALUE_UNKNOWN',
  'REPAYMENT_ABILITY_SCREENED',
  'ELECTRONIC_CONTRACT_RATE',
  'CHILD_PREFERENCE_TERM',
  // Issue 49 #4 (ADR 0044): the deposit-damage products.
  'DEPOSIT_LOSS_UNKNOWN',
  'LEASEHOLD_REGISTRATION_UNKNOWN',
  'FRAUD_VICTIM_DECISION_UNKNOWN',
  'NET_ASSET_AMOUNT_UNKNOWN',
  'RATE_GRID_UNCONFIRMED',
  'NOT_COMPARED_WITH_LEASE_LOANS',
  'UNCONFIRMED_PRODUCT_TERM',
] as const;

export type ProductConditionCode = (typeof PRODUCT_CONDITION_CODES)[number];

/** One condition: its code and the Korean sentence that spells it out. */
export type ProductCondition = {
  readonly code: ProductConditionCode;
  readonly message: string;
};
