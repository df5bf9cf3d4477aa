import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config.ts';
import { scheduledJobRuns } from '../db/schema/scheduled-jobs.ts';
import { AppError } from '../lib/app-error.ts';

// Every Prometheus metric of the app, defined here and nowhere else (issue 31). Modules report through the few
// methods of `app.metrics`; what Prometheus reads is `GET /metrics` in the text format (docs/deploy.md "Metrics").

export type LivePageCacheResult = 'hit' | 'joined' | 'miss';

export type AppMetrics = {
  /** The app's metrics and the process's (event loop, memory, GC), as one registry. */
  registry: Registry;
  /** A daily job (lib/daily-job.ts) ran on this instance: it succeeded, or it threw. */
  dailyJobRan(job: string, outcome: 'success' | 'failure'): void;
  /** A market-rate feed ran on this instance. */
  rateFeedRan(feed: string, ok: boolean): void;
  /** A live page (the board) was answered from the kept rendering, by joining one under way, or by rendering. */
  livePageServed(page: string, result: LivePageCacheResult): void;
  /** The port of the separate metrics listener (`METRICS_PORT`) once it listens; `null` without one. */
  listenerPort(): number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Present once the metrics plugin is registered (always through buildApp; not on a bare test Fastify). */
    metrics?: AppMetrics;
  }
}

/** Requests whose path matched no route (the SPA's pages, unknown paths): never the raw URL as a label. */
export const UNMATCHED_ROUTE = '(unmatched)';

const TOKEN_REQUIRED = '지표를 보려면 METRICS_TOKEN 으로 받은 토큰이 필요해요.';

