import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldError } from '@jipsa/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 415 of this route says instead of the default (which speaks of images): how to send what it takes. */
    unsupportedMediaTypeMessage?: string;
  }
}

// Paths that always answer JSON, never the SPA.
export const API_PREFIXES = ['/api/', '/auth/', '/oauth2/', '/login/oauth2/', '/images/', '/docs', '/dev-login'];
export const isApiPath = (url: string) =>
  API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));

export function sendError(reply: FastifyReply, errorCode: ErrorCode, message?: string, fieldErrors?: FieldError[]) {
  const status = ERROR_STATUS[errorCode];
  return reply.status(status).send({
    code: status,
    message: message ?? ERROR_MESSAGES[errorCode],
    data: fieldErrors ? { errorCode, fieldErrors } : { errorCode },
  });
}

// Fastify's own client errors (bad JSON, wrong content type, too large) keep their meaning in our codes.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function fieldErrorsOf(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const unknownKeys = (issue.params as { keys?: string[] }).keys;
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = unknownKeys?.length ? [path, unknownKeys[0]].filter(Boolean).join('.') : path;
    return {
      field: field || (error.validationContext ?? 'body'),
      message: issue.message ?? ERROR_MESSAGES.VALIDATION_FAILED,
    };
  });
}

async function errorHandlerPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'app error');
      return sendError(reply, error.errorCode, error.message, error.fieldErrors);
    }
    if (error.validation) {
      const fieldErrors = fieldErrorsOf(error);
      const message = fieldErrors[0]?.message ?? ERROR_MESSAGES.VALIDATION_FAILED;
      return sendError(reply, 'VALIDATION_FAILED', message, fieldErrors);
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped === 'UNSUPPORTED_MEDIA_TYPE')
      return sendError(reply, mapped, request.routeOptions.config?.unsupportedMediaTypeMessage);
    if (mapped) return sendError(reply, mapped);
    if (error.statusCode === 429) return sendError(reply, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, 'VALIDATION_FAILED');
    }
    // Everything else is ours: log all of it, tell the caller nothing internal.
    request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error');
    return sendError(reply, 'INTERNAL');
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });
