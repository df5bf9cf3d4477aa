import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for the whole app (sessions, posts, policy dates, daily jobs); see lib/clock.ts. */
    clock: Clock;
  }
}

/** The app's one clock: the system's, or the one `buildApp({ clock })` was given (tests move it). */
async function clockPlugin(app: FastifyInstance, { clock }: { clock?: Clock }) {
  app.decorate('clock', clock ?? systemClock);
}

export default fp(clockPlugin, { name: 'clock' });
