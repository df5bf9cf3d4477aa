import pg from 'pg';
import { loanProfile } from '../apps/server/src/modules/loan-advice/loan-advice-test-support.ts';
import { load, printTable } from './support/load.ts';
import { withScratchDatabase } from './support/scratch-database.ts';
import { serveApp } from './support/serve-app.ts';

// Every read route at 50 connections on PostgreSQL (issue 16: "p99 < 30 ms at 50 connections for every read
// route"), the app in production mode, as a member who has posts, comments, likes and a stored report.
// Figures only; nothing fails on timing (bench/run.mjs). PostgreSQL from TEST_DATABASE_URL (default
// postgres://jipsa:jipsa@127.0.0.1:5432/jipsa); a scratch database is created and dropped here.

const CONNECTIONS = 50;
const SECONDS = 3;
const P99_TARGET_MS = 30;
const POSTS = 5_000;

await withScratchDatabase('jipsa_bench_reads', run);

async function run(databaseUrl: string) {
  const served = await serveApp({ databaseUrl, env: { GUEST_WEEKLY_REPORT_QUOTA: '1000000' } });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const {
      rows: [member],
    } = await pool.query<{ id: string }>(
      `insert into users (provider, provider_id, name, role, ab_group) values ('DEV', 'bench-reader', '읽는회원', 'USER', 'A') returning id`,
    );
    if (!member) throw new Error('no bench member');
    await pool.query(
      `insert into posts (author_id, title, content, like_count, comment_count, created_at, updated_at)
       select $1, '전세 이야기 ' || i, repeat('보증금과 대출 이야기를 나눠요. ', 12), i % 37, 0,
              now() - i * interval '1 minute', now() - i * interval '1 minute'
       from generate_series(1, ${POSTS}) as i`,
      [member.id],
    );
    const {
      rows: [post],
    } = await pool.query<{ id: string }>('select id from posts order by created_at desc limit 1');
    if (!post) throw new Error('no bench post');
    await pool.query(
      `insert into comments (post_id, author_id, content, created_at, updated_at)
       select $1, $2, '댓글 ' || i, now() - i * interval '1 second', now() - i * interval '1 second'
       from generate_series(1, 30) as i`,
      [post.id, member.id],
    );
    await pool.query('update posts set comment_count = 30 where id = $1', [post.id]);
    await pool.query('analyze');

    const token = await served.app.accessTokens.sign({ userId: member.id, role: 'USER' });
    const headers = { accesstoken: token };
    const created = await fetch(`${served.url}/api/v1/loanAdvice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(loanProfile()),
    });
    const report = (await created.json()) as { data: { loanAdviceResultId: string; userInputInfoId: string } };
    if (created.status !== 200) throw new Error(`no stored report: ${created.status}`);

    const targets: { route: string; url: string; headers?: Record<string, string> }[] = [
      { route: 'GET /health', url: '/health' },
      { route: 'GET /ready (database ping)', url: '/ready' },
      { route: 'GET /api/v1/user/health-check', url: '/api/v1/user/health-check', headers },
      { route: 'GET /api/v1/marketRates', url: '/api/v1/marketRates' },
      { route: 'GET /api/v1/post/sorted (guest)', url: '/api/v1/post/sorted?sortType=LATEST&size=20' },
      { route: 'GET /api/v1/post/sorted (member)', url: '/api/v1/post/sorted?sortType=POPULAR&size=20', headers },
      { route: 'GET /api/v1/post/{id} (30 comments)', url: `/api/v1/post/${post.id}`, headers },
      { route: 'GET /api/v1/user/me', url: '/api/v1/user/me', headers },
      { route: 'GET /api/v1/loanAdvice (list)', url: '/api/v1/loanAdvice', headers },
      { route: 'GET /api/v1/loanAdvice/{id}', url: `/api/v1/loanAdvice/${report.data.loanAdviceResultId}`, headers },
      { route: 'GET /api/v1/userInputInfo/{id}', url: `/api/v1/userInputInfo/${report.data.userInputInfoId}`, headers },
    ];

    const rows = [];
    for (const target of targets) {
      const url = `${served.url}${target.url}`;
      const probe = await fetch(url, { headers: target.headers });
      if (probe.status !== 200) throw new Error(`${target.route} answered ${probe.status}: ${await probe.text()}`);
      await load({ url, headers: target.headers, seconds: 1, connections: CONNECTIONS, inWorker: true });
      const result = await load({
        url,
        headers: target.headers,
        seconds: SECONDS,
        connections: CONNECTIONS,
        inWorker: true,
      });
      rows.push({
        route: target.route,
        'req/s': Math.round(result.requestsPerSecond),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        [`p99 < ${P99_TARGET_MS} ms`]: result.p99 < P99_TARGET_MS ? 'yes' : 'NO',
        errors: result.errors + result.non2xx,
      });
    }
    console.log(
      `\n— read routes on PostgreSQL (${POSTS.toLocaleString('en-US')} posts), production mode, ${CONNECTIONS} connections, ` +
        `${SECONDS} s each after a 1 s warm-up, client in a worker thread (the server has the main thread)`,
    );
    printTable(rows);
    const over = rows.filter((row) => row['p99 ms'] >= P99_TARGET_MS).map((row) => row.route);
    console.log(
      over.length === 0
        ? `every read route: p99 < ${P99_TARGET_MS} ms`
        : `p99 ≥ ${P99_TARGET_MS} ms: ${over.join(', ')}`,
    );
  } finally {
    await pool.end();
    await served.close();
  }
}
