import { useMutation } from '@tanstack/react-query';
import {
  repaymentCalcResponseSchema,
  type RepaymentCalcRequest,
  type RepaymentCalcRequestInput,
  type RepaymentCalcResponse,
} from '@jipsa/contracts';
import { answerRepayment } from '@jipsa/domain';
import { api } from '../../../shared/api/api.ts';
import { calculateOrAnswerOffline } from '../lib/calculate-offline.ts';

/** POST /api/v1/repaymentCalc (docs/api.md "Calculators"): no auth, nothing stored. */
export const REPAYMENT_CALC_PATH = '/api/v1/repaymentCalc';

/** Sends one calculation; rejects with an ApiError carrying the server's Korean field errors. */
export function postRepaymentCalc(request: RepaymentCalcRequestInput): Promise<RepaymentCalcResponse> {
  return api.post(REPAYMENT_CALC_PATH, request, { schema: repaymentCalcResponseSchema });
}

const calculateRepayment = calculateOrAnswerOffline<RepaymentCalcRequest, RepaymentCalcResponse>(
  postRepaymentCalc,
  (input) => answerRepayment(input, input.policyDate),
  repaymentCalcResponseSchema,
);

/** The calculation behind the form's 계산하기 button; offline, the browser answers with the same engine. */
export function useRepaymentCalc() {
  return useMutation({ mutationFn: calculateRepayment });
}
