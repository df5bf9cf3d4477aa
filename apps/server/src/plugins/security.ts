import cors from '@fastify/cors';
import { ERROR_MESSAGES } from '@jipsa/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';
import { isApiPath } from './error-handler.ts';

/**
 * The rate-limit store shared by every instance when `REDIS_URL` is set. Tuned to fail fast: while Redis
 * is away a command errors at once (no offline queue, one attempt) and the limit is skipped rather than
 * every request waiting on it — availability over strictness for a few seconds.
 */
function rateLimitRedis(redisUrl: string, app: FastifyInstance): Redis {
  const redis = new Redis(redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  redis.on('error', (error) => {
    if (!reported)
      app.log.warn({ err: error }, 'rate-limit store (Redis) unreachable: limits skipped until it returns');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) app.log.info('rate-limit store (Redis) is back');
    reported = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * Helmet's headers for one configuration, computed once. They do not depend on the request (no CSP nonces),
 * and @fastify/helmet rebuilt the middleware and re-parsed the CSP on every request (issue 16's profile).
 */
function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers, CORS for the configured web origins, and a per-IP rate limit (in Redis when configured). */
async function securityPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React writes style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Kakao profile pictures are served from Kakao's CDN over https.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...(config.kakao ? [config.kakao.authUrl] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.isProduction,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowedOrigins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'AccessToken', 'Profile', 'RefreshToken', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'X-Served-By'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    ...(config.redisUrl ? { redis: rateLimitRedis(config.redisUrl, app), skipOnError: true } : {}),
    // The API only: pages and files are cheap to answer, and one visit with its service worker asks for ~100 of them
    // (a carrier's shared IP would run out at once).
    allowList: (request) => !isApiPath(request.url),
    // Answer a 429 in the envelope like every other error; the plugin sets Retry-After itself.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: context.statusCode,
      message: ERROR_MESSAGES.RATE_LIMITED,
      data: { errorCode: 'RATE_LIMITED' },
    }),
  });
}

export default fp(securityPlugin, { name: 'security' });
