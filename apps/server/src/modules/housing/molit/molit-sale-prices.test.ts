import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeUpstream,
  type FakeReply,
  type FakeRequest,
  type FakeUpstream,
} from '../../../testing/fake-upstream-server.ts';
import {
  APARTMENT_SALES_OLD_FORMAT,
  DATA_GO_KR_KEY_NOT_REGISTERED,
  HTML_ERROR_PAGE,
  MALFORMED_RENTS_XML,
  RENTS_NONE,
  ROW_HOUSE_SALES,
} from '../testing/recorded-responses.ts';
import { createMolitSalePrices, SALE_PATHS } from './molit-sale-prices.ts';

const RH_PATH = SALE_PATHS.HOUSEHOLD_HOUSE!;
const VILLA = {
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '737',
  rentHousingType: 'HOUSEHOLD_HOUSE',
  exclusiveArea: 59,
} as const;
const now = Date.parse('2026-11-24T03:00:00Z');
let fake: FakeUpstream;

const xml = (body: string): FakeReply => ({ body, contentType: 'text/xml;charset=UTF-8' });
const salesOfOctober =
  (body: string) =>
  (request: FakeRequest): FakeReply =>
    xml(request.query.get('DEAL_YMD') === '202610' ? body : RENTS_NONE);

const source = (policy: object = {}) =>
  createMolitSalePrices({
    apiKey: 'molit-key',
    baseUrl: fake.url,
    policy: { timeoutMs: 300, backoffMs: 1, failureThreshold: 100, coolDownMs: 10_000, now: () => now, ...policy },
  });

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('국토교통부 매매 실거래가로 집값 추정: 성공', () => {
  it('같은 건물·같은 면적의 최근 12개월 매매 가운데 값이고, 해제된 거래와 다른 지번은 빼요', async () => {
    fake.on(RH_PATH, salesOfOctober(ROW_HOUSE_SALES));
    await expect(source().estimate(VILLA)).resolves.toEqual({
      housePrice: 295_000_000,
      transactionCount: 2,
      basis: 'SAME_AREA_MEDIAN',
      latestDealDate: '2026-10-17',
    });
    const months = fake.requestsTo(RH_PATH).map((request) => request.query.get('DEAL_YMD'));
    expect(months).toHaveLength(12);
    expect(months).toContain('202512');
    expect(fake.requestsTo(RH_PATH).every((request) => request.query.get('LAWD_CD') === '11680')).toBe(true);
  });

  it('이전 형식(한글 항목) 아파트 매매도 읽고, 두 번째는 캐시에서 답해요', async () => {
    fake.on(SALE_PATHS.APARTMENT!, (request) =>
      xml(request.query.get('DEAL_YMD') === '202609' ? APARTMENT_SALES_OLD_FORMAT : RENTS_NONE),
    );
    const sales = source();
    const request = {
      districtCode: '1168010600',
      dongName: '대치동',
      jibun: '316',
      rentHousingType: 'APARTMENT',
      exclusiveArea: 76.79,
    } as const;
    await expect(sales.estimate(request)).resolves.toMatchObject({ housePrice: 2_250_000_000, transactionCount: 1 });
    const calls = fake.requests.length;
    await sales.estimate(request);
    expect(fake.requests.length).toBe(calls);
  });

  it('매매가 없으면 null 이고, 단독·다가구는 부르지 않아요', async () => {
    fake.on(RH_PATH, xml(RENTS_NONE));
    await expect(source().estimate(VILLA)).resolves.toBeNull();
    const before = fake.requests.length;
    await expect(source().estimate({ ...VILLA, rentHousingType: 'FAMILY_HOUSE' })).resolves.toBeNull();
    expect(fake.requests.length).toBe(before);
  });
});

describe('국토교통부 매매 실거래가로 집값 추정: 실패는 값을 지어내지 않고 UpstreamError', () => {
  it('느리면 TIMEOUT', async () => {
    fake.on(RH_PATH, { body: ROW_HOUSE_SALES, contentType: 'text/xml;charset=UTF-8', delayMs: 1_000 });
    await expect(source({ retries: 0 }).estimate(VILLA)).rejects.toMatchObject({ kind: 'TIMEOUT' });
  });

  it('등록되지 않은 키는 SERVICE, 500 은 HTTP', async () => {
    fake.on(RH_PATH, xml(DATA_GO_KR_KEY_NOT_REGISTERED));
    await expect(source().estimate(VILLA)).rejects.toMatchObject({ kind: 'SERVICE' });
    fake.on(RH_PATH, { status: 500, body: 'error' });
    await expect(source({ retries: 0 }).estimate(VILLA)).rejects.toMatchObject({ kind: 'HTTP' });
  });

  it('HTML 이나 잘린 XML 은 MALFORMED', async () => {
    fake.on(RH_PATH, { body: HTML_ERROR_PAGE, contentType: 'text/html' });
    await expect(source().estimate(VILLA)).rejects.toMatchObject({ kind: 'MALFORMED' });
    fake.on(RH_PATH, xml(MALFORMED_RENTS_XML));
    await expect(source().estimate(VILLA)).rejects.toMatchObject({ kind: 'MALFORMED' });
  });

  it('연속 실패로 차단기가 열리면 더 부르지 않아요', async () => {
    fake.on(RH_PATH, { status: 503, body: 'down' });
    const sales = source({ retries: 0, failureThreshold: 2 });
    await expect(sales.estimate(VILLA)).rejects.toMatchObject({ kind: 'HTTP' });
    // The twelve months go out together: the first answer's stragglers may still be failing on the next call.
    await expect(sales.estimate({ ...VILLA, jibun: '738' })).rejects.toBeInstanceOf(Error);
    await expect(sales.estimate({ ...VILLA, jibun: '739' })).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
  });
});
