import { useMutation } from '@tanstack/react-query';
import { dsrCalcResponseSchema, type DsrCalcRequestInput, type DsrCalcResponse } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

/** POST /api/v1/dsrCalc (docs/api.md "Calculators"): no auth, nothing stored. */
export const DSR_CALC_PATH = '/api/v1/dsrCalc';

/** Sends one calculation; rejects with an ApiError carrying the server's Korean field errors. */
export function postDsrCalc(request: DsrCalcRequestInput): Promise<DsrCalcResponse> {
  return api.post(DSR_CALC_PATH, request, { schema: dsrCalcResponseSchema });
}

/** The calculation behind the form's 계산하기 button. */
export function useDsrCalc() {
  return useMutation({ mutationFn: postDsrCalc });
}
