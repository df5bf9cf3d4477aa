import type { Won } from '../money/won.ts';
import type { InterestRateType } from '../policy/interest-rate-types.ts';
import type { LenderType } from './dsr-loan-types.ts';

// NOTE: FSC 2021-10-26 「가계부채 관리 강화방안」: borrower-level DSR limit 40 % at banks, 50 % at
// non-bank lenders; stage 3 (from 2022-07-01) covers anyone whose total borrowing exceeds 1억 [P].
export const DSR_LIMIT_PERCENT: Readonly<Record<LenderType, number>> = { BANK: 40, NON_BANK: 50 };
export const BORROWER_LEVEL_DSR_THRESHOLD: Won = 100_000_000;

// NOTE: FSC 2024-08-20 「2단계 스트레스 DSR」 (effective 2024-09-01): credit and other loans get the
// stress add-on when the person's credit loans together exceed 1억 [S].
export const CREDIT_STRESS_THRESHOLD: Won = 100_000_000;

// NOTE: FSC 2025-10-15 「주택시장 안정화 대책」 FAQ example: a new 30-year 원리금균등 mortgage,
// 연소득 1억, 수도권, 변동금리 4.0 % [P]. Used for "the largest new mortgage that still fits"
// when the request names no rate of its own.
export const NEW_MORTGAGE_TERM_MONTHS = 360;
export const DEFAULT_NEW_MORTGAGE: {
  readonly interestRatePercentage: number;
  readonly isMetroArea: boolean;
  readonly interestRateType: InterestRateType;
} = { interestRatePercentage: 4, isMetroArea: true, interestRateType: 'VARIABLE' };
