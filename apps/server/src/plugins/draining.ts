import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance is leaving: `/ready` answers 503 so the balancer stops sending it requests. */
    isDraining(): boolean;
    /** Starts leaving (on SIGTERM, before the app closes). */
    startDraining(): void;
  }
}

/**
 * The first half of a graceful stop behind a load balancer: after SIGTERM the instance keeps answering,
 * but `/ready` says 503 and every answer carries `Connection: close`, so the balancer takes it out of
 * rotation and opens no further request on its kept-alive connections; only then does it close.
 */
async function drainingPlugin(app: FastifyInstance) {
  let draining = false;
  app.decorate('isDraining', () => draining);
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
}

export default fp(drainingPlugin, { name: 'draining' });
