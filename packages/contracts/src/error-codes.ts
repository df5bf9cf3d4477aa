import { z } from 'zod';
import { fieldErrorSchema } from './envelope.ts';
import { ERROR_STATUS, type ErrorCode } from './error-messages.ts';

export { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from './error-messages.ts';

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const errorDataSchema = z.object({
  errorCode: errorCodeSchema,
  fieldErrors: z.array(fieldErrorSchema).optional(),
});
export type ErrorData = z.infer<typeof errorDataSchema>;
