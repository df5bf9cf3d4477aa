import type { JeonseSafetyRequestInput, JeonseSafetyResponse } from '@jipsa/contracts';
import { assessJeonseSafety } from '@jipsa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest } from '../auth/auth-test-support.ts';
import { SALE_PATHS } from '../housing/molit/molit-sale-prices.ts';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-upstream-server.ts';
import { HTML_ERROR_PAGE, RENTS_NONE, ROW_HOUSE_SALES } from '../housing/testing/recorded-responses.ts';
import { asJson, call, loanProfile } from '../loan-advice/loan-advice-test-support.ts';
import { BUILDING_LEDGER_UNAVAILABLE_NOTICE, SALE_PRICES_UNAVAILABLE_NOTICE } from './jeonse-safety.service.ts';
import { startFakeBuildingHub } from '../housing/building-ledger/testing/fake-building-hub.ts';
import { RECORDED_LOTS } from '../housing/building-ledger/testing/recorded-ledgers.ts';
import { BUILDING_TITLE_PATH } from '../housing/molit/molit-housing-source.ts';

// 2026-11-24 in Seoul.
const NOW = new Date('2026-11-24T03:00:00Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => NOW });
});
afterAll(async () => {
  await testApp.app.close();
});

const app = () => testApp.app;
const villa = (overrides: Partial<JeonseSafetyRequestInput> = {}): JeonseSafetyRequestInput => ({
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
  buildingName: '역삼빌라',
  rentHousingType: 'HOUSEHOLD_HOUSE',
  exclusiveArea: 50,
  rentalDeposit: 240_000_000,
  officialPrice: 200_000_000,
  // The person says there are none; left out, nobody knows (issue 50 #6).
  priorLiens: 0,
  ...overrides,
});
const check = (payload: unknown) => call(app(), 'POST', '/api/v1/jeonseSafety', { payload });

