import { formatPayment, formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import type {
  IneligibilityReason,
  IneligibilityReasonCode,
  ProductCondition,
  ProductConditionCode,
} from './ineligibility-reason.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { formatPolicyDate } from '../policy/format-policy-date.ts';
import { valueOn } from './dated-value.ts';
import type { LoanFacts } from './loan-facts.ts';
import { SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR } from './single-house-dsr-condition.ts';
import { ownedHomeBanSince } from './owned-home-value-ban.ts';
import type { ProductAssessment } from './loan-product.ts';
import type { HouseOwnershipType, RentHousingType } from './loan-profile.ts';
import type { BorrowerTerms, DepositDamageTerms, IncomeCap } from './product-terms.ts';
import { regionLabel } from './region-of.ts';
import {
  depositCapRefusal,
  guaranteeDepositCap,
  guaranteeProductName,
  jeonseRatioRefusal,
  maxDepositByJeonseRatio,
  priorLiensOverGuarantorLimit,
  priorLiensRefusal,
  rentCountedAgainstCap,
} from '../jeonse-safety/deposit-return-guarantee.ts';
import type { DepositReturnGuaranteeTerms, Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import { houseValueForGuarantee } from '../jeonse-safety/house-value-for-guarantee.ts';

// The shared rules of §5. Each check appends a reason when it fails and never stops the others:
// the report lists every failed rule, not just the first.

/**
 * Where checks put failed rules (`list`) and the conditions the form cannot check (`conditions`). Sentences
 * are built only when `explain` is on: the live estimate runs the rules hundreds of times and needs the
 * codes only (formatting amounts dominates the cost).
 */
export type Reasons = {
  readonly explain: boolean;
  readonly list: IneligibilityReason[];
  readonly conditions: ProductCondition[];
};

/** A fresh, empty list of failed rules and conditions. */
export function reasonList(explain: boolean): Reasons {
  return { explain, list: [], conditions: [] };
}

function add(reasons: Reasons, code: IneligibilityReasonCode, message: () => string): void {
  reasons.list.push({ code, message: reasons.explain ? message() : '' });
}

/** A product's answer: the failed rules and conditions collected in `reasons`, and its terms. */
export function assessmentOf(
  reasons: Reasons,
  terms: Omit<ProductAssessment, 'reasons' | 'conditions'>,
): ProductAssessment {
  return { reasons: reasons.list, conditions: reasons.conditions, ...terms };
}

/** Records a condition the product depends on (the product stays eligible). */
export function addCondition(reasons: Reasons, code: ProductConditionCode, message: () => string): void {
  reasons.conditions.push({ code, message: reasons.explain ? message() : '' });
}

const OWNERSHIP_LABEL: Readonly<Record<HouseOwnershipType, string>> = {
  NO_HOUSE: '무주택자',
  SINGLE_HOUSE: '1주택자',
  MULTI_HOUSE: '다주택자',
};

/** 무주택 only, or 무주택 and 1주택. */
export function checkHouseOwnership(reasons: Reasons, facts: LoanFacts, allowed: readonly HouseOwnershipType[]): void {
  const owned = facts.profile.houseOwnershipType;
  if (allowed.includes(owned)) return;
  add(reasons, 'HOUSE_OWNERSHIP_NOT_ALLOWED', () => {
    const who = allowed.map((type) => OWNERSHIP_LABEL[type]).join('나 ');
    return `${who}만 받을 수 있는데 ${OWNERSHIP_LABEL[owned]}로 입력하셨어요.`;
  });
}

/** The figure the form asks about: "가구 순자산이 3억 4,500만원을 넘나요?". */
const NET_ASSET_ASKED: Won = 345_000_000;

/**
 * 순자산 기준: the form asks only whether the assets pass 3.45억. Over it is over any lower cap too; not over it, a
 * lower cap of the policy date (3.37억 in 2025) is a stated condition.
 */
export function checkNetAsset(reasons: Reasons, facts: LoanFacts, netAssetCap: Won): void {
  if (facts.profile.isNetAssetOver345M) {
    add(reasons, 'NET_ASSET_OVER_CAP', () => `가구 순자산이 ${formatWon(netAssetCap)}을 넘으면 받을 수 없어요.`);
  } else if (netAssetCap < NET_ASSET_ASKED) {
    addCondition(
      reasons,
      'NET_ASSET_CAP_ON_POLICY_DATE',
      () =>
        `기준일의 가구 순자산 기준은 ${formatWon(netAssetCap)}이라 물어본 ${formatWon(NET_ASSET_ASKED)}보다 낮아요. 순자산이 ${formatWon(netAssetCap)}을 넘으면 받을 수 없어요.`,
    );
  }
}

/**
 * A 순자산 cap above the form's yes/no question (the deposit-damage products, ADR 0044): the amount when given;
 * otherwise a 아니요 to "over 3.45억?" passes a higher cap, and anything else is a condition, never a guess.
 */
export function checkNetAssetAmount(reasons: Reasons, facts: LoanFacts, netAssetCap: Won): void {
  const { netAssets, isNetAssetOver345M } = facts.profile;
  if (netAssets !== undefined && netAssets !== null) {
    if (netAssets <= netAssetCap) return;
    add(
      reasons,
      'NET_ASSET_OVER_CAP',
      () =>
        `가구 순자산이 ${formatWon(netAssetCap)} 이하여야 받을 수 있는데, 입력한 순자산은 ${formatWon(netAssets)}이에요.`,
    );
    return;
  }
  if (!isNetAssetOver345M && netAssetCap >= NET_ASSET_ASKED) return;
  addCondition(
    reasons,
    'NET_ASSET_AMOUNT_UNKNOWN',
    () => `가구 순자산이 ${formatWon(netAssetCap)} 이하여야 받을 수 있어요. 순자산을 알려주면 확인해 드려요.`,
  );
}

/**
 * The deposit-damage rules (issue 49 #4, ADR 0044): a lost deposit reported, the damaged lease's deposit cap, the
 * share lost, the 임차권등기 and the 전세사기피해자 decision. A yes/no not answered is a condition, a no a refusal.
 */
export function checkDepositDamage(reasons: Reasons, facts: LoanFacts, terms: DepositDamageTerms): void {
  const { damagedLeaseDeposit: deposit, lostDepositAmount: lost } = facts.profile;
  if (deposit === undefined || deposit === null) {
    add(reasons, 'NO_DEPOSIT_DAMAGE', () => '전세 보증금을 돌려받지 못한 전세피해 임차인만 받을 수 있어요.');
    return;
  }
  const { damagedDepositCap: cap, minLostPercent: minPercent } = terms;
  if (cap !== undefined && deposit > cap) {
    add(
      reasons,
      'DAMAGED_DEPOSIT_OVER_CAP',
      () => `피해를 입은 집의 보증금이 ${formatWon(cap)} 이하여야 받을 수 있는데 ${formatWon(deposit)}이에요.`,
    );
  }
  if (minPercent !== undefined) {
    if (lost === undefined || lost === null) {
      addCondition(
        reasons,
        'DEPOSIT_LOSS_UNKNOWN',
        () => `피해를 입은 집의 보증금 중 ${minPercent}% 이상을 돌려받지 못했어야 받을 수 있어요.`,
      );
    } else if (lost * 100 < deposit * minPercent) {
      add(
        reasons,
        'DEPOSIT_LOSS_TOO_SMALL',
        () =>
          `보증금의 ${minPercent}% 이상을 돌려받지 못했어야 받을 수 있는데, 돌려받지 못한 돈은 보증금 ${formatWon(deposit)} 중 ${formatWon(lost)}이에요.`,
      );
    }
  }
  if (terms.leaseholdRegistration) {
    const registered = facts.profile.hasLeaseholdRegistration;
    if (registered === false) {
      add(reasons, 'NO_LEASEHOLD_REGISTRATION', () => '피해를 입은 집에 임차권등기를 해야 받을 수 있어요.');
    } else if (registered !== true) {
      addCondition(
        reasons,
        'LEASEHOLD_REGISTRATION_UNKNOWN',
        () => '피해를 입은 집의 임차권등기가 등기부에 올라가 있어야 받을 수 있어요.',
      );
    }
  }
  if (terms.decidedFraudVictim) {
    const decided = facts.profile.isDecidedFraudVictim;
    if (decided === false) {
      add(reasons, 'NOT_DECIDED_FRAUD_VICTIM', () => '전세사기피해자로 결정을 받아야 받을 수 있어요.');
    } else if (decided !== true) {
      addCondition(
        reasons,
        'FRAUD_VICTIM_DECISION_UNKNOWN',
        () => '전세사기피해자 결정을 받은 사람만 받을 수 있어요. 결정을 받았는지 확인해 보세요.',
      );
    }
  }
}

/** 전용면적 상한 in ㎡. */
export function checkExclusiveArea(reasons: Reasons, facts: LoanFacts, maxArea: number, who = ''): void {
  const area = facts.profile.exclusiveArea;
  if (area <= maxArea) return;
  add(reasons, 'AREA_OVER_CAP', () => `${who}전용면적 ${maxArea}㎡ 이하 주택만 받을 수 있는데 ${area}㎡예요.`);
}

/**
 * An income cap as the lender's page states it (issue 47 #4, ADR 0041): above it the product is refused; between it
 * and a higher cap announced but not on the page, the refusal names the announcement (ADR 0027's conditional yes
 * made products look available that the lender refuses).
 */
export function checkIncomeCap(
  reasons: Reasons,
  income: Won,
  cap: Won,
  label: string,
  basis = '',
  announced?: IncomeCap['announced'],
): void {
  if (income <= cap) return;
  const note = announced !== undefined && income <= announced.cap ? ` ${announced.note}` : '';
  add(
    reasons,
    'INCOME_OVER_CAP',
    () => `${label} ${formatWon(income)}이 ${basis}소득 기준 ${formatWon(cap)}을 넘어요.${note}`,
  );
}

/** A deposit cap by region (`byRegion`) or the same everywhere. */
export function checkDepositCap(reasons: Reasons, facts: LoanFacts, cap: Won, byRegion: boolean): void {
  const deposit = facts.profile.rentalDeposit;
  if (deposit <= cap) return;
  const where = byRegion ? `${regionLabel(facts.region)} ` : '';
  add(
    reasons,
    'DEPOSIT_OVER_CAP',
    () => `임차보증금 ${formatWon(deposit)}이 ${where}보증금 기준 ${formatWon(cap)}을 넘어요.`,
  );
}

/** A limit that floors to 0: a deposit too small to lend against. */
export function checkLoanLimitPositive(reasons: Reasons, facts: LoanFacts, depositLoanLimit: Won): void {
  if (depositLoanLimit > 0) return;
  const deposit = facts.profile.rentalDeposit;
  add(reasons, 'NO_LOAN_LIMIT', () =>
    deposit === 0
      ? '임차보증금이 있어야 받을 수 있어요.'
      : `임차보증금 ${formatWon(deposit)}으로는 빌릴 수 있는 금액이 10만원이 안 돼요.`,
  );
}

/** A rent-only loan (24 months of rent) that floors to 0: a rent too small to lend against. */
export function checkRentLoanLimitPositive(reasons: Reasons, facts: LoanFacts, rentLoanLimit: Won): void {
  if (rentLoanLimit > 0) return;
  const rent = facts.profile.monthlyRent;
  add(
    reasons,
    'NO_LOAN_LIMIT',
    () => `월세 ${formatPayment(rent)}으로는 빌릴 수 있는 금액(24개월분)이 10만원이 안 돼요.`,
  );
}

/** 만 나이 range, inclusive. */
export function checkAge(reasons: Reasons, facts: LoanFacts, min: number, max: number): void {
  const age = facts.profile.age;
  if (age >= min && age <= max) return;
  add(reasons, 'AGE_OUT_OF_RANGE', () => `만 ${age}세는 나이 기준(만 ${min}~${max}세)에 맞지 않아요.`);
}

/**
 * The fund's 청년 age limit and its extension: a 청년 who works at a 중소·중견기업 or gets startup support (창업
 * 관련 보증·자금) and has served (병역) may borrow up to `extendedMax`, by the length of the service. The form asks
 * neither the birthday nor the service, and of the work only 중소기업: an age in the extension is a condition naming
 * what is still unknown, not a refusal.
 */
export function checkYouthAgeWithExtension(
  reasons: Reasons,
  facts: LoanFacts,
  min: number,
  max: number,
  extendedMax: number,
): void {
  const age = facts.profile.age;
  if (age < min || age > extendedMax) {
    add(
      reasons,
      'AGE_OUT_OF_RANGE',
      () =>
        `만 ${age}세는 나이 기준(만 ${min}~${max}세, 중소·중견기업 재직이나 창업 지원을 받으며 병역을 마쳤다면 최대 만 ${extendedMax}세)에 맞지 않아요.`,
    );
    return;
  }
  if (age <= max) return;
  const work = facts.profile.isSMEEmployee
    ? '중소기업에 다니고 병역을 마친 경우에만'
    : '중견기업에 다니거나 창업 관련 보증·자금 지원을 받고 있고, 병역을 마친 경우에만';
  addCondition(
    reasons,
    'MILITARY_SERVICE_AGE_EXTENSION',
    () =>
      `만 ${age}세라서 ${work} 받을 수 있어요. 만 ${max + 1}세 생일부터 지난 기간이 병역 복무기간보다 짧아야 해요(최대 만 ${extendedMax}세).`,
  );
}

/**
 * What a 1주택자 must know before a guaranteed jeonse loan (FSC FAQ 2025-06-30 Q1②·Q3–Q4, 10·15 FAQ §5): an
 * apartment over 3억 in a 투기지역·투기과열지구 bars the guarantee, and in 수도권·규제지역 the loan's interest
 * counts in DSR from 2025-10-29 (stated only on the catalogue's editions from then). The form does not ask about
 * the owned home, so both are conditions.
 */
export function noteSingleHouseOwnerConditions(reasons: Reasons, facts: LoanFacts, policyDate: PolicyDate): void {
  if (facts.profile.houseOwnershipType !== 'SINGLE_HOUSE') return;
  addCondition(
    reasons,
    'OWNED_APARTMENT_IN_OVERHEATED_AREA',
    () =>
      '가진 집이 투기지역·투기과열지구(서울 전체와 경기 일부)에 있는 시가 3억원 초과 아파트라면 전세대출 보증을 받을 수 없어요.',
  );
  if (!facts.isCapital || !valueOn(SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR, policyDate)) return;
  addCondition(
    reasons,
    'JEONSE_INTEREST_COUNTS_IN_DSR',
    () =>
      '1주택자가 2025년 10월 29일부터 수도권·규제지역에서 새로 받거나 늘리는 전세대출은 이자가 DSR에 들어가서, 다른 대출 한도가 줄 수 있어요. 2025년 10월 28일까지 계약하고 계약금을 낸 집이면 들어가지 않아요.',
  );
}

/**
 * A 1주택자 whose home's 시가 is over 9억원 gets no guarantee from HF or HUG (2019-11-11) or SGI (2020-01-20): 예 is a
 * refusal, a form that did not ask states it as a condition, 아니요 passes (issue 47 #9).
 */
export function checkOwnedHomeValue(
  reasons: Reasons,
  facts: LoanFacts,
  policyDate: PolicyDate,
  guarantor: Guarantor,
): void {
  if (facts.profile.houseOwnershipType !== 'SINGLE_HOUSE') return;
  const since = ownedHomeBanSince(guarantor, policyDate);
  const answer = facts.profile.isOwnedHomeOver900M;
  if (since === null || answer === false) return;
  const rule = `${formatPolicyDate(since)}부터(시행일 원문 미확인) ${guarantor} 전세대출 보증을 받을 수 없어요`;
  if (answer === true) {
    add(reasons, 'OWNED_HOME_OVER_900M', () => `가진 집의 시가가 9억원을 넘는 1주택자는 ${rule}.`);
  } else {
    addCondition(reasons, 'OWNED_HOME_VALUE_UNKNOWN', () => `가진 집의 시가가 9억원을 넘으면 ${rule}.`);
  }
}

/** The kind of household a product is for: a 신혼부부, a household with a newborn, or with enough children. */
export function checkHousehold(reasons: Reasons, facts: LoanFacts, household: BorrowerTerms['household']): void {
  switch (household?.kind) {
    case undefined:
      return;
    case 'NEWLYWED':
      if (facts.isNewlywed) return;
      add(
        reasons,
        'NOT_NEWLYWED',
        () =>
          `혼인 7년 이내 신혼부부이거나 ${household.plannedWithinMonths}개월 안에 결혼할 예정이어야 받을 수 있어요.`,
      );
      return;
    case 'NEWBORN':
      if (facts.profile.hasNewborn) return;
      add(reasons, 'NO_NEWBORN', () => '2년 안에 아이를 낳은 가구만 받을 수 있어요.');
      return;
    case 'CHILDREN':
      if (facts.childCount >= household.atLeast) return;
      add(reasons, 'NOT_ENOUGH_CHILDREN', () => `미성년 자녀가 ${household.atLeast}명 이상이어야 받을 수 있어요.`);
  }
}

export function checkSingleHousehold(reasons: Reasons, facts: LoanFacts): void {
  if (facts.isSingleHousehold) return;
  add(reasons, 'NOT_SINGLE_HOUSEHOLD', () => '배우자나 자녀 없이 혼자 사는 단독세대주만 받을 수 있어요.');
}

export function checkSeoul(reasons: Reasons, facts: LoanFacts): void {
  if (facts.isSeoul) return;
  add(reasons, 'REGION_NOT_COVERED', () => '서울에 있는 집을 빌릴 때만 받을 수 있어요.');
}

/** 보증부월세: a monthly rent is required, up to `maxRent`. */
export function checkMonthlyRent(reasons: Reasons, facts: LoanFacts, maxRent: Won, required: boolean): void {
  const rent = facts.profile.monthlyRent;
  if (required && rent === 0) {
    add(reasons, 'MONTHLY_RENT_REQUIRED', () => '월세를 함께 내는 보증부월세 계약이어야 받을 수 있어요.');
    return;
  }
  if (rent > maxRent) {
    add(
      reasons,
      'MONTHLY_RENT_OVER_CAP',
      () => `월세 ${formatPayment(rent)}이 기준 ${formatPayment(maxRent)}을 넘어요.`,
    );
  }
}

const HOUSING_TYPE_LABEL: Readonly<Record<RentHousingType, string>> = {
  APARTMENT: '아파트',
  OFFICETEL: '오피스텔',
  HOUSEHOLD_HOUSE: '연립·다세대',
  FAMILY_HOUSE: '단독·다가구',
};

/** The kinds of home a guarantor covers. */
export function checkHousingType(reasons: Reasons, facts: LoanFacts, allowed: readonly RentHousingType[]): void {
  const type = facts.profile.rentHousingType;
  if (allowed.includes(type)) return;
  add(reasons, 'HOUSING_TYPE_NOT_COVERED', () => {
    const covered = allowed.map((item) => HOUSING_TYPE_LABEL[item]).join('·');
    return `${covered} 주택만 받을 수 있는데 ${HOUSING_TYPE_LABEL[type]} 주택이에요.`;
  });
}

/** An income-based limit (소득 × multiple) that floors to 0. */
export function checkIncomeBasedLimit(reasons: Reasons, incomeBasedLimit: Won, multipleText: string): void {
  if (incomeBasedLimit > 0) return;
  add(
    reasons,
    'INCOME_TOO_LOW',
    () => `소득으로 정해지는 한도(부부합산 연소득 × ${multipleText})가 10만원이 안 돼서 빌릴 수 있는 금액이 없어요.`,
  );
}

/** The house value the guarantor counts, from the loan form; null while unknown. */
function guaranteeHouseValue(facts: LoanFacts, terms: DepositReturnGuaranteeTerms): Won | null {
  const { profile } = facts;
  return houseValueForGuarantee(
    {
      rentHousingType: profile.rentHousingType,
      marketPrice: profile.housePrice ?? null,
      recentSalesPrice: null,
      officialPrice: profile.officialPrice ?? null,
    },
    terms.officialPriceRatioPercent,
  ).value;
}

/**
 * The largest deposit a deposit-return guarantee takes for this house: its 전세가율 cap of the house value less the
 * prior liens, or 0 when the liens alone are over its 선순위 limit (HUG: 60 % of the 주택가액); null while the
 * house value is unknown. The rent of a 반전세 is not read here: it is tested in `checkDepositReturnGuarantee`.
 */
export function depositReturnGuaranteeMaxDeposit(facts: LoanFacts, terms: DepositReturnGuaranteeTerms): Won | null {
  const { profile } = facts;
  const value = guaranteeHouseValue(facts, terms);
  if (value === null) return null;
  const priorLiens = profile.priorLiens ?? 0;
  if (priorLiensOverGuarantorLimit(terms, profile.rentHousingType, value, priorLiens)) return 0;
  return maxDepositByJeonseRatio(value, priorLiens, terms.jeonseRatioCapPercent);
}

/**
 * A loan sold only with a deposit-return guarantee (HUG 전세금안심대출): a 반전세 whose rent, converted at the
 * guarantor's 전월세전환율, takes the deposit over its cap is a refusal (the deposit alone over it is the lease's
 * cap's refusal); with the house value known, 선순위 채권 over its limit or a deposit over its 전세가율 cap is a
 * refusal; with it unknown, the answer assumes the guarantee and says so.
 */
export function checkDepositReturnGuarantee(
  reasons: Reasons,
  facts: LoanFacts,
  institution: Guarantor,
  terms: DepositReturnGuaranteeTerms,
): void {
  const { profile } = facts;
  const cap = guaranteeDepositCap(terms, profile.rentHousingType, facts.isCapital);
  const rentCounted = rentCountedAgainstCap(terms, profile.monthlyRent);
  if (cap !== null && rentCounted > 0 && profile.rentalDeposit <= cap && profile.rentalDeposit + rentCounted > cap) {
    add(reasons, 'DEPOSIT_RETURN_GUARANTEE_REFUSED', () => depositCapRefusal(institution, terms, profile, cap));
  }
  const maxDeposit = depositReturnGuaranteeMaxDeposit(facts, terms);
  if (maxDeposit === null) {
    addCondition(
      reasons,
      'HOUSE_VALUE_UNKNOWN',
      () =>
        `${guaranteeProductName(institution)}과 함께 받는 대출이라 집값에 비해 보증금이 크면 받을 수 없어요. 지금은 가입할 수 있다고 보고 계산했어요. 집값을 알려주시면 정확해져요.`,
    );
    return;
  }
  if (profile.rentalDeposit <= maxDeposit) return;
  const priorLiens = profile.priorLiens ?? 0;
  const value = guaranteeHouseValue(facts, terms) ?? 0;
  add(reasons, 'DEPOSIT_RETURN_GUARANTEE_REFUSED', () =>
    priorLiensOverGuarantorLimit(terms, profile.rentHousingType, value, priorLiens)
      ? priorLiensRefusal(institution, terms, { priorLiens, rentHousingType: profile.rentHousingType }, value)
      : jeonseRatioRefusal(institution, terms.jeonseRatioCapPercent, priorLiens > 0),
  );
}
