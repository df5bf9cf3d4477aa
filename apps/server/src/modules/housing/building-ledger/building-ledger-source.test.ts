import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../../../testing/fake-upstream-server.ts';
import { UpstreamError } from '../../../lib/upstream/upstream-error.ts';
import { BUILDING_TITLE_PATH, BUILDING_UNITS_PATH } from '../molit/molit-housing-source.ts';
import { HTML_ERROR_PAGE } from '../testing/recorded-responses.ts';
import { createBuildingLedgerSource } from './building-ledger-source.ts';
import { serveBuildingHub, startFakeBuildingHub } from './testing/fake-building-hub.ts';
import { RECORDED_LOTS } from './testing/recorded-ledgers.ts';

const KEY = 'building-key';
const VILLA = { districtCode: '1150010300', jibun: '401-12', buildingName: '화곡해오름빌라' };
const MIXED_VILLA = { districtCode: '1159010200', jibun: '211-5', buildingName: '상도스카이' };
const SHOPS = { districtCode: '1168010100', jibun: '823', buildingName: '역삼타워' };
const OFFICETEL = { districtCode: '1150010500', jibun: '757', buildingName: '마곡스카이오피스텔' };
const FAMILY_HOUSE = { districtCode: '4159025325', jibun: '산 12-3', buildingName: '' };
const COMPLEX = { districtCode: '1168010600', jibun: '316', buildingName: '은마아파트' };
let fake: FakeUpstream;

const source = (policy: object = {}, apiKey = KEY) =>
  createBuildingLedgerSource({
    apiKey,
    baseUrl: fake.url,
    policy: { timeoutMs: 300, backoffMs: 1, failureThreshold: 100, coolDownMs: 10_000, ...policy },
  });

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

beforeAll(async () => {
  fake = await startFakeBuildingHub({ serviceKey: KEY, lots: RECORDED_LOTS });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  serveBuildingHub(fake, { serviceKey: KEY, lots: RECORDED_LOTS });
});

