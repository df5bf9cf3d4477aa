import type { CalculatorAnswer, PolicyDate } from '@jipsa/domain';
import type { ResponseSchema } from '../../../shared/api/api-client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import type * as OfflineAnswers from './offline-answers.ts';

/**
 * A calculation that still answers without a network (issue 10): it is posted to the server, the source of truth;
 * when no response arrives at all, the same engine answers in the browser (for today's date in Korea unless the
 * request names one), refusing a field with the server's words. The engine is loaded only then (`offline-answers.ts`).
 * The answer goes through the wire format and the response schema, so the screen gets exactly what the server would
 * have sent.
 */
export function calculateOrAnswerOffline<Request extends { policyDate?: PolicyDate | undefined }, Response>(
  post: (request: Request) => Promise<Response>,
  pickAnswerer: (
    answers: typeof OfflineAnswers,
  ) => (input: Request & { policyDate: PolicyDate }) => CalculatorAnswer<unknown>,
  loadResponseSchema: () => Promise<ResponseSchema<Response>>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await post(request);
    } catch (error) {
      if (!(error instanceof ApiError && error.errorCode === 'NETWORK_ERROR')) throw error;
      const answers = await import('./offline-answers.ts');
      const answerHere = pickAnswerer(answers);
      const answer = answerHere({ ...request, policyDate: request.policyDate ?? answers.koreaPolicyDate(new Date()) });
      if (!answer.ok) {
        const fieldErrors = [{ field: answer.field, message: answer.reason }];
        throw new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: answer.reason, fieldErrors });
      }
      return (await loadResponseSchema()).parse(JSON.parse(JSON.stringify(answer.result)));
    }
  };
}
