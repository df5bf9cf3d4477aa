import { useMutation } from '@tanstack/react-query';
import type { RepaymentCalcRequest, RepaymentCalcRequestInput, RepaymentCalcResponse } from '@jipsa/contracts';
import { loadApi } from '../../../shared/api/load-api.ts';
import { calculateOrAnswerOffline } from '../lib/calculate-offline.ts';

/** POST /api/v1/repaymentCalc (docs/api.md "Calculators"): no auth, nothing stored. */
export const REPAYMENT_CALC_PATH = '/api/v1/repaymentCalc';

const loadResponseSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) => contract.repaymentCalcResponseSchema);

/** Sends one calculation; rejects with an ApiError carrying the server's Korean field errors. */
export function postRepaymentCalc(request: RepaymentCalcRequestInput): Promise<RepaymentCalcResponse> {
  return loadApi().then((api) => api.post(REPAYMENT_CALC_PATH, request, { schema: loadResponseSchema }));
}

const calculateRepayment = calculateOrAnswerOffline<RepaymentCalcRequest, RepaymentCalcResponse>(
  postRepaymentCalc,
  (answers) => (input) => answers.answerRepayment(input, input.policyDate),
  loadResponseSchema,
);

/** The calculation behind the form's 계산하기 button; offline, the browser answers with the same engine. */
export function useRepaymentCalc() {
  return useMutation({ mutationFn: calculateRepayment });
}
