import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../../testing/fake-upstream-server.ts';
import {
  HTML_ERROR_PAGE,
  JUSO_EMPTY,
  JUSO_KEY_NOT_APPROVED,
  JUSO_SYSTEM_ERROR,
  JUSO_TOO_VAGUE,
  JUSO_TWO_RESULTS,
  JUSO_WRONG_SHAPE,
} from '../testing/recorded-responses.ts';
import { createJusoAddressSource, JUSO_SEARCH_PATH } from './juso-address-source.ts';

let fake: FakeUpstream;
let now = Date.parse('2025-01-01T00:00:00Z');

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

const source = (policy: object = {}) =>
  createJusoAddressSource({
    apiKey: 'test-key',
    baseUrl: fake.url,
    policy: { timeoutMs: 300, backoffMs: 1, failureThreshold: 3, coolDownMs: 10_000, now: () => now, ...policy },
  });

describe('도로명주소 API 출처: 성공', () => {
  it('결과 행을 주소 계약 모양으로 바꾸고 총 개수를 읽어요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_TWO_RESULTS });
    const page = await source().search('테헤란로 152', 1, 20);
    expect(page.totalCount).toBe(2);
    expect(page.addresses[0]).toEqual({
      roadAddress: '서울특별시 강남구 테헤란로 152 (역삼동)',
      jibunAddress: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
      buildingName: '강남파이낸스센터',
      districtCode: '1168010100',
      dongName: '역삼동',
      jibun: '737',
      sido: '서울특별시',
      sigungu: '강남구',
      isMetro: true,
      displayAddress: '서울특별시 강남구 테헤란로 152 (역삼동)',
      highlights: [
        { start: 10, end: 14 },
        { start: 15, end: 18 },
      ],
    });
  });

  it('산 지번과 부번을 "산 2-2" 로 적어요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_TWO_RESULTS });
    const page = await source().search('와우안길 17', 1, 20);
    expect(page.addresses[1]).toMatchObject({
      jibun: '산 2-2',
      districtCode: '4159025325',
      dongName: '봉담읍',
      isMetro: true,
    });
  });

  it('키, 페이지, 개수, 검색어와 JSON 형식을 요청에 실어요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_EMPTY });
    await source().search('역삼로 12', 3, 20);
    const query = fake.requestsTo(JUSO_SEARCH_PATH)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      confmKey: 'test-key',
      currentPage: '3',
      countPerPage: '20',
      keyword: '역삼로 12',
      resultType: 'json',
    });
  });

  it('결과가 없으면 빈 페이지예요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_EMPTY });
    await expect(source().search('없는길 999', 1, 20)).resolves.toEqual({ totalCount: 0, addresses: [] });
  });

  it('같은 검색은 캐시에서 답하고 API 를 다시 부르지 않아요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_TWO_RESULTS });
    const juso = source({ cacheTtlMs: 1_000 });
    const firstAnswer = await juso.search('테헤란로 152', 1, 20);
    const secondAnswer = await juso.search(' 테헤란로  152 ', 1, 20);
    expect(secondAnswer).toEqual(firstAnswer);
    expect(fake.requestsTo(JUSO_SEARCH_PATH)).toHaveLength(1);
    now += 1_001; // lru-cache: stale once older than the TTL
    await juso.search('테헤란로 152', 1, 20);
    expect(fake.requestsTo(JUSO_SEARCH_PATH)).toHaveLength(2);
  });

  it('다른 페이지는 따로 캐시해요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_EMPTY });
    const juso = source();
    await juso.search('테헤란로', 1, 20);
    await juso.search('테헤란로', 2, 20);
    expect(fake.requestsTo(JUSO_SEARCH_PATH)).toHaveLength(2);
  });
});

describe('도로명주소 API 출처: 실패', () => {
  it.each([
    ['E0001 승인되지 않은 키', JUSO_KEY_NOT_APPROVED, 'SERVICE', 'E0001'],
    ['-999 시스템 오류', JUSO_SYSTEM_ERROR, 'SERVICE', '-999'],
    ['E0006 너무 막연한 검색어', JUSO_TOO_VAGUE, 'REJECTED', 'E0006'],
  ])('%s 는 %s 오류예요', async (_label, body, kind, upstreamCode) => {
    fake.on(JUSO_SEARCH_PATH, { body });
    await expect(source().search('서울', 1, 20)).rejects.toMatchObject({ kind, details: { upstreamCode } });
  });

  it.each([
    ['JSON 이 아닌 본문', HTML_ERROR_PAGE],
    ['문서와 다른 모양', JUSO_WRONG_SHAPE],
    ['빈 본문', ''],
  ])('%s 은 MALFORMED 예요', async (_label, body) => {
    fake.on(JUSO_SEARCH_PATH, { body, contentType: 'text/html' });
    await expect(source().search('역삼동', 1, 20)).rejects.toMatchObject({ kind: 'MALFORMED' });
  });

  it('제한 시간을 넘기면 TIMEOUT 이에요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_EMPTY, delayMs: 2_000 });
    await expect(source().search('역삼동', 1, 20)).rejects.toMatchObject({ kind: 'TIMEOUT' });
  });

  it('5xx 는 두 번 더 시도한 뒤 HTTP 오류예요', async () => {
    fake.on(JUSO_SEARCH_PATH, { status: 502, body: 'bad gateway' });
    await expect(source().search('역삼동', 1, 20)).rejects.toMatchObject({ kind: 'HTTP' });
    expect(fake.requestsTo(JUSO_SEARCH_PATH)).toHaveLength(3);
  });

  it('실패한 답은 캐시하지 않아요', async () => {
    const juso = source();
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_SYSTEM_ERROR });
    await expect(juso.search('역삼동', 1, 20)).rejects.toThrow();
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_EMPTY });
    await expect(juso.search('역삼동', 1, 20)).resolves.toEqual({ totalCount: 0, addresses: [] });
  });
});

describe('도로명주소 API 출처: 회로 차단기', () => {
  it('연속 세 번 실패하면 부르지 않고, 대기 시간 뒤 한 번 시험해 회복해요', async () => {
    const juso = source({ coolDownMs: COOL_DOWN_MS });
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_SYSTEM_ERROR });
    for (const keyword of ['역삼동', '삼성동', '대치동']) {
      await expect(juso.search(keyword, 1, 20)).rejects.toMatchObject({ kind: 'SERVICE' });
    }
    await expect(juso.search('청담동', 1, 20)).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
    expect(fake.requestsTo(JUSO_SEARCH_PATH)).toHaveLength(3);

    // The breaker keeps the system clock: a short cool-down, really waited out.
    await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS + 20));
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_TWO_RESULTS });
    await expect(juso.search('테헤란로 152', 1, 20)).resolves.toMatchObject({ totalCount: 2 });
    await expect(juso.search('테헤란로 153', 1, 20)).resolves.toMatchObject({ totalCount: 2 });
    expect(fake.requestsTo(JUSO_SEARCH_PATH)).toHaveLength(5);
  });

  it('거절된 검색어는 차단기를 열지 않아요', async () => {
    const juso = source();
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_TOO_VAGUE });
    for (const keyword of ['서울', '경기', '부산', '대구']) {
      await expect(juso.search(keyword, 1, 20)).rejects.toMatchObject({ kind: 'REJECTED' });
    }
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_EMPTY });
    await expect(juso.search('역삼로', 1, 20)).resolves.toMatchObject({ totalCount: 0 });
  });
});
