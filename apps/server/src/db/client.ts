import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw statement: both drivers answer `{ rows }`; drizzle types it only as the generic driver result. */
export async function rowsOf<Row>(db: Database, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A database connection with the driver-specific parts (migrations, shutdown, health) behind one face. */
export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

// The committed SQL migrations sit beside src/ in development and beside dist/ once bundled.
const here = path.dirname(fileURLToPath(import.meta.url));
const isBundled = here.endsWith('dist');
export const MIGRATIONS_FOLDER = path.resolve(here, isBundled ? '../drizzle' : '../../drizzle');
/**
 * A migrated, closed embedded data directory the build makes once (`make-embedded-template.ts`): a fresh DATA_DIR
 * starts as a copy of it instead of running initdb, which costs seconds and leaves its own WASM heap behind (ADR 0034).
 */
export const EMBEDDED_TEMPLATE_DIR = path.resolve(
  here,
  isBundled ? 'embedded-db-template' : '../../dist/embedded-db-template',
);

/**
 * The embedded PostgreSQL's settings. 16 MB of shared buffers instead of PostgreSQL's 128 MB: one process serves a
 * trial's data, the OS caches the files anyway, and the buffers are most of an idle embedded server's memory (ADR 0034).
 */
export const EMBEDDED_POSTGRES_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'] };

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Closing twice (the app's onClose after a test closed the database) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Wraps an open PGlite (embedded PostgreSQL) instance. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    close: once(() => client.close()),
  };
}

/** Wraps a node-postgres pool (production PostgreSQL 15+). */
export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePostgres({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: once(() => pool.end()),
  };
}

/**
 * Every statement of the app is a short lookup, and PostgreSQL compiles a plan whose estimated cost passes
 * `jit_above_cost` with LLVM on each execution: the board's page as a generic plan took 405–432 ms that way instead of
 * 1.6–4.1 (ADR 0037). An operator's `?options=` in DATABASE_URL replaces this.
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

/** PostgreSQL when a URL is given, otherwise the embedded PGlite stored under `dataDir/db`. */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  databasePoolMax?: number;
  dataDir: string;
  /** Where a fresh embedded data directory is copied from; the build's by default. */
  embeddedTemplateDir?: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return postgresHandle(
      new pg.Pool({
        connectionString: options.databaseUrl,
        max: options.databasePoolMax ?? 20,
        options: POSTGRES_SESSION_OPTIONS,
      }),
    );
  }
  // Production refuses a missing DATA_DIR in config.ts; a local trial simply gets one.
  mkdirSync(options.dataDir, { recursive: true });
  const dataDir = path.join(options.dataDir, 'db');
  const isFresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const templateDir = options.embeddedTemplateDir ?? EMBEDDED_TEMPLATE_DIR;
  // Without a build (tsx in development) there is no template: PGlite runs initdb itself.
  if (isFresh && existsSync(path.join(templateDir, 'PG_VERSION'))) cpSync(templateDir, dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, EMBEDDED_POSTGRES_OPTIONS);
  return pgliteHandle(client);
}
