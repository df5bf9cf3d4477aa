import { useMutation } from '@tanstack/react-query';
import type { DsrCalcRequest, DsrCalcRequestInput, DsrCalcResponse } from '@jipsa/contracts';
import { loadApi } from '../../../shared/api/load-api.ts';
import { calculateOrAnswerOffline } from '../lib/calculate-offline.ts';

/** POST /api/v1/dsrCalc (docs/api.md "Calculators"): no auth, nothing stored. */
export const DSR_CALC_PATH = '/api/v1/dsrCalc';

const loadResponseSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) => contract.dsrCalcResponseSchema);

/** Sends one calculation; rejects with an ApiError carrying the server's Korean field errors. */
export function postDsrCalc(request: DsrCalcRequestInput): Promise<DsrCalcResponse> {
  return loadApi().then((api) => api.post(DSR_CALC_PATH, request, { schema: loadResponseSchema }));
}

const calculateDsr = calculateOrAnswerOffline<DsrCalcRequest, DsrCalcResponse>(
  postDsrCalc,
  (answers) => answers.answerDsr,
  loadResponseSchema,
);

/** The calculation behind the form's 계산하기 button; offline, the browser answers with the same engine. */
export function useDsrCalc() {
  return useMutation({ mutationFn: calculateDsr });
}
