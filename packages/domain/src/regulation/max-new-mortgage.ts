import type { Won } from '../money/won.ts';
import type { InterestRateType } from '../policy/interest-rate-types.ts';
import { dsrLoanRepayment } from './dsr-loan-repayment.ts';
import { NEW_MORTGAGE_TERM_MONTHS } from './dsr-limits.ts';

export type MaxNewMortgageInput = {
  readonly annualIncome: Won;
  readonly limitPercent: number;
  /** What the existing loans already take per year under the same (stressed or not) rules. */
  readonly existingAnnualRepayment: Won;
  readonly interestRatePercentage: number;
  readonly stressBasisPoints: number;
  readonly isMetroArea: boolean;
  readonly interestRateType: InterestRateType;
};

const MONTHLY_DENOMINATOR = 1_200_000n;

/**
 * The largest new 30-year 원리금균등 주택담보대출 that keeps DSR within the limit.
 * The FSC way: the room left under the limit is a yearly budget, 12 level payments a year, so
 * P = budget ÷ 12 × (1 − (1 + r)^−360) ÷ r at rate + stress, computed as an exact fraction and
 * rounded half-up to the 원 (FSC 10·15: 587,072,543.75 → 587,072,544). That amount is then
 * checked against this engine's own DSR line for the loan (integer schedule); in the rare case the
 * schedule's rounding makes it overshoot, the largest amount that fits is searched below it.
 * @example
 * maxNewMortgage({ annualIncome: 100_000_000, limitPercent: 40, existingAnnualRepayment: 0, interestRatePercentage: 4,
 *   stressBasisPoints: 150, isMetroArea: true, interestRateType: 'VARIABLE' }) // 587_072_544
 */
export function maxNewMortgage(input: MaxNewMortgageInput): Won {
  const roomHundredths = input.limitPercent * input.annualIncome - 100 * input.existingAnnualRepayment;
  // Stryker disable next-line EqualityOperator: no room gives an annuity of 0원 too
  if (roomHundredths <= 0) return 0;
  const milliPercent = Math.round(input.interestRatePercentage * 1000) + input.stressBasisPoints * 10;
  const candidate = annuityPrincipal(BigInt(roomHundredths), BigInt(milliPercent), BigInt(NEW_MORTGAGE_TERM_MONTHS));
  const fits = (principal: Won) => {
    const line = dsrLoanRepayment(
      {
        loanType: 'MORTGAGE',
        principal,
        interestRatePercentage: input.interestRatePercentage,
        term: NEW_MORTGAGE_TERM_MONTHS,
        gracePeriod: 0,
        repaymentType: 'AMORTIZING',
        maturityPaymentAmount: 0,
        interestRateType: input.interestRateType,
        isMetroArea: input.isMetroArea,
      },
      input.stressBasisPoints,
    );
    return 100 * (line.annualPrincipalRepayment + line.annualInterestRepayment) <= roomHundredths;
  };
  if (fits(candidate)) return candidate;
  let low = 0; // fits
  let high = candidate; // does not fit
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * budget ÷ 12 × (1 − (1 + r)^−n) ÷ r with budget = roomHundredths ÷ 100 and r = m ÷ 1,200,000:
 * roomHundredths × (X − Y) × 1,200,000 ÷ (1200 × X × m), X = (1,200,000 + m)^n, Y = 1,200,000^n.
 */
function annuityPrincipal(roomHundredths: bigint, milliPercent: bigint, months: bigint): Won {
  if (milliPercent === 0n) return roundHalfUp(roomHundredths * months, 1200n);
  const growth = (MONTHLY_DENOMINATOR + milliPercent) ** months;
  const base = MONTHLY_DENOMINATOR ** months;
  return roundHalfUp(roomHundredths * (growth - base) * MONTHLY_DENOMINATOR, 1200n * growth * milliPercent);
}

function roundHalfUp(numerator: bigint, denominator: bigint): Won {
  return Number((2n * numerator + denominator) / (2n * denominator));
}
