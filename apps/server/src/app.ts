import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { useKoreanZodErrors } from '@jipsa/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { recordExchanges, type Exchange } from './lib/exchange-recorder.ts';
import { createLogger } from './lib/logger.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { calculatorsRoutes } from './modules/calculators/calculators.routes.ts';
import { createBoard } from './modules/community/board.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { contractChecklistRoutes } from './modules/contract-checklist/contract-checklist.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { housingRoutes } from './modules/housing/housing.routes.ts';
import { jeonseSafetyRoutes } from './modules/jeonse-safety/jeonse-safety.routes.ts';
import { keptSafetyCheckRoutes } from './modules/kept-safety-check/kept-safety-check.routes.ts';
import { rentOffersRoutes } from './modules/rent-offers/rent-offers.routes.ts';
import { renewalRoutes } from './modules/renewal/renewal.routes.ts';
import { depositTroubleRoutes } from './modules/deposit-trouble/deposit-trouble.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { loanAdviceRoutes } from './modules/loan-advice/loan-advice.routes.ts';
import marketRatesPlugin from './modules/market-rates/market-rates.plugin.ts';
import { marketRatesRoutes } from './modules/market-rates/market-rates.routes.ts';
import moderationPlugin from './modules/moderation/moderation.plugin.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import authPlugin from './plugins/auth.ts';
import clockPlugin from './plugins/clock.ts';
import databasePlugin from './plugins/database.ts';
import drainingPlugin from './plugins/draining.ts';
import errorHandlerPlugin from './plugins/error-handler.ts';
import memberWriteLimitsPlugin from './plugins/member-write-limits.ts';
import metricsPlugin from './plugins/metrics.ts';
import openApiPlugin from './plugins/openapi.ts';
import personalAnswersPlugin from './plugins/personal-answers.ts';
import compressionPlugin from './plugins/compression.ts';
import securityPlugin from './plugins/security.ts';
import type { RenderLivePage } from './plugins/live-pages.ts';
import staticWebPlugin, { defaultWebDistDir, HASHED_ASSETS_PATH } from './plugins/static-web.ts';

export type BuildAppOptions = {
  config: AppConfig;
  /** An open and migrated database. */
  database: DatabaseHandle;
  /** Where the built SPA lives; `null` serves no SPA (API-only tests). */
  webDistDir?: string | null;
  /** The process logger (see lib/logger.ts); made from the config when absent; tests pass `false`. */
  logger?: Logger | false;
  /** The app's "now" (`app.clock`: sessions, posts, policy dates, daily jobs); tests move it instead of sleeping. */
  clock?: Clock;
  /** Render pages such as the board again at request time with their data (a worker thread; `npm start`). */
  renderLivePages?: 'worker' | RenderLivePage;
  /** Every request and answer, for the end-to-end suite's check against the OpenAPI document (ADR 0033). */
  onExchange?: (exchange: Exchange) => void;
};

const JSON_BODY_LIMIT = 64 * 1024;

/** Builds the whole app: plugins first, then every module, each registered explicitly. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  useKoreanZodErrors();

  const logging =
    options.logger === false
      ? { logger: false }
      : { loggerInstance: (options.logger ?? createLogger(config)) as FastifyBaseLogger };
  const app = Fastify({
    ...logging,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a load balancer the client address comes from X-Forwarded-For (rate limits key on it).
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // The web client sends `Content-Type: application/json` on every call (spec), also on calls without a
  // body (refresh, logout, like, delete): an empty body is no body, not a JSON syntax error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  if (options.onExchange) recordExchanges(app, options.onExchange);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ validate: !config.isProduction }));
  app.addHook('onSend', async (request, reply) => {
    // A hashed file never changes and needs no trace; these ~90 bytes would ride on each of a first visit's ~25 files.
    if (request.url.startsWith(HASHED_ASSETS_PATH)) return;
    reply.header('X-Request-Id', request.id);
    // Which instance answered, so balancing across several can be seen from outside.
    reply.header('X-Served-By', config.instanceName);
  });

  // Cross-cutting plugins; the clock first, every other part reads `app.clock`.
  await app.register(clockPlugin, { clock: options.clock });
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { database });
  await app.register(metricsPlugin, { config });
  await app.register(drainingPlugin);
  await app.register(securityPlugin, { config });
  await app.register(personalAnswersPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie, { secret: config.jwtSecret });
  await app.register(openApiPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(memberWriteLimitsPlugin, { config });

  await app.register(marketRatesPlugin, { config });

  // Feature modules.
  await app.register(healthRoutes, { config });
  await app.register(housingRoutes, { config });
  await app.register(authRoutes, { config });
  await app.register(userRoutes, { config });
  await app.register(imageRoutes, { config });
  // The board (community) owns posts, comments, their counts and its public views, and asks moderation what to hide;
  // moderation asks the board to delete an item or forget its views through the port it declares, given here.
  const board = createBoard(database.db);
  await app.register(moderationPlugin, { config, board });
  await app.register(communityRoutes, { config, board });
  await app.register(moderationRoutes);
  await app.register(calculatorsRoutes, { config });
  await app.register(marketRatesRoutes);
  await app.register(loanAdviceRoutes, { config });
  await app.register(contractChecklistRoutes, { config });
  await app.register(jeonseSafetyRoutes, { config });
  await app.register(keptSafetyCheckRoutes, { config });
  await app.register(rentOffersRoutes, { config });
  await app.register(renewalRoutes, { config });
  await app.register(depositTroubleRoutes, { config });

  await app.register(staticWebPlugin, {
    webDistDir: options.webDistDir === null ? undefined : (options.webDistDir ?? defaultWebDistDir()),
    publicUrl: config.publicUrl,
    ...(options.renderLivePages ? { renderLivePages: options.renderLivePages } : {}),
  });
  return app;
}
