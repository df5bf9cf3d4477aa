import type { DsrCalcRequest, DtiCalcRequest, LtvCalcRequest, RepaymentCalcRequest } from '@jipsa/contracts';
import {
  buildRepaymentSchedule,
  calculateDsr,
  calculateDti,
  calculateLtv,
  checkLegalMaxInterestRate,
  validateDsrInput,
  validateDtiInput,
  validateLtvInput,
  validateRepaymentInput,
  type DsrResult,
  type DtiResult,
  type LtvResult,
  type RepaymentSchedule,
  type ValidationResult,
} from '@jipsa/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../auth/clock.ts';
import { koreaPolicyDate } from '../../lib/korea-policy-date.ts';

type Dependencies = { clock: Clock };

/**
 * The four calculators of docs/api.md: fills in today's policy date (Korea time) when the request
 * has none and hands the request to the engine. Nothing is stored.
 */
export function createCalculatorsService({ clock }: Dependencies) {
  const policyDateOf = (requested: string | undefined) => requested ?? koreaPolicyDate(clock());

  return {
    ltv(request: LtvCalcRequest): LtvResult {
      const input = { ...request, policyDate: policyDateOf(request.policyDate) };
      // The schema checks the purpose/ownership pair against the current LTV table; with today's date
      // filled in, the engine's own check runs once more so a gap can only become a 400.
      assertValid(validateLtvInput(input));
      return calculateLtv(input);
    },

    dti(request: DtiCalcRequest): DtiResult {
      const input = { ...request, policyDate: policyDateOf(request.policyDate) };
      assertValid(validateDtiInput(input));
      return calculateDti(input);
    },

    dsr(request: DsrCalcRequest): DsrResult {
      const input = { ...request, policyDate: policyDateOf(request.policyDate) };
      assertValid(validateDsrInput(input));
      return calculateDsr(input);
    },

    repayment(request: RepaymentCalcRequest): RepaymentSchedule {
      // A schedule does not depend on the rules in force; only the 법정 최고금리 reads `policyDate`.
      assertValid(validateRepaymentInput(request));
      const rate = request.interestRatePercentage;
      assertValid(checkLegalMaxInterestRate('interestRatePercentage', rate, policyDateOf(request.policyDate)));
      return buildRepaymentSchedule(request);
    },
  };
}

/**
 * The engine throws a RangeError without a field on input it refuses; asking its validator first
 * turns anything the schema let through into a 400 that names the field.
 */
function assertValid(result: ValidationResult): void {
  if (!result.ok) throw AppError.invalidField(result.field, result.reason);
}

export type CalculatorsService = ReturnType<typeof createCalculatorsService>;
