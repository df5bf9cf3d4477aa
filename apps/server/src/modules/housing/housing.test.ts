import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { HOUSING_NOTICES } from './housing-notices.ts';
import { JUSO_SEARCH_PATH } from './juso/juso-address-source.ts';
import {
  BUILDING_TITLE_PATH,
  BUILDING_UNITS_PATH,
  recentDealMonths,
  RENT_PATHS,
} from './molit/molit-housing-source.ts';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-upstream-server.ts';
import {
  APARTMENT_RENTS_NEW_FORMAT,
  BUILDING_NONE,
  BUILDING_TITLE_APARTMENT,
  BUILDING_UNITS_APARTMENT,
  DATA_GO_KR_KEY_NOT_REGISTERED,
  JUSO_EMPTY,
  JUSO_KEY_NOT_APPROVED,
  JUSO_TOO_VAGUE,
  JUSO_TWO_RESULTS,
  RENTS_NONE,
} from './testing/recorded-responses.ts';

const searchAddresses = (app: TestApp['app'], keyword: unknown, page?: number | string) =>
  app.inject({
    method: 'POST',
    url: page === undefined ? '/api/v1/addressSearch' : `/api/v1/addressSearch?page=${page}`,
    payload: { keyword },
  });

const housingInfo = (app: TestApp['app'], body: object) =>
  app.inject({ method: 'POST', url: '/api/v1/housingInfo', payload: body });

describe('설정 없이 (내장 출처)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it('로그인 없이 동네 이름으로 주소를 찾아요', async () => {
    const response = await searchAddresses(testApp.app, '역삼동');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      message: 'OK',
      data: {
        totalCount: 1,
        page: 1,
        pageSize: 20,
        hasMore: false,
        source: 'OFFLINE',
        addresses: [
          {
            roadAddress: '',
            jibunAddress: '서울특별시 강남구 역삼동',
            buildingName: '',
            districtCode: '1168010100',
            dongName: '역삼동',
            jibun: '',
            sido: '서울특별시',
            sigungu: '강남구',
            isMetro: true,
            displayAddress: '서울특별시 강남구 역삼동',
            highlights: [{ start: 10, end: 13 }],
          },
        ],
      },
    });
  });

  it.each([
    ['강남구 역삼', '1168010100'],
    ['수원 영통', '4111700000'],
    ['서울 강남', '1168000000'],
    ['역삼등', '1168010100'],
  ])('"%s" 의 첫 결과 코드는 %s 예요', async (keyword, code) => {
    const response = await searchAddresses(testApp.app, keyword);
    expect(response.json().data.addresses[0].districtCode).toBe(code);
  });

  it('페이지마다 20개씩, 마지막 페이지에서 hasMore 가 false 예요', async () => {
    const first = (await searchAddresses(testApp.app, '경기 수원', 1)).json().data;
    expect(first.totalCount).toBeGreaterThan(40);
    expect(first.addresses).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = (await searchAddresses(testApp.app, '경기 수원', 2)).json().data;
    expect(second.page).toBe(2);
    const firstCodes = new Set(first.addresses.map((address: { districtCode: string }) => address.districtCode));
    expect(second.addresses.some((address: { districtCode: string }) => firstCodes.has(address.districtCode))).toBe(
      false,
    );
    const lastPage = Math.ceil(first.totalCount / 20);
    const last = (await searchAddresses(testApp.app, '경기 수원', lastPage)).json().data;
    expect(last.hasMore).toBe(false);
    expect(last.addresses.length).toBe(first.totalCount - (lastPage - 1) * 20);
  });

  it.each([
    ['한 글자', '역', '검색어를 2글자 이상 입력해주세요.'],
    ['공백뿐', '    ', '검색어를 2글자 이상 입력해주세요.'],
    ['61자', '가'.repeat(61), '검색어는 60자까지 입력할 수 있어요.'],
    ['제어 문자', '역삼\u0000동', '검색어에 쓸 수 없는 문자가 들어 있어요.'],
    ['문자열이 아닌 값', 12, '검색어를 입력해주세요.'],
  ])('%s 검색어는 필드 오류가 담긴 한국어 400 이에요', async (_label, keyword, message) => {
    const response = await searchAddresses(testApp.app, keyword);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message,
      data: { errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'keyword', message }] },
    });
  });

  it.each(['0', 'abc', '501'])('잘못된 페이지 %s 는 page 필드 오류예요', async (page) => {
    const response = await searchAddresses(testApp.app, '역삼동', page);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors[0].field).toBe('page');
  });

  it('주택 정보는 흔한 전용면적을 가격 없이 알려줘요', async () => {
    const response = await housingInfo(testApp.app, { districtCode: '1168010100', jibun: '', dongName: '역삼동' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ source: 'OFFLINE', housingType: null });
    expect(data.notice).toBeUndefined();
    expect(data.areas.map((area: { exclusiveArea: number }) => area.exclusiveArea)).toEqual([33, 49, 59, 84, 102]);
  });

  it('주택 정보의 법정동 코드와 지번 형식을 검사해요', async () => {
    const badCode = await housingInfo(testApp.app, { districtCode: '11680', jibun: '737', dongName: '역삼동' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().data.fieldErrors).toEqual([
      { field: 'districtCode', message: '법정동 코드는 10자리 숫자예요.' },
    ]);
    const badJibun = await housingInfo(testApp.app, {
      districtCode: '1168010100',
      jibun: '칠삼칠',
      dongName: '역삼동',
    });
    expect(badJibun.json().data.fieldErrors[0].field).toBe('jibun');
  });

  it('OpenAPI 문서에 두 경로가 실려요', async () => {
    const paths = (await testApp.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    expect(paths).toHaveProperty('/api/v1/addressSearch');
    expect(paths).toHaveProperty('/api/v1/housingInfo');
  });
});

