import { ApiError } from '../../../shared/api/api-error.ts';

/**
 * The Korean sentence of a failed call (the server's message, or the client's for a network failure), for the
 * spec's "… plus the error" alerts; anything that is not a call's failure (a bug's TypeError) adds nothing, so no
 * English ever reaches the alert.
 * @example errorMessage(new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: '제목을 입력해주세요.' })) // '제목을 입력해주세요.'
 * @example errorMessage(new TypeError('x is undefined')) // ''
 */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : '';
}
