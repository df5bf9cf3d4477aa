import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUSING_NOTICES } from '../housing-notices.ts';
import {
  startFakeUpstream,
  type FakeReply,
  type FakeRequest,
  type FakeUpstream,
} from '../../../testing/fake-upstream-server.ts';
import {
  APARTMENT_RENTS_NEW_FORMAT,
  APARTMENT_RENTS_OLD_FORMAT,
  BUILDING_NONE,
  BUILDING_TITLE_APARTMENT,
  BUILDING_UNITS_APARTMENT,
  DATA_GO_KR_KEY_NOT_REGISTERED,
  HTML_ERROR_PAGE,
  MALFORMED_RENTS_XML,
  RENTS_NONE,
} from '../testing/recorded-responses.ts';
import {
  BUILDING_TITLE_PATH,
  BUILDING_UNITS_PATH,
  createMolitHousingSource,
  recentDealMonths,
  RENT_PATHS,
} from './molit-housing-source.ts';

const APT_RENT_PATH = RENT_PATHS.APARTMENT!;
const EUNMA = { districtCode: '1168010600', jibun: '316', dongName: '대치동' };
let fake: FakeUpstream;
const now = Date.parse('2024-10-05T03:00:00Z');

const xml = (body: string): FakeReply => ({ body, contentType: 'text/xml;charset=UTF-8' });
const rentsByMonth = (request: FakeRequest): FakeReply => {
  const month = request.query.get('DEAL_YMD');
  if (month === '202409') return xml(APARTMENT_RENTS_NEW_FORMAT);
  if (month === '202408') return xml(APARTMENT_RENTS_OLD_FORMAT);
  return xml(RENTS_NONE);
};

function serveEunma() {
  fake.on(BUILDING_TITLE_PATH, { body: BUILDING_TITLE_APARTMENT });
  fake.on(BUILDING_UNITS_PATH, { body: BUILDING_UNITS_APARTMENT });
  fake.on(APT_RENT_PATH, rentsByMonth);
}

const source = (policy: object = {}) =>
  createMolitHousingSource({
    apiKey: 'molit-key',
    baseUrl: fake.url,
    policy: { timeoutMs: 300, backoffMs: 1, failureThreshold: 3, coolDownMs: 10_000, now: () => now, ...policy },
  });

const COOL_DOWN_MS = 100;

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('계약 월', () => {
  it('한국 시간의 이번 달부터 거꾸로 세요', () => {
    expect(recentDealMonths(Date.parse('2024-10-05T00:00:00Z'), 3)).toEqual(['202410', '202409', '202408']);
    expect(recentDealMonths(Date.parse('2024-12-31T16:00:00Z'), 2)).toEqual(['202501', '202412']);
  });
});

describe('국토교통부 주택 정보 출처: 성공', () => {
  it('대장의 유형과 면적에 최근 6개월 같은 건물 전월세 평균을 붙여요', async () => {
    serveEunma();
    const answer = await source().lookup(EUNMA);
    expect(answer).toEqual({
      housingType: 'APARTMENT',
      areas: [
        {
          exclusiveArea: 76.79,
          label: '76㎡ (약 23평)',
          averageDeposit: 710_000_000,
          averageMonthlyRent: null,
          transactionCount: 2,
        },
        {
          exclusiveArea: 84.43,
          label: '84㎡ (약 26평)',
          averageDeposit: 850_000_000,
          averageMonthlyRent: 2_500_000,
          transactionCount: 2,
        },
      ],
    });
  });

  it('대장은 시군구·법정동·대지구분·번·지로, 실거래가는 시군구와 계약 월로 물어요', async () => {
    serveEunma();
    await source().lookup(EUNMA);
    const title = Object.fromEntries(fake.requestsTo(BUILDING_TITLE_PATH)[0]?.query ?? []);
    expect(title).toMatchObject({
      serviceKey: 'molit-key',
      sigunguCd: '11680',
      bjdongCd: '10600',
      platGbCd: '0',
      bun: '0316',
      ji: '0000',
      _type: 'json',
    });
    const months = fake.requestsTo(APT_RENT_PATH).map((request) => request.query.get('DEAL_YMD'));
    expect(months.sort()).toEqual(['202405', '202406', '202407', '202408', '202409', '202410']);
    expect(fake.requestsTo(APT_RENT_PATH).every((request) => request.query.get('LAWD_CD') === '11680')).toBe(true);
  });

  it('같은 건물은 캐시에서 답하고, 같은 시군구의 다른 건물은 실거래가를 다시 부르지 않아요', async () => {
    serveEunma();
    const molit = source();
    await molit.lookup(EUNMA);
    const afterFirst = fake.requests.length;
    await molit.lookup(EUNMA);
    expect(fake.requests.length).toBe(afterFirst);
    await molit.lookup({ ...EUNMA, jibun: '503' });
    expect(fake.requestsTo(APT_RENT_PATH)).toHaveLength(6);
    expect(fake.requestsTo(BUILDING_TITLE_PATH)).toHaveLength(2);
  });

  it('오피스텔은 오피스텔 전월세 API 를 써요', async () => {
    const officetelTitle = BUILDING_TITLE_APARTMENT.replaceAll('아파트', '오피스텔').replaceAll('공동주택', '업무시설');
    fake.on(BUILDING_TITLE_PATH, { body: officetelTitle });
    fake.on(BUILDING_UNITS_PATH, { body: BUILDING_UNITS_APARTMENT.replaceAll('아파트', '오피스텔') });
    fake.on(RENT_PATHS.OFFICETEL!, xml(RENTS_NONE));
    const answer = await source().lookup(EUNMA);
    expect(answer.housingType).toBe('OFFICETEL');
    expect(fake.requestsTo(RENT_PATHS.OFFICETEL!)).toHaveLength(6);
    expect(fake.requestsTo(APT_RENT_PATH)).toHaveLength(0);
  });

  it('대장에 건물이 없으면 유형 없이 빈 면적 목록이에요', async () => {
    fake.on(BUILDING_TITLE_PATH, { body: BUILDING_NONE });
    fake.on(BUILDING_UNITS_PATH, { body: BUILDING_NONE });
    await expect(source().lookup(EUNMA)).resolves.toEqual({ housingType: null, areas: [] });
    expect(fake.requestsTo(APT_RENT_PATH)).toHaveLength(0);
  });
});

