import { useMutation } from '@tanstack/react-query';
import type { DtiCalcRequest, DtiCalcRequestInput, DtiCalcResponse } from '@jipsa/contracts';
import { loadApi } from '../../../shared/api/load-api.ts';
import { calculateOrAnswerOffline } from '../lib/calculate-offline.ts';

/** POST /api/v1/dtiCalc (docs/api.md "Calculators"): no auth, nothing stored. */
export const DTI_CALC_PATH = '/api/v1/dtiCalc';

const loadResponseSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) => contract.dtiCalcResponseSchema);

/** Sends one calculation; rejects with an ApiError carrying the server's Korean field errors. */
export function postDtiCalc(request: DtiCalcRequestInput): Promise<DtiCalcResponse> {
  return loadApi().then((api) => api.post(DTI_CALC_PATH, request, { schema: loadResponseSchema }));
}

const calculateDti = calculateOrAnswerOffline<DtiCalcRequest, DtiCalcResponse>(
  postDtiCalc,
  (answers) => answers.answerDti,
  loadResponseSchema,
);

/** The calculation behind the form's 계산하기 button; offline, the browser answers with the same engine. */
export function useDtiCalc() {
  return useMutation({ mutationFn: calculateDti });
}
