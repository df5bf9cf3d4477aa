import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Exposes the already-open, migrated database to every module; closes it with the app. */
async function databasePlugin(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => {
    await database.close();
  });
}

export default fp(databasePlugin, { name: 'database' });
