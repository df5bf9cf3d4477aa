import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';

/** Security headers, CORS for the configured web origins, and a per-IP rate limit. */
async function securityPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  await app.register(helmet, {
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

  const allowedOrigins = new Set([config.publicUrl, ...config.corsOrigins]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowedOrigins.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'AccessToken', 'Profile', 'RefreshToken', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => request.url === '/health' || request.url === '/ready',
    // Answer a 429 in the envelope like every other error; the plugin sets Retry-After itself.
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      code: context.statusCode,
      message: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
      data: { errorCode: 'RATE_LIMITED' },
    }),
  });
}

export default fp(securityPlugin, { name: 'security' });
