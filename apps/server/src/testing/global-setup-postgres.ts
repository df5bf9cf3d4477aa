import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresHandle } from '../db/client.ts';
import { TEST_DATABASE_URL } from './test-env.ts';

export function databaseUrlFor(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates a template database once; every test file gets `CREATE DATABASE … TEMPLATE` (a file copy,
 * ~100 ms) so files never see each other's rows.
 */
export default async function setup(project: TestProject) {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The server-postgres tests need PostgreSQL at ${TEST_DATABASE_URL} (set TEST_DATABASE_URL; .ci/run starts one): ${String(error)}`,
    );
  }
  const templateName = `jipsa_tpl_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${templateName}`);
  const pool = new pg.Pool({ connectionString: databaseUrlFor(templateName), max: 1 });
  await postgresHandle(pool).migrate();
  await pool.end();
  project.provide('postgresTemplateName', templateName);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${templateName.replace('tpl', 'file')}%`,
    ]);
    for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`);
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.end();
  };
}
