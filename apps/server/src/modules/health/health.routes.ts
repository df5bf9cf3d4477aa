import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { ok, okResponse } from '../../lib/envelope.ts';
import { HEALTH_COPY } from './copy.ts';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  mode: z.enum(['development', 'production', 'test']),
  /** Which market-rate feeds run here, and how each last went (issue 28); a failing feed does not make it unready. */
  rateFeeds: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      enabled: z.boolean(),
      lastSuccessAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
  ),
});

/** Liveness (the process answers) and readiness (the database answers), with the mode it runs in. */
export const healthRoutes: FastifyPluginAsyncZod<{ config: Pick<AppConfig, 'env'> }> = async (app, { config }) => {
  app.get('/health', { schema: { hide: true, response: okResponse(healthSchema) } }, async () =>
    ok({ status: 'ok' as const }),
  );

  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    if (app.isDraining()) {
      return reply.status(503).send({ code: 503, message: HEALTH_COPY.draining, data: { errorCode: 'INTERNAL' } });
    }
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database not ready');
      // 503 tells a load balancer to take this instance out of rotation.
      return reply.status(503).send({ code: 503, message: HEALTH_COPY.databaseAway, data: { errorCode: 'INTERNAL' } });
    }
    return ok(
      readySchema.parse({
        status: 'ok',
        database: app.database.driver,
        mode: config.env,
        rateFeeds: app.hasDecorator('marketRates') ? app.marketRates.feeds() : [],
      }),
    );
  });
};