describe('건축물대장: 주용도와 주거용 여부', () => {
  it('다세대주택은 주거용이고, 위반건축물은 API 가 말하지 않아서 모른다(null)고 답해요', async () => {
    await expect(source().ledgerOf(VILLA)).resolves.toEqual({
      mainUse: '다세대주택',
      violation: null,
      residential: true,
    });
  });

  it('표제부와 전유공용면적을 필지 코드로 JSON 으로 물어요', async () => {
    await source().ledgerOf(VILLA);
    const [title] = fake.requestsTo(BUILDING_TITLE_PATH);
    expect(Object.fromEntries(title?.query ?? [])).toMatchObject({
      serviceKey: KEY,
      sigunguCd: '11500',
      bjdongCd: '10300',
      platGbCd: '0',
      bun: '0401',
      ji: '0012',
      _type: 'json',
    });
    expect(fake.requestsTo(BUILDING_UNITS_PATH)).toHaveLength(1);
  });

  it('근린생활시설 건물은 주거용이 아니에요 (일반건축물이면 전유부를 묻지 않아요)', async () => {
    await expect(source().ledgerOf(SHOPS)).resolves.toEqual({
      mainUse: '제1종근린생활시설',
      violation: null,
      residential: false,
    });
    expect(fake.requestsTo(BUILDING_UNITS_PATH)).toHaveLength(0);
  });

  it('근생빌라: 호를 알면 그 호의 전유부 용도, 모르면 주거용인지 모른다고 답해요', async () => {
    await expect(source().ledgerOf({ ...MIXED_VILLA, unit: { ho: '401호' } })).resolves.toEqual({
      mainUse: '제2종근린생활시설',
      violation: null,
      residential: false,
    });
    await expect(source().ledgerOf({ ...MIXED_VILLA, unit: { ho: '제302호' } })).resolves.toEqual({
      mainUse: '다세대주택',
      violation: null,
      residential: true,
    });
    await expect(source().ledgerOf(MIXED_VILLA)).resolves.toEqual({
      mainUse: '제2종근린생활시설',
      violation: null,
      residential: null,
    });
  });

  it('오피스텔은 업무시설로 올라 있어도 주거용이고, 두 번째 쪽의 호도 찾아요', async () => {
    await expect(source().ledgerOf({ ...OFFICETEL, unit: { ho: '2108' } })).resolves.toEqual({
      mainUse: '오피스텔',
      violation: null,
      residential: true,
    });
    await expect(source().ledgerOf({ ...OFFICETEL, unit: { ho: '2250호' } })).resolves.toEqual({
      mainUse: '제2종근린생활시설',
      violation: null,
      residential: false,
    });
    // 1,099 오피스텔 and one 근린생활시설: without the unit, which one is the renter's is unknown.
    await expect(source().ledgerOf(OFFICETEL)).resolves.toEqual({
      mainUse: '오피스텔',
      violation: null,
      residential: null,
    });
    const pages = fake.requestsTo(BUILDING_UNITS_PATH).map((request) => request.query.get('pageNo'));
    expect(pages).toEqual(['1', '2', '1', '2', '1', '2']);
  });

  it('산 지번의 다가구주택은 부속건축물(창고)을 빼고 주거용이에요', async () => {
    await expect(source().ledgerOf(FAMILY_HOUSE)).resolves.toEqual({
      mainUse: '다가구주택',
      violation: null,
      residential: true,
    });
    expect(fake.requestsTo(BUILDING_TITLE_PATH)[0]?.query.get('platGbCd')).toBe('1');
  });

  it('한 필지의 여러 동 가운데 건물 이름이 가리키는 동을 읽어요', async () => {
    await expect(source().ledgerOf({ ...COMPLEX, buildingName: '은마아파트 2동' })).resolves.toMatchObject({
      mainUse: '아파트',
      residential: true,
    });
    await expect(source().ledgerOf({ ...COMPLEX, buildingName: '은마아파트 상가동' })).resolves.toMatchObject({
      mainUse: '제1종근린생활시설',
      residential: false,
    });
    await expect(source().ledgerOf({ ...COMPLEX, buildingName: '' })).resolves.toMatchObject({ residential: null });
  });

  it('대장이 없는 필지는 null 이고, 같은 질문은 캐시에서 답해요', async () => {
    const ledger = source();
    await expect(ledger.ledgerOf({ ...VILLA, jibun: '402' })).resolves.toBeNull();
    await expect(ledger.ledgerOf({ ...VILLA, jibun: '402' })).resolves.toBeNull();
    await ledger.ledgerOf(VILLA);
    await ledger.ledgerOf(VILLA);
    expect(fake.requestsTo(BUILDING_TITLE_PATH)).toHaveLength(2);
  });

  it('지번이나 법정동코드를 읽을 수 없으면 부르지 않고 REJECTED 예요', async () => {
    expect((await failureOf(source().ledgerOf({ ...VILLA, jibun: '401번지' }))).kind).toBe('REJECTED');
    expect((await failureOf(source().ledgerOf({ ...VILLA, districtCode: '11500' }))).kind).toBe('REJECTED');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('건축물대장: 실패', () => {
  it('등록되지 않은 키는 게이트웨이의 XML 오류 30 으로 SERVICE 예요', async () => {
    const error = await failureOf(source({}, 'wrong-key').ledgerOf(VILLA));
    expect(error).toMatchObject({ kind: 'SERVICE', details: { upstreamCode: '30' } });
  });

  it('5xx 는 다시 묻고, 계속되면 HTTP 오류예요', async () => {
    fake.on(BUILDING_TITLE_PATH, { status: 503, body: 'down', contentType: 'text/plain' });
    const error = await failureOf(source({ retries: 2 }).ledgerOf(VILLA));
    expect(error).toMatchObject({ kind: 'HTTP', details: { status: 503 } });
    expect(fake.requestsTo(BUILDING_TITLE_PATH)).toHaveLength(3);
  });

  it('제한 시간 안에 답이 없으면 TIMEOUT 이에요', async () => {
    fake.on(BUILDING_TITLE_PATH, { body: '{}', delayMs: 1_000 });
    expect((await failureOf(source({ timeoutMs: 100 }).ledgerOf(VILLA))).kind).toBe('TIMEOUT');
  });

  it('연결이 끊기거나 HTML 오류 쪽이 오면 NETWORK / MALFORMED 예요', async () => {
    fake.on(BUILDING_TITLE_PATH, 'DROP');
    expect((await failureOf(source({ retries: 0 }).ledgerOf(VILLA))).kind).toBe('NETWORK');
    fake.on(BUILDING_TITLE_PATH, { body: HTML_ERROR_PAGE, contentType: 'text/html' });
    expect((await failureOf(source().ledgerOf(VILLA))).kind).toBe('MALFORMED');
  });

  it('잇따라 실패하면 회로가 열려 더 부르지 않고 CIRCUIT_OPEN 이에요', async () => {
    fake.on(BUILDING_TITLE_PATH, { status: 500, body: 'down', contentType: 'text/plain' });
    const ledger = source({ retries: 0, failureThreshold: 2 });
    await failureOf(ledger.ledgerOf(VILLA));
    await failureOf(ledger.ledgerOf(VILLA));
    const before = fake.requests.length;
    expect((await failureOf(ledger.ledgerOf(VILLA))).kind).toBe('CIRCUIT_OPEN');
    expect(fake.requests).toHaveLength(before);
  });

  it('전유부가 실패하면 표제부만으로 답하지 않고 실패해요', async () => {
    fake.on(BUILDING_UNITS_PATH, { status: 503, body: 'down', contentType: 'text/plain' });
    expect((await failureOf(source({ retries: 0 }).ledgerOf(VILLA))).kind).toBe('HTTP');
  });
});
