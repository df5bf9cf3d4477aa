import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_CLOCK_SKEW_SECONDS,
  accessTokenKey,
  JWT_AUDIENCE,
  JWT_ISSUER,
} from '../modules/auth/access-token.ts';
import {
  signInAsGuest,
  signInAsMember,
  type SessionTestApp,
  buildSessionTestApp,
} from '../modules/auth/auth-test-support.ts';
import { currentUser } from './auth.ts';

const START = new Date('2025-03-01T00:00:00Z');
let now = START;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let testApp: SessionTestApp;
let member: { accessToken: string; id: string };
let guestToken: string;

beforeAll(async () => {
  testApp = await buildSessionTestApp({ clock: () => now });
  const { app } = testApp;
  // One route per guard, answering who the guard let through.
  const whoami = async (request: Parameters<typeof currentUser>[0]) => ({ user: request.user });
  app.get('/test/member', { onRequest: [app.requireMember] }, async (request) => ({ user: currentUser(request) }));
  app.get('/test/guest-or-member', { onRequest: [app.requireGuestOrMember] }, whoami);
  app.get('/test/optional', { onRequest: [app.optionalUser] }, whoami);
  app.get('/test/public', whoami);
  await app.ready();

  const session = await signInAsMember(app, '보호된회원');
  member = { accessToken: session.accessToken, id: session.user.id };
  guestToken = (await signInAsGuest(app)).accessToken;
});
afterAll(async () => {
  await testApp.app.close();
});

const call = (url: string, accessToken?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: accessToken === undefined ? {} : { accesstoken: accessToken } });

const GUARDED = ['/test/member', '/test/guest-or-member', '/test/optional'];

async function expectRejectedEverywhere(token: string) {
  for (const url of GUARDED) {
    const response = await call(url, token);
    expect(response.statusCode, url).toBe(401);
    expect(response.json()).toMatchObject({ code: 401, data: { errorCode: 'UNAUTHENTICATED' } });
  }
  // A public route ignores the bad token: nobody is proven.
  expect((await call('/test/public', token)).json()).toEqual({ user: null });
}

const sign = (
  claims: Record<string, unknown>,
  options: {
    secret?: string;
    alg?: string;
    issuer?: string;
    audience?: string;
    issuedAt?: Date;
    expiresAt?: Date;
  } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? JWT_ISSUER)
    .setAudience(options.audience ?? JWT_AUDIENCE)
    .setSubject(member.id)
    .setIssuedAt(Math.floor((options.issuedAt ?? now).getTime() / 1000))
    .setExpirationTime(options.expiresAt ?? new Date(now.getTime() + 600_000))
    .sign(accessTokenKey(options.secret ?? testApp.config.jwtSecret));

