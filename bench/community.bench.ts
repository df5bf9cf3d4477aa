import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS, type Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { createCommunityRepository } from '../apps/server/src/modules/community/community.repository.ts';
import { encodePostCursor } from '../apps/server/src/modules/community/post-cursor.ts';
import { load, printTable, type LoadResult } from './support/load.ts';
import { withScratchDatabase } from './support/scratch-database.ts';
import { serveApp, serveBare } from './support/serve-app.ts';

// The community list at scale: GET /api/v1/post/sorted on PostgreSQL with 100,000 posts, first pages and a
// page 90,000 posts deep (keyset paging, docs/decisions/0006-community-paging.md), with comments on the newest
// posts, some of them hidden and some by authors the member blocks (every count subtracts both), next to a bare Fastify
// route running the list's own SQL and JSON.stringify (issue 16's yardstick), one running `SELECT 1` on a
// pool of the same size against the same database, and the app's /health. Figures only; nothing
// fails on timing (bench/run.mjs). PostgreSQL from TEST_DATABASE_URL (default
// postgres://jipsa:jipsa@127.0.0.1:5432/jipsa); a scratch database is created and dropped here.

const POSTS = 100_000;
const DEEP_OFFSET = 90_000;
const PAGE_SIZE = 20;
const COMMENTED_POSTS = 2_000;
const COMMENTS_PER_POST = 25;
const HOT_POST_COMMENTS = 5_000;
const MEMBERS = 100;
/** The members' ids in a fixed order, for statements that hand out posts and comments in turn. */
const MEMBER_IDS = `select array_agg(id order by provider_id) as ids from users where provider_id like 'bench-member-%'`;
const ROUNDS = 3;
const SECONDS_PER_ROUND = 2;

// The statement the app prepares for the LATEST page (community.repository.ts, as drizzle writes it), for the
// bare route the list is measured against.
const LATEST_PAGE_SQL = `select posts.id, posts.title, posts.content, posts.image_key, posts.like_count, posts.comment_count,
  posts.created_at, posts.updated_at, posts.author_id, users.name, users.avatar_url, loan_advice_results.id,
  loan_advice_results.loan_product_code, loan_advice_results.loan_product_name, loan_advice_results.expected_loan_rate,
  loan_advice_results.possible_loan_limit,
  exists (select 1 from post_likes where post_likes.post_id = posts.id and post_likes.user_id = $1::uuid)
  from posts left join users on users.id = posts.author_id
  left join loan_advice_results on loan_advice_results.id = posts.loan_advice_result_id
  where (posts.created_at, posts.id) < ($2::timestamptz, $3::uuid)
  order by posts.created_at desc, posts.id desc limit $4`;
const FIRST_PAGE = [null, 'infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff', PAGE_SIZE + 1];

await withScratchDatabase('jipsa_bench', run);