describe('POST /api/v1/jeonseSafety', () => {
  it('확인한 등기부의 신탁·임차권등기는 판정을 위험으로 만들고 이유를 말해요', async () => {
    const roomy = villa({ rentalDeposit: 100_000_000 });
    expect((await check(roomy)).json().data.riskLevel).toBe('SAFE');
    const answer = (await check({ ...roomy, registryFlags: ['TRUST', 'LEASE_REGISTRATION'] })).json().data;
    expect(answer.riskLevel).toBe('DANGER');
    expect(answer.reasonCodes).toEqual(['JEONSE_RATIO_LOW', 'REGISTRY_TRUST', 'REGISTRY_LEASE_REGISTRATION']);
    expect(answer.reasons[1]).toContain('신탁회사');
  });

  it('건축물대장을 읽을 수 없으면 위반건축물 답을 받아 판정에 써요', async () => {
    const answer = (await check({ ...villa({ rentalDeposit: 100_000_000 }), buildingViolation: true })).json().data;
    expect(answer.building).toEqual({ source: 'ANSWER', mainUse: null, violation: true, residential: null });
    expect(answer.riskLevel).toBe('DANGER');
    expect(answer.reasonCodes).toContain('BUILDING_VIOLATION');
  });

  it('모르는 등기부 항목이나 같은 항목 두 번은 한국어 400이에요', async () => {
    for (const registryFlags of [['TRUST', 'TRUST'], ['MORTGAGE']]) {
      const response = await check({ ...villa(), registryFlags });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('등기부에서 읽은 항목을 다시 확인해주세요.');
    }
  });

  it('로그인 없이 도메인 규칙 그대로 진단해요: 공시가격 2억 다세대, 보증금 2억 4천 → HUG 한도 2억 5,200만', async () => {
    const response = await check(villa());
    expect(response.statusCode).toBe(200);
    const answer = response.json().data;
    const expected = assessJeonseSafety(
      {
        districtCode: '1168010100',
        dongName: '역삼동',
        rentHousingType: 'HOUSEHOLD_HOUSE',
        rentalDeposit: 240_000_000,
        housePrice: null,
        recentSalesPrice: null,
        officialPrice: 200_000_000,
        priorLiens: 0,
      },
      '2026-11-24',
    );
    expect(answer).toEqual(
      asJson({
        ...expected,
        recentSales: null,
        notice: null,
        building: { source: 'UNKNOWN', mainUse: null, violation: null, residential: null },
      }),
    );
    expect(answer.guarantees[0]).toMatchObject({ institution: 'HUG', eligible: true, maxDeposit: 252_000_000 });
  });

  it('보증금 2억 6천이면 위험이고, 서울 1억 5천이면 최우선변제 5,500만원이에요', async () => {
    const refused = (await check(villa({ rentalDeposit: 260_000_000 }))).json().data;
    expect(refused.riskLevel).toBe('DANGER');
    expect(refused.guarantees[0].eligible).toBe(false);
    const small = (await check(villa({ rentalDeposit: 150_000_000 }))).json().data;
    expect(small.smallDepositPriority).toMatchObject({ applies: true, protectedAmount: 55_000_000 });
  });

  it('집값 없이 물으면 키가 없는 기본 설정에서는 값을 지어내지 않고 모른다고 답해요', async () => {
    const answer = (await check(villa({ officialPrice: undefined }))).json().data;
    expect(answer).toMatchObject({
      housePrice: null,
      housePriceBasis: 'UNKNOWN',
      recentSales: null,
      riskLevel: 'UNKNOWN',
    });
  });

  it('선순위 채권을 비워 두면 안전이 아니라 확인 필요이고, 0원으로 셌다고 말해요 (issue 50 #6)', async () => {
    const answer = (await check(villa({ rentalDeposit: 100_000_000, priorLiens: undefined }))).json().data;
    expect(answer.riskLevel).toBe('UNKNOWN');
    expect(answer.reasonCodes).toContain('PRIOR_LIENS_UNKNOWN');
    expect((await check(villa({ rentalDeposit: 100_000_000, priorLiens: 0 }))).json().data.riskLevel).toBe('SAFE');
  });

  it.each([
    [{ rentalDeposit: 0 }, 'rentalDeposit', '보증금은 1원부터 20억원까지 원 단위로 입력해주세요.'],
    [{ rentalDeposit: -1 }, 'rentalDeposit', '보증금은 1원부터 20억원까지 원 단위로 입력해주세요.'],
    [{ officialPrice: '이억' }, 'officialPrice', '공시가격은 0원부터 500억원까지 원 단위로 입력해주세요.'],
    [{ priorLiens: -5 }, 'priorLiens', '선순위 채권은 0원부터 500억원까지 원 단위로 입력해주세요.'],
    [{ housePrice: 1.5 }, 'housePrice', '집값(시세·매매가)은 0원부터 500억원까지 원 단위로 입력해주세요.'],
    [{ districtCode: '11' }, 'districtCode', '법정동 코드는 숫자 10자리예요. 주소를 다시 검색해주세요.'],
    [{ monthlyRent: -1 }, 'monthlyRent', '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.'],
    [{ monthlyRent: 10_000_001 }, 'monthlyRent', '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.'],
  ])('잘못된 값 %j 은 400 과 한국어 메시지예요', async (patch, field, message) => {
    const response = await check({ ...villa(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toContainEqual({ field, message });
  });
});

// Issue 47 #5: HUG 상품안내 [S] — 선순위채권 ≤ 주택가액(주택가격 × 90 %) × 60 % (단독·다가구는 다른 세입자 보증금을
// 더해 80 %); HUG 공지 2026-06-24 [S] — 반전세는 보증금 + 월세 × 12 ÷ 전월세전환율(2026-07-01 신청분부터 6.5 %, 그 전
// 6.4 %)로 7억/5억 한도를 봐요.
const apartment = (overrides: Partial<JeonseSafetyRequestInput> = {}): JeonseSafetyRequestInput =>
  villa({
    rentHousingType: 'APARTMENT',
    officialPrice: undefined,
    housePrice: 300_000_000,
    rentalDeposit: 90_000_000,
    ...overrides,
  });
const hugOf = (answer: JeonseSafetyResponse) => answer.guarantees.find((guarantee) => guarantee.institution === 'HUG');

describe('POST /api/v1/jeonseSafety — HUG 선순위 채권 한도와 반전세 환산 (issue 47 #5)', () => {
  it('3억 아파트에 선순위 1억 7천, 보증금 9천이면 HUG는 선순위가 주택가액의 60 %를 넘어 거절하고, 진단에 그 이유가 나와요', async () => {
    const answer = (await check(apartment({ priorLiens: 170_000_000 }))).json().data;
    expect(hugOf(answer)).toEqual({
      institution: 'HUG',
      eligible: false,
      maxDeposit: 0,
      reasons: [
        '선순위 채권 1억 7,000만원이 주택가액(집값의 90%) 2억 7,000만원의 60%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
      ],
      isEstimate: false,
      needsTrusteeConsent: false,
    });
    expect(answer.riskLevel).toBe('CAUTION');
    expect(answer.reasonCodes).toEqual([
      'JEONSE_RATIO_OVER_80',
      'PRIOR_LIENS_LARGE',
      'PRIOR_LIENS_OVER_GUARANTEE_LIMIT',
    ]);
  });

  it('선순위 1억 6,200만원(60 %)까지는 HUG가 받아주고, 1원 넘으면 거절이에요', async () => {
    const atLimit = (await check(apartment({ priorLiens: 162_000_000 }))).json().data;
    expect(hugOf(atLimit)).toMatchObject({ eligible: true, maxDeposit: 108_000_000 });
    expect(atLimit.reasonCodes).not.toContain('PRIOR_LIENS_OVER_GUARANTEE_LIMIT');
    const over = (await check(apartment({ priorLiens: 162_000_001 }))).json().data;
    expect(hugOf(over)).toMatchObject({ eligible: false, maxDeposit: 0 });
  });

  it('다가구는 먼저 들어온 세입자들의 보증금을 더해 80 %(2억 1,600만원)까지예요', async () => {
    const familyHouse = { rentHousingType: 'FAMILY_HOUSE' as const, rentalDeposit: 50_000_000 };
    expect(hugOf((await check(apartment({ ...familyHouse, priorLiens: 216_000_000 }))).json().data)).toMatchObject({
      eligible: true,
    });
    const over = (await check(apartment({ ...familyHouse, priorLiens: 216_000_001 }))).json().data;
    expect(hugOf(over)).toMatchObject({ eligible: false });
    expect(hugOf(over)?.reasons[0]).toContain('선순위 채권과 먼저 들어온 세입자들의 보증금');
  });

  it('반전세는 월세를 6.5 %로 환산해 7억원 한도를 봐요: 보증금 5억 1,538만 4,616원 + 월세 100만원까지, 1원 넘으면 거절', async () => {
    const halfJeonse = { housePrice: 1_000_000_000, monthlyRent: 1_000_000 };
    const atCap = (await check(apartment({ ...halfJeonse, rentalDeposit: 515_384_616 }))).json().data;
    expect(hugOf(atCap)).toMatchObject({ eligible: true, maxDeposit: 515_384_616 });
    const over = (await check(apartment({ ...halfJeonse, rentalDeposit: 515_384_617 }))).json().data;
    expect(hugOf(over)).toMatchObject({
      eligible: false,
      reasons: [
        '월세 100만원을 전월세전환율 6.5%로 보증금에 더하면 7억 1원이라 HUG 반환보증 보증금 한도 7억원을 넘어요.',
      ],
    });
    // Without the rent the same deposit is a plain 전세 far under the cap.
    expect(
      hugOf((await check(apartment({ housePrice: 1_000_000_000, rentalDeposit: 515_384_617 }))).json().data),
    ).toMatchObject({
      eligible: true,
    });
  });

  describe('2026-06-30에 물으면 그 전 전환율 6.4 %로 봐요', () => {
    let june: TestApp;
    beforeAll(async () => {
      june = await buildTestApp({}, { clock: () => new Date('2026-06-30T03:00:00Z') });
    });
    afterAll(async () => {
      await june.app.close();
    });

    it('보증금 5억 1,500만원 + 월세 100만원: 6.4 %로는 7억 250만원이라 거절, 2026-07-01 이후(6.5 %)에는 가입돼요', async () => {
      const payload = apartment({ housePrice: 1_000_000_000, monthlyRent: 1_000_000, rentalDeposit: 515_000_000 });
      const before = (await call(june.app, 'POST', '/api/v1/jeonseSafety', { payload })).json().data;
      expect(before.policyDate).toBe('2026-06-30');
      expect(hugOf(before)).toMatchObject({
        eligible: false,
        maxDeposit: 512_500_000,
        reasons: [
          '월세 100만원을 전월세전환율 6.4%로 보증금에 더하면 7억 250만원이라 HUG 반환보증 보증금 한도 7억원을 넘어요.',
        ],
      });
      expect(hugOf((await check(payload)).json().data)).toMatchObject({ eligible: true });
    });
  });
});

describe('POST /api/v1/loanAdvice with the house value (issue 12)', () => {
  it('HUG-01은 선순위 채권이 주택가액의 60 %를 넘거나, 월세를 6.5 %로 환산한 보증금이 한도를 넘으면 받을 수 없어요 (issue 47 #5)', async () => {
    const guest = await signInAsGuest(app());
    const hug01 = async (payload: object) => {
      const response = await call(app(), 'POST', '/api/v1/loanAdvice', { token: guest.accessToken, payload });
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .data.recommendedProducts.find((p: { loanProductCode: string }) => p.loanProductCode === 'HUG-01');
    };
    const apartmentProfile = loanProfile({ rentalDeposit: 90_000_000, housePrice: 300_000_000 });
    expect(await hug01({ ...apartmentProfile, priorLiens: 162_000_000 })).toMatchObject({ eligible: true });
    expect(await hug01({ ...apartmentProfile, priorLiens: 170_000_000 })).toMatchObject({
      eligible: false,
      notEligibleReasonCodes: ['DEPOSIT_RETURN_GUARANTEE_REFUSED'],
      notEligibleReasons: [
        '선순위 채권 1억 7,000만원이 주택가액(집값의 90%) 2억 7,000만원의 60%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
      ],
    });
    // 서울, 월세 100만원: 6.5 %로 1억 8,461만 5,384원을 더해 7억원까지.
    const halfJeonse = loanProfile({ monthlyRent: 1_000_000, cashOnHand: 300_000_000 });
    expect(await hug01({ ...halfJeonse, rentalDeposit: 515_384_616 })).toMatchObject({ eligible: true });
    expect(await hug01({ ...halfJeonse, rentalDeposit: 515_384_617 })).toMatchObject({
      eligible: false,
      notEligibleReasons: [
        '월세 100만원을 전월세전환율 6.5%로 보증금에 더하면 7억 1원이라 HUG 반환보증 보증금 한도 7억원을 넘어요.',
      ],
    });
  });

  it('공시가격 2억 다세대에 보증금 2억 6천이면 HUG-01 은 반환보증 사유로 받을 수 없고, 집값이 없으면 조건이 붙어요', async () => {
    const guest = await signInAsGuest(app());
    const profile = loanProfile({ rentHousingType: 'HOUSEHOLD_HOUSE', rentalDeposit: 260_000_000, exclusiveArea: 50 });
    const known = await call(app(), 'POST', '/api/v1/loanAdvice', {
      token: guest.accessToken,
      payload: { ...profile, officialPrice: 200_000_000 },
    });
    expect(known.statusCode).toBe(200);
    const refused = known
      .json()
      .data.recommendedProducts.find((p: { loanProductCode: string }) => p.loanProductCode === 'HUG-01');
    expect(refused).toMatchObject({
      eligible: false,
      notEligibleReasonCodes: ['DEPOSIT_RETURN_GUARANTEE_REFUSED'],
      notEligibleReasons: ['보증금이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.'],
    });
    expect(known.json().data.jeonseSafety).toMatchObject({ riskLevel: 'DANGER', housePrice: 280_000_000 });

    const unknown = await call(app(), 'POST', '/api/v1/loanAdvice', { token: guest.accessToken, payload: profile });
    const assumed = unknown
      .json()
      .data.recommendedProducts.find((p: { loanProductCode: string }) => p.loanProductCode === 'HUG-01');
    expect(assumed.eligible).toBe(true);
    expect(assumed.conditionCodes).toContain('HOUSE_VALUE_UNKNOWN');
    expect(assumed.conditions.join(' ')).toContain('집값을 알려주시면 정확해져요');

    // The stored form keeps the amounts it was computed with.
    const stored = await call(app(), 'GET', `/api/v1/userInputInfo/${known.json().data.userInputInfoId}`, {
      token: guest.accessToken,
    });
    expect(stored.json().data.officialPrice).toBe(200_000_000);
    const report = await call(app(), 'GET', `/api/v1/loanAdvice/${known.json().data.loanAdviceResultId}`, {
      token: guest.accessToken,
    });
    expect(report.json().data.jeonseSafety.riskLevel).toBe('DANGER');
  });
});

describe('POST /api/v1/jeonseSafety with MOLIT configured (recorded answers through a local fake)', () => {
  let fake: FakeUpstream;
  let molitApp: TestApp;
  const RH_PATH = SALE_PATHS.HOUSEHOLD_HOUSE!;

  beforeAll(async () => {
    fake = await startFakeUpstream();
    molitApp = await buildTestApp({ MOLIT_API_KEY: 'molit-key', MOLIT_API_URL: fake.url }, { clock: () => NOW });
  });
  afterAll(async () => {
    await molitApp.app.close();
    await fake.close();
  });

  const ask = (payload: unknown) => call(molitApp.app, 'POST', '/api/v1/jeonseSafety', { payload });

  it('집값을 비워 두면 같은 건물 최근 매매로 추정하고 몇 건인지 말해요', async () => {
    fake.on(RH_PATH, (request) =>
      request.query.get('DEAL_YMD') === '202610'
        ? { body: ROW_HOUSE_SALES, contentType: 'text/xml' }
        : { body: RENTS_NONE, contentType: 'text/xml' },
    );
    const answer = (await ask(villa({ jibun: '737', exclusiveArea: 59, officialPrice: undefined }))).json().data;
    expect(answer).toMatchObject({
      housePrice: 295_000_000,
      housePriceBasis: 'RECENT_SALES',
      recentSales: { price: 295_000_000, transactionCount: 2, latestDealDate: '2026-10-17' },
      notice: null,
    });
    // The person's own 공시가격 ranks first for a 다세대: the sales are not used then.
    const official = (await ask(villa({ jibun: '737', exclusiveArea: 59 }))).json().data;
    expect(official).toMatchObject({ housePriceBasis: 'OFFICIAL_PRICE', recentSales: null });
  });

  it('실거래가가 고장 나도 답은 하되, 지어낸 집값 없이 안내를 붙여요', async () => {
    fake.on(RH_PATH, { body: HTML_ERROR_PAGE, contentType: 'text/html' });
    // Another 시군구: the months of 강남구 read above are cached.
    const response = await ask(
      villa({
        districtCode: '1144010100',
        dongName: '아현동',
        jibun: '777',
        exclusiveArea: 59,
        officialPrice: undefined,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      housePrice: null,
      housePriceBasis: 'UNKNOWN',
      recentSales: null,
      notice: SALE_PRICES_UNAVAILABLE_NOTICE,
    });
  });
});

describe('POST /api/v1/jeonseSafety with the 건축물대장 configured (recorded 건축HUB answers through a local fake)', () => {
  let hub: FakeUpstream;
  let ledgerApp: TestApp;

  beforeAll(async () => {
    hub = await startFakeBuildingHub({ serviceKey: 'building-key', lots: RECORDED_LOTS });
    ledgerApp = await buildTestApp(
      { BUILDING_API_KEY: 'building-key', BUILDING_API_URL: hub.url },
      { clock: () => NOW },
    );
  });
  afterAll(async () => {
    await ledgerApp.app.close();
    await hub.close();
  });

  const ask = (payload: unknown) => call(ledgerApp.app, 'POST', '/api/v1/jeonseSafety', { payload });

  it('대장의 주용도가 근린생활시설이면 위험이고, 위반건축물은 대장이 말하지 않아서 답한 대로 써요', async () => {
    const answer = (
      await ask(villa({ jibun: '823', buildingName: '역삼타워', rentalDeposit: 100_000_000, buildingViolation: false }))
    ).json().data;
    expect(answer.building).toEqual({
      source: 'LEDGER',
      mainUse: '제1종근린생활시설',
      violation: false,
      residential: false,
    });
    expect(answer.riskLevel).toBe('DANGER');
    expect(answer.reasonCodes).toContain('BUILDING_NON_RESIDENTIAL');
  });

  it('대장이 고장 나도 답은 하되, 답한 위반건축물 여부로 판단했다고 말해요', async () => {
    hub.on(BUILDING_TITLE_PATH, { status: 500, body: 'down' });
    const answer = (
      await ask(villa({ districtCode: '1144010100', dongName: '아현동', jibun: '1', buildingViolation: true }))
    ).json().data;
    expect(answer.building).toMatchObject({ source: 'ANSWER', violation: true });
    expect(answer.notice).toBe(BUILDING_LEDGER_UNAVAILABLE_NOTICE);
    expect(answer.reasonCodes).toContain('BUILDING_VIOLATION');
  });
});