describe('인증 가드', () => {
  it('회원 토큰은 모든 가드를 통과하고 request.user 에 저장된 회원이 담겨요', async () => {
    const expected = { id: member.id, role: 'USER', name: '보호된회원' };
    expect((await call('/test/member', member.accessToken)).json()).toEqual({ user: expected });
    expect((await call('/test/guest-or-member', member.accessToken)).json()).toEqual({ user: expected });
    expect((await call('/test/optional', member.accessToken)).json()).toEqual({ user: expected });
    expect((await call('/test/public', member.accessToken)).json()).toEqual({ user: expected });
  });

  it('토큰이 없으면 회원 전용과 게스트 허용 경로는 401, 선택 경로와 공개 경로는 익명으로 통과해요', async () => {
    expect((await call('/test/member')).statusCode).toBe(401);
    expect((await call('/test/guest-or-member')).statusCode).toBe(401);
    expect((await call('/test/optional')).json()).toEqual({ user: null });
    expect((await call('/test/public')).json()).toEqual({ user: null });
    expect((await call('/test/member', '')).statusCode).toBe(401);
  });

  it('게스트 토큰으로 회원 전용 경로를 부르면 403 LOGIN_REQUIRED 예요', async () => {
    const response = await call('/test/member', guestToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, data: { errorCode: 'LOGIN_REQUIRED' } });
    expect((await call('/test/guest-or-member', guestToken)).json().user.role).toBe('GUEST');
  });

  it('만료된 액세스 토큰은 401 이에요', async () => {
    const expiring = await sign({ role: 'USER' }, { expiresAt: new Date(now.getTime() + 30_000) });
    expect((await call('/test/member', expiring)).statusCode).toBe(200);
    advance(31);
    await expectRejectedEverywhere(expiring);
  });

  it('회원 액세스 토큰은 30분 뒤에 만료돼요', async () => {
    const { accessToken } = await signInAsMember(testApp.app, '삼십분');
    advance(29 * 60);
    expect((await call('/test/member', accessToken)).statusCode).toBe(200);
    advance(2 * 60);
    expect((await call('/test/member', accessToken)).statusCode).toBe(401);
  });

  it('내용을 바꾼 토큰은 401 이에요', async () => {
    const genuine = await sign({ role: 'USER' });
    expect((await call('/test/member', genuine)).statusCode).toBe(200);
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    await expectRejectedEverywhere(`${header}.${forged}.${signature}`);
    await expectRejectedEverywhere(`${header}.${payload}.${signature!.slice(0, -2)}AA`);
  });

  it('alg: none 으로 서명 없이 만든 토큰은 401 이에요', async () => {
    const unsigned = new UnsecuredJWT({ role: 'USER' })
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setSubject(member.id)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 600)
      .encode();
    await expectRejectedEverywhere(unsigned);
  });

  it('같은 방식으로 서명한 토큰은 통과해요 (아래 거절 테스트의 대조군)', async () => {
    expect((await call('/test/member', await sign({ role: 'USER' }))).statusCode).toBe(200);
  });

  it('다른 키로 서명한 토큰은 401 이에요', async () => {
    await expectRejectedEverywhere(
      await sign({ role: 'USER' }, { secret: 'another-secret-that-is-long-enough-for-hs256' }),
    );
  });

  it('알고리즘이 HS256 이 아니면 같은 키라도 401 이에요', async () => {
    await expectRejectedEverywhere(await sign({ role: 'USER' }, { alg: 'HS512' }));
  });

  it(`발급 시각(iat)이 ${ACCESS_TOKEN_CLOCK_SKEW_SECONDS}초보다 더 미래인 토큰은 401 이고, 그 안의 시계 차이는 받아들여요`, async () => {
    const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    const expiresAt = inSeconds(3600);
    await expectRejectedEverywhere(
      await sign({ role: 'USER' }, { issuedAt: inSeconds(ACCESS_TOKEN_CLOCK_SKEW_SECONDS + 5), expiresAt }),
    );
    await expectRejectedEverywhere(await sign({ role: 'USER' }, { issuedAt: inSeconds(365 * 24 * 3600), expiresAt }));
    const slightlyAhead = await sign(
      { role: 'USER' },
      { issuedAt: inSeconds(ACCESS_TOKEN_CLOCK_SKEW_SECONDS - 5), expiresAt },
    );
    expect((await call('/test/member', slightlyAhead)).statusCode).toBe(200);
  });

  it('발급자나 대상이 다른 토큰은 401 이에요', async () => {
    await expectRejectedEverywhere(await sign({ role: 'USER' }, { issuer: 'someone-else' }));
    await expectRejectedEverywhere(await sign({ role: 'USER' }, { audience: 'another-app' }));
  });

  it('형식이 아닌 문자열이나 Bearer 를 붙인 토큰은 401 이에요', async () => {
    await expectRejectedEverywhere('not-a-jwt');
    const genuine = await sign({ role: 'USER' });
    expect((await call('/test/member', genuine)).statusCode).toBe(200);
    await expectRejectedEverywhere(`Bearer ${genuine}`);
  });

  it('탈퇴한 회원의 토큰은 아직 만료 전이라도 401 이에요', async () => {
    const leaving = await signInAsMember(testApp.app, '떠나는회원');
    const withdrawn = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: { accesstoken: leaving.accessToken },
    });
    expect(withdrawn.statusCode).toBe(200);
    await expectRejectedEverywhere(leaving.accessToken);
  });
});
