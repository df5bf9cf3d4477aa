import { performance } from 'node:perf_hooks';
import { calculateDsr, type DsrInput } from '@jipsa/domain';
import { load, printTable, type LoadResult } from './support/load.ts';
import { serveApp, serveBare } from './support/serve-app.ts';

// POST /api/v1/dsrCalc with five loans of mixed types through the whole app (security headers, rate
// limit, zod validation in and out, the engine, the envelope) against a bare Fastify route that answers
// a constant envelope to the same body, measured one after the other in this run. The ratio is the
// figure to watch; absolute numbers depend on the machine and what else runs on it.

/** Measured seconds per target, run as that many alternating one-second rounds. */
const SECONDS = 5;
const CONNECTIONS = 10;

const dsrBody = {
  annualIncome: 120_000_000,
  lenderType: 'BANK',
  policyDate: '2025-10-16',
  loans: [
    {
      loanType: 'MORTGAGE',
      principal: 300_000_000,
      interestRatePercentage: 4.2,
      term: 360,
      gracePeriod: 0,
      repaymentType: 'AMORTIZING',
      maturityPaymentAmount: 0,
      interestRateType: 'VARIABLE',
      isMetroArea: true,
    },
    {
      loanType: 'JEONSE_LOAN',
      principal: 200_000_000,
      interestRatePercentage: 3.8,
      term: 24,
      gracePeriod: 0,
      repaymentType: 'BULLET',
      maturityPaymentAmount: 0,
      interestRateType: 'VARIABLE',
      isMetroArea: true,
    },
    {
      loanType: 'PERSONAL_LOAN',
      principal: 50_000_000,
      interestRatePercentage: 6.5,
      term: 60,
      gracePeriod: 0,
      repaymentType: 'AMORTIZING',
      maturityPaymentAmount: 0,
      interestRateType: 'VARIABLE',
      isMetroArea: false,
    },
    {
      loanType: 'OTHER_LOAN',
      principal: 30_000_000,
      interestRatePercentage: 7.1,
      term: 12,
      gracePeriod: 0,
      repaymentType: 'BULLET',
      maturityPaymentAmount: 0,
      interestRateType: 'PERIODIC',
      isMetroArea: false,
    },
    {
      loanType: 'OFFICETEL_MORTGAGE_LOAN',
      principal: 100_000_000,
      interestRatePercentage: 4.75,
      term: 240,
      gracePeriod: 12,
      repaymentType: 'EQUAL_PRINCIPAL',
      maturityPaymentAmount: 20_000_000,
      interestRateType: 'MIXED',
      isMetroArea: true,
    },
  ],
} as const satisfies DsrInput;

/** Median wall time of one `calculateDsr` call, in microseconds, after a warm-up. */
function medianDsrMicros(iterations: number): number {
  for (let index = 0; index < 500; index += 1) calculateDsr(dsrBody);
  const samples: number[] = [];
  for (let index = 0; index < iterations; index += 1) {
    const start = performance.now();
    calculateDsr(dsrBody);
    samples.push((performance.now() - start) * 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

/**
 * Runs the targets in alternating one-second rounds (A B A B …) so that other work on a shared machine
 * slows both alike, then folds the rounds: mean throughput, median of the round p50s, worst round p99.
 */
async function interleavedLoad(
  targets: readonly { url: string; body: unknown }[],
  rounds: number,
): Promise<LoadResult[]> {
  const perTarget: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      const result = await load({
        url: target.url,
        method: 'POST',
        body: target.body,
        seconds: 1,
        connections: CONNECTIONS,
      });
      perTarget[index]?.push(result);
    }
  }
  return perTarget.map((results) => ({
    requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0) / results.length,
    p50: median(results.map((result) => result.p50)),
    p99: Math.max(...results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  }));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const row = (name: string, result: LoadResult) => ({
  target: name,
  'req/s': Math.round(result.requestsPerSecond),
  'p50 ms': result.p50,
  'p99 ms': result.p99,
  errors: result.errors,
  non2xx: result.non2xx,
});

const engineMicros = medianDsrMicros(5_000);

const served = await serveApp();
const bare = await serveBare((app) => {
  app.post('/bare', async () => ({ code: 200, message: 'OK', data: { ok: true } }));
  // Issue 16's yardstick: the same domain function on the parsed body, Fastify's default JSON out.
  app.post('/same-engine', async (request) => ({
    code: 200,
    message: 'OK',
    data: calculateDsr({ ...(request.body as DsrInput), policyDate: dsrBody.policyDate }),
  }));
});
try {
  const dsrUrl = `${served.url}/api/v1/dsrCalc`;
  const bareUrl = `${bare.url}/bare`;
  const sameEngineUrl = `${bare.url}/same-engine`;
  // One real answer first: a benchmark of 400s would measure the validator, not the calculator.
  const probe = await fetch(dsrUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(dsrBody),
  });
  const probeBody = (await probe.json()) as { data?: { dsrPercent?: number; loans?: unknown[] } };
  if (probe.status !== 200 || probeBody.data?.loans?.length !== dsrBody.loans.length) {
    throw new Error(`dsrCalc did not answer 200 with 5 loans: ${probe.status} ${JSON.stringify(probeBody)}`);
  }

  // A short warm-up so the JIT has settled before the measured rounds.
  const targets = [
    { url: dsrUrl, body: dsrBody },
    { url: sameEngineUrl, body: dsrBody },
    { url: bareUrl, body: dsrBody },
  ];
  await interleavedLoad(targets, 1);
  const [dsr, engine, ceiling] = await interleavedLoad(targets, SECONDS);
  if (dsr === undefined || engine === undefined || ceiling === undefined) throw new Error('no load results');

  printTable([
    row('POST /api/v1/dsrCalc (5 loans)', dsr),
    row('bare Fastify POST calling calculateDsr', engine),
    row('bare Fastify POST (constant envelope)', ceiling),
  ]);
  console.log(
    `dsrCalc DSR ${probeBody.data.dsrPercent} %; each target ${SECONDS} × 1 s rounds, alternating, ${CONNECTIONS} connections`,
  );
  console.log(
    `dsrCalc / bare route calling the same function: ${(dsr.requestsPerSecond / engine.requestsPerSecond).toFixed(3)} (target ≥ 0.5)`,
  );
  console.log(`dsrCalc / bare constant route: ${(dsr.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3)}`);
  console.log(`calculateDsr in process (5 loans, median of 5,000): ${engineMicros.toFixed(1)} µs`);
  if ([dsr, engine, ceiling].some((result) => result.errors + result.non2xx > 0)) {
    console.error('some requests failed: the figures above are not comparable');
    process.exitCode = 1;
  }
} finally {
  await bare.close();
  await served.close();
}
