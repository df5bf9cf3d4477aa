import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

// The one place that reads process.env (docs/architecture.md "Config"). Everything else receives AppConfig.

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value))
  .optional();

const LOOPBACK_HOST = '127.0.0.1';
export const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

const envSchema = z.object({
  NODE_ENV: optionalString.pipe(z.enum(['development', 'production', 'test']).optional()),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: optionalString.transform((value) => value ?? LOOPBACK_HOST),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // Connections per instance to PostgreSQL: 20 kept the DB-bound reads under 30 ms p99 at 50 concurrent
  // requests where 10 queued (issue 16); N instances × this must stay under the server's max_connections.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  CORS_ORIGINS: optionalString,
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  KAKAO_CLIENT_ID: optionalString,
  KAKAO_CLIENT_SECRET: optionalString,
  KAKAO_AUTH_URL: optionalString.pipe(z.url().optional()),
  KAKAO_API_URL: optionalString.pipe(z.url().optional()),
  DEV_LOGIN: booleanFlag,
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  REDIS_URL: optionalString,
  JUSO_API_KEY: optionalString,
  JUSO_API_URL: optionalString.pipe(z.url().optional()),
  MOLIT_API_KEY: optionalString,
  MOLIT_API_URL: optionalString.pipe(z.url().optional()),
  BUILDING_API_KEY: optionalString,
  BUILDING_API_URL: optionalString.pipe(z.url().optional()),
  ECOS_API_KEY: optionalString,
  ECOS_API_URL: optionalString.pipe(z.url().optional()),
  KFB_COFIX_FEED: booleanFlag,
  KFB_COFIX_URL: optionalString.pipe(z.url().optional()),
  MARKET_RATES_REFRESH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  // Prometheus' /metrics (issue 31): its own listener, or a bearer token on the main port (docs/deploy.md).
  METRICS_PORT: optionalString.pipe(z.coerce.number<string>().int().min(0).max(65_535).optional()),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INSTANCE_NAME: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'INSTANCE_NAME: letters, digits, . _ : - (1–64)')
      .optional(),
  ),
  SEED_DEMO_CONTENT: booleanFlag,
  API_DOCS: booleanFlag,
  API_EXCHANGE_LOG: z.string().min(1).optional(),
  TRUST_PROXY: booleanFlag,
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  COMPUTE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  REGISTRY_UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(6),
  POST_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  COMMENT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  LIKES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  REPORTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  REPORT_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1_000).default(3),
  REPORT_STANDING_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  GUEST_WEEKLY_REPORT_QUOTA: z.coerce.number().int().positive().default(20),
});

export type RunMode = 'development' | 'production' | 'test';

