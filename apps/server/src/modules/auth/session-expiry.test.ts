import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSessionTestApp,
  devLoginCode,
  exchangeCode,
  refresh,
  signInAsGuest,
  signInAsMember,
  type SessionTestApp,
} from './auth-test-support.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './auth.service.ts';

// Time-dependent session rules, with the clock injected through `buildTestApp(env, { clock })` (no sleeping).

let now = new Date('2025-06-01T09:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let testApp: SessionTestApp;
beforeAll(async () => {
  testApp = await buildSessionTestApp({ clock: () => now });
  await testApp.app.ready();
});
afterAll(async () => {
  await testApp.app.close();
});

const me = (accessToken: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { accesstoken: accessToken } });

describe('일회용 로그인 코드의 유효 시간', () => {
  it('59초 뒤에는 교환돼요', async () => {
    const code = await devLoginCode(testApp.app, '빠른사람');
    advance(59);
    expect((await exchangeCode(testApp.app, code)).statusCode).toBe(200);
  });

  it('60초가 지나면 401 이고 다시 로그인해야 해요', async () => {
    const code = await devLoginCode(testApp.app, '느린사람');
    advance(60);
    const response = await exchangeCode(testApp.app, code);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      data: { errorCode: 'UNAUTHENTICATED' },
      message: '로그인 코드가 만료되었어요. 다시 로그인해주세요.',
    });
  });

  it('이미 쓴 코드는 만료 뒤에도 409 로 알려줘요', async () => {
    const code = await devLoginCode(testApp.app, '두번쓴사람');
    expect((await exchangeCode(testApp.app, code)).statusCode).toBe(200);
    advance(120);
    expect((await exchangeCode(testApp.app, code)).statusCode).toBe(409);
  });
});

describe('리프레시 토큰의 유효 시간', () => {
  it('마지막 갱신에서 14일 안에는 갱신되고, 14일이 지나면 401 REFRESH_TOKEN_INVALID 예요', async () => {
    const session = await signInAsMember(testApp.app, '가끔오는사람');
    advance(13 * 24 * 3600);
    const rotated = await refresh(testApp.app, session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    // Each rotation starts a new 14 days.
    advance(13 * 24 * 3600);
    const again = await refresh(testApp.app, rotated.json().data.refreshToken);
    expect(again.statusCode).toBe(200);
    advance(14 * 24 * 3600 + 1);
    const expired = await refresh(testApp.app, again.json().data.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().data.errorCode).toBe('REFRESH_TOKEN_INVALID');
  });

  it('갱신으로 받은 액세스 토큰은 그 시점부터 30분 유효해요', async () => {
    const session = await signInAsMember(testApp.app, '오래쓰는사람');
    advance(40 * 60);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    const rotated = (await refresh(testApp.app, session.refreshToken)).json().data;
    expect((await me(rotated.accessToken)).statusCode).toBe(200);
  });
});

describe('리프레시 토큰 재사용', () => {
  const refreshTokenOf = async (response: ReturnType<typeof refresh>) => (await response).json().data.refreshToken;

  it('두 탭이 같은 토큰으로 동시에 갱신하면 모두 같은 새 토큰을 받고 세션이 이어져요', async () => {
    const session = await signInAsMember(testApp.app, '탭스무개');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(testApp.app, session.refreshToken)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(answers.map((answer) => answer.json().data.refreshToken));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    expect((await refresh(testApp.app, successor)).statusCode).toBe(200);
  });

  it(`갱신 직후 ${REFRESH_REUSE_GRACE_SECONDS}초 안에 옛 토큰을 다시 내면 같은 새 토큰을, 그 새 토큰도 바뀌었으면 가장 새 토큰을 줘요`, async () => {
    const session = await signInAsMember(testApp.app, '느린탭');
    const second = await refreshTokenOf(refresh(testApp.app, session.refreshToken));
    advance(REFRESH_REUSE_GRACE_SECONDS - 2);
    expect(await refreshTokenOf(refresh(testApp.app, session.refreshToken))).toBe(second);

    const third = await refreshTokenOf(refresh(testApp.app, second));
    advance(1);
    expect(await refreshTokenOf(refresh(testApp.app, session.refreshToken))).toBe(third);
  });

  it(`${REFRESH_REUSE_GRACE_SECONDS}초가 지나 이미 쓴 토큰을 다시 내면 401 이고 그 가족 전체가 폐기되어 새 토큰도 못 써요`, async () => {
    const session = await signInAsMember(testApp.app, '도난피해자');
    const stolen = session.refreshToken;
    const legit = await refreshTokenOf(refresh(testApp.app, stolen));
    advance(REFRESH_REUSE_GRACE_SECONDS + 1);

    const replay = await refresh(testApp.app, stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().data.errorCode).toBe('REFRESH_TOKEN_INVALID');

    const sibling = await refresh(testApp.app, legit);
    expect(sibling.statusCode).toBe(401);
    expect(sibling.json().data.errorCode).toBe('REFRESH_TOKEN_INVALID');
  });

  it('한 가족이 폐기되어도 같은 사람의 다른 기기 세션은 살아 있어요', async () => {
    const phone = await signInAsMember(testApp.app, '두기기');
    const laptop = await signInAsMember(testApp.app, '두기기');
    await refresh(testApp.app, phone.refreshToken);
    advance(REFRESH_REUSE_GRACE_SECONDS + 1);
    expect((await refresh(testApp.app, phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(testApp.app, laptop.refreshToken)).statusCode).toBe(200);
  });

  it('폐기된 가족의 옛 토큰은 유예 시간 안이라도 새 토큰을 받지 못해요', async () => {
    const session = await signInAsMember(testApp.app, '로그아웃한사람');
    const next = await refreshTokenOf(refresh(testApp.app, session.refreshToken));
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { accesstoken: (await refresh(testApp.app, next)).json().data.accessToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(testApp.app, session.refreshToken)).statusCode).toBe(401);
  });
});

describe('게스트 토큰의 유효 시간', () => {
  it('게스트 토큰은 1년 동안 쓸 수 있고 그 뒤에는 401 이에요', async () => {
    const { accessToken } = await signInAsGuest(testApp.app);
    advance(364 * 24 * 3600);
    expect((await me(accessToken)).statusCode).toBe(200);
    advance(2 * 24 * 3600);
    expect((await me(accessToken)).statusCode).toBe(401);
  });
});
