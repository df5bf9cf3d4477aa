import type { InterestRateType } from './interest-rate-types.ts';
import type { PolicyTableRow } from './table-in-force.ts';

/**
 * One stage of 스트레스 DSR. Add-ons are in basis points (1 bp = 0.01 %p) for a VARIABLE loan;
 * `rateTypeSharePercent` scales them for MIXED and PERIODIC loans.
 */
export type StressDsrStage = PolicyTableRow & {
  readonly stage: 1 | 2 | 3;
  readonly name: string;
  /** 수도권 주택담보대출 (and 오피스텔담보대출). */
  readonly capitalAreaMortgageBasisPoints: number;
  /** 지방 주택담보대출. */
  readonly otherAreaMortgageBasisPoints: number;
  /** 신용대출·기타대출, only when the person's credit loans together exceed 1억. */
  readonly creditBasisPoints: number;
  /** 수도권·규제지역 중도금·이주비 대출 (0 until the 10·15 대책 brought them in). */
  readonly capitalAreaInterimBasisPoints: number;
  readonly rateTypeSharePercent: Readonly<Record<InterestRateType, number>>;
};

// NOTE: the form has no fixed-period input, so MIXED and PERIODIC take the "고정기간 비중 30 % 미만"
// row (a 5-year fixed period on a long loan). Source: FSC 2024-08-20 2단계 시행방안 and
// FSC 2025-05-20 3단계 시행방안 [S]; docs/domain-rules.md §4.
const STAGE_ONE_TWO_SHARES = { VARIABLE: 100, MIXED: 60, PERIODIC: 30 } as const;
const STAGE_THREE_SHARES = { VARIABLE: 100, MIXED: 80, PERIODIC: 40 } as const;

/**
 * The stress DSR stages by the date they took effect. Before the first row no stress applies.
 * Sorted by `effectiveFrom` ascending, as `tableInForce` needs.
 */
export const STRESS_DSR_STAGES: readonly StressDsrStage[] = [
  {
    // NOTE: FSC 2023-12-27 「스트레스 DSR 도입방안」, effective 2024-02-26: 25 % of the 1.5 %p stress
    // base (0.375 → 0.38 %p) on bank mortgages; credit loans not yet covered [S].
    effectiveFrom: '2024-02-26',
    stage: 1,
    name: '스트레스 DSR 1단계',
    capitalAreaMortgageBasisPoints: 38,
    otherAreaMortgageBasisPoints: 38,
    creditBasisPoints: 0,
    capitalAreaInterimBasisPoints: 0,
    rateTypeSharePercent: STAGE_ONE_TWO_SHARES,
  },
  {
    // NOTE: FSC 2024-08-20 「2단계 스트레스 DSR 시행방안」, effective 2024-09-01: 수도권 mortgages
    // 1.20 %p, 지방 0.75 %p (50 %), credit loans over 1억 0.75 %p [S].
    effectiveFrom: '2024-09-01',
    stage: 2,
    name: '스트레스 DSR 2단계',
    capitalAreaMortgageBasisPoints: 120,
    otherAreaMortgageBasisPoints: 75,
    creditBasisPoints: 75,
    capitalAreaInterimBasisPoints: 0,
    rateTypeSharePercent: STAGE_ONE_TWO_SHARES,
  },
  {
    // NOTE: FSC 2025-05-20 「3단계 스트레스 DSR 시행방안」, effective 2025-07-01: 100 % of the 1.5 %p
    // base; 지방 mortgages kept at 0.75 %p [S].
    effectiveFrom: '2025-07-01',
    stage: 3,
    name: '스트레스 DSR 3단계',
    capitalAreaMortgageBasisPoints: 150,
    otherAreaMortgageBasisPoints: 75,
    creditBasisPoints: 150,
    capitalAreaInterimBasisPoints: 0,
    rateTypeSharePercent: STAGE_THREE_SHARES,
  },
  {
    // NOTE: FSC 2025-10-15 「주택시장 안정화 대책」, effective 2025-10-16: 수도권·규제지역 mortgages
    // get a 3.0 %p stress floor; the rest of stage 3 unchanged [P]. FAQ §4-1 footnote: existing
    // 중도금·이주비 대출 there count with the same strengthened stress rate [P] (ADR 0013).
    effectiveFrom: '2025-10-16',
    stage: 3,
    name: '스트레스 DSR 3단계 (10·15 대책: 수도권·규제지역 주택담보대출 3.0%p)',
    capitalAreaMortgageBasisPoints: 300,
    otherAreaMortgageBasisPoints: 75,
    creditBasisPoints: 150,
    capitalAreaInterimBasisPoints: 300,
    rateTypeSharePercent: STAGE_THREE_SHARES,
  },
];