async function run(databaseUrl: string) {
  const served = await serveApp({ databaseUrl });
  // The same size as the app's pool (DATABASE_POOL_MAX, default 20).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, options: POSTGRES_SESSION_OPTIONS });
  const bare = await serveBare((app) => {
    app.get('/one', async () => {
      const { rows } = await pool.query<{ one: number }>('select 1 as one');
      return { code: 200, message: 'OK', data: rows[0] };
    });
    // Issue 16's yardstick: the list's own statement (prepared, as the app prepares it) and a plain
    // JSON.stringify of its rows, with nothing of the app around it.
    app.get('/same-sql', async (_request, reply) => {
      const { rows } = await pool.query({ name: 'bench_latest_page', text: LATEST_PAGE_SQL, values: FIRST_PAGE });
      return reply.type('application/json').send(JSON.stringify({ code: 200, message: 'OK', data: { posts: rows } }));
    });
  });

  try {
    const seedStart = performance.now();
    // Two members: one who blocks nobody reads the shared page with their likes (issue 16), one who blocks ten
    // members reads a page of their own (issue 33).
    const { rows: members } = await pool.query<{ id: string }>(
      `insert into users (provider, provider_id, name, role, ab_group)
       values ('DEV', 'bench-viewer', '벤치 회원', 'USER', 'A'), ('DEV', 'bench-blocker', '차단한 회원', 'USER', 'A')
       returning id`,
    );
    const [viewer, blocker] = members;
    if (!viewer || !blocker) throw new Error('no bench members');
    await pool.query(
      `insert into users (provider, provider_id, name, role, ab_group)
       select 'DEV', 'bench-member-' || i, '회원 ' || i, 'USER', 'A' from generate_series(0, ${MEMBERS - 1}) as i`,
    );
    // One statement: the members take turns, every third post shares its instant and like counts repeat, so ids
    // break many ties.
    await pool.query(
      `with members as (${MEMBER_IDS})
       insert into posts (author_id, title, content, like_count, comment_count, created_at, updated_at)
       select members.ids[1 + i % ${MEMBERS}], '전세 이야기 ' || i, repeat('보증금과 대출 이야기를 나눠요. ', 12),
              (i * 7919) % 211, 0,
              timestamptz '2026-11-01 00:00:00+09' - (i / 3) * interval '1 second',
              timestamptz '2026-11-01 00:00:00+09' - (i / 3) * interval '1 second'
       from members, generate_series(1, ${POSTS}) as i`,
    );
    await seedModeratedComments(blocker.id);
    await pool.query('analyze');
    console.log(
      `seeded ${POSTS.toLocaleString('en-US')} posts and ${(COMMENTED_POSTS * COMMENTS_PER_POST + HOT_POST_COMMENTS).toLocaleString('en-US')} comments ` +
        `in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    const deepLatest = await keyAt('created_at desc, id desc');
    const deepPopular = await keyAt('like_count desc, created_at desc, id desc');
    const latestCursor = encodePostCursor({ sortType: 'LATEST', createdAt: deepLatest.created_at, id: deepLatest.id });
    const popularCursor = encodePostCursor({
      sortType: 'POPULAR',
      likeCount: deepPopular.like_count,
      createdAt: deepPopular.created_at,
      id: deepPopular.id,
    });

    await explain(
      'LATEST deep page',
      `select id from posts where (created_at, id) < ($1::timestamptz, $2::uuid) order by created_at desc, id desc limit ${PAGE_SIZE + 1}`,
      [deepLatest.created_at.toISOString(), deepLatest.id],
    );
    await explain(
      'POPULAR deep page',
      `select id from posts where (like_count, created_at, id) < ($1::integer, $2::timestamptz, $3::uuid)
       order by like_count desc, created_at desc, id desc limit ${PAGE_SIZE + 1}`,
      [deepPopular.like_count, deepPopular.created_at.toISOString(), deepPopular.id],
    );

    await explainPageStatement(blocker.id);

    const memberToken = await served.app.accessTokens.sign({ userId: viewer.id, role: 'USER' });
    const blockerToken = await served.app.accessTokens.sign({ userId: blocker.id, role: 'USER' });
    const list = (query: string) => `${served.url}/api/v1/post/sorted?${query}`;
    const targets: { name: string; url: string; headers?: Record<string, string> }[] = [
      { name: 'bare: same SQL + JSON.stringify', url: `${bare.url}/same-sql` },
      { name: 'bare: SELECT 1 on a pg pool', url: `${bare.url}/one` },
      // The app's own floor: every global plugin (helmet, CORS, rate limit, auth hook), no database.
      { name: 'app: GET /health', url: `${served.url}/health` },
      { name: 'LATEST page 1', url: list(`sortType=LATEST&size=${PAGE_SIZE}`) },
      { name: 'POPULAR page 1', url: list(`sortType=POPULAR&size=${PAGE_SIZE}`) },
      {
        name: `LATEST page at ${DEEP_OFFSET.toLocaleString('en-US')}`,
        url: list(`sortType=LATEST&size=${PAGE_SIZE}&cursor=${latestCursor}`),
      },
      {
        name: `POPULAR page at ${DEEP_OFFSET.toLocaleString('en-US')}`,
        url: list(`sortType=POPULAR&size=${PAGE_SIZE}&cursor=${popularCursor}`),
      },
      // A member's list adds the token check (one user read) and "did I like it" per post.
      {
        name: 'LATEST page 1 as a member',
        url: list(`sortType=LATEST&size=${PAGE_SIZE}`),
        headers: { accesstoken: memberToken },
      },
      // A member who blocks someone gets no shared page: the list's statement runs for every request.
      {
        name: 'LATEST page 1 as a member who blocks 10',
        url: list(`sortType=LATEST&size=${PAGE_SIZE}`),
        headers: { accesstoken: blockerToken },
      },
    ];

    for (const target of targets) {
      const response = await fetch(target.url, { headers: target.headers });
      if (response.status !== 200)
        throw new Error(`${target.name} answered ${response.status}: ${await response.text()}`);
      if (target.url.includes('/sorted')) {
        const body = (await response.json()) as { data: { posts: unknown[] } };
        if (body.data.posts.length !== PAGE_SIZE)
          throw new Error(`${target.name} gave ${body.data.posts.length} posts`);
      }
    }

    // Rounds interleave the targets, so a neighbour's load on this shared machine hits all of them alike.
    const results = new Map<string, LoadResult[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of targets) {
        const result = await load({ url: target.url, headers: target.headers, seconds: SECONDS_PER_ROUND });
        results.set(target.name, [...(results.get(target.name) ?? []), result]);
      }
    }

    const average = (runs: LoadResult[], pick: (run: LoadResult) => number) =>
      runs.reduce((sum, run) => sum + pick(run), 0) / Math.max(1, runs.length);
    const bareRuns = results.get(targets[0]?.name ?? '') ?? [];
    const bareRps = average(bareRuns, (run) => run.requestsPerSecond);
    const bareP99 = average(bareRuns, (run) => run.p99);
    const rows = targets.map((target) => {
      const runs = results.get(target.name) ?? [];
      const rps = average(runs, (run) => run.requestsPerSecond);
      const p99 = average(runs, (run) => run.p99);
      return {
        route: target.name,
        'req/s': Math.round(rps),
        'p50 ms': +average(runs, (run) => run.p50).toFixed(1),
        'p99 ms': +p99.toFixed(1),
        'req/s vs bare': +(rps / bareRps).toFixed(2),
        'p99 vs bare': +(p99 / Math.max(bareP99, 0.1)).toFixed(1),
        errors: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
      };
    });
    console.log(
      `\n— GET /api/v1/post/sorted (size ${PAGE_SIZE}) on PostgreSQL with ${POSTS.toLocaleString('en-US')} posts: ` +
        `${ROUNDS} interleaved rounds of ${SECONDS_PER_ROUND} s per route, 10 connections, client in this process`,
    );
    printTable(rows);
    const deep = rows.find((row) => row.route.startsWith('LATEST page at'));
    const first = rows.find((row) => row.route === 'LATEST page 1');
    const sameSql = rows.find((row) => row.route === 'bare: same SQL + JSON.stringify');
    const member = rows.find((row) => row.route === 'LATEST page 1 as a member');
    const blocking = rows.find((row) => row.route === 'LATEST page 1 as a member who blocks 10');
    if (blocking && sameSql) {
      console.log(
        `blocking member's list / bare route with the same SQL: ${(blocking['req/s'] / sameSql['req/s']).toFixed(2)}`,
      );
    }
    if (first && sameSql && member) {
      console.log(
        `list / bare route with the same SQL: ${(first['req/s'] / sameSql['req/s']).toFixed(2)} (issue 16 target ≥ 0.5)`,
      );
      console.log(`member list / guest list: ${(member['req/s'] / first['req/s']).toFixed(2)} (issue 16 target ≥ 0.8)`);
    }
    if (deep && first) {
      console.log(
        `deep page / first page throughput (LATEST): ${(deep['req/s'] / first['req/s']).toFixed(2)} (keyset: ~1 expected)`,
      );
    }
  } finally {
    await bare.close();
    await pool.end();
    await served.close();
  }

  /**
   * The board as moderation leaves it (issue 33): `COMMENTS_PER_POST` comments on each of the newest
   * `COMMENTED_POSTS` posts and `HOT_POST_COMMENTS` on the newest one, every tenth by one prolific member,
   * 1% of them hidden, and `blockerId` blocking that member and nine others.
   */
  async function seedModeratedComments(blockerId: string) {
    const writer = `members.ids[1 + (case when c % 10 = 0 then 0 else c % ${MEMBERS} end)]`;
    await pool.query(
      `with members as (${MEMBER_IDS}),
            newest as (select id, created_at from posts order by created_at desc, id desc limit ${COMMENTED_POSTS})
       insert into comments (post_id, author_id, content, created_at, updated_at)
       select newest.id, ${writer}, '저도 같은 고민이에요 ' || c, newest.created_at, newest.created_at
       from members, newest, generate_series(1, ${COMMENTS_PER_POST}) as c
       union all
       select hot.id, ${writer}, '인기 글 댓글 ' || c, hot.created_at, hot.created_at
       from members, (select * from newest order by created_at desc, id desc limit 1) as hot,
            generate_series(1, ${HOT_POST_COMMENTS}) as c`,
    );
    await pool.query(
      `update posts set comment_count = counted.n
       from (select post_id, count(*)::int as n from comments group by post_id) as counted where counted.post_id = posts.id`,
    );
    await pool.query(
      `insert into moderated_items (target_type, target_id, hidden_reason, hidden_at)
       select 'COMMENT', id, 'REPORTS', now() from comments where abs(hashtext(id::text)) % 100 = 0`,
    );
    await pool.query(
      `insert into user_blocks (blocker_id, blocked_id, label)
       select $1, id, name from users where provider_id in (${[...Array(10).keys()].map((i) => `'bench-member-${i}'`).join(', ')})`,
      [blockerId],
    );
  }

  /**
   * The member's first LATEST page as the app prepares it, run as a generic plan (what PostgreSQL settles on
   * for a statement prepared on a connection after five runs): with JIT at PostgreSQL's default and as the
   * app's sessions have it (POSTGRES_SESSION_OPTIONS, ADR 0037).
   */
  async function explainPageStatement(memberId: string) {
    let statement: { sql: string; params: unknown[] } | undefined;
    const logged = drizzle({
      client: pool,
      schema,
      casing: 'snake_case',
      logger: { logQuery: (sql, params) => (statement = { sql, params }) },
    });
    await createCommunityRepository(logged as unknown as Database).listPosts({
      sortType: 'LATEST',
      cursor: null,
      limit: PAGE_SIZE + 1,
      viewerId: memberId,
    });
    if (!statement) throw new Error('the page statement was not logged');
    const client = await pool.connect();
    try {
      await client.query(`prepare member_page as ${statement.sql}`);
      await client.query('set plan_cache_mode = force_generic_plan');
      const values = statement.params.map((value) => (value === null ? 'null' : `'${String(value)}'`)).join(', ');
      for (const jit of ['on', 'off']) {
        await client.query(`set jit = ${jit}`);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, timing off, summary on) execute member_page(${values})`,
        );
        const lines = rows.map((row) => row['QUERY PLAN']);
        const executionTime = lines.find((line) => line.startsWith('Execution Time')) ?? 'no execution time';
        const compiled = lines.some((line) => line.startsWith('JIT:'));
        console.log(
          `member's page as a generic plan, jit ${jit}: ${executionTime}; ${compiled ? 'compiled' : 'not compiled'}`,
        );
      }
    } finally {
      client.release(true);
    }
  }

  /** The sort key of the post `DEEP_OFFSET` rows into an order (what a client's cursor would hold there). */
  async function keyAt(order: string) {
    const { rows } = await pool.query<{ id: string; created_at: Date; like_count: number }>(
      `select id, created_at, like_count from posts order by ${order} offset ${DEEP_OFFSET} limit 1`,
    );
    const [row] = rows;
    if (!row) throw new Error(`no post at ${DEEP_OFFSET} for ${order}`);
    return row;
  }

  /** Prints the plan of a page query: it must be an index scan, however deep. */
  async function explain(label: string, statement: string, params: unknown[]) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off) ${statement}`, params);
    console.log(`\n${label}:\n${rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
  }
}
