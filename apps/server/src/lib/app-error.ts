import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldError } from '@jipsa/contracts';

/** An expected failure a route reports to the caller: an error code, a Korean message, field errors. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly errorCode: ErrorCode,
    message: string = ERROR_MESSAGES[errorCode],
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[errorCode];
  }

  /** A 400 for one field, the usual answer to a rule the schema cannot express. */
  static invalidField(field: string, message: string): AppError {
    return new AppError('VALIDATION_FAILED', message, [{ field, message }]);
  }
}
