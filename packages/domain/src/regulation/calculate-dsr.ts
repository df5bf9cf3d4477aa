import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { STRESS_DSR_STAGES, type StressDsrStage } from '../policy/stress-dsr-stages.ts';
import { tableInForce } from '../policy/table-in-force.ts';
import { creditStressApplies } from './credit-stress-applies.ts';
import { dsrCountedLoan } from './dsr-counted-loan.ts';
import { BORROWER_LEVEL_DSR_THRESHOLD, DEFAULT_NEW_MORTGAGE, DSR_LIMIT_PERCENT } from './dsr-limits.ts';
import type { DsrLoan } from './dsr-loan.ts';
import { dsrLoanRepayment, uncountedDsrLoanRepayment, type DsrLoanRepayment } from './dsr-loan-repayment.ts';
import {
  jeonseInterestTreatment,
  jeonseStressBasisPoints,
  type JeonseCountCondition,
  type JeonseInterestTreatment,
} from './jeonse-interest-in-dsr.ts';
import { jeonseInterestNotes } from './jeonse-interest-notes.ts';
import { maxNewMortgage } from './max-new-mortgage.ts';
import { ratioPercent } from './ratio-percent.ts';
import { stressAddOnBasisPoints } from './stress-add-on.ts';
import { validateDsrInput, type DsrInput } from './validate-dsr-input.ts';

export type MaxAdditionalMortgage = {
  /** Largest new 30-year 원리금균등 mortgage within the limit, every loan stressed. */
  readonly withStress: Won;
  /** The same with no stress add-on anywhere. */
  readonly withoutStress: Won;
  /** The new mortgage's contract rate. */
  readonly ratePercent: number;
  /** The stress add-on the new mortgage would carry. */
  readonly stressRatePercent: number;
};

export type DsrResult = {
  readonly dsrPercent: number;
  readonly limitPercent: number;
  /** Decided on exact amounts: Σ yearly repayment × 100 ≤ limit × income. */
  readonly withinLimit: boolean;
  readonly annualIncome: Won;
  readonly totalAnnualRepayment: Won;
  /** 0 before stress DSR (2024-02-26), else 1–3. */
  readonly stressStage: number;
  readonly stressStageName: string | null;
  readonly loans: readonly DsrLoanRepayment[];
  readonly maxAdditionalMortgage: MaxAdditionalMortgage;
  /** Total borrowing (loans whose principal DSR counts) exceeds 1억: 차주단위 DSR applies. */
  readonly borrowerLevelApplies: boolean;
  /**
   * Korean sentences (해요체) naming each rule that decided whether a 전세대출 counts, with its date, and the figure
   * a condition the result could not confirm would change it to. Empty when no 전세대출 is listed.
   */
  readonly notes: readonly string[];
  readonly policyDate: PolicyDate;
};

/**
 * DSR = Σ yearly repayment of every loan ÷ income × 100 (docs/domain-rules.md §4), with the stress
 * add-on of the stage in force on `policyDate`, against the 40 % (bank) / 50 % (non-bank) limit,
 * plus the largest new 30-year 원리금균등 mortgage that would still fit, with and without stress. A 전세대출 counts
 * only where the 10·15 rule puts it (`jeonseInterestTreatment`: 1주택, 수도권, newly made from 2025-10-29, not a
 * policy loan), with its interest only and no stress add-on (none is sourced); `notes` say why, and what each
 * unanswered fact and a bank's stress rate would change the figure to.
 * @throws RangeError with the Korean reason when `validateDsrInput` rejects the input.
 * @example
 * calculateDsr({ annualIncome: 100_000_000, loans: [], policyDate: '2025-10-16' }).maxAdditionalMortgage
 * // { withStress: 501_025_226, withoutStress: 698_204_135, ratePercent: 4, stressRatePercent: 3 }
 */
