import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { EMBEDDED_POSTGRES_OPTIONS, pgliteHandle, postgresHandle, type DatabaseHandle } from '../db/client.ts';
import { databaseUrlFor } from './global-setup-postgres.ts';
import { TEST_DATABASE_URL, testDriver } from './test-env.ts';

/**
 * An isolated, migrated database for one test file, on the driver of the running vitest project.
 * Closing it drops the copy.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDriver() === 'pglite') {
    const snapshot = await readFile(inject('pgliteSnapshotPath'));
    return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([snapshot]), ...EMBEDDED_POSTGRES_OPTIONS }));
  }

  const template = inject('postgresTemplateName');
  const name = `${template.replace('tpl', 'file')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();

  let dropped = false;
  const handle = postgresHandle(new pg.Pool({ connectionString: databaseUrlFor(name), max: 20 }));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      if (dropped) return;
      dropped = true;
      await dropDatabase(name);
    },
  };
}

/**
 * Drops a test database once its pool is closed. Plain DROP DATABASE (not WITH (FORCE)): the server itself
 * stops an autovacuum worker in the way, which FORCE would instead try to kill and be refused for, since
 * the worker is not ours. A connection still finishing its goodbye is waited for a moment.
 */
export async function dropDatabase(name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await dropper.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await dropper.end();
  }
}
