import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { cookieFrom, exchangeCode, loginCodeOf, nextTestIp } from './auth-test-support.ts';
import { LOGIN_BINDING_COOKIE, LOGIN_STATE_COOKIE } from './login-state.ts';

// The real Kakao client code against a local fake Kakao speaking Kakao's REST protocol
// (developers.kakao.com "Kakao Login > REST API": /oauth/authorize, /oauth/token, /v2/user/me).

const CLIENT_ID = 'test-kakao-rest-api-key';
const CLIENT_SECRET = 'test-kakao-client-secret';
const PUBLIC_URL = 'https://jipsa.example';
const REDIRECT_URI = `${PUBLIC_URL}/login/oauth2/code/kakao`;

type KakaoUser = Record<string, unknown> & { id: number };
type TokenRequest = { contentType: string | undefined; form: Record<string, string> };

/** A fake Kakao: issues authorization codes for `nextUser`, exchanges them once, answers /v2/user/me. */
class FakeKakao {
  server: Server = createServer((request, response) => void this.handle(request, response));
  nextUser: KakaoUser | null = null;
  tokenRequests: TokenRequest[] = [];
  userInfoAuthorizations: (string | undefined)[] = [];
  failUserInfo = false;
  private codes = new Map<string, KakaoUser>();
  private accessTokens = new Map<string, KakaoUser>();
  private counter = 0;

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset() {
    this.nextUser = null;
    this.tokenRequests = [];
    this.userInfoAuthorizations = [];
    this.failUserInfo = false;
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8' });
      response.end(JSON.stringify(body));
    };

    if (request.method === 'GET' && url.pathname === '/oauth/authorize') {
      // The person logs in at Kakao and agrees (or cancels); Kakao redirects back with code or error and the state.
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('state', url.searchParams.get('state')!);
      if (this.nextUser) {
        const code = `kakao-code-${++this.counter}`;
        this.codes.set(code, this.nextUser);
        back.searchParams.set('code', code);
      } else {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'User denied access');
      }
      response.writeHead(302, { Location: back.toString() });
      response.end();
      return;
    }

    if (request.method === 'POST' && url.pathname === '/oauth/token') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = Object.fromEntries(new URLSearchParams(body));
      this.tokenRequests.push({ contentType: request.headers['content-type'], form });
      const user = this.codes.get(form.code ?? '');
      if (form.client_id !== CLIENT_ID || form.client_secret !== CLIENT_SECRET) {
        return json(401, {
          error: 'invalid_client',
          error_description: 'Bad client credentials',
          error_code: 'KOE010',
        });
      }
      if (form.grant_type !== 'authorization_code' || form.redirect_uri !== REDIRECT_URI || !user) {
        return json(400, {
          error: 'invalid_grant',
          error_description: `authorization code not found for code=${form.code}`,
          error_code: 'KOE320',
        });
      }
      this.codes.delete(form.code!);
      const accessToken = `kakao-access-${++this.counter}`;
      this.accessTokens.set(accessToken, user);
      return json(200, {
        access_token: accessToken,
        token_type: 'bearer',
        refresh_token: `kakao-refresh-${this.counter}`,
        expires_in: 21599,
        scope: 'profile_image profile_nickname',
        refresh_token_expires_in: 5183999,
      });
    }

    if (request.method === 'GET' && url.pathname === '/v2/user/me') {
      const authorization = request.headers.authorization;
      this.userInfoAuthorizations.push(authorization);
      const user = this.accessTokens.get(authorization?.replace(/^Bearer /, '') ?? '');
      if (this.failUserInfo || !user) return json(401, { msg: 'this access token does not exist', code: -401 });
      return json(200, user);
    }

    json(404, { msg: 'not found', code: -404 });
  }
}

/** Kakao's `/v2/user/me` answer for a person who agreed to nickname and profile picture. */
const kakaoUser = (id: number, nickname: string, image: string | null): KakaoUser => ({
  id,
  connected_at: '2025-01-02T03:04:05Z',
  properties: { nickname, ...(image ? { profile_image: image, thumbnail_image: image } : {}) },
  kakao_account: {
    profile_nickname_needs_agreement: false,
    profile_image_needs_agreement: false,
    profile: {
      nickname,
      ...(image ? { thumbnail_image_url: image, profile_image_url: image, is_default_image: false } : {}),
      is_default_nickname: false,
    },
  },
});

const fake = new FakeKakao();
let testApp: TestApp;

