import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieFrom, exchangeCode, loginCodeOf, nextTestIp } from './auth-test-support.ts';
import { LOGIN_BINDING_COOKIE, LOGIN_STATE_COOKIE } from './login-state.ts';

// A local trial (ADR 0008): PUBLIC_URL names 127.0.0.1, and a person may open the app at localhost instead.
let trial: TestApp;
beforeAll(async () => {
  trial = await buildTestApp({ PUBLIC_URL: 'http://127.0.0.1:8080' });
});
afterAll(async () => {
  await trial.app.close();
});

/** The dev login as a browser at `host` does it: open the page, post the form; returns the form's answer. */
async function devLoginAt(app: TestApp['app'], host: string, { withState = true } = {}) {
  const page = await app.inject({
    method: 'GET',
    url: '/oauth2/authorization/kakao?redirect=%2Fcommunity',
    headers: { host },
    remoteAddress: nextTestIp(),
  });
  expect(page.statusCode).toBe(200);
  const state = /name="state" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const binding = cookieFrom(page, LOGIN_BINDING_COOKIE) ?? '';
  const posted = await app.inject({
    method: 'POST',
    url: '/dev-login',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: withState ? state : 'forged', nickname: '체험하는사람' }).toString(),
    cookies: { [LOGIN_STATE_COOKIE]: cookieFrom(page, LOGIN_STATE_COOKIE) ?? '', [LOGIN_BINDING_COOKIE]: binding },
    remoteAddress: nextTestIp(),
  });
  return { page, posted, binding };
}

describe('로컬 체험의 개발용 로그인 (issue 26)', () => {
  it.each([
    ['localhost:8080', 'http://localhost:8080'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['[::1]:8080', 'http://[::1]:8080'],
  ])('%s 로 열었으면 로그인 뒤 같은 주소의 /login-result 로 돌아가요', async (host, origin) => {
    const { page, posted, binding } = await devLoginAt(trial.app, host);
    // The form posts to its own origin, and the answer's redirect stays on it: the CSP's form-action 'self' allows it.
    expect(String(page.headers['content-security-policy'])).toMatch(/form-action 'self'(;|$)/);
    expect(posted.statusCode).toBe(302);
    const location = new URL(String(posted.headers.location));
    expect(location.origin).toBe(origin);
    expect(location.pathname).toBe('/login-result');
    expect(location.searchParams.get('redirect')).toBe('/community');
    expect((await exchangeCode(trial.app, loginCodeOf(posted, binding))).statusCode).toBe(200);
  });

  it('state 가 틀린 로그인도 브라우저가 쓴 루프백 주소로 오류를 알려요', async () => {
    const { posted } = await devLoginAt(trial.app, 'localhost:8080', { withState: false });
    expect(String(posted.headers.location)).toBe('http://localhost:8080/login-result?error=LOGIN_STATE_MISMATCH');
  });

  it.each(['evil.example', 'localhost.evil.example', 'localhost:8080@evil.example', '192.168.0.5:8080'])(
    'Host 가 루프백이 아니면(%s) PUBLIC_URL 로만 보내요',
    async (host) => {
      const { posted } = await devLoginAt(trial.app, host);
      expect(new URL(String(posted.headers.location)).origin).toBe('http://127.0.0.1:8080');
    },
  );

  it('PUBLIC_URL 이 이 기계가 아닌 서버에서는 Host 가 루프백이어도 PUBLIC_URL 로 보내요', async () => {
    const staging = await buildTestApp({ PUBLIC_URL: 'https://jipsa.example' });
    try {
      const { posted } = await devLoginAt(staging.app, 'localhost:8080');
      expect(new URL(String(posted.headers.location)).origin).toBe('https://jipsa.example');
    } finally {
      await staging.app.close();
    }
  });
});
