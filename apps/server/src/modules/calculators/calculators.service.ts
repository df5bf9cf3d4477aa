import type { DsrCalcRequest, DtiCalcRequest, LtvCalcRequest, RepaymentCalcRequest } from '@jipsa/contracts';
import {
  answerDsr,
  answerDti,
  answerLtv,
  answerRepayment,
  type CalculatorAnswer,
  type DsrResult,
  type DtiResult,
  type LtvResult,
  type RepaymentSchedule,
} from '@jipsa/domain';
import { AppError } from '../../lib/app-error.ts';
import { koreanToday, type Clock } from '../../lib/clock.ts';

type Dependencies = { clock: Clock };

/**
 * The four calculators of docs/api.md: fills in today's policy date (Korea time) when the request
 * has none and asks the engine's answers (the browser asks the same ones offline). Nothing is stored.
 */
export function createCalculatorsService({ clock }: Dependencies) {
  const policyDateOf = (requested: string | undefined) => requested ?? koreanToday(clock);

  return {
    ltv: (request: LtvCalcRequest): LtvResult =>
      resultOf(answerLtv({ ...request, policyDate: policyDateOf(request.policyDate) })),
    dti: (request: DtiCalcRequest): DtiResult =>
      resultOf(answerDti({ ...request, policyDate: policyDateOf(request.policyDate) })),
    dsr: (request: DsrCalcRequest): DsrResult =>
      resultOf(answerDsr({ ...request, policyDate: policyDateOf(request.policyDate) })),
    repayment: (request: RepaymentCalcRequest): RepaymentSchedule =>
      resultOf(answerRepayment(request, policyDateOf(request.policyDate))),
  };
}

/** A refused answer becomes a 400 that names the field, as the schema's own refusals do. */
function resultOf<Result>(answer: CalculatorAnswer<Result>): Result {
  if (!answer.ok) throw AppError.invalidField(answer.field, answer.reason);
  return answer.result;
}

export type CalculatorsService = ReturnType<typeof createCalculatorsService>;
