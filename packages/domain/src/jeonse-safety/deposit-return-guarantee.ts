import { formatWon } from '../money/format-won.ts';
import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import type { RentHousingType } from '../loan-products/loan-profile.ts';
import type { DepositReturnGuaranteeTerms, Guarantor } from './deposit-return-guarantee-terms.ts';
import type { RegistryFlag } from './document-risk.ts';
import type { HouseValue } from './house-value-for-guarantee.ts';
import { registryGuaranteeBar, registryRefusal, trusteeConsentCondition } from './registry-guarantee-bar.ts';

const GUARANTOR_PRODUCT: Readonly<Record<Guarantor, string>> = {
  HUG: 'HUG 반환보증',
  HF: 'HF 전세지킴보증',
  SGI: 'SGI 전세금보장신용보험',
};

export type DepositReturnGuaranteeInput = {
  readonly rentalDeposit: Won;
  /** A 반전세's monthly rent (0 for a 전세). */
  readonly monthlyRent: Won;
  readonly priorLiens: Won;
  readonly rentHousingType: RentHousingType;
  readonly isCapital: boolean;
  readonly houseValue: HouseValue;
  /** The flags of the 등기부 the person confirmed: a 권리침해 refuses the guarantee, a 신탁 makes it conditional. */
  readonly registryFlags?: readonly RegistryFlag[];
};

/**
 * `eligible` is null when the house value is unknown: the guarantee cannot be judged, and the answer says so
 * rather than guessing. `maxDeposit` is the largest deposit the guarantor accepts with these 선순위 채권 (and this
 * monthly rent, where the guarantor counts it): 0 when the 선순위 채권 alone are over its limit.
 */
export type DepositReturnGuaranteeAnswer = {
  readonly institution: Guarantor;
  readonly eligible: boolean | null;
  readonly maxDeposit: Won | null;
  readonly reasons: readonly string[];
  readonly isEstimate: boolean;
  /** A 신탁 is on the 등기부: the guarantee holds only with the trust company's consent (then `eligible` is null). */
  readonly needsTrusteeConsent: boolean;
};

/**
 * The largest deposit the 전세가율 cap allows on this value with these 선순위 채권 (never below 0).
 * @example maxDepositByJeonseRatio(280_000_000, 0, 90) // 252_000_000
 */
export function maxDepositByJeonseRatio(houseValue: Won, priorLiens: Won, jeonseRatioCapPercent: number): Won {
  return Math.max(percentOfFloor(houseValue, jeonseRatioCapPercent) - priorLiens, 0);
}

const RATE_MILLI = 1000;

/**
 * A 반전세's rent as deposit at a yearly 전월세전환율: 월세 × 12 ÷ rate, floored to the won (the renter's side).
 * @example rentAsDeposit(1_000_000, 6.5) // 184_615_384
 */
export function rentAsDeposit(monthlyRent: Won, conversionRatePercent: number): Won {
  const rateMilli = Math.round(conversionRatePercent * RATE_MILLI);
  return Math.floor((monthlyRent * 12 * 100 * RATE_MILLI) / rateMilli);
}

/**
 * Whether the 선순위 채권 are over the guarantor's limit: liens > house value × its 전세가율 cap (the 주택가액) ×
 * the limit's share, compared exactly (ADR 0004). 단독·다가구 count the other tenants' 선순위 보증금 in the liens.
 * @example priorLiensOverLimit(300_000_000, 162_000_001, 90, 60) // true: 주택가액 2억 7,000만의 60 %는 1억 6,200만
 */
export function priorLiensOverLimit(
  houseValue: Won,
  priorLiens: Won,
  jeonseRatioCapPercent: number,
  limitPercent: number,
): boolean {
  return priorLiens * 100 * 100 > houseValue * jeonseRatioCapPercent * limitPercent;
}

/** The sentence for 선순위 채권 over the guarantor's limit. */
export function priorLiensRefusal(
  institution: Guarantor,
  terms: DepositReturnGuaranteeTerms,
  input: Pick<DepositReturnGuaranteeInput, 'priorLiens' | 'rentHousingType'>,
  houseValue: Won,
): string {
  const isFamilyHouse = input.rentHousingType === 'FAMILY_HOUSE';
  const percent = priorLiensLimitPercent(terms, input.rentHousingType);
  const houseAmount = percentOfFloor(houseValue, terms.jeonseRatioCapPercent);
  const what = isFamilyHouse ? '선순위 채권과 먼저 들어온 세입자들의 보증금' : '선순위 채권';
  return `${what} ${formatWon(input.priorLiens)}이 주택가액(집값의 ${terms.jeonseRatioCapPercent}%) ${formatWon(houseAmount)}의 ${percent}%를 넘어서 ${GUARANTOR_PRODUCT[institution]}에 가입할 수 없어요.`;
}

