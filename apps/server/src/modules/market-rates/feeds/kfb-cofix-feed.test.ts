import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeReply, type FakeUpstream } from '../../../testing/fake-upstream-server.ts';
import { createKfbCofixFeed } from './kfb-cofix-feed.ts';
import {
  COFIX_2019,
  COFIX_2025,
  COFIX_2026,
  COFIX_EMPTY_YEAR,
  cofixPage,
  encodeEucKr,
  KFB_NOTICE_PAGE,
} from './testing/kfb-cofix-responses.ts';

const PAGE = '/fingoods/cofix.php';
let fake: FakeUpstream;

/** The page as the portal sends it: EUC-KR bytes (the fake's body is typed string; node's `end` takes bytes too). */
const eucKr = (html: string, contentType = 'text/html; charset=euc-kr'): FakeReply => ({
  body: Buffer.from(encodeEucKr(html)),
  contentType,
});

/** Each year's page; a year with no page answers as the portal does for an empty year. */
const pages =
  (byYear: Record<string, string>) =>
  ({ query }: { query: URLSearchParams }): FakeReply =>
    eucKr(byYear[query.get('BasicYear') ?? ''] ?? COFIX_EMPTY_YEAR);

const feed = (policy: object = {}) =>
  createKfbCofixFeed({
    baseUrl: `${fake.url}${PAGE}`,
    enabled: true,
    policy: { timeoutMs: 500, retries: 0, backoffMs: 1, failureThreshold: 100, coolDownMs: 10_000, ...policy },
  });

const requestedYears = () => fake.requestsTo(PAGE).map(({ query }) => query.get('BasicYear'));

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('은행연합회 COFIX 공시: 읽기', () => {
  it('신 잔액기준 COFIX 를 월별로 읽고, 출처에 공시일과 다른 두 COFIX 를 적어요', async () => {
    fake.on(PAGE, pages({ 2025: COFIX_2025, 2026: COFIX_2026 }));
    const cofix = feed();
    expect(cofix).toMatchObject({ name: 'kfb-cofix', enabled: true });
    expect(cofix.figures).toEqual([{ figure: 'cofixNewBalance', units: ['%'], cycle: 'M' }]);

    const observations = await cofix.fetch({ today: '2026-03-20', months: 6 });

    expect(observations.map(({ observedOn, rawValue }) => [observedOn, rawValue])).toEqual([
      ['2025-09-01', '2.49'],
      ['2025-10-01', '2.48'],
      ['2025-11-01', '2.48'],
      ['2025-12-01', '2.47'],
      ['2026-01-01', '2.48'],
      ['2026-02-01', '2.47'],
    ]);
    expect(observations.at(-1)).toEqual({
      figure: 'cofixNewBalance',
      observedOn: '2026-02-01',
      rawValue: '2.47',
      unit: '%',
      source:
        '은행연합회 COFIX 공시 2026-03-16 (2026년 2월분): 신 잔액기준 2.47%, 신규취급액기준 2.82%, 잔액기준 2.85%',
    });
    expect(observations[3]!.source).toBe(
      '은행연합회 COFIX 공시 2026-01-15 (2025년 12월분): 신 잔액기준 2.47%, 신규취급액기준 2.89%, 잔액기준 2.84%',
    );
    expect(requestedYears()).toEqual(['2025', '2026']);
    expect(fake.requestsTo(PAGE).every(({ query }) => query.get('BasicYear_W') === query.get('BasicYear'))).toBe(true);
  });

  it('기간 밖의 달은 빼고, 기간이 닿는 해의 쪽만 불러요', async () => {
    fake.on(PAGE, pages({ 2025: COFIX_2025, 2026: COFIX_2026 }));
    const observations = await feed().fetch({ today: '2026-03-20', months: 2 });
    expect(observations.map(({ observedOn }) => observedOn)).toEqual(['2026-01-01', '2026-02-01']);
    expect(requestedYears()).toEqual(['2026']);
  });

  it('신 잔액기준이 생기기 전(2019년 5월 이전) 빈 칸인 달은 건너뛰어요', async () => {
    fake.on(PAGE, pages({ 2019: COFIX_2019 }));
    const observations = await feed().fetch({ today: '2019-08-20', months: 6 });
    expect(observations.map(({ observedOn, rawValue }) => [observedOn, rawValue])).toEqual([
      ['2019-06-01', '1.68'],
      ['2019-07-01', '1.66'],
    ]);
  });

  it.each([
    ['위', 'later first'],
    ['아래', 'later last'],
  ])('같은 달이 두 번 공시되면(정정) 나중 공시가 표 %s에 있어도 그것을 써요', async (_label, order) => {
    const rows: Parameters<typeof cofixPage>[1] = [
      ['2026/02/20', '2026/01', '2.77', '2.85', '2.49'],
      ['2026/02/19', '2026/01', '2.77', '2.85', '2.48'],
    ];
    fake.on(PAGE, pages({ 2026: cofixPage(2026, order === 'later first' ? rows : rows.reverse()) }));
    const observations = await feed().fetch({ today: '2026-03-20', months: 2 });
    expect(observations).toHaveLength(1);
    expect(observations[0]).toMatchObject({ rawValue: '2.49', source: expect.stringContaining('2026-02-20') });
  });

  it.each([
    ['헤더가 EUC-KR 이라고 알려요', 'text/html; charset=EUC-KR', 'euc-kr'],
    ['헤더에 문자셋이 없으면 <meta> 를 따라요', 'text/html', 'euc-kr'],
    ['UTF-8 로 바뀐 쪽도 읽어요', 'text/html; charset=UTF-8', 'utf-8'],
  ])('%s', async (_label, contentType, encoding) => {
    const body = encoding === 'utf-8' ? COFIX_2026.replace('charset=euc-kr', 'charset=utf-8') : COFIX_2026;
    fake.on(PAGE, encoding === 'utf-8' ? { body, contentType } : eucKr(body, contentType));
    const observations = await feed().fetch({ today: '2026-03-20', months: 2 });
    expect(observations.map(({ rawValue }) => rawValue)).toEqual(['2.48', '2.47']);
    expect(observations[1]!.source).toContain('신 잔액기준 2.47%');
  });
});

