import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { scheduledJobRuns } from '../db/schema/scheduled-jobs.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { claimDailyRun, scheduleDailyJob, type DailyJob } from './daily-job.ts';

// Several instances on one database: a daily job runs once a day across all of them, not once each.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** An app instance as far as scheduling is concerned: its own timers and hooks, the shared database. */
function instance(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.decorate('db', database.db);
  return app;
}

describe('하루 한 번 도는 작업', () => {
  it('같은 날에는 한 인스턴스만 차지하고, 다음 날에는 다시 차지할 수 있어요 (한국 날짜 기준)', async () => {
    const evening = new Date('2026-11-24T14:59:00Z'); // 23:59 in Seoul
    expect(await claimDailyRun(database.db, 'claim-test', 'a:1', evening)).toBe(true);
    expect(await claimDailyRun(database.db, 'claim-test', 'b:2', evening)).toBe(false);
    expect(await claimDailyRun(database.db, 'claim-test', 'b:2', new Date('2026-11-24T15:00:00Z'))).toBe(true);
  });

  it('세 인스턴스가 동시에 준비돼도 작업은 한 번만 돌고, 누가 언제 끝냈는지 남아요', async () => {
    let runs = 0;
    const job: DailyJob = {
      name: 'count-test',
      run: async () => {
        runs += 1;
        return { runs };
      },
    };
    const clock = () => new Date('2026-11-24T03:00:00Z');
    const apps = ['a:1', 'b:2', 'c:3'].map((name) => {
      const app = instance();
      scheduleDailyJob(app, { job, clock, instance: name });
      return app;
    });
    try {
      await Promise.all(apps.map((app) => app.ready()));
      expect(runs).toBe(1);
      const rows = await database.db.select().from(scheduledJobRuns);
      const row = rows.find((entry) => entry.jobName === 'count-test');
      expect(row).toMatchObject({ slot: '2026-11-24', instance: expect.stringMatching(/^[abc]:\d$/) });
      expect(row?.finishedAt).toBeInstanceOf(Date);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