export function calculateDsr(input: DsrInput): DsrResult {
  const check = validateDsrInput(input);
  if (!check.ok) throw new RangeError(check.reason);
  const stage = tableInForce(STRESS_DSR_STAGES, input.policyDate);
  const limitPercent = DSR_LIMIT_PERCENT[input.lenderType ?? 'BANK'];
  const creditStress = creditStressApplies(input.loans);

  const counted = input.loans.map((loan) => ({
    loan: dsrCountedLoan(loan, input.policyDate),
    jeonse:
      loan.loanType === 'JEONSE_LOAN' ? jeonseInterestTreatment(loan, input.houseOwnership, input.policyDate) : null,
  }));
  // A counted 전세대출 carries no stress in the figures: no text read names one (issue 47 #7); `notes` give the DSR
  // a bank would get by adding it.
  const lineOf = (entry: CountedEntry, stressed: boolean, jeonseStressed = false): DsrLoanRepayment => {
    if (entry.jeonse !== null && !entry.jeonse.counted) return uncountedDsrLoanRepayment(entry.loan);
    const stress =
      entry.jeonse === null
        ? stressed
          ? stressAddOnBasisPoints(entry.loan, stage, creditStress)
          : 0
        : jeonseStressed
          ? jeonseStressBasisPoints(entry.loan, stage)
          : 0;
    return dsrLoanRepayment(entry.loan, stress);
  };
  const loans = counted.map((entry) => lineOf(entry, true));
  const totalAnnualRepayment = sumAnnual(loans);
  const unstressedTotal =
    // Stryker disable next-line ConditionalExpression: with no stage every stress add-on is 0 already
    stage === null ? totalAnnualRepayment : sumAnnual(counted.map((entry) => lineOf(entry, false)));
  const dsrPercentOf = (total: Won) => ratioPercent(total, input.annualIncome);
  // The DSR the other answer of a condition gives: the 전세대출 counted on it left out.
  const dsrPercentWithout = (condition: JeonseCountCondition) =>
    dsrPercentOf(
      sumAnnual(
        counted.filter((entry) => !entry.jeonse?.conditions.includes(condition)).map((entry) => lineOf(entry, true)),
      ),
    );

  return {
    dsrPercent: dsrPercentOf(totalAnnualRepayment),
    limitPercent,
    withinLimit: 100 * totalAnnualRepayment <= limitPercent * input.annualIncome,
    annualIncome: input.annualIncome,
    totalAnnualRepayment,
    stressStage: stage?.stage ?? 0,
    stressStageName: stage?.name ?? null,
    loans,
    maxAdditionalMortgage: maxAdditional(input, stage, limitPercent, totalAnnualRepayment, unstressedTotal),
    borrowerLevelApplies:
      loans.reduce((sum, loan) => (loan.assumedTermMonths === null ? sum : sum + loan.principal), 0) >
      BORROWER_LEVEL_DSR_THRESHOLD,
    notes: jeonseInterestNotes({
      treatments: counted.flatMap((entry) => (entry.jeonse === null ? [] : [entry.jeonse])),
      dsrPercentWithout: {
        OWNERSHIP_NOT_GIVEN: dsrPercentWithout('OWNERSHIP_NOT_GIVEN'),
        TWO_OR_MORE_HOUSES: dsrPercentWithout('TWO_OR_MORE_HOUSES'),
        POLICY_LOAN_NOT_GIVEN: dsrPercentWithout('POLICY_LOAN_NOT_GIVEN'),
        LOAN_DATE_NOT_GIVEN: dsrPercentWithout('LOAN_DATE_NOT_GIVEN'),
        LEASE_DATE_NOT_GIVEN: dsrPercentWithout('LEASE_DATE_NOT_GIVEN'),
      },
      dsrPercentWithJeonseStress: dsrPercentOf(sumAnnual(counted.map((entry) => lineOf(entry, true, true)))),
      jeonseStressPercent: Math.max(
        0,
        ...counted.map((entry) => (entry.jeonse?.counted ? jeonseStressBasisPoints(entry.loan, stage) / 100 : 0)),
      ),
    }),
    policyDate: input.policyDate,
  };
}

type CountedEntry = { readonly loan: DsrLoan; readonly jeonse: JeonseInterestTreatment | null };

function sumAnnual(loans: readonly DsrLoanRepayment[]): Won {
  return loans.reduce((sum, loan) => sum + loan.annualPrincipalRepayment + loan.annualInterestRepayment, 0);
}

function maxAdditional(
  input: DsrInput,
  stage: StressDsrStage | null,
  limitPercent: number,
  stressedTotal: Won,
  unstressedTotal: Won,
): MaxAdditionalMortgage {
  const terms = input.newMortgage ?? DEFAULT_NEW_MORTGAGE;
  // Stryker disable next-line BooleanLiteral: only credit loan types read the flag, this is a mortgage
  const stressBasisPoints = stressAddOnBasisPoints({ loanType: 'MORTGAGE', ...terms }, stage, false);
  const common = { annualIncome: input.annualIncome, limitPercent, ...terms };
  return {
    withStress: maxNewMortgage({ ...common, existingAnnualRepayment: stressedTotal, stressBasisPoints }),
    withoutStress: maxNewMortgage({ ...common, existingAnnualRepayment: unstressedTotal, stressBasisPoints: 0 }),
    ratePercent: terms.interestRatePercentage,
    stressRatePercent: stressBasisPoints / 100,
  };
}
