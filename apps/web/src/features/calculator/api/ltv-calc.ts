import { useMutation } from '@tanstack/react-query';
import { ltvCalcResponseSchema, type LtvCalcRequestInput, type LtvCalcResponse } from '@jipsa/contracts';
import { api } from '../../../shared/api/api.ts';

/** POST /api/v1/ltvCalc (docs/api.md "Calculators"): no auth, nothing stored. */
export const LTV_CALC_PATH = '/api/v1/ltvCalc';

/** Sends one calculation; rejects with an ApiError carrying the server's Korean field errors. */
export function postLtvCalc(request: LtvCalcRequestInput): Promise<LtvCalcResponse> {
  return api.post(LTV_CALC_PATH, request, { schema: ltvCalcResponseSchema });
}

/** The calculation behind the form's 계산하기 button. */
export function useLtvCalc() {
  return useMutation({ mutationFn: postLtvCalc });
}
