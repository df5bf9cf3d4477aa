import {
  adviseLoan,
  DEFAULT_MARKET_RATE_TABLE,
  estimatePreTerms,
  listSimpleProducts,
  marketRateInForce,
  type LoanAdviceContext,
  type LoanProfile,
  type PartialLoanProfile,
} from '@jipsa/domain';
import pg from 'pg';
import { load, printTable } from './support/load.ts';
import { serveApp, serveBare } from './support/serve-app.ts';

// Loan advice: the engine in-process (one call must stay well under a millisecond: the report, the live estimate
// on every answer and the deposit-result page all call it per request), then POST /api/v1/loanAdvice over HTTP
// (auth, validation, advice, one transaction with two inserts, serialisation) against bare Fastify routes.
// Figures only; nothing fails on timing (bench/run.mjs). With BENCH_POSTGRES_URL (e.g.
// postgres://jipsa:jipsa@127.0.0.1:5432/jipsa) the stored route is measured on PostgreSQL too, in a scratch
// database created and dropped here.

const marketRates = marketRateInForce(DEFAULT_MARKET_RATE_TABLE, '2026-11-22');
if (!marketRates) throw new Error('no market-rate row on 2026-11-22');
const context: LoanAdviceContext = { policyDate: '2026-11-22', marketRates };

const base: LoanProfile = {
  rentalDeposit: 150_000_000,
  monthlyRent: 0,
  cashOnHand: 20_000_000,
  age: 30,
  maritalStatus: 'SINGLE',
  annualIncome: 30_000_000,
  spouseAnnualIncome: 0,
  childStatus: 'NO_CHILD',
  hasNewborn: false,
  isSMEEmployee: false,
  houseOwnershipType: 'NO_HOUSE',
  isNetAssetOver345M: false,
  rentHousingType: 'APARTMENT',
  exclusiveArea: 55,
  buildingName: '역삼래미안',
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
};

// Ten households that take different paths through the rules (products open, preferences, regions, none).
const PROFILES: Record<string, LoanProfile> = {
  '서울 청년 1인': base,
  '24세 중소기업 청년': { ...base, age: 24, isSMEEmployee: true, rentalDeposit: 80_000_000, annualIncome: 28_000_000 },
  '경기 신혼 맞벌이': {
    ...base,
    maritalStatus: 'NEWLY_MARRIED',
    spouseAnnualIncome: 35_000_000,
    annualIncome: 40_000_000,
    districtCode: '4113510900',
    rentalDeposit: 300_000_000,
  },
  '부산 다자녀': {
    ...base,
    age: 41,
    maritalStatus: 'MARRIED',
    childStatus: 'THREE_OR_MORE_CHILDREN',
    annualIncome: 55_000_000,
    districtCode: '2611010100',
    rentalDeposit: 200_000_000,
  },
  '신생아 가구': {
    ...base,
    maritalStatus: 'MARRIED',
    hasNewborn: true,
    childStatus: 'ONE_CHILD',
    rentalDeposit: 250_000_000,
  },
  '보증부월세 오피스텔': {
    ...base,
    rentHousingType: 'OFFICETEL',
    rentalDeposit: 30_000_000,
    monthlyRent: 450_000,
    age: 26,
  },
  '고소득 1주택': {
    ...base,
    houseOwnershipType: 'SINGLE_HOUSE',
    annualIncome: 120_000_000,
    rentalDeposit: 400_000_000,
  },
  '다주택 (상품 없음)': {
    ...base,
    houseOwnershipType: 'MULTI_HOUSE',
    isNetAssetOver345M: true,
    annualIncome: 900_000_000,
  },
  '현금으로 충분': { ...base, cashOnHand: 200_000_000 },
  '5억 아파트 신혼': {
    ...base,
    maritalStatus: 'ENGAGED',
    spouseAnnualIncome: 60_000_000,
    annualIncome: 70_000_000,
    rentalDeposit: 500_000_000,
    exclusiveArea: 84,
  },
};

const PARTIALS: Record<string, PartialLoanProfile> = {
  보증금만: { rentalDeposit: 200_000_000 },
  '보증금 + 나이': { rentalDeposit: 200_000_000, age: 29 },
  '절반쯤 답함': { rentalDeposit: 150_000_000, age: 31, maritalStatus: 'NEWLY_MARRIED', annualIncome: 50_000_000 },
  '거의 다 답함': { ...base, districtCode: null, exclusiveArea: null },
};

