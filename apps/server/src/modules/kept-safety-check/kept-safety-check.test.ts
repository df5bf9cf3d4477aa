import type { JeonseSafetyRequestInput, KeptSafetyCheck } from '@jipsa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest, signInAsMember } from '../auth/auth-test-support.ts';

// 2026-11-29 08:00 in Seoul; the second keep is a minute later.
let now = new Date('2026-11-28T23:00:00Z');
let testApp: TestApp;
let member: string;
let other: string;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => now });
  member = (await signInAsMember(testApp.app, '저장회원')).accessToken;
  other = (await signInAsMember(testApp.app, '다른회원')).accessToken;
});
afterAll(async () => {
  await testApp.app.close();
});

const villa = (overrides: Partial<JeonseSafetyRequestInput> = {}): JeonseSafetyRequestInput => ({
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
  buildingName: '역삼빌라',
  rentHousingType: 'HOUSEHOLD_HOUSE',
  exclusiveArea: 50,
  rentalDeposit: 100_000_000,
  officialPrice: 200_000_000,
  priorLiens: 0,
  ...overrides,
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: token === null ? {} : { accesstoken: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const PATH = '/api/v1/keptSafetyCheck';

describe('/api/v1/keptSafetyCheck', () => {
  it('회원은 결과를 입력 그대로, 그날의 판정과 함께 저장하고 최신순으로 다시 봐요', async () => {
    const safe = await call('POST', PATH, member, villa());
    expect(safe.statusCode, safe.body).toBe(200);
    const kept: KeptSafetyCheck = safe.json().data;
    expect(kept).toMatchObject({ question: villa(), riskLevel: 'SAFE', checkedOn: '2026-11-29' });
    expect(kept.jeonseRatioPercent).toBeGreaterThan(0);

    // The same question the same day is the same kept result.
    expect((await call('POST', PATH, member, villa())).json().data.keptSafetyCheckId).toBe(kept.keptSafetyCheckId);

    now = new Date('2026-11-28T23:01:00Z');
    const flagged = (await call('POST', PATH, member, villa({ registryFlags: ['SEIZURE'] }))).json().data;
    expect(flagged).toMatchObject({ riskLevel: 'DANGER', checkedOn: '2026-11-29' });

    const listed: KeptSafetyCheck[] = (await call('GET', PATH, member)).json().data;
    expect(listed.map((item) => item.keptSafetyCheckId)).toEqual([flagged.keptSafetyCheckId, kept.keptSafetyCheckId]);
  });

  it('다른 회원의 저장 결과는 보이지도 지워지지도 않고(404), 주인은 지울 수 있어요', async () => {
    const kept: KeptSafetyCheck = (await call('POST', PATH, member, villa({ rentalDeposit: 90_000_000 }))).json().data;
    expect((await call('GET', PATH, other)).json().data).toEqual([]);

    const theirs = await call('DELETE', `${PATH}/${kept.keptSafetyCheckId}`, other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('저장한 안전 진단 결과를 찾을 수 없어요.');
    expect((await call('DELETE', `${PATH}/not-an-id`, member)).statusCode).toBe(404);

    expect((await call('DELETE', `${PATH}/${kept.keptSafetyCheckId}`, member)).statusCode).toBe(200);
    const left: KeptSafetyCheck[] = (await call('GET', PATH, member)).json().data;
    expect(left.map((item) => item.keptSafetyCheckId)).not.toContain(kept.keptSafetyCheckId);
  });

  it('로그인하지 않으면 401, 게스트는 로그인하라는 한국어 답을 받아요', async () => {
    const anonymous = await call('POST', PATH, null, villa());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('로그인이 필요해요.');
    expect((await call('GET', PATH, null)).statusCode).toBe(401);

    const guest = (await signInAsGuest(testApp.app)).accessToken;
    const asGuest = await call('POST', PATH, guest, villa());
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toMatchObject({
      message: '로그인하면 이용할 수 있어요.',
      data: { errorCode: 'LOGIN_REQUIRED' },
    });
  });

  it('잘못된 입력은 진단과 같은 한국어 400이에요', async () => {
    const response = await call('POST', PATH, member, { ...villa(), rentalDeposit: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('보증금');
  });
});
