import { formatWon } from '../money/format-won.ts';
import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import type { RentHousingType } from '../loan-products/loan-profile.ts';
import type { DepositReturnGuaranteeTerms, Guarantor } from './deposit-return-guarantee-terms.ts';
import type { HouseValue } from './house-value-for-guarantee.ts';

const GUARANTOR_PRODUCT: Readonly<Record<Guarantor, string>> = {
  HUG: 'HUG 반환보증',
  HF: 'HF 전세지킴보증',
  SGI: 'SGI 전세금보장신용보험',
};

export type DepositReturnGuaranteeInput = {
  readonly rentalDeposit: Won;
  readonly priorLiens: Won;
  readonly rentHousingType: RentHousingType;
  readonly isCapital: boolean;
  readonly houseValue: HouseValue;
};

/**
 * `eligible` is null when the house value is unknown: the guarantee cannot be judged, and the answer says so
 * rather than guessing. `maxDeposit` is the largest deposit the guarantor accepts with these 선순위 채권.
 */
export type DepositReturnGuaranteeAnswer = {
  readonly institution: Guarantor;
  readonly eligible: boolean | null;
  readonly maxDeposit: Won | null;
  readonly reasons: readonly string[];
  readonly isEstimate: boolean;
};

/**
 * The largest deposit the 전세가율 cap allows on this value with these 선순위 채권 (never below 0).
 * @example maxDepositByJeonseRatio(280_000_000, 0, 90) // 252_000_000
 */
export function maxDepositByJeonseRatio(houseValue: Won, priorLiens: Won, jeonseRatioCapPercent: number): Won {
  return Math.max(percentOfFloor(houseValue, jeonseRatioCapPercent) - priorLiens, 0);
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

/** The sentence for an unknown house value. */
export function houseValueNeeded(institution: Guarantor): string {
  return `집값을 알려주시면 ${GUARANTOR_PRODUCT[institution]}에 가입할 수 있는지 알려드릴게요.`;
}

function depositCapOf(terms: DepositReturnGuaranteeTerms, input: DepositReturnGuaranteeInput): Won | null {
  if (terms.apartmentDepositUncapped && input.rentHousingType === 'APARTMENT') return null;
  return input.isCapital ? terms.depositCap.capital : terms.depositCap.other;
}

/**
 * Whether a deposit-return guarantor takes this deposit: (보증금 + 선순위 채권) ≤ house value × its 전세가율 cap,
 * and the deposit within its cap.
 * @example
 * assessDepositReturnGuarantee('HUG', terms2026, { rentalDeposit: 240_000_000, priorLiens: 0,
 *   rentHousingType: 'HOUSEHOLD_HOUSE', isCapital: true, houseValue: { value: 280_000_000, basis: 'OFFICIAL_PRICE' } })
 * // { institution: 'HUG', eligible: true, maxDeposit: 252_000_000, reasons: [...], isEstimate: false }
 */
export function assessDepositReturnGuarantee(
  institution: Guarantor,
  terms: DepositReturnGuaranteeTerms,
  input: DepositReturnGuaranteeInput,
): DepositReturnGuaranteeAnswer {
  const product = GUARANTOR_PRODUCT[institution];
  const depositCap = depositCapOf(terms, input);
  const reasons: string[] = [];
  const overCap = depositCap !== null && input.rentalDeposit > depositCap;
  if (overCap) {
    reasons.push(
      `보증금 ${formatWon(input.rentalDeposit)}이 ${product} 보증금 한도 ${formatWon(depositCap)}을 넘어요.`,
    );
  }
  const value = input.houseValue.value;
  if (value === null) {
    reasons.push(houseValueNeeded(institution));
    return { institution, eligible: overCap ? false : null, maxDeposit: null, reasons, isEstimate: terms.isEstimate };
  }
  const byRatio = maxDepositByJeonseRatio(value, input.priorLiens, terms.jeonseRatioCapPercent);
  const maxDeposit = depositCap === null ? byRatio : Math.min(byRatio, depositCap);
  const overRatio = input.rentalDeposit > byRatio;
  if (overRatio) {
    reasons.push(jeonseRatioRefusal(institution, terms.jeonseRatioCapPercent, input.priorLiens > 0));
  }
  const eligible = !overCap && !overRatio;
  if (eligible) reasons.push(`보증금 ${formatWon(maxDeposit)}까지 ${product}에 가입할 수 있어요.`);
  return { institution, eligible, maxDeposit, reasons, isEstimate: terms.isEstimate };
}
