import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { scheduledJobRuns } from '../db/schema/scheduled-jobs.ts';
import type { Clock } from './clock.ts';
import { koreaPolicyDate } from '@jipsa/domain';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Claims today's (Korean calendar day) run of `jobName` for `instance`: true for exactly one caller per
 * day across every instance sharing the database — the primary key on (job, day) decides.
 */
export async function claimDailyRun(db: Database, jobName: string, instance: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(scheduledJobRuns)
    .values({ jobName, slot: koreaPolicyDate(now), instance, startedAt: now })
    .onConflictDoNothing()
    .returning({ slot: scheduledJobRuns.slot });
  return claimed.length > 0;
}

export type DailyJob = {
  name: string;
  /** Does the work; what it returns is logged. */
  run: (now: Date) => Promise<Record<string, unknown>>;
};

/**
 * Runs `job` once per Korean calendar day across the cluster: every instance checks when it is ready and
 * then hourly, and only the one that claims the day's row runs it (ADR 0011). A run that fails is logged;
 * the day stays claimed, and the next day runs again.
 */
export function scheduleDailyJob(
  app: FastifyInstance,
  {
    job,
    clock,
    instance,
    firstRunInBackground = false,
  }: {
    job: DailyJob;
    clock: Clock;
    instance: string;
    /** Start serving without waiting for the first run (a job that calls the network). */
    firstRunInBackground?: boolean;
  },
): void {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    const now = clock();
    try {
      if (!(await claimDailyRun(app.db, job.name, instance, now))) return;
      const result = await job.run(now);
      await app.db
        .update(scheduledJobRuns)
        .set({ finishedAt: clock() })
        .where(and(eq(scheduledJobRuns.jobName, job.name), eq(scheduledJobRuns.slot, koreaPolicyDate(now))));
      app.log.info({ job: job.name, ...result }, 'scheduled job done');
      app.metrics?.dailyJobRan(job.name, 'success');
    } catch (error) {
      app.log.error({ err: error, job: job.name }, 'scheduled job failed');
      app.metrics?.dailyJobRan(job.name, 'failure');
    }
  };
  app.addHook('onReady', async () => {
    if (firstRunInBackground) void tick();
    else await tick();
    timer = setInterval(() => void tick(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