const DEPOSITS = [10_000_000, 50_000_000, 150_000_000, 300_000_000, 700_000_000];

function quantile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

let sink = 0;

const BATCH = 100;

/**
 * Times `calls` single calls of `run` after a warm-up: median and p99 per call in µs, and the mean of the
 * fastest batch of 100 calls (what a call costs when nothing else on this shared machine preempts it).
 */
function time(run: () => unknown, calls: number): { medianUs: number; p99Us: number; bestBatchUs: number } {
  for (let index = 0; index < Math.min(2_000, calls); index += 1) sink += run() === null ? 1 : 0;
  const samples = new Float64Array(calls);
  let bestBatch = Number.POSITIVE_INFINITY;
  let batchSum = 0;
  for (let index = 0; index < calls; index += 1) {
    const start = process.hrtime.bigint();
    const result = run();
    samples[index] = Number(process.hrtime.bigint() - start) / 1_000;
    sink += result === null ? 1 : 0;
    batchSum += samples[index] ?? 0;
    if ((index + 1) % BATCH === 0) {
      bestBatch = Math.min(bestBatch, batchSum / BATCH);
      batchSum = 0;
    }
  }
  samples.sort();
  return {
    medianUs: +quantile(samples, 0.5).toFixed(1),
    p99Us: +quantile(samples, 0.99).toFixed(1),
    bestBatchUs: +bestBatch.toFixed(1),
  };
}

function timeAll<Input>(name: string, inputs: Record<string, Input>, run: (input: Input) => unknown, calls: number) {
  const rows = Object.entries(inputs).map(([label, input]) => ({ [name]: label, ...time(() => run(input), calls) }));
  // All inputs interleaved, as a server sees them.
  const list = Object.values(inputs);
  let next = 0;
  const mixed = time(() => run(list[next++ % list.length] as Input), calls * 2);
  rows.push({ [name]: '(섞어서)', ...mixed });
  printTable(rows);
  return mixed;
}

console.log('\n— in-process: adviseLoan (12 products, report, reason), per call');
const advice = timeAll('profile', PROFILES, (profile) => adviseLoan(profile, context), 10_000);
console.log('\n— in-process: estimatePreTerms (live estimate of a half-filled form), per call');
const preTerms = timeAll('answers', PARTIALS, (partial) => estimatePreTerms(partial, context), 3_000);
console.log('\n— in-process: listSimpleProducts (deposit-result page), per call');
const simple = timeAll(
  'deposit',
  Object.fromEntries(DEPOSITS.map((deposit) => [`${deposit / 10_000}만원`, deposit])),
  (rentalDeposit) => listSimpleProducts({ rentalDeposit }, context),
  3_000,
);

// ---- HTTP -----------------------------------------------------------------------------------------

const requestBody = { ...base };
const ROUNDS = 3;
const SECONDS_PER_ROUND = 2;

type Served = Awaited<ReturnType<typeof serveApp>>;

/** The real app with the guest quota out of the way, a guest token, and one report it answered. */
async function servedWithGuest(databaseUrl?: string): Promise<{ served: Served; guestToken: string; report: unknown }> {
  const served = await serveApp({ databaseUrl, env: { GUEST_WEEKLY_REPORT_QUOTA: '100000000' } });
  const guestResponse = await fetch(`${served.url}/api/v1/guest/login`);
  const guestToken = ((await guestResponse.json()) as { data: { accessToken: string } }).data.accessToken;
  const response = await fetch(`${served.url}/api/v1/loanAdvice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accesstoken: guestToken },
    body: JSON.stringify(requestBody),
  });
  if (response.status !== 200) throw new Error(`POST /api/v1/loanAdvice answered ${response.status}`);
  return { served, guestToken, report: await response.json() };
}

/** A scratch database on the PostgreSQL server of `adminUrl`; `drop` removes it. */
async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `jipsa_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
    },
  };
}

const { served, guestToken, report: sampleReport } = await servedWithGuest();
const postgresUrl = process.env.BENCH_POSTGRES_URL;
const scratch = postgresUrl ? await scratchDatabase(postgresUrl) : null;
const onPostgres = scratch ? await servedWithGuest(scratch.url) : null;