beforeAll(async () => {
  await fake.start();
  testApp = await buildTestApp({
    PUBLIC_URL,
    KAKAO_CLIENT_ID: CLIENT_ID,
    KAKAO_CLIENT_SECRET: CLIENT_SECRET,
    KAKAO_AUTH_URL: fake.url,
    KAKAO_API_URL: fake.url,
  });
});
afterAll(async () => {
  await testApp.app.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

/** Starts the login at our server and follows the browser to (fake) Kakao; returns Kakao's redirect back to us. */
async function loginAtKakao(redirect?: string) {
  const start = await testApp.app.inject({
    method: 'GET',
    url: '/oauth2/authorization/kakao',
    query: redirect ? { redirect } : {},
    remoteAddress: nextTestIp(),
  });
  expect(start.statusCode).toBe(302);
  const stateCookie = cookieFrom(start, LOGIN_STATE_COOKIE);
  const binding = cookieFrom(start, LOGIN_BINDING_COOKIE)!;
  const atKakao = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(atKakao.headers.get('location')!);
  return { start, stateCookie, binding, callback };
}

/** Kakao's redirect to our callback, arriving in a browser that holds `browser`'s cookies. */
function callOurCallback(callback: URL, browser: { stateCookie?: string | undefined; binding?: string }) {
  const cookies: Record<string, string> = {};
  if (browser.stateCookie) cookies[LOGIN_STATE_COOKIE] = browser.stateCookie;
  if (browser.binding) cookies[LOGIN_BINDING_COOKIE] = browser.binding;
  return testApp.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies,
    remoteAddress: nextTestIp(),
  });
}

const locationOf = (response: { headers: Record<string, unknown> }) => new URL(String(response.headers.location));

