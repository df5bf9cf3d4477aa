import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  cookieFrom,
  devLoginCode,
  exchangeCode,
  loginCodeOf,
  nextTestIp,
  postDevLogin,
  refresh,
  signInAsGuest,
  signInAsMember,
  startDevLogin,
} from './auth-test-support.ts';
import { AUTH_COPY } from './copy.ts';
import { LOGIN_BINDING_COOKIE, LOGIN_STATE_COOKIE } from './login-state.ts';
import { hashSecretToken } from './secret-token.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ PUBLIC_URL: 'https://jipsa.example' });
});
afterAll(async () => {
  await testApp.app.close();
});

const me = (accessToken: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { accesstoken: accessToken } });

describe('게스트 로그인', () => {
  it('게스트 토큰, GUEST 역할, A 또는 B 그룹을 돌려주고 그 토큰으로 내 정보를 볼 수 있어요', async () => {
    const guest = await signInAsGuest(testApp.app);
    expect(guest).toEqual({
      accessToken: expect.any(String),
      roleType: 'GUEST',
      abTestType: expect.stringMatching(/^[AB]$/),
    });

    const response = await me(guest.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: '게스트', avatarUrl: null, roleType: 'GUEST' });
  });

  it('A/B 그룹은 게스트마다 저장되어 고정되고, 200명이면 대략 절반씩 나뉘어요', async () => {
    const guests = await Promise.all(Array.from({ length: 200 }, () => signInAsGuest(testApp.app)));
    const countA = guests.filter((guest) => guest.abTestType === 'A').length;
    // Binomial(200, 0.5): mean 100, sd ≈ 7.1; 65..135 is ±4.9 sd, a false alarm about once in a million runs.
    expect(countA).toBeGreaterThanOrEqual(65);
    expect(countA).toBeLessThanOrEqual(135);

    for (const guest of guests.slice(0, 5)) {
      const id = (await me(guest.accessToken)).json().data.id;
      const [row] = await testApp.database.db.select().from(users).where(eq(users.id, id));
      expect(row?.abGroup).toBe(guest.abTestType);
    }
  });
});

