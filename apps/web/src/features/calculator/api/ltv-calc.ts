import { useMutation } from '@tanstack/react-query';
import type { LtvCalcRequest, LtvCalcRequestInput, LtvCalcResponse } from '@jipsa/contracts';
import { loadApi } from '../../../shared/api/load-api.ts';
import { calculateOrAnswerOffline } from '../lib/calculate-offline.ts';

/** POST /api/v1/ltvCalc (docs/api.md "Calculators"): no auth, nothing stored. */
export const LTV_CALC_PATH = '/api/v1/ltvCalc';

const loadResponseSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) => contract.ltvCalcResponseSchema);

/** Sends one calculation; rejects with an ApiError carrying the server's Korean field errors. */
export function postLtvCalc(request: LtvCalcRequestInput): Promise<LtvCalcResponse> {
  return loadApi().then((api) => api.post(LTV_CALC_PATH, request, { schema: loadResponseSchema }));
}

const calculateLtv = calculateOrAnswerOffline<LtvCalcRequest, LtvCalcResponse>(
  postLtvCalc,
  (answers) => answers.answerLtv,
  loadResponseSchema,
);

/** The calculation behind the form's 계산하기 button; offline, the browser answers with the same engine. */
export function useLtvCalc() {
  return useMutation({ mutationFn: calculateLtv });
}
