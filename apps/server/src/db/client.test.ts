import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMBEDDED_POSTGRES_OPTIONS, openDatabase, rowsOf } from './client.ts';
import { TEST_DATABASE_URL, testDriver } from '../testing/test-env.ts';

// The embedded default (ADR 0034): a fresh DATA_DIR starts as a copy of the build's migrated template, never by
// initdb, and with the small shared buffers; a DATA_DIR already in use is never overwritten.

describe.runIf(testDriver() === 'pglite')('openDatabase on the embedded default', () => {
  let scratch: string;
  let templateDir: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'jipsa-embedded-'));
    // A template like the build's: the migrated snapshot, closed, plus a row that marks it as the template.
    templateDir = path.join(scratch, 'template');
    const snapshot = await readFile(inject('pgliteSnapshotPath'));
    const template = await PGlite.create(templateDir, {
      loadDataDir: new Blob([snapshot]),
      ...EMBEDDED_POSTGRES_OPTIONS,
    });
    await template.exec('create table template_mark (made text); insert into template_mark values ($$build$$)');
    await template.close();
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  const open = (dataDir: string) => openDatabase({ databaseUrl: undefined, dataDir, embeddedTemplateDir: templateDir });

  it('새 DATA_DIR 은 빌드가 만든 템플릿을 복사해서 시작하고, 공유 버퍼는 16MB 예요', async () => {
    const dataDir = path.join(scratch, 'fresh');
    const database = await open(dataDir);
    try {
      expect(await database.db.execute(sql`select made from template_mark`)).toMatchObject({
        rows: [{ made: 'build' }],
      });
      expect(await database.db.execute(sql`select current_setting('shared_buffers') as size`)).toMatchObject({
        rows: [{ size: '16MB' }],
      });
      await database.migrate();
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
  });

  it('이미 쓰던 DATA_DIR 은 템플릿으로 덮어쓰지 않아요', async () => {
    const dataDir = path.join(scratch, 'in-use');
    const first = await open(dataDir);
    await first.db.execute(sql`insert into template_mark values ('person')`);
    await first.close();

    const again = await open(dataDir);
    try {
      expect(await again.db.execute(sql`select made from template_mark order by made`)).toMatchObject({
        rows: [{ made: 'build' }, { made: 'person' }],
      });
    } finally {
      await again.close();
    }
  });
});

describe.runIf(testDriver() === 'postgres')('openDatabase on PostgreSQL', () => {
  it('JIT 컴파일을 끈 연결만 써요 (ADR 0037)', async () => {
    const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, databasePoolMax: 3, dataDir: os.tmpdir() });
    try {
      // Three at once, so that the pool opens three connections and each is asked.
      const settings = await Promise.all(
        [1, 2, 3].map(() =>
          rowsOf<{ jit: string; pid: number }>(
            database.db,
            sql`select current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.05)`,
          ),
        ),
      );
      const sessions = settings.map((rows) => rows[0]);
      expect(new Set(sessions.map((session) => session?.pid)).size).toBe(3);
      expect(sessions.map((session) => session?.jit)).toEqual(['off', 'off', 'off']);
    } finally {
      await database.close();
    }
  });
});