describe('국토교통부 주택 정보 출처: 실패', () => {
  it('지번이나 동이 없으면 부르지 않고 REJECTED 예요', async () => {
    await expect(source().lookup({ ...EUNMA, jibun: '' })).rejects.toMatchObject({ kind: 'REJECTED' });
    await expect(source().lookup({ ...EUNMA, dongName: '' })).rejects.toMatchObject({ kind: 'REJECTED' });
    expect(fake.requests).toHaveLength(0);
  });

  it('등록되지 않은 서비스키(30)는 SERVICE 오류예요', async () => {
    fake.on(BUILDING_TITLE_PATH, xml(DATA_GO_KR_KEY_NOT_REGISTERED));
    fake.on(BUILDING_UNITS_PATH, xml(DATA_GO_KR_KEY_NOT_REGISTERED));
    await expect(source().lookup(EUNMA)).rejects.toMatchObject({ kind: 'SERVICE', details: { upstreamCode: '30' } });
  });

  it('대장이 제한 시간을 넘기면 TIMEOUT 이에요', async () => {
    serveEunma();
    fake.on(BUILDING_UNITS_PATH, { body: BUILDING_UNITS_APARTMENT, delayMs: 2_000 });
    await expect(source().lookup(EUNMA)).rejects.toMatchObject({ kind: 'TIMEOUT' });
  });

  it('대장이 JSON 이 아닌 HTML 이면 MALFORMED 예요', async () => {
    serveEunma();
    fake.on(BUILDING_UNITS_PATH, { body: HTML_ERROR_PAGE, contentType: 'text/html' });
    await expect(source().lookup(EUNMA)).rejects.toMatchObject({ kind: 'MALFORMED' });
  });

  it('실거래가만 실패하면 면적은 평균 없이 알려주고 안내를 붙이며 캐시하지 않아요', async () => {
    serveEunma();
    fake.on(APT_RENT_PATH, xml(MALFORMED_RENTS_XML));
    // Six months fail at once: the breaker is not what this case is about, so it must not open.
    const molit = source({ failureThreshold: 100 });
    const answer = await molit.lookup(EUNMA);
    expect(answer.notice).toBe(HOUSING_NOTICES.rentsUnavailable);
    expect(answer.areas.map((area) => [area.exclusiveArea, area.averageDeposit, area.transactionCount])).toEqual([
      [76.79, null, 0],
      [84.43, null, 0],
    ]);
    fake.on(APT_RENT_PATH, rentsByMonth);
    const retried = await molit.lookup(EUNMA);
    expect(retried.notice).toBeUndefined();
    expect(retried.areas[0]?.transactionCount).toBe(2);
  });

  it('연속 실패로 차단기가 열리면 부르지 않다가 대기 시간 뒤 회복해요', async () => {
    fake.on(BUILDING_TITLE_PATH, { status: 503, body: 'down' });
    fake.on(BUILDING_UNITS_PATH, { status: 503, body: 'down' });
    const molit = source({ retries: 0, coolDownMs: COOL_DOWN_MS });
    await expect(molit.lookup(EUNMA)).rejects.toMatchObject({ kind: 'HTTP' });
    await expect(molit.lookup({ ...EUNMA, jibun: '317' })).rejects.toMatchObject({ kind: 'HTTP' });
    await expect(molit.lookup({ ...EUNMA, jibun: '318' })).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
    const calls = fake.requests.length;
    expect(calls).toBe(4);

    // The breaker keeps the system clock: a short cool-down, really waited out.
    await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS + 20));
    serveEunma();
    await expect(molit.lookup(EUNMA)).resolves.toMatchObject({ housingType: 'APARTMENT' });
  });
});
