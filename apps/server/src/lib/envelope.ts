import { envelopeSchema, type Envelope } from '@jipsa/contracts';
import type { z } from 'zod';

/** The success envelope every route returns: `{ code: 200, message: 'OK', data }`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 200, message: 'OK', data };
}

/** Response schema map for a route that answers 200 with `data` in the envelope. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}
