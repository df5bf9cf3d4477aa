import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  envelopeSchema,
  fieldErrorSchema,
  type Envelope,
  type ErrorCode,
} from '@jipsa/contracts';
import { z } from 'zod';

/** The success envelope every route returns: `{ code: 200, message: 'OK', data }`. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 200, message: 'OK', data };
}

/** Response schema map for a route that answers 200 with `data` in the envelope. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: envelopeSchema(data) };
}

/** What every API route can answer whatever it does: the per-IP rate limit and an unexpected failure. */
export const ALWAYS_POSSIBLE: readonly ErrorCode[] = ['RATE_LIMITED', 'INTERNAL'];
/** What a route that reads a JSON body can answer besides its own rules: bad JSON, too large, another type. */
export const JSON_BODY_ERRORS: readonly ErrorCode[] = [
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];

/**
 * `Retry-After`: sent with every RATE_LIMITED (the guest's weekly quota names no moment), and with a 503 of a part that
 * is busy rather than away (the registry reader's full queue).
 */
const retryAfter = (required: boolean, when: string) => ({
  'Retry-After': {
    type: 'integer',
    minimum: 0,
    description: required ? '다시 시도해도 되는 때까지의 초' : `${when}: 다시 시도해도 되는 때까지의 초`,
    'x-required': required,
  },
});

function retryAfterOf(status: number, codes: readonly ErrorCode[]) {
  if (status === 429) return { headers: retryAfter(!codes.includes('GUEST_QUOTA_EXCEEDED'), 'RATE_LIMITED 일 때') };
  if (status === 503) return { headers: retryAfter(false, '바빠서 받지 못했을 때') };
  return {};
}

const WHEN: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'the request breaks the schema or a rule; `fieldErrors` names each field',
  REGISTRY_UNREADABLE: 'the upload is not a readable 등기사항전부증명서 PDF (scanned, encrypted, another document)',
  UNAUTHENTICATED: 'no, an expired or an invalid `AccessToken` (the web refreshes once)',
  REFRESH_TOKEN_INVALID: 'the refresh token is unknown, expired, revoked or reused',
  LOGIN_REQUIRED: 'a guest token on a member-only call',
  FORBIDDEN: 'not the owner or author, not an operator, or writing to the item of a member who blocked the caller',
  ACCOUNT_SUSPENDED: 'the member is suspended; the message says until when',
  AUTHOR_BLOCKED: 'the caller blocked the author of this post (nothing of the post is sent; unblock to read it)',
  NOT_FOUND: 'no such resource (also another person’s private one)',
  CONFLICT: 'already done once (a used one-time login code)',
  ALREADY_REPORTED: 'the member already reported this item',
  DUPLICATE_POST: 'the same text was posted by the member within the last 24 hours',
  PAYLOAD_TOO_LARGE: 'the body or the file is over its limit',
  UNSUPPORTED_MEDIA_TYPE: 'a body or file of a type this call does not take',
  RATE_LIMITED: 'too many requests; `Retry-After` says when to try again',
  GUEST_QUOTA_EXCEEDED: 'the guest’s weekly reports are used up (log in to continue)',
  INTERNAL: 'something unexpected; nothing internal is told',
  SERVICE_UNAVAILABLE: 'a shared part (the image store, the PDF reader) is away or busy for a moment',
};

/**
 * The error answers of a route, one per HTTP status, each the envelope `{ code, message, data: { errorCode,
 * fieldErrors? } }` with `errorCode` limited to the codes this route can give at that status. `codes` lists what
 * the route itself can refuse with; ALWAYS_POSSIBLE is added to every route. A 400 with VALIDATION_FAILED carries
 * `fieldErrors`; every 429 declares `Retry-After`.
 *
 * @example
 * response: { ...okResponse(postSchema), ...errorResponses(['UNAUTHENTICATED', 'NOT_FOUND']) }
 */
export function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...codes, ...ALWAYS_POSSIBLE])) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<number, z.ZodType> = {};
  for (const [status, statusCodes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const withFields = statusCodes.includes('VALIDATION_FAILED');
    const data = z.strictObject({
      errorCode: z.enum(statusCodes as [ErrorCode, ...ErrorCode[]]),
      ...(withFields ? { fieldErrors: z.array(fieldErrorSchema).optional() } : {}),
    });
    const first = statusCodes[0]!;
    responses[status] = z.strictObject({ code: z.literal(status), message: z.string(), data }).meta({
      description: statusCodes.map((code) => `${code}: ${WHEN[code]}`).join('; '),
      examples: [
        {
          code: status,
          message: ERROR_MESSAGES[first],
          data: withFields
            ? {
                errorCode: 'VALIDATION_FAILED',
                fieldErrors: [{ field: 'rentalDeposit', message: '보증금을 입력해주세요.' }],
              }
            : { errorCode: first },
        },
      ],
      ...retryAfterOf(status, statusCodes),
    });
  }
  return responses;
}

/** A browser redirect (`reply.redirect`, 302) whose `Location` is described by `where`; no body. */
export function redirectResponse(where: string) {
  return {
    302: z.null().meta({
      description: `Found: the browser goes on to ${where}`,
      headers: { Location: { type: 'string', description: where, 'x-required': true } },
    }),
  };
}

/** A body that is not the JSON envelope (a page, an image, a calendar), by content type; `schema` describes it. */
export function otherContentResponse<S extends number>(status: S, description: string, types: readonly string[]) {
  const schema = z.string();
  const response = { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
  // Fastify and @fastify/swagger take the content-type form as it is; to the type provider the body is a string.
  return { [status]: response } as unknown as { [K in S]: z.ZodType<string | Uint8Array> };
}