// Ceilings: the same response bytes from a constant, and the advice computed but neither authenticated nor stored.
const bareStatic = await serveBare((app) => {
  app.post('/report', async () => sampleReport);
});
const bareAdvice = await serveBare((app) => {
  app.post('/report', async (request) => ({
    code: 200,
    message: 'OK',
    data: adviseLoan(request.body as LoanProfile, context),
  }));
});

type Target = { name: string; url: string; method?: 'GET' | 'POST'; body?: unknown; headers?: Record<string, string> };
const targets: Target[] = [
  { name: 'bare: constant report JSON', url: `${bareStatic.url}/report`, body: requestBody },
  { name: 'bare: adviseLoan, no auth/db', url: `${bareAdvice.url}/report`, body: requestBody },
  // A reference for "one authenticated request with one read", the least a stored report can cost.
  {
    name: 'app: GET /api/v1/user/me',
    url: `${served.url}/api/v1/user/me`,
    method: 'GET',
    headers: { accesstoken: guestToken },
  },
  {
    name: 'app: POST /api/v1/loanAdvice/simple',
    url: `${served.url}/api/v1/loanAdvice/simple`,
    body: { rentalDeposit: 200_000_000 },
  },
  {
    name: 'app: POST /api/v1/loanAdvice (stored)',
    url: `${served.url}/api/v1/loanAdvice`,
    body: requestBody,
    headers: { accesstoken: guestToken },
  },
  ...(onPostgres
    ? [
        {
          name: 'app on PostgreSQL: POST /api/v1/loanAdvice',
          url: `${onPostgres.served.url}/api/v1/loanAdvice`,
          body: requestBody,
          headers: { accesstoken: onPostgres.guestToken },
        },
      ]
    : []),
];

// Rounds interleave the targets, so a neighbour's load on this shared machine hits all of them alike.
const results = new Map<string, Awaited<ReturnType<typeof load>>[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const target of targets) {
    const result = await load({ method: 'POST', ...target, seconds: SECONDS_PER_ROUND });
    results.set(target.name, [...(results.get(target.name) ?? []), result]);
  }
}
await served.close();
await onPostgres?.served.close();
await scratch?.drop();
await bareStatic.close();
await bareAdvice.close();

const summary = (name: string) => {
  const runs = results.get(name) ?? [];
  const average = (pick: (run: Awaited<ReturnType<typeof load>>) => number) =>
    runs.reduce((sum, run) => sum + pick(run), 0) / Math.max(1, runs.length);
  return {
    route: name,
    'req/s': Math.round(average((run) => run.requestsPerSecond)),
    'p50 ms': +average((run) => run.p50).toFixed(1),
    'p99 ms': +average((run) => run.p99).toFixed(1),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
};
const rows = targets.map((target) => summary(target.name));
console.log(
  `\n— HTTP: ${ROUNDS} interleaved rounds of ${SECONDS_PER_ROUND} s per route, 10 connections, client in this process,` +
    ' one guest token (quota raised); "app" runs on the embedded PGlite (one connection)',
);
printTable(rows);
const rps = (name: string) => rows.find((row) => row.route === name)?.['req/s'] ?? Number.NaN;
const stored = rps('app: POST /api/v1/loanAdvice (stored)');

console.log(
  `\nadviseLoan: median ${advice.medianUs} µs, p99 ${advice.p99Us} µs, best batch ${advice.bestBatchUs} µs per call` +
    ` (${advice.medianUs < 1000 ? 'well under' : 'OVER'} a millisecond)`,
);
console.log(
  `estimatePreTerms: median ${preTerms.medianUs} µs, p99 ${preTerms.p99Us} µs; ` +
    `listSimpleProducts: median ${simple.medianUs} µs, p99 ${simple.p99Us} µs`,
);
console.log(
  `POST /api/v1/loanAdvice vs bare constant route: ${(stored / rps('bare: constant report JSON')).toFixed(3)}×; ` +
    `vs bare adviseLoan route: ${(stored / rps('bare: adviseLoan, no auth/db')).toFixed(3)}×`,
);
if (onPostgres) {
  const storedOnPostgres = rps('app on PostgreSQL: POST /api/v1/loanAdvice');
  console.log(
    `on PostgreSQL: ${(storedOnPostgres / rps('bare: constant report JSON')).toFixed(3)}× the bare constant route, ` +
      `${(storedOnPostgres / rps('bare: adviseLoan, no auth/db')).toFixed(3)}× the bare adviseLoan route`,
  );
}
if (sink < 0) console.log(sink);
