import { useMutation } from '@tanstack/react-query';
import { dtiCalcResponseSchema, type DtiCalcRequestInput, type DtiCalcResponse } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

/** POST /api/v1/dtiCalc (docs/api.md "Calculators"): no auth, nothing stored. */
export const DTI_CALC_PATH = '/api/v1/dtiCalc';

/** Sends one calculation; rejects with an ApiError carrying the server's Korean field errors. */
export function postDtiCalc(request: DtiCalcRequestInput): Promise<DtiCalcResponse> {
  return api.post(DTI_CALC_PATH, request, { schema: dtiCalcResponseSchema });
}

/** The calculation behind the form's 계산하기 button. */
export function useDtiCalc() {
  return useMutation({ mutationFn: postDtiCalc });
}
