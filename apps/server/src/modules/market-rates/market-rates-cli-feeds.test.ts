import { DEFAULT_MARKET_RATE_TABLE } from '@jipsa/domain';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { marketRateObservations } from '../../db/schema/market-rates.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createEcosFeeds } from './feeds/ecos-feed.ts';
import { ecosSeriesOn2026_11_26 } from './feeds/testing/ecos-recorded.ts';
import { startFakeEcos, type FakeEcos } from './feeds/testing/fake-ecos.ts';
import { runMarketRatesCli } from './market-rates-cli.ts';

// The operator's path for fed rates (issue 28): fetch now, see the feeds and the held values, accept or reject.

const NOW = new Date('2026-11-26T01:00:00Z');
let database: DatabaseHandle;
let ecos: FakeEcos;
let out: string[];
let err: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  const series = ecosSeriesOn2026_11_26();
  // October's 정기예금 comes in 3 %p above September's: held for the operator.
  const deposit = series.find((each) => each.item === 'BEABAA2118')!;
  deposit.points[deposit.points.length - 1] = ['202610', '5.76'];
  ecos = await startFakeEcos(series);
});
afterAll(async () => {
  await ecos.close();
  await database.close();
});
beforeEach(() => {
  out = [];
  err = [];
});

const run = (args: string[], options: { apiKey?: string } = { apiKey: 'TESTECOSKEY0000000000' }) =>
  runMarketRatesCli(args, {
    dataDir: '/tmp/jipsa-no-such-dir',
    cwd: '/tmp',
    today: '2026-11-26',
    sharedDatabase: true,
    database: async () => ({
      db: database.db,
      feeds: createEcosFeeds({ apiKey: options.apiKey, baseUrl: ecos.url }),
      committed: DEFAULT_MARKET_RATE_TABLE,
      log: pino({ level: 'silent' }),
      now: () => NOW,
    }),
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  });

describe('npm run market-rates -- fetch / show / accept / reject', () => {
  it('켜진 피드가 없으면 fetch 는 무엇을 켜야 하는지 말하고 1로 끝나요', async () => {
    expect(await run(['fetch'], {})).toBe(1);
    expect(err.join('\n')).toContain('ECOS_API_KEY');
  });

  it('fetch 는 피드를 한 번씩 돌리고 피드마다 적용·보류·거절 수를 보여줘요', async () => {
    expect(await run(['fetch'])).toBe(0);
    expect(out.join('\n')).toMatch(/ecos-722Y001-0101000: 새 값 \d+개 중 적용 \d+, 보류 0, 거절 0/);
    expect(out.join('\n')).toContain('ecos-121Y002-BEABAA2118: 새 값 24개 중 적용 23, 보류 1, 거절 0');
  });

  it('show 는 오늘 적용되는 행, 피드 상태, 보류된 값과 그 id 를 보여줘요', async () => {
    expect(await run(['show'])).toBe(0);
    const text = out.join('\n');
    expect(text).toContain('공시 값까지 합쳐 오늘 적용되는 행: 2026-11-26부터');
    expect(text).toContain('ecos-722Y001-0101000: 켜짐, 마지막 성공 2026-11-26T01:00:00.000Z');
    expect(text).toContain('보류된 값 1개');
    expect(text).toMatch(/depositRate 2026-10-01 5\.76연리%/);
  });

  it('accept 는 보류된 값을 오늘부터 적용하고, 없는 id 나 이미 정한 값은 거절해요', async () => {
    const [held] = await database.db
      .select()
      .from(marketRateObservations)
      .where(eq(marketRateObservations.status, 'HELD'));
    expect(await run(['accept', 'not-an-id'])).toBe(1);
    expect(err.join('\n')).toContain('찾을 수 없어요');
    expect(await run(['accept', held!.id])).toBe(0);
    const [accepted] = await database.db
      .select()
      .from(marketRateObservations)
      .where(eq(marketRateObservations.id, held!.id));
    expect(accepted).toMatchObject({ status: 'APPLIED', effectiveFrom: '2026-11-26' });
    expect(accepted!.reason).toContain('운영자가 적용했어요');
    expect(await run(['reject', held!.id])).toBe(1);
    out = [];
    await run(['show']);
    expect(out.join('\n')).toContain('보류된 값은 없어요.');
    expect(out.join('\n')).toContain('예금 5.76');
  });
});