describe('카카오 로그인 (가짜 카카오 서버)', () => {
  it('시작 경로는 카카오 인가 주소로 보내고 state 를 서명된 httpOnly 쿠키에 묶어요', async () => {
    const start = await testApp.app.inject({
      method: 'GET',
      url: '/oauth2/authorization/kakao',
      remoteAddress: nextTestIp(),
    });
    expect(start.statusCode).toBe(302);
    const authorize = locationOf(start);
    expect(authorize.origin + authorize.pathname).toBe(`${fake.url}/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).not.toContain(authorize.searchParams.get('state'));
  });

  it('코드를 교환하고 프로필을 읽어 회원을 만든 뒤 /login-result?code= 로 보내고, 그 코드로 토큰을 받아요', async () => {
    fake.nextUser = kakaoUser(4242424242, '카카오집사', 'https://k.kakaocdn.net/dn/abc/img_640x640.jpg');
    const login = await loginAtKakao('/report');
    const { callback } = login;
    const done = await callOurCallback(callback, login);

    expect(done.statusCode).toBe(302);
    const result = locationOf(done);
    expect(result.origin + result.pathname).toBe(`${PUBLIC_URL}/login-result`);
    expect(result.searchParams.get('redirect')).toBe('/report');
    expect(result.searchParams.has('error')).toBe(false);
    expect(cookieFrom(done, LOGIN_STATE_COOKIE)).toBe('');

    // Kakao saw the form-encoded token request arctic's Kakao provider sends, and a Bearer user-info call.
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.tokenRequests[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(fake.tokenRequests[0]?.form).toEqual({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: REDIRECT_URI,
      code: callback.searchParams.get('code'),
    });
    expect(fake.userInfoAuthorizations).toEqual([expect.stringMatching(/^Bearer kakao-access-\d+$/)]);

    const session = await exchangeCode(testApp.app, loginCodeOf(done, login.binding));
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user).toEqual({
      id: expect.any(String),
      name: '카카오집사',
      avatarUrl: 'https://k.kakaocdn.net/dn/abc/img_640x640.jpg',
    });
    const [row] = await testApp.database.db.select().from(users).where(eq(users.providerId, '4242424242'));
    expect(row).toMatchObject({ provider: 'KAKAO', role: 'USER', name: '카카오집사' });
  });

  it('다시 로그인하면 같은 회원이고 바뀐 닉네임과 사진을 반영해요', async () => {
    fake.nextUser = kakaoUser(5151515151, '처음이름', null);
    const first = await loginAtKakao();
    const firstCode = loginCodeOf(await callOurCallback(first.callback, first), first.binding);
    const firstUser = (await exchangeCode(testApp.app, firstCode)).json().data.user;

    fake.nextUser = kakaoUser(5151515151, '바뀐이름', 'https://k.kakaocdn.net/dn/new.jpg');
    const second = await loginAtKakao();
    const secondCode = loginCodeOf(await callOurCallback(second.callback, second), second.binding);
    const secondUser = (await exchangeCode(testApp.app, secondCode)).json().data.user;

    expect(secondUser).toEqual({ id: firstUser.id, name: '바뀐이름', avatarUrl: 'https://k.kakaocdn.net/dn/new.jpg' });
  });

  it('kakao_account 없이 properties 만 오면 그 닉네임을, 닉네임이 아예 없으면 "카카오 사용자" 를 써요', async () => {
    fake.nextUser = { id: 6161616161, connected_at: '2025-01-02T03:04:05Z', properties: { nickname: '옛날방식' } };
    const old = await loginAtKakao();
    const oldCode = loginCodeOf(await callOurCallback(old.callback, old), old.binding);
    expect((await exchangeCode(testApp.app, oldCode)).json().data.user).toMatchObject({
      name: '옛날방식',
      avatarUrl: null,
    });

    fake.nextUser = { id: 7171717171, connected_at: '2025-01-02T03:04:05Z', kakao_account: {} };
    const bare = await loginAtKakao();
    const bareCode = loginCodeOf(await callOurCallback(bare.callback, bare), bare.binding);
    expect((await exchangeCode(testApp.app, bareCode)).json().data.user).toMatchObject({
      name: '카카오 사용자',
      avatarUrl: null,
    });
  });

  it('카카오가 토큰 요청을 오류(KOE320)로 거절하면 회원을 만들지 않고 /login-result?error= 로 보내요', async () => {
    fake.nextUser = kakaoUser(8181818181, '실패할사람', null);
    const login = await loginAtKakao('/community');
    login.callback.searchParams.set('code', 'expired-or-reused-code');
    const done = await callOurCallback(login.callback, login);

    expect(done.statusCode).toBe(302);
    expect(String(done.headers.location)).toBe(
      `${PUBLIC_URL}/login-result?error=LOGIN_PROVIDER_FAILED&redirect=%2Fcommunity`,
    );
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.userInfoAuthorizations).toHaveLength(0);
    expect(await testApp.database.db.select().from(users).where(eq(users.providerId, '8181818181'))).toHaveLength(0);
  });

  it('사용자 정보 조회가 실패해도 /login-result?error= 로 보내요', async () => {
    fake.nextUser = kakaoUser(9191919191, '정보없음', null);
    fake.failUserInfo = true;
    const login = await loginAtKakao();
    const done = await callOurCallback(login.callback, login);
    expect(String(done.headers.location)).toBe(`${PUBLIC_URL}/login-result?error=LOGIN_PROVIDER_FAILED`);
    expect(await testApp.database.db.select().from(users).where(eq(users.providerId, '9191919191'))).toHaveLength(0);
  });

  it('state 가 쿠키와 다르면 카카오에 코드를 보내지 않고 LOGIN_STATE_MISMATCH 로 보내요', async () => {
    fake.nextUser = kakaoUser(1212121212, '남의브라우저', null);
    const victim = await loginAtKakao();
    const attacker = await loginAtKakao();

    // The attacker's callback (their code and state) opened in the victim's browser (victim's cookie).
    const crossed = await callOurCallback(attacker.callback, victim);
    expect(String(crossed.headers.location)).toBe(`${PUBLIC_URL}/login-result?error=LOGIN_STATE_MISMATCH`);
    const withoutCookie = await callOurCallback(victim.callback, {});
    expect(String(withoutCookie.headers.location)).toBe(`${PUBLIC_URL}/login-result?error=LOGIN_STATE_MISMATCH`);
    const tampered = new URL(victim.callback);
    tampered.searchParams.set('state', `${victim.callback.searchParams.get('state')}x`);
    expect(String((await callOurCallback(tampered, victim)).headers.location)).toContain('error=LOGIN_STATE_MISMATCH');

    expect(fake.tokenRequests).toHaveLength(0);
    expect(await testApp.database.db.select().from(users).where(eq(users.providerId, '1212121212'))).toHaveLength(0);
  });

  it('로그인 끝 링크(/login-result?code=)를 다른 브라우저에서 열면 그 코드로 로그인되지 않아요', async () => {
    fake.nextUser = kakaoUser(1313131313, '링크보낸사람', null);
    const attacker = await loginAtKakao();
    const attackersLink = loginCodeOf(await callOurCallback(attacker.callback, attacker), attacker.binding);
    const victim = await loginAtKakao();

    const inVictimsBrowser = await exchangeCode(testApp.app, { code: attackersLink.code, binding: victim.binding });
    expect(inVictimsBrowser.statusCode).toBe(403);
    expect(inVictimsBrowser.json().data.errorCode).toBe('FORBIDDEN');
    const withNoLoginStarted = await exchangeCode(testApp.app, { code: attackersLink.code, binding: undefined });
    expect(withNoLoginStarted.statusCode).toBe(403);
  });

  it('카카오 동의 화면에서 취소하면 LOGIN_CANCELLED 로 보내요', async () => {
    fake.nextUser = null;
    const login = await loginAtKakao('/deposit-entry');
    expect(login.callback.searchParams.get('error')).toBe('access_denied');
    const done = await callOurCallback(login.callback, login);
    expect(String(done.headers.location)).toBe(
      `${PUBLIC_URL}/login-result?error=LOGIN_CANCELLED&redirect=%2Fdeposit-entry`,
    );
    expect(fake.tokenRequests).toHaveLength(0);
  });

  it('카카오가 설정되면 개발용 로그인은 열리지 않아요', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/dev-login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=x&nickname=우회',
    });
    expect(response.statusCode).toBe(404);
  });
});
