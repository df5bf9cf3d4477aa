import { ApiError } from '../../../shared/api/api-error.ts';

/**
 * The Korean sentence of a failed call (the server's message, or the client's for a network failure),
 * for the spec's "… plus the error" alerts.
 * @example errorMessage(new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: '제목을 입력해주세요.' })) // '제목을 입력해주세요.'
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : '';
}