/** The sentence for a deposit over the 전세가율 cap. */
export function jeonseRatioRefusal(
  institution: Guarantor,
  jeonseRatioCapPercent: number,
  hasPriorLiens: boolean,
): string {
  const what = hasPriorLiens ? '보증금과 선순위 채권이' : '보증금이';
  return `${what} 주택가격의 ${jeonseRatioCapPercent}%를 넘어서 ${GUARANTOR_PRODUCT[institution]}에 가입할 수 없어요.`;
}

/** How the screens name a guarantor's return guarantee. */
export function guaranteeProductName(institution: Guarantor): string {
  return GUARANTOR_PRODUCT[institution];
}

/** The 선순위 limit's share for this kind of house, or null where the guarantor has none known. */
export function priorLiensLimitPercent(
  terms: DepositReturnGuaranteeTerms,
  rentHousingType: RentHousingType,
): number | null {
  const cap = terms.priorLiensCap;
  if (cap === null) return null;
  return rentHousingType === 'FAMILY_HOUSE' ? cap.familyHousePercent : cap.percent;
}

/** The condition said where a guarantor's way of counting a 반전세's rent is not known. */
export function rentNotCountedNote(institution: Guarantor): string {
  return `${GUARANTOR_PRODUCT[institution]}이 월세를 보증금으로 환산해 한도를 보는지는 확인하지 못해서 보증금만으로 판단했어요. 월세가 있으면 가입할 수 있는지 꼭 물어보세요.`;
}

/** The sentence for an unknown house value. */
export function houseValueNeeded(institution: Guarantor): string {
  return `집값을 알려주시면 ${GUARANTOR_PRODUCT[institution]}에 가입할 수 있는지 알려드릴게요.`;
}

/** The guarantor's deposit cap for this house and region; null where it has none (SGI's apartments). */
export function guaranteeDepositCap(
  terms: DepositReturnGuaranteeTerms,
  rentHousingType: RentHousingType,
  isCapital: boolean,
): Won | null {
  if (terms.apartmentDepositUncapped && rentHousingType === 'APARTMENT') return null;
  return isCapital ? terms.depositCap.capital : terms.depositCap.other;
}

/** The rent counted as deposit against the cap: by the guarantor's 전월세전환율, or none where it is not known. */
export function rentCountedAgainstCap(terms: DepositReturnGuaranteeTerms, monthlyRent: Won): Won {
  const rate = terms.rentConversionRatePercent;
  return rate === null ? 0 : rentAsDeposit(monthlyRent, rate);
}

/** The sentence for a deposit (with a 반전세's rent converted, where counted) over the guarantor's cap. */
export function depositCapRefusal(
  institution: Guarantor,
  terms: DepositReturnGuaranteeTerms,
  lease: { readonly rentalDeposit: Won; readonly monthlyRent: Won },
  cap: Won,
): string {
  const product = GUARANTOR_PRODUCT[institution];
  const rentCounted = rentCountedAgainstCap(terms, lease.monthlyRent);
  if (rentCounted === 0) {
    return `보증금 ${formatWon(lease.rentalDeposit)}이 ${product} 보증금 한도 ${formatWon(cap)}을 넘어요.`;
  }
  return `월세 ${formatWon(lease.monthlyRent)}을 전월세전환율 ${terms.rentConversionRatePercent}%로 보증금에 더하면 ${formatWon(lease.rentalDeposit + rentCounted)}이라 ${product} 보증금 한도 ${formatWon(cap)}을 넘어요.`;
}

/** Whether the 선순위 채권 are over the guarantor's limit for this kind of house (false where none is known). */
export function priorLiensOverGuarantorLimit(
  terms: DepositReturnGuaranteeTerms,
  rentHousingType: RentHousingType,
  houseValue: Won,
  priorLiens: Won,
): boolean {
  const percent = priorLiensLimitPercent(terms, rentHousingType);
  return percent !== null && priorLiensOverLimit(houseValue, priorLiens, terms.jeonseRatioCapPercent, percent);
}