describe('개발용 로그인', () => {
  it('카카오가 설정되지 않으면 시작 경로가 스크립트 없는 "개발용 로그인" 페이지를 보여줘요', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/oauth2/authorization/kakao',
      remoteAddress: nextTestIp(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<title>개발용 로그인');
    expect(response.body).toContain('개발과 테스트에서만');
    expect(response.body).not.toContain('<script');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const stateCookie = response.headers['set-cookie'];
    expect(String(stateCookie)).toMatch(/jipsa_login_state=.*HttpOnly/i);
    expect(String(stateCookie)).toMatch(/SameSite=Lax/i);
  });

  it('닉네임을 보내면 302 로 /login-result?code= 에 가고, 그 코드로 토큰과 사용자를 받아요', async () => {
    const { state, stateCookie, binding } = await startDevLogin(testApp.app, '/community/7');
    const posted = await postDevLogin(testApp.app, { state, nickname: '  개발자  ' }, stateCookie, binding);
    expect(posted.statusCode).toBe(302);
    const location = new URL(String(posted.headers.location));
    expect(location.origin + location.pathname).toBe('https://jipsa.example/login-result');
    expect(location.searchParams.get('redirect')).toBe('/community/7');
    expect([...location.searchParams.keys()].sort()).toEqual(['code', 'redirect']);

    const exchanged = await exchangeCode(testApp.app, loginCodeOf(posted, binding));
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json().data;
    expect(session).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: expect.any(String), name: '개발자', avatarUrl: null },
    });
    expect((await me(session.accessToken)).json().data).toMatchObject({ name: '개발자', roleType: 'USER' });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toMatchObject({ provider: 'DEV', providerId: '개발자', role: 'USER' });
  });

  it('같은 닉네임으로 다시 로그인하면 같은 회원이에요', async () => {
    const first = await signInAsMember(testApp.app, '다시온사람');
    const second = await signInAsMember(testApp.app, '다시온사람');
    expect(second.user.id).toBe(first.user.id);
  });

  it('폼의 state 가 쿠키와 다르거나 쿠키가 없으면 로그인하지 않고 오류로 보내요', async () => {
    const { stateCookie } = await startDevLogin(testApp.app);
    for (const [form, cookie] of [
      [{ state: 'forged-state', nickname: '공격자' }, stateCookie],
      [{ state: (await startDevLogin(testApp.app)).state, nickname: '공격자' }, undefined],
      [{ nickname: '공격자' }, stateCookie],
    ] as const) {
      const response = await postDevLogin(testApp.app, form, cookie);
      expect(response.statusCode).toBe(302);
      expect(String(response.headers.location)).toBe('https://jipsa.example/login-result?error=LOGIN_STATE_MISMATCH');
    }
    const rows = await testApp.database.db.select().from(users).where(eq(users.name, '공격자'));
    expect(rows).toHaveLength(0);
  });

  it('서명이 틀린 state 쿠키는 통하지 않아요', async () => {
    const { state, stateCookie } = await startDevLogin(testApp.app);
    const forgedCookie = `${stateCookie.slice(0, stateCookie.lastIndexOf('.'))}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const response = await postDevLogin(testApp.app, { state, nickname: '위조' }, forgedCookie);
    expect(String(response.headers.location)).toContain('error=LOGIN_STATE_MISMATCH');
  });

  it('빈 닉네임은 같은 페이지에 한국어 오류를 보여주고, 같은 state 로 다시 보낼 수 있어요', async () => {
    const { state, stateCookie, binding } = await startDevLogin(testApp.app);
    const rejected = await postDevLogin(testApp.app, { state, nickname: '   ' }, stateCookie, binding);
    expect(rejected.statusCode).toBe(400);
    expect(rejected.headers['content-type']).toContain('text/html');
    expect(rejected.body).toContain('닉네임을 입력해주세요.');

    const accepted = await postDevLogin(testApp.app, { state, nickname: '고친닉네임' }, stateCookie, binding);
    expect(accepted.statusCode).toBe(302);
    expect(String(accepted.headers.location)).toContain('code=');
  });

  it('닉네임의 HTML 은 이스케이프해서 다시 보여줘요', async () => {
    const { state, stateCookie, binding } = await startDevLogin(testApp.app);
    const response = await postDevLogin(
      testApp.app,
      { state, nickname: '<script>alert(1)</script>' + 'x'.repeat(20) },
      stateCookie,
      binding,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&#60;script&#62;');
  });

  it('로그인이 끝나면 state 쿠키를 지워서 같은 state 로 두 번 로그인할 수 없어요', async () => {
    const { state, stateCookie, binding } = await startDevLogin(testApp.app);
    const first = await postDevLogin(testApp.app, { state, nickname: '한번만' }, stateCookie, binding);
    expect(first.statusCode).toBe(302);
    expect(cookieFrom(first, LOGIN_STATE_COOKIE)).toBe('');
  });

  it('다른 호스트로 가는 redirect 는 받지 않아요', async () => {
    for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/oauth2/authorization/kakao',
        query: { redirect },
        remoteAddress: nextTestIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errorCode).toBe('VALIDATION_FAILED');
    }
  });
});

describe('일회용 로그인 코드', () => {
  it('한 번만 쓸 수 있고, 두 번째는 409 CONFLICT 예요', async () => {
    const code = await devLoginCode(testApp.app, '코드한번');
    expect((await exchangeCode(testApp.app, code)).statusCode).toBe(200);
    const second = await exchangeCode(testApp.app, code);
    expect(second.statusCode).toBe(409);
    expect(second.json().data.errorCode).toBe('CONFLICT');
  });

  it('동시에 두 번 교환해도 한 번만 성공해요', async () => {
    const code = await devLoginCode(testApp.app, '동시교환');
    const results = await Promise.all([exchangeCode(testApp.app, code), exchangeCode(testApp.app, code)]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('로그인을 시작한 브라우저가 아니면 코드를 쓸 수 없어요 (로그인 링크를 보내는 공격)', async () => {
    // The attacker logs in up to /login-result?code= and sends that link to a victim.
    const attackersCode = await devLoginCode(testApp.app, '링크공격자');
    const victimsGuest = await signInAsGuest(testApp.app);
    const victimsOwnLogin = await startDevLogin(testApp.app);

    for (const binding of [undefined, victimsOwnLogin.binding]) {
      const response = await exchangeCode(testApp.app, { code: attackersCode.code, binding });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: AUTH_COPY.loginCodeFromAnotherBrowser,
        data: { errorCode: 'FORBIDDEN' },
      });
      expect(response.json().data.accessToken).toBeUndefined();
    }
    // The refusal does not spend the code, and the victim's guest stays a guest with nothing moved.
    expect((await exchangeCode(testApp.app, attackersCode)).statusCode).toBe(200);
    expect((await me(victimsGuest.accessToken)).json().data).toMatchObject({ roleType: 'GUEST' });
  });

  it('시작할 때 받은 브라우저 쿠키가 없으면 로그인 폼을 받지 않아요', async () => {
    const { state, stateCookie } = await startDevLogin(testApp.app);
    const response = await postDevLogin(testApp.app, { state, nickname: '쿠키없음' }, stateCookie);
    expect(String(response.headers.location)).toContain('error=LOGIN_STATE_MISMATCH');
  });

  it('코드를 교환하면 브라우저 쿠키도 지워요', async () => {
    const response = await exchangeCode(testApp.app, await devLoginCode(testApp.app, '쿠키정리'));
    expect(response.statusCode).toBe(200);
    expect(cookieFrom(response, LOGIN_BINDING_COOKIE)).toBe('');
  });

  it('모르는 코드는 401 이에요', async () => {
    const response = await exchangeCode(testApp.app, { code: 'no-such-code', binding: 'some-browser' });
    expect(response.statusCode).toBe(401);
    expect(response.json().data.errorCode).toBe('UNAUTHENTICATED');
  });

  it('코드 대신 다른 필드를 보내면 400 이에요', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { code: 'x', userId: 'y' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('코드와 리프레시 토큰은 해시로만 저장돼요', async () => {
    const session = await signInAsMember(testApp.app, '해시확인');
    const rows = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSecretToken(session.refreshToken));
    expect(rows[0]?.tokenHash).not.toContain(session.refreshToken);
  });
});

describe('토큰 갱신', () => {
  it('리프레시 토큰을 쓰면 새 액세스 토큰과 새 리프레시 토큰을 주고, 옛 토큰은 더 못 써요', async () => {
    const session = await signInAsMember(testApp.app, '갱신하는사람');
    const rotated = await refresh(testApp.app, session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await me(next.accessToken)).json().data.name).toBe('갱신하는사람');

    const again = await refresh(testApp.app, next.refreshToken);
    expect(again.statusCode).toBe(200);
  });

  it('모르는 토큰이나 헤더가 없는 갱신은 401 REFRESH_TOKEN_INVALID 예요', async () => {
    const unknown = await refresh(testApp.app, 'not-a-real-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().data.errorCode).toBe('REFRESH_TOKEN_INVALID');
    const missing = await testApp.app.inject({ method: 'POST', url: '/auth/refresh' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().data.errorCode).toBe('REFRESH_TOKEN_INVALID');
  });

  it('웹처럼 본문 없이 Content-Type: application/json 을 붙여 보내도 갱신돼요', async () => {
    const session = await signInAsMember(testApp.app, '제이슨헤더');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { refreshtoken: session.refreshToken, 'content-type': 'application/json', profile: 'prod' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('액세스 토큰을 리프레시 토큰 자리에 내면 401 이에요', async () => {
    const session = await signInAsMember(testApp.app, '자리바꿈');
    expect((await refresh(testApp.app, session.accessToken)).statusCode).toBe(401);
  });
});

describe('로그인 엔드포인트의 요청 제한', () => {
  it('같은 IP 에서 분당 허용 횟수를 넘으면 429 RATE_LIMITED 와 Retry-After 를 돌려줘요', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const call = () =>
        limited.app.inject({ method: 'GET', url: '/api/v1/guest/login', remoteAddress: '203.0.113.9' });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.json().data.errorCode).toBe('RATE_LIMITED');
      expect(third.headers['retry-after']).toBeDefined();
      // Other calls are not affected by the stricter limit.
      const health = await limited.app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.9' });
      expect(health.statusCode).toBe(200);
    } finally {
      await limited.app.close();
    }
  });
});

describe('개발용 로그인 제한', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    [
      'NODE_ENV 를 잊고 DATABASE_URL 만 준 운영 서버',
      { NODE_ENV: '', DATABASE_URL: 'postgres://u:p@db.internal/jipsa' },
    ],
  ])('%s 에서는 개발용 로그인을 거절하고, 로그인 시작은 한국어 안내 페이지예요', async (_title, env) => {
    const production = await buildTestApp({ ...env, PUBLIC_URL: 'https://jipsa.example' });
    try {
      expect(production.config.env).toBe('production');
      expect(production.config.devLoginEnabled).toBe(false);
      const page = await production.app.inject({ method: 'GET', url: '/oauth2/authorization/kakao' });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<h1>로그인을 사용할 수 없어요</h1>');
      expect(page.body).not.toContain('개발용 로그인');
      const posted = await production.app.inject({
        method: 'POST',
        url: '/dev-login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'state=x&nickname=침입자',
      });
      expect(posted.statusCode).toBe(404);
      const rows = await production.database.db.select().from(users).where(eq(users.name, '침입자'));
      expect(rows).toHaveLength(0);
    } finally {
      await production.app.close();
    }
  });

  it('운영 설정이라도 DEV_LOGIN=true 로 명시하면 열려요', async () => {
    const staging = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://jipsa.example',
      DEV_LOGIN: 'true',
    });
    try {
      const page = await staging.app.inject({ method: 'GET', url: '/oauth2/authorization/kakao' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('개발용 로그인');
    } finally {
      await staging.app.close();
    }
  });
});
