import pg from 'pg';

/** The PostgreSQL server the benches use (the test setup's), as an admin URL. */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://jipsa:jipsa@127.0.0.1:5432/jipsa';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs `work` against a fresh database on the benches' server (`<prefix>_<timestamp>`), dropped afterwards
 * whatever happens.
 * @example await withScratchDatabase('jipsa_bench', async (databaseUrl) => { … });
 */
export async function withScratchDatabase(prefix: string, work: (databaseUrl: string) => Promise<void>) {
  const name = `${prefix}_${Date.now()}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  try {
    await work(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