export type AppConfig = {
  env: RunMode;
  /** Why the server runs in `env`: NODE_ENV itself, or what was configured without it. */
  envReason: string;
  isProduction: boolean;
  port: number;
  /** Names this process in `X-Served-By` and in the scheduled-job log; default host:port. */
  instanceName: string;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance. */
  databasePoolMax: number;
  publicUrl: string;
  corsOrigins: string[];
  jwtSecret: string;
  kakao: { clientId: string; clientSecret: string | undefined; authUrl: string; apiUrl: string } | undefined;
  devLoginEnabled: boolean;
  storage:
    | { kind: 'local'; directory: string }
    | {
        kind: 's3';
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      };
  redisUrl: string | undefined;
  juso: { apiKey: string; baseUrl: string } | undefined;
  molit: { apiKey: string; baseUrl: string } | undefined;
  /** 국토교통부 건축HUB 건축물대장 (issue 30): the jeonse-safety check reads the main use when set. */
  buildingLedger: { apiKey: string; baseUrl: string } | undefined;
  /** The market-rate feeds (issue 28): ECOS needs its key; the KFB COFIX page is public and switched on. */
  rateFeeds: {
    ecos: { apiKey: string | undefined; baseUrl: string };
    kfbCofix: { enabled: boolean; baseUrl: string };
    /** How often an instance re-reads the values another instance's run stored. */
    refreshSeconds: number;
  };
  /**
   * Where `/metrics` answers: on its own listener at `port` when set (never on the main port then), else on the main
   * port outside production, or in production only with `token`; a set `token` is asked for as `Bearer` wherever.
   */
  metrics: { port: number | undefined; token: string | undefined };
  logLevel: string;
  seedDemoContent: boolean;
  /** Swagger UI and the OpenAPI document at /docs. */
  apiDocsEnabled: boolean;
  /**
   * A file that gets every request and answer as a JSON line, for the end-to-end suite's check against the OpenAPI
   * document (ADR 0033); never in production, where it would hold people's tokens and answers.
   */
  exchangeLog: string | undefined;
  trustProxy: boolean;
  rateLimitMax: number;
  /** After SIGTERM, how long /ready says 503 while requests are still served (≥ the balancer's check interval). */
  shutdownDrainMs: number;
  /** Requests per minute and IP on each login/token endpoint (stricter than `rateLimitMax`). */
  authRateLimitMax: number;
  /**
   * Requests per minute and IP on a route that computes for milliseconds (the rent-offer comparison's
   * cheapest split), stricter than `rateLimitMax` so one address cannot keep the process busy (issue 27).
   */
  computeRateLimitMax: number;
  /** Registry PDFs one address may send a minute: each takes the one reader for up to its time limit. */
  registryUploadsPerMinute: number;
  /** Writes per member and minute (on top of the per-IP limit): posts (incl. edits, deletes, uploads), comments, likes. */
  memberWritesPerMinute: { post: number; comment: number; like: number; report: number };
  /** Distinct members with standing whose reports hide a post or comment at once, pending review (issues 33, 45). */
  reportHideThreshold: number;
  /**
   * How old an account must be when it reports, besides a post or comment on the board that is not hidden, for
   * the report to count toward hiding (ADR 0038); operators and members they trust count at any age.
   */
  reportStandingDays: number;
  guestWeeklyReportQuota: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads (or creates once) the signing secret kept in the data directory for the embedded default. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type Env = z.infer<typeof envSchema>;

/**
 * Development conveniences (dev login, demo posts, generated secret, open API docs) only when that is
 * unmistakable: `NODE_ENV=development`, or nothing configured at all (embedded database, local files,
 * no Redis, no Kakao, a loopback bind). Anything an operator sets up for real, without NODE_ENV, means
 * production: forgetting NODE_ENV must never open the dev login on a server (ADR 0008).
 */
export function resolveRunMode(e: Env): { mode: RunMode; reason: string } {
  if (e.NODE_ENV) return { mode: e.NODE_ENV, reason: `NODE_ENV=${e.NODE_ENV}` };
  const productionSigns = [
    e.DATABASE_URL && 'DATABASE_URL',
    e.STORAGE === 's3' && 'STORAGE=s3',
    e.REDIS_URL && 'REDIS_URL',
    (e.KAKAO_CLIENT_ID || e.KAKAO_CLIENT_SECRET) && 'KAKAO_CLIENT_ID',
    !isLoopback(e.HOST) && `HOST=${e.HOST}`,
  ].filter((sign): sign is string => Boolean(sign));
  return productionSigns.length === 0
    ? { mode: 'development', reason: 'nothing configured (local trial)' }
    : { mode: 'production', reason: `NODE_ENV unset, configured: ${productionSigns.join(', ')}` };
}

/** Validates the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const { mode, reason } = resolveRunMode(e);
  const isProduction = mode === 'production';
  const usesDataDir = !e.DATABASE_URL || e.STORAGE === 'local';
  const problems: string[] = [];

  if (isProduction) {
    const why = `required in production (${reason})`;
    if (!e.JWT_SECRET) problems.push(`JWT_SECRET: ${why}`);
    if (!e.PUBLIC_URL) problems.push(`PUBLIC_URL: ${why}`);
    if (e.KAKAO_CLIENT_ID && !e.KAKAO_CLIENT_SECRET)
      problems.push(`KAKAO_CLIENT_SECRET: required with KAKAO_CLIENT_ID in production`);
    if (usesDataDir && !existsSync(e.DATA_DIR)) {
      problems.push(
        `DATA_DIR: ${path.resolve(e.DATA_DIR)} does not exist; create it (the embedded database and uploads live there) or set DATABASE_URL and STORAGE=s3`,
      );
    }
  }
  if (e.STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[key]) problems.push(`${key}: required when STORAGE=s3`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: mode,
    envReason: reason,
    isProduction,
    port: e.PORT,
    instanceName: e.INSTANCE_NAME ?? `${os.hostname()}:${e.PORT}`,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    publicUrl,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    jwtSecret: e.JWT_SECRET ?? generatedSecret(dataDir),
    kakao: e.KAKAO_CLIENT_ID
      ? {
          clientId: e.KAKAO_CLIENT_ID,
          clientSecret: e.KAKAO_CLIENT_SECRET,
          authUrl: e.KAKAO_AUTH_URL ?? 'https://kauth.kakao.com',
          apiUrl: e.KAKAO_API_URL ?? 'https://kapi.kakao.com',
        }
      : undefined,
    // Anyone who reaches the dev login page can log in as anybody: off the loopback it must be asked for.
    devLoginEnabled: e.DEV_LOGIN ?? (!isProduction && isLoopback(e.HOST)),
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : { kind: 'local', directory: path.join(dataDir, 'uploads') },
    redisUrl: e.REDIS_URL,
    juso: e.JUSO_API_KEY
      ? { apiKey: e.JUSO_API_KEY, baseUrl: e.JUSO_API_URL ?? 'https://business.juso.go.kr' }
      : undefined,
    molit: e.MOLIT_API_KEY
      ? { apiKey: e.MOLIT_API_KEY, baseUrl: e.MOLIT_API_URL ?? 'https://apis.data.go.kr' }
      : undefined,
    buildingLedger: e.BUILDING_API_KEY
      ? { apiKey: e.BUILDING_API_KEY, baseUrl: e.BUILDING_API_URL ?? 'https://apis.data.go.kr' }
      : undefined,
    rateFeeds: {
      ecos: { apiKey: e.ECOS_API_KEY, baseUrl: e.ECOS_API_URL ?? 'https://ecos.bok.or.kr/api' },
      kfbCofix: {
        enabled: e.KFB_COFIX_FEED ?? false,
        baseUrl: e.KFB_COFIX_URL ?? 'https://portal.kfb.or.kr/fingoods/cofix.php',
      },
      refreshSeconds: e.MARKET_RATES_REFRESH_SECONDS,
    },
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    logLevel: e.LOG_LEVEL,
    // Demo posts make a fresh embedded install look alive; production starts empty unless asked.
    seedDemoContent: e.SEED_DEMO_CONTENT ?? mode === 'development',
    apiDocsEnabled: e.API_DOCS ?? !isProduction,
    exchangeLog: isProduction ? undefined : e.API_EXCHANGE_LOG,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitMax: e.RATE_LIMIT_MAX,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    computeRateLimitMax: e.COMPUTE_RATE_LIMIT_MAX,
    registryUploadsPerMinute: e.REGISTRY_UPLOADS_PER_MINUTE,
    memberWritesPerMinute: {
      post: e.POST_WRITES_PER_MINUTE,
      comment: e.COMMENT_WRITES_PER_MINUTE,
      like: e.LIKES_PER_MINUTE,
      report: e.REPORTS_PER_MINUTE,
    },
    reportHideThreshold: e.REPORT_HIDE_THRESHOLD,
    reportStandingDays: e.REPORT_STANDING_DAYS,
    guestWeeklyReportQuota: e.GUEST_WEEKLY_REPORT_QUOTA,
  };
}

/**
 * The configuration for a process that starts from it (the server, a command-line tool): a bad setting is its Korean
 * message and exit code 1 rather than a stack trace.
 */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
