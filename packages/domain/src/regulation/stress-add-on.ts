import type { StressDsrStage } from '../policy/stress-dsr-stages.ts';
import type { DsrLoan } from './dsr-loan.ts';
import { CREDIT_STRESS_LOAN_TYPES, MORTGAGE_STRESS_LOAN_TYPES } from './dsr-loan-types.ts';

/**
 * Whether the loan's stress add-on depends on the home's region (수도권 or not): mortgage types and 중도금·이주비.
 * For every other type the DSR form need not ask.
 * @example stressDependsOnRegion('PERSONAL_LOAN') // false
 */
export function stressDependsOnRegion(loanType: DsrLoan['loanType']): boolean {
  return MORTGAGE_STRESS_LOAN_TYPES.includes(loanType) || loanType === 'INTERIM_PAYMENT_AND_MOVING';
}

/**
 * The stress add-on of one loan in basis points (1 bp = 0.01 %p): the stage's base for the loan's
 * kind and region × the rate-type share, rounded half-up to 2 decimals of a percent
 * (0.75 × 30 % = 0.225 → 0.23 %p). Mortgage types always; 수도권·규제지역 중도금·이주비 from the 10·15
 * 대책; credit and other loans only when the person's credit loans exceed 1억; every other type never.
 * No stage (before 2024-02-26) → 0.
 * @example stressAddOnBasisPoints({ loanType: 'MORTGAGE', isMetroArea: false, interestRateType: 'PERIODIC' }, stageTwo, false) // 23
 */
export function stressAddOnBasisPoints(
  loan: Pick<DsrLoan, 'loanType' | 'isMetroArea' | 'interestRateType'>,
  stage: StressDsrStage | null,
  creditStressApplies: boolean,
): number {
  if (stage === null) return 0;
  let base = 0;
  if (MORTGAGE_STRESS_LOAN_TYPES.includes(loan.loanType)) {
    base = loan.isMetroArea ? stage.capitalAreaMortgageBasisPoints : stage.otherAreaMortgageBasisPoints;
  } else if (loan.loanType === 'INTERIM_PAYMENT_AND_MOVING') {
    base = loan.isMetroArea ? stage.capitalAreaInterimBasisPoints : 0;
  } else if (CREDIT_STRESS_LOAN_TYPES.includes(loan.loanType) && creditStressApplies) {
    base = stage.creditBasisPoints;
  }
  const share = stage.rateTypeSharePercent[loan.interestRateType];
  // base × share / 100, rounded half-up in integers.
  return Math.floor((2 * base * share + 100) / 200);
}
