import { ERROR_MESSAGES } from '@jipsa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest, signInAsMember } from '../auth/auth-test-support.ts';
import { call, loanProfile } from './loan-advice-test-support.ts';

const START = new Date('2026-11-21T16:00:00Z');
const HOUR = 60 * 60 * 1000;
const WEEK = 7 * 24 * HOUR;
let now = START;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ GUEST_WEEKLY_REPORT_QUOTA: '2' }, { clock: () => now });
});
afterAll(async () => {
  await testApp.app.close();
});

const create = (token: string) => call(testApp.app, 'POST', '/api/v1/loanAdvice', { token, payload: loanProfile() });
const specific = (token: string, userInputInfoId: string) =>
  call(testApp.app, 'POST', '/api/v1/loanAdvice/specific', {
    token,
    payload: { userInputInfoId, productCode: 'NHUF-02' },
  });
const reportCount = async (token: string) =>
  (await call(testApp.app, 'GET', '/api/v1/loanAdvice', { token })).json().data.length as number;

describe('게스트 주간 보고서 한도', () => {
  it('최근 7일 동안 만든 보고서(새 보고서와 상품 선택)가 한도에 차면 429 GUEST_QUOTA_EXCEEDED 이고, 7일이 지나면 다시 만들 수 있어요', async () => {
    const guest = await signInAsGuest(testApp.app);
    try {
      now = START;
      const first = await create(guest.accessToken);
      expect(first.statusCode).toBe(200);
      now = new Date(START.getTime() + HOUR);
      expect((await specific(guest.accessToken, first.json().data.userInputInfoId)).statusCode).toBe(200);

      const third = await create(guest.accessToken);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({
        code: 429,
        message: ERROR_MESSAGES.GUEST_QUOTA_EXCEEDED,
        data: { errorCode: 'GUEST_QUOTA_EXCEEDED' },
      });
      expect(third.json().message).toContain('로그인');
      expect((await specific(guest.accessToken, first.json().data.userInputInfoId)).statusCode).toBe(429);
      expect(await reportCount(guest.accessToken)).toBe(2);

      now = new Date(START.getTime() + WEEK - 1000);
      expect((await create(guest.accessToken)).statusCode).toBe(429);

      // The first report is now older than 7 days; the second (an hour younger) still counts.
      now = new Date(START.getTime() + WEEK + 1000);
      expect((await create(guest.accessToken)).statusCode).toBe(200);
      expect((await create(guest.accessToken)).statusCode).toBe(429);
      expect(await reportCount(guest.accessToken)).toBe(3);
    } finally {
      now = START;
    }
  });

  it('동시에 여러 번 요청해도 한도보다 많이 만들어지지 않아요', async () => {
    const guest = await signInAsGuest(testApp.app);
    const responses = await Promise.all(Array.from({ length: 5 }, () => create(guest.accessToken)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(await reportCount(guest.accessToken)).toBe(2);
  });

  it('한도는 게스트마다 따로 세요', async () => {
    const spent = await signInAsGuest(testApp.app);
    await create(spent.accessToken);
    await create(spent.accessToken);
    expect((await create(spent.accessToken)).statusCode).toBe(429);
    const fresh = await signInAsGuest(testApp.app);
    expect((await create(fresh.accessToken)).statusCode).toBe(200);
  });

  it('회원은 한도 없이 만들 수 있어요', async () => {
    const member = await signInAsMember(testApp.app, '한도없음');
    for (let index = 0; index < 4; index += 1) {
      expect((await create(member.accessToken)).statusCode).toBe(200);
    }
    expect(await reportCount(member.accessToken)).toBe(4);
  });
});