/**
 * Whether a deposit-return guarantor takes this deposit: (보증금 + 선순위 채권) ≤ house value × its 전세가율 cap,
 * the 선순위 채권 within its limit (HUG: 60 % of that 주택가액, 단독·다가구 80 % with the other tenants' deposits),
 * and the deposit — with a 반전세's rent converted at its 전월세전환율 (HUG) — within its cap.
 * @example
 * assessDepositReturnGuarantee('HUG', terms2026, { rentalDeposit: 240_000_000, monthlyRent: 0, priorLiens: 0,
 *   rentHousingType: 'HOUSEHOLD_HOUSE', isCapital: true, houseValue: { value: 280_000_000, basis: 'OFFICIAL_PRICE' } })
 * // { institution: 'HUG', eligible: true, maxDeposit: 252_000_000, reasons: [...], isEstimate: false }
 */
export function assessDepositReturnGuarantee(
  institution: Guarantor,
  terms: DepositReturnGuaranteeTerms,
  input: DepositReturnGuaranteeInput,
): DepositReturnGuaranteeAnswer {
  const byNumbers = assessByNumbers(institution, terms, input);
  const registry = registryGuaranteeBar(input.registryFlags ?? []);
  if (registry === null) return byNumbers;
  const product = GUARANTOR_PRODUCT[institution];
  const numberRefusals = byNumbers.reasons.filter(
    (reason) => byNumbers.maxDeposit === null || reason !== eligibleSentence(product, byNumbers.maxDeposit),
  );
  if (registry.bar === 'REFUSED' || byNumbers.eligible === false) {
    const refusal = registry.bar === 'REFUSED' ? [registryRefusal(product, registry.flags)] : [];
    return { ...byNumbers, eligible: false, maxDeposit: 0, reasons: [...refusal, ...numberRefusals] };
  }
  const upTo = byNumbers.maxDeposit === null ? null : formatWon(byNumbers.maxDeposit);
  return {
    ...byNumbers,
    eligible: null,
    needsTrusteeConsent: true,
    reasons: [trusteeConsentCondition(product, upTo), ...numberRefusals],
  };
}

const eligibleSentence = (product: string, maxDeposit: Won) =>
  `보증금 ${formatWon(maxDeposit)}까지 ${product}에 가입할 수 있어요.`;

function assessByNumbers(
  institution: Guarantor,
  terms: DepositReturnGuaranteeTerms,
  input: DepositReturnGuaranteeInput,
): DepositReturnGuaranteeAnswer {
  const product = GUARANTOR_PRODUCT[institution];
  const depositCap = guaranteeDepositCap(terms, input.rentHousingType, input.isCapital);
  const reasons: string[] = [];
  const rentCounted = rentCountedAgainstCap(terms, input.monthlyRent);
  const overCap = depositCap !== null && input.rentalDeposit + rentCounted > depositCap;
  if (overCap) reasons.push(depositCapRefusal(institution, terms, input, depositCap));
  const rentUnknown = terms.rentConversionRatePercent === null && depositCap !== null && input.monthlyRent > 0;
  const value = input.houseValue.value;
  if (value === null) {
    reasons.push(houseValueNeeded(institution));
    if (rentUnknown) reasons.push(rentNotCountedNote(institution));
    return {
      institution,
      eligible: overCap ? false : null,
      maxDeposit: null,
      reasons,
      isEstimate: terms.isEstimate,
      needsTrusteeConsent: false,
    };
  }
  const overLiensLimit = priorLiensOverGuarantorLimit(terms, input.rentHousingType, value, input.priorLiens);
  if (overLiensLimit) reasons.push(priorLiensRefusal(institution, terms, input, value));
  const byRatio = maxDepositByJeonseRatio(value, input.priorLiens, terms.jeonseRatioCapPercent);
  const byCap = depositCap === null ? byRatio : Math.min(byRatio, Math.max(depositCap - rentCounted, 0));
  const maxDeposit = overLiensLimit ? 0 : byCap;
  const overRatio = input.rentalDeposit > byRatio;
  if (overRatio) {
    reasons.push(jeonseRatioRefusal(institution, terms.jeonseRatioCapPercent, input.priorLiens > 0));
  }
  const eligible = !overCap && !overRatio && !overLiensLimit;
  if (eligible) reasons.push(eligibleSentence(product, maxDeposit));
  if (rentUnknown) reasons.push(rentNotCountedNote(institution));
  return { institution, eligible, maxDeposit, reasons, isEstimate: terms.isEstimate, needsTrusteeConsent: false };
}
