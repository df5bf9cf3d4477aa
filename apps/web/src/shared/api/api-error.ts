import type { ErrorCode, FieldError } from '@jipsa/contracts';

/** Error codes of docs/api.md plus the two the client itself detects. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR' | 'INVALID_RESPONSE';

export type ApiErrorInit = {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  errorCode: ApiErrorCode;
  message: string;
  fieldErrors?: FieldError[];
};

/** The one shape every failed API call rejects with, whatever went wrong on the way. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ApiErrorCode;
  readonly fieldErrors: FieldError[];

  constructor({ status, errorCode, message, fieldErrors = [] }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.fieldErrors = fieldErrors;
  }
}
