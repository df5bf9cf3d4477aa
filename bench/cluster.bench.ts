import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster } from '../scripts/lib/cluster.mjs';
import { LOAN_PROFILE } from '../e2e/support/loan-profile.ts';
import { load, printTable } from './support/load.ts';

// Throughput through the balancer with 1, 2 and 3 instances (`npm run cluster`'s shape: PostgreSQL,
// Redis, s3rver, HAProxy round robin) on the community list and on a stored loan report. The server must be
// built (npm run build). Figures only; with 2 cores, more instances compete with the load generator and
// PostgreSQL for the same CPU, so read the table next to the core count it prints.

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://jipsa:jipsa@127.0.0.1:5432/jipsa';
const SECONDS = 5;
const CONNECTIONS = 20;

async function seedPosts(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [author],
    } = await client.query<{ id: string }>(
      `insert into users (provider, provider_id, name, role, ab_group) values ('DEV', 'bench', '벤치', 'USER', 'A') returning id`,
    );
    await client.query(
      `insert into posts (author_id, title, content, created_at, updated_at)
       select $1, '벤치 글 ' || n, '내용 ' || n, now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series(1, 200) as n`,
      [author!.id],
    );
  } finally {
    await client.end();
  }
}

async function storedReport(url: string): Promise<{ path: string; token: string }> {
  const guest = (await (await fetch(`${url}/api/v1/guest/login`)).json()) as { data: { accessToken: string } };
  const token = guest.data.accessToken;
  const created = await fetch(`${url}/api/v1/loanAdvice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accesstoken: token },
    body: JSON.stringify(LOAN_PROFILE),
  });
  const report = (await created.json()) as { data: { loanAdviceResultId: string } };
  return { path: `/api/v1/loanAdvice/${report.data.loanAdviceResultId}`, token };
}

const rows: Record<string, string | number>[] = [];
const baseline = new Map<string, number>();
for (const instances of [1, 2, 3]) {
  const cluster = await startCluster({
    root: ROOT,
    port: 18_600 + instances * 10,
    instanceCount: instances,
    adminDatabaseUrl: ADMIN_URL,
    quiet: true,
    env: { RATE_LIMIT_MAX: '100000000', COMPUTE_RATE_LIMIT_MAX: '100000000', GUEST_WEEKLY_REPORT_QUOTA: '100000' },
  });
  try {
    await seedPosts(cluster.databaseUrl);
    const report = await storedReport(cluster.url);
    const routes = [
      { route: 'GET /api/v1/post/sorted (20 posts)', url: `${cluster.url}/api/v1/post/sorted?sortType=LATEST` },
      { route: 'GET /api/v1/loanAdvice/{id} (guest)', url: `${cluster.url}${report.path}`, token: report.token },
    ];
    for (const { route, url, token } of routes) {
      await load({ url, seconds: 1, connections: CONNECTIONS, headers: token ? { accesstoken: token } : {} });
      const result = await load({
        url,
        seconds: SECONDS,
        connections: CONNECTIONS,
        headers: token ? { accesstoken: token } : {},
      });
      if (instances === 1) baseline.set(route, result.requestsPerSecond);
      rows.push({
        instances,
        route,
        'req/s': Math.round(result.requestsPerSecond),
        'vs 1 instance': (result.requestsPerSecond / baseline.get(route)!).toFixed(2),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'non-2xx': result.non2xx,
        errors: result.errors,
      });
    }
  } finally {
    await cluster.stop();
  }
}
console.log(
  `cores: ${os.cpus().length} (${os.cpus()[0]?.model ?? 'unknown'}); ${CONNECTIONS} connections, ${SECONDS} s per figure`,
);
printTable(rows);