describe('은행연합회 COFIX 공시: 실패는 값을 지어내지 않고 UpstreamError', () => {
  it('2xx 가 아니면 HTTP', async () => {
    fake.on(PAGE, { status: 500, body: 'error', contentType: 'text/html' });
    await expect(feed().fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({
      kind: 'HTTP',
      details: { status: 500 },
    });
    fake.on(PAGE, { status: 404, body: 'not found', contentType: 'text/html' });
    await expect(feed().fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'HTTP' });
  });

  it('COFIX 표가 없는 쪽(안내 쪽)은 MALFORMED', async () => {
    fake.on(PAGE, eucKr(KFB_NOTICE_PAGE));
    await expect(feed().fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({
      kind: 'MALFORMED',
      message: expect.stringContaining('no monthly COFIX table'),
    });
  });

  it.each([
    ['숫자가 아닌 금리', ['2026/02/19', '2026/01', '2.77', '2.85', '2.4 8']],
    ['2019년 6월 이후의 빈 신 잔액기준', ['2026/02/19', '2026/01', '2.77', '2.85', '']],
    ['읽을 수 없는 대상월', ['2026/02/19', '2026/13', '2.77', '2.85', '2.48']],
    ['없는 공시일', ['2026/02/30', '2026/01', '2.77', '2.85', '2.48']],
  ] as const)('%s 이 있으면 MALFORMED', async (_label, row) => {
    fake.on(PAGE, pages({ 2026: cofixPage(2026, [['2026/03/16', '2026/02', '2.82', '2.85', '2.47'], [...row]]) }));
    await expect(feed().fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'MALFORMED' });
  });

  it('칸이 모자란 줄은 MALFORMED', async () => {
    const page = COFIX_2026.replace('<td>2.82</td><td>2.85</td><td>2.47</td>', '<td>2.82</td>');
    fake.on(PAGE, pages({ 2026: page }));
    await expect(feed().fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'MALFORMED' });
  });

  it('표가 비어 있으면 어느 달도 없다고 알려요', async () => {
    fake.on(PAGE, pages({}));
    await expect(feed().fetch({ today: '2027-01-10', months: 1 })).rejects.toMatchObject({
      kind: 'SERVICE',
      message: 'KFB COFIX: no month from 2026-12 on the pages of 2026, 2027',
    });
    expect(requestedYears()).toEqual(['2026', '2027']);
  });

  it('연속 실패로 차단기가 열리면 더 부르지 않아요', async () => {
    fake.on(PAGE, { status: 503, body: 'down', contentType: 'text/html' });
    const cofix = feed({ failureThreshold: 2 });
    await expect(cofix.fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'HTTP' });
    await expect(cofix.fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'HTTP' });
    await expect(cofix.fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
    expect(fake.requestsTo(PAGE)).toHaveLength(2);
  });

  it('표가 깨진 쪽도 장애로 세어 차단기를 열어요', async () => {
    fake.on(PAGE, eucKr(KFB_NOTICE_PAGE));
    const cofix = feed({ failureThreshold: 2 });
    await expect(cofix.fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'MALFORMED' });
    await expect(cofix.fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'MALFORMED' });
    await expect(cofix.fetch({ today: '2026-03-20', months: 2 })).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
  });
});