// Seconds; from a cached read (~1 ms) to the slowest page render and upstream calls (seconds).
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's own figures — event-loop delay, heap, GC, handles — registered once per process: they describe the
 * process, not one app, and prom-client's collectors (a GC observer, an event-loop histogram) are not undone.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10 });
  }
  return processRegistry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization: Bearer <token>` carries the configured token (compared in constant time). */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

function appMetrics(app: FastifyInstance, config: AppConfig, registry: Registry) {
  const requests = new Counter({
    name: 'jipsa_http_requests_total',
    help: 'HTTP requests answered, by route template (never the raw path), method and status.',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'jipsa_http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by route template, method and status.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'jipsa_rate_limit_refusals_total',
    help: 'Requests refused with 429 (per-IP and per-member limits, the guest weekly quota), by route template.',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'jipsa_instance_info',
    help: 'Always 1: this instance, its mode and its database driver.',
    labelNames: ['instance_name', 'mode', 'database'] as const,
    registers: [registry],
    collect() {
      this.set({ instance_name: config.instanceName, mode: config.env, database: app.database.driver }, 1);
    },
  });

  // node-postgres' pool; PGlite has none (one connection inside this process, queries taking turns on the main
  // thread), so these stay empty there and its cost shows in the event-loop delay and the request latency.
  const client = (app.db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  if (pool) {
    new Gauge({
      name: 'jipsa_db_pool_connections',
      help: 'PostgreSQL pool connections of this instance: in_use (checked out), idle, max (DATABASE_POOL_MAX).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'max' }, pool.options.max ?? config.databasePoolMax);
      },
    });
    new Gauge({
      name: 'jipsa_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection on this instance.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const jobRuns = new Counter({
    name: 'jipsa_daily_job_runs_total',
    help: 'Daily job runs on this instance (the instance that claimed the day), by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'jipsa_daily_job_last_success_timestamp_seconds',
    help: 'When each daily job last finished, on any instance (the scheduled_job_runs claim rows).',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const finished = await app.db
          .select({ job: scheduledJobRuns.jobName, at: max(scheduledJobRuns.finishedAt) })
          .from(scheduledJobRuns)
          .groupBy(scheduledJobRuns.jobName);
        for (const { job, at } of finished) if (at) this.set({ job }, at.getTime() / 1000);
      } catch (error) {
        // The database being away must not take the other figures down; /ready says so already.
        app.log.warn({ err: error }, 'metrics: could not read the daily jobs');
      }
    },
  });

  const feedStatuses = () => (app.hasDecorator('marketRates') ? app.marketRates.feeds() : []);
  const feedRuns = new Counter({
    name: 'jipsa_rate_feed_runs_total',
    help: 'Market-rate feed runs on this instance, by feed and outcome (failure: an error or an empty answer).',
    labelNames: ['feed', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'jipsa_rate_feed_last_success_timestamp_seconds',
    help: 'When each switched-on market-rate feed last succeeded, on any instance (as of the last refresh).',
    labelNames: ['feed'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const feed of feedStatuses()) {
        if (feed.enabled && feed.lastSuccessAt) this.set({ feed: feed.name }, Date.parse(feed.lastSuccessAt) / 1000);
      }
    },
  });
  new Gauge({
    name: 'jipsa_rate_feed_failing',
    help: "1 when a switched-on feed's last run failed (on any instance, as of the last refresh), else 0.",
    labelNames: ['feed'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const feed of feedStatuses()) {
        if (feed.enabled) this.set({ feed: feed.name }, feed.lastError === null ? 0 : 1);
      }
    },
  });

  const livePages = new Counter({
    name: 'jipsa_live_page_cache_total',
    help: 'Live-rendered pages (the board) by result: hit (kept rendering), joined (one under way), miss (rendered).',
    labelNames: ['page', 'result'] as const,
    registers: [registry],
  });

  const observe = (request: FastifyRequest, statusCode: number, seconds: number) => {
    const labels = {
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      method: request.method,
      status_code: String(statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, seconds);
    if (statusCode === 429) refusals.inc({ route: labels.route });
  };

  return { observe, jobRuns, feedRuns, livePages };
}

/** Answers a scrape on the separate listener: the token when one is set, then the registry in the text format. */
async function answerScrape(
  request: IncomingMessage,
  registry: Registry,
  token: string | undefined,
): Promise<{ status: number; type: string; body: string; headers?: Record<string, string> }> {
  const pathname = new URL(request.url ?? '/', 'http://metrics').pathname;
  const json = 'application/json; charset=utf-8';
  if (request.method !== 'GET' || pathname !== '/metrics') {
    const message = '요청하신 주소를 찾을 수 없어요.';
    return { status: 404, type: json, body: JSON.stringify({ code: 404, message, data: { errorCode: 'NOT_FOUND' } }) };
  }
  if (token && !carriesToken(request.headers.authorization, token)) {
    const body = { code: 401, message: TOKEN_REQUIRED, data: { errorCode: 'UNAUTHENTICATED' } };
    return { status: 401, type: json, body: JSON.stringify(body), headers: { 'WWW-Authenticate': 'Bearer' } };
  }
  return { status: 200, type: registry.contentType, body: await registry.metrics() };
}

/**
 * `/metrics` in Prometheus' text format. Where it answers (config.metrics): on its own listener at `METRICS_PORT`
 * (never on the public port then), else on the main port outside production or, in production, only with
 * `METRICS_TOKEN` as a bearer token; a token set is asked for wherever it answers.
 */
async function metricsPlugin(app: FastifyInstance, { config }: { config: AppConfig }) {
  const registry = new Registry();
  const { observe, jobRuns, feedRuns, livePages } = appMetrics(app, config, registry);
  const merged = Registry.merge([processMetrics(), registry]);
  let listener: Server | null = null;

  app.decorate('metrics', {
    registry: merged,
    dailyJobRan: (job, outcome) => jobRuns.inc({ job, outcome }),
    rateFeedRan: (feed, ok) => feedRuns.inc({ feed, outcome: ok ? 'success' : 'failure' }),
    livePageServed: (page, result) => livePages.inc({ page, result }),
    listenerPort: () => (listener?.address() as AddressInfo | null)?.port ?? null,
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    observe(request, reply.statusCode, reply.elapsedTime / 1000);
  });

  const { port, token } = config.metrics;
  if (port !== undefined) {
    app.addHook('onReady', async () => {
      const server = createServer((request, response) => {
        answerScrape(request, merged, token).then(
          ({ status, type, body, headers }) =>
            response.writeHead(status, { 'Content-Type': type, ...headers }).end(body),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics scrape failed');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host, () => resolve());
      });
      listener = server;
      app.log.info({ port: (server.address() as AddressInfo).port }, 'metrics listening on their own port');
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
      listener = null;
    });
    return;
  }

  if (config.isProduction && token === undefined) {
    app.log.info('metrics not served: set METRICS_PORT or METRICS_TOKEN (docs/deploy.md)');
    return;
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token !== undefined && !carriesToken(request.headers.authorization, token)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', TOKEN_REQUIRED);
    }
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database'] });