describe('공식 API 설정 (로컬 가짜 서버)', () => {
  let fake: FakeUpstream;
  let testApp: TestApp;
  const currentMonth = recentDealMonths(Date.now(), 1)[0];

  beforeAll(async () => {
    fake = await startFakeUpstream();
    testApp = await buildTestApp({
      JUSO_API_KEY: 'juso-key',
      JUSO_API_URL: fake.url,
      MOLIT_API_KEY: 'molit-key',
      MOLIT_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await testApp.app.close();
    await fake.close();
  });

  it('도로명주소 API 의 결과를 JUSO 출처로 돌려줘요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_TWO_RESULTS });
    const data = (await searchAddresses(testApp.app, '테헤란로 152')).json().data;
    expect(data).toMatchObject({ source: 'JUSO', totalCount: 2, hasMore: false });
    expect(data.notice).toBeUndefined();
    expect(data.addresses[0]).toMatchObject({
      buildingName: '강남파이낸스센터',
      districtCode: '1168010100',
      jibun: '737',
    });
    expect(fake.requestsTo(JUSO_SEARCH_PATH).at(-1)?.query.get('confmKey')).toBe('juso-key');
  });

  it('API 키 오류(E0001)면 오류 대신 내장 표로 찾고 안내를 붙여요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_KEY_NOT_APPROVED });
    const response = await searchAddresses(testApp.app, '강남구 역삼');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      source: 'OFFLINE',
      notice: HOUSING_NOTICES.addressServiceUnavailable,
      addresses: [{ districtCode: '1168010100' }],
    });
  });

  it('도로명주소 API 가 5xx 를 계속 내면 다시 시도한 뒤 내장 표로 찾아요', async () => {
    fake.on(JUSO_SEARCH_PATH, { status: 503, body: 'unavailable' });
    const before = fake.requestsTo(JUSO_SEARCH_PATH).length;
    const data = (await searchAddresses(testApp.app, '수원 영통')).json().data;
    expect(fake.requestsTo(JUSO_SEARCH_PATH).length - before).toBe(3);
    expect(data).toMatchObject({ source: 'OFFLINE', notice: HOUSING_NOTICES.addressServiceUnavailable });
    expect(data.addresses[0].districtCode).toBe('4111700000');
  });

  it('막연한 검색어(E0006)면 동네 단위로 찾았다고 알려요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_TOO_VAGUE });
    const data = (await searchAddresses(testApp.app, '서울특별시')).json().data;
    expect(data).toMatchObject({ source: 'OFFLINE', notice: HOUSING_NOTICES.addressKeywordRejected });
    expect(data.addresses[0].districtCode).toBe('1100000000');
  });

  it('도로명주소 결과가 없고 동네는 있으면 동네를 보여줘요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_EMPTY });
    const data = (await searchAddresses(testApp.app, '압구정동')).json().data;
    expect(data).toMatchObject({ source: 'OFFLINE', notice: HOUSING_NOTICES.addressNotFound, totalCount: 1 });
  });

  it('어디에도 없으면 JUSO 의 빈 결과예요', async () => {
    fake.on(JUSO_SEARCH_PATH, { body: JUSO_EMPTY });
    const data = (await searchAddresses(testApp.app, '가나다라마바사')).json().data;
    expect(data).toMatchObject({ source: 'JUSO', totalCount: 0, hasMore: false, addresses: [] });
  });

  it('건물의 유형, 면적과 최근 전월세 평균을 MOLIT 출처로 돌려줘요', async () => {
    fake.on(BUILDING_TITLE_PATH, { body: BUILDING_TITLE_APARTMENT });
    fake.on(BUILDING_UNITS_PATH, { body: BUILDING_UNITS_APARTMENT });
    fake.on(RENT_PATHS.APARTMENT!, (request) => ({
      body: request.query.get('DEAL_YMD') === currentMonth ? APARTMENT_RENTS_NEW_FORMAT : RENTS_NONE,
      contentType: 'text/xml',
    }));
    const response = await housingInfo(testApp.app, { districtCode: '1168010600', jibun: '316', dongName: '대치동' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      source: 'MOLIT',
      housingType: 'APARTMENT',
      areas: [
        {
          exclusiveArea: 76.79,
          label: '76㎡ (약 23평)',
          averageDeposit: 700_000_000,
          averageMonthlyRent: null,
          transactionCount: 1,
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

  it('지번 없이 동네만 고르면 흔한 면적과 안내를 돌려줘요', async () => {
    const data = (await housingInfo(testApp.app, { districtCode: '1168010100', jibun: '', dongName: '역삼동' })).json()
      .data;
    expect(data).toMatchObject({
      source: 'OFFLINE',
      housingType: null,
      notice: HOUSING_NOTICES.housingWithoutBuilding,
    });
    expect(data.areas).toHaveLength(5);
  });

  it('대장에 건물이 없으면 흔한 면적과 안내를 돌려줘요', async () => {
    fake.on(BUILDING_TITLE_PATH, { body: BUILDING_NONE });
    fake.on(BUILDING_UNITS_PATH, { body: BUILDING_NONE });
    const data = (await housingInfo(testApp.app, { districtCode: '1168010100', jibun: '1', dongName: '역삼동' })).json()
      .data;
    expect(data).toMatchObject({ source: 'OFFLINE', notice: HOUSING_NOTICES.housingNotFound });
  });

  it('서비스키 오류(30)면 오류 대신 흔한 면적과 안내를 돌려줘요', async () => {
    fake.on(BUILDING_TITLE_PATH, { body: DATA_GO_KR_KEY_NOT_REGISTERED, contentType: 'text/xml' });
    fake.on(BUILDING_UNITS_PATH, { body: DATA_GO_KR_KEY_NOT_REGISTERED, contentType: 'text/xml' });
    const response = await housingInfo(testApp.app, { districtCode: '1168010100', jibun: '2', dongName: '역삼동' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      source: 'OFFLINE',
      notice: HOUSING_NOTICES.housingServiceUnavailable,
    });
  });
});
