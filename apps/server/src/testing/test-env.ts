// Test-only settings (the app itself reads configuration only through config.ts).

/** The PostgreSQL server the `server-postgres` test project uses; .ci/run creates this role. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://jipsa:jipsa@127.0.0.1:5432/jipsa';

export type TestDriver = 'pglite' | 'postgres';
export const testDriver = (): TestDriver => (process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite');
