import { eq, sql } from 'drizzle-orm';
import { pgTable, serial, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, refreshTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { devLoginCode, refresh, signInAsGuest, signInAsMember } from '../auth/auth-test-support.ts';

// Stand-ins for the tables later modules plug into the lifecycle (loan reports and inputs).
const fakeReports = pgTable('fake_reports', { id: serial().primaryKey(), userId: uuid().notNull() });
const fakeInputs = pgTable('fake_inputs', { id: serial().primaryKey(), userId: uuid().notNull() });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.database.db.execute(sql`create table fake_reports (id serial primary key, user_id uuid not null)`);
  await testApp.database.db.execute(sql`create table fake_inputs (id serial primary key, user_id uuid not null)`);
  const { userLifecycle } = testApp.app;
  userLifecycle.onTransfer(async (tx, { fromUserId, toUserId }) => {
    const moved = await tx
      .update(fakeReports)
      .set({ userId: toUserId })
      .where(eq(fakeReports.userId, fromUserId))
      .returning();
    return moved.length;
  });
  userLifecycle.onTransfer(async (tx, { fromUserId, toUserId }) => {
    await tx.update(fakeInputs).set({ userId: toUserId }).where(eq(fakeInputs.userId, fromUserId));
    return 0;
  });
  userLifecycle.onWithdraw(async (tx, { userId }) => {
    await tx.delete(fakeReports).where(eq(fakeReports.userId, userId));
    await tx.delete(fakeInputs).where(eq(fakeInputs.userId, userId));
  });
});
afterAll(async () => {
  await testApp.app.close();
});

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, accessToken?: string, payload?: object) =>
  testApp.app.inject({
    method,
    url,
    headers: accessToken ? { accesstoken: accessToken } : {},
    ...(payload ? { payload } : {}),
  });

async function guestWithReports(count: number) {
  const guest = await signInAsGuest(testApp.app);
  const id = (await inject('GET', '/api/v1/user/me', guest.accessToken)).json().data.id as string;
  for (let index = 0; index < count; index += 1) {
    await testApp.database.db.insert(fakeReports).values({ userId: id });
    await testApp.database.db.insert(fakeInputs).values({ userId: id });
  }
  return { token: guest.accessToken, id };
}

const ownerCount = async (table: typeof fakeReports | typeof fakeInputs, userId: string) =>
  (await testApp.database.db.select().from(table).where(eq(table.userId, userId))).length;

describe('내 정보와 로그인 확인', () => {
  it('GET /api/v1/user/me 는 게스트와 회원 모두에게 id, 이름, 사진, 역할을 알려줘요', async () => {
    const guest = await signInAsGuest(testApp.app);
    expect((await inject('GET', '/api/v1/user/me', guest.accessToken)).json().data).toEqual({
      id: expect.any(String),
      name: '게스트',
      avatarUrl: null,
      roleType: 'GUEST',
    });
    const member = await signInAsMember(testApp.app, '내정보');
    expect((await inject('GET', '/api/v1/user/me', member.accessToken)).json().data).toEqual({
      id: member.user.id,
      name: '내정보',
      avatarUrl: null,
      roleType: 'USER',
    });
    expect((await inject('GET', '/api/v1/user/me')).statusCode).toBe(401);
  });

  it('health-check 는 회원에게 이름을 주고, 게스트는 403 LOGIN_REQUIRED, 토큰이 없으면 401 이에요', async () => {
    const member = await signInAsMember(testApp.app, '글쓰기전확인');
    const ok = await inject('GET', '/api/v1/user/health-check', member.accessToken);
    expect(ok.json()).toEqual({ code: 200, message: 'OK', data: { name: '글쓰기전확인' } });

    const guest = await signInAsGuest(testApp.app);
    const forGuest = await inject('GET', '/api/v1/user/health-check', guest.accessToken);
    expect(forGuest.statusCode).toBe(403);
    expect(forGuest.json().data.errorCode).toBe('LOGIN_REQUIRED');

    const anonymous = await inject('GET', '/api/v1/user/health-check');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().data.errorCode).toBe('UNAUTHENTICATED');
  });
});

describe('로그아웃', () => {
  it('RefreshToken 헤더를 함께 보내면 그 세션만 끝나고 다른 기기 세션은 남아요', async () => {
    const phone = await signInAsMember(testApp.app, '로그아웃하는사람');
    const laptop = await signInAsMember(testApp.app, '로그아웃하는사람');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { accesstoken: phone.accessToken, refreshtoken: phone.refreshToken },
    });
    expect(response.json()).toEqual({ code: 200, message: 'OK', data: null });
    expect((await refresh(testApp.app, phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(testApp.app, laptop.refreshToken)).statusCode).toBe(200);
  });

  it('헤더 없이 본문 없는 JSON 요청으로 로그아웃하면 그 회원의 모든 세션이 끝나요', async () => {
    const first = await signInAsMember(testApp.app, '전부로그아웃');
    const second = await signInAsMember(testApp.app, '전부로그아웃');
    const rotated = (await refresh(testApp.app, second.refreshToken)).json().data;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { accesstoken: first.accessToken, 'content-type': 'application/json', profile: 'prod' },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(testApp.app, first.refreshToken)).json().data.errorCode).toBe('REFRESH_TOKEN_INVALID');
    expect((await refresh(testApp.app, rotated.refreshToken)).json().data.errorCode).toBe('REFRESH_TOKEN_INVALID');
  });

  it('다른 사람의 리프레시 토큰을 내밀어도 그 사람의 세션은 끝나지 않아요', async () => {
    const me = await signInAsMember(testApp.app, '나');
    const other = await signInAsMember(testApp.app, '남');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      headers: { accesstoken: me.accessToken, refreshtoken: other.refreshToken },
    });
    expect((await refresh(testApp.app, other.refreshToken)).statusCode).toBe(200);
    expect((await refresh(testApp.app, me.refreshToken)).statusCode).toBe(401);
  });

  it('게스트는 로그아웃할 수 없어요 (403)', async () => {
    const guest = await signInAsGuest(testApp.app);
    expect((await inject('POST', '/api/v1/user/logout', guest.accessToken)).statusCode).toBe(403);
  });
});

describe('게스트 기록 옮기기', () => {
  it('게스트의 보고서와 입력을 회원에게 옮기고 옮긴 보고서 수를 돌려주며, 두 번 불러도 더 옮기지 않아요', async () => {
    const guest = await guestWithReports(3);
    const member = await signInAsMember(testApp.app, '옮겨받는회원');

    const first = await inject('POST', '/api/v1/user/transfer', member.accessToken, { guestToken: guest.token });
    expect(first.json()).toEqual({ code: 200, message: 'OK', data: { transferredReports: 3 } });
    expect(await ownerCount(fakeReports, member.user.id)).toBe(3);
    expect(await ownerCount(fakeInputs, member.user.id)).toBe(3);
    expect(await ownerCount(fakeReports, guest.id)).toBe(0);

    const second = await inject('POST', '/api/v1/user/transfer', member.accessToken, { guestToken: guest.token });
    expect(second.json().data).toEqual({ transferredReports: 0 });
    expect(await ownerCount(fakeReports, member.user.id)).toBe(3);
  });

  it('동시에 두 번 불러도 보고서는 한 번만 옮겨져요', async () => {
    const guest = await guestWithReports(2);
    const member = await signInAsMember(testApp.app, '동시옮김');
    const results = await Promise.all([
      inject('POST', '/api/v1/user/transfer', member.accessToken, { guestToken: guest.token }),
      inject('POST', '/api/v1/user/transfer', member.accessToken, { guestToken: guest.token }),
    ]);
    const counts = results.map((response) => response.json().data.transferredReports).sort();
    expect(counts).toEqual([0, 2]);
  });

  it('모든 처리기가 한 트랜잭션에서 돌아서, 하나가 실패하면 앞서 옮긴 것도 되돌려요', async () => {
    const guest = await guestWithReports(2);
    const member = await signInAsMember(testApp.app, '실패한옮김');
    let sawOwnWrites = false;
    const unregister = testApp.app.userLifecycle.onTransfer(async (tx, { toUserId }) => {
      // Inside the same transaction the earlier handler's (uncommitted) move is already visible.
      sawOwnWrites = (await tx.select().from(fakeReports).where(eq(fakeReports.userId, toUserId))).length === 2;
      throw new Error('a later module failed');
    });
    try {
      const failed = await inject('POST', '/api/v1/user/transfer', member.accessToken, { guestToken: guest.token });
      expect(failed.statusCode).toBe(500);
      expect(failed.json().data.errorCode).toBe('INTERNAL');
    } finally {
      unregister();
    }
    expect(sawOwnWrites).toBe(true);
    expect(await ownerCount(fakeReports, guest.id)).toBe(2);
    expect(await ownerCount(fakeReports, member.user.id)).toBe(0);

    const retried = await inject('POST', '/api/v1/user/transfer', member.accessToken, { guestToken: guest.token });
    expect(retried.json().data).toEqual({ transferredReports: 2 });
  });

  it('게스트 토큰이 아니거나 잘못된 토큰이면 400 이고 guestToken 필드를 알려줘요', async () => {
    const member = await signInAsMember(testApp.app, '잘못된토큰');
    const otherMember = await signInAsMember(testApp.app, '다른회원');
    for (const guestToken of ['garbage', otherMember.accessToken]) {
      const response = await inject('POST', '/api/v1/user/transfer', member.accessToken, { guestToken });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toEqual({
        errorCode: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'guestToken', message: '게스트 토큰이 올바르지 않거나 만료되었어요.' }],
      });
    }
  });

  it('게스트는 옮기기를 부를 수 없고, 모르는 필드는 400 이에요', async () => {
    const guest = await guestWithReports(1);
    expect((await inject('POST', '/api/v1/user/transfer', guest.token, { guestToken: guest.token })).statusCode).toBe(
      403,
    );
    const member = await signInAsMember(testApp.app, '필드확인');
    const extra = await inject('POST', '/api/v1/user/transfer', member.accessToken, {
      guestToken: guest.token,
      userId: guest.id,
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('회원 탈퇴', () => {
  it('계정, 토큰, 로그인 코드와 모듈들이 지우는 기록을 모두 지우고, 이후 토큰은 통하지 않아요', async () => {
    const member = await signInAsMember(testApp.app, '탈퇴하는회원');
    await devLoginCode(testApp.app, '탈퇴하는회원'); // an unexchanged login code
    await testApp.database.db.insert(fakeReports).values({ userId: member.user.id });
    const bystander = await signInAsMember(testApp.app, '남아있는회원');
    await testApp.database.db.insert(fakeReports).values({ userId: bystander.user.id });

    const response = await inject('DELETE', '/api/v1/user', member.accessToken);
    expect(response.json()).toEqual({ code: 200, message: 'OK', data: null });

    const { db } = testApp.database;
    expect(await db.select().from(users).where(eq(users.id, member.user.id))).toHaveLength(0);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, member.user.id))).toHaveLength(0);
    expect(await db.select().from(loginCodes).where(eq(loginCodes.userId, member.user.id))).toHaveLength(0);
    expect(await ownerCount(fakeReports, member.user.id)).toBe(0);
    expect(await ownerCount(fakeReports, bystander.user.id)).toBe(1);

    expect((await inject('GET', '/api/v1/user/me', member.accessToken)).statusCode).toBe(401);
    expect((await refresh(testApp.app, member.refreshToken)).statusCode).toBe(401);
    expect((await inject('GET', '/api/v1/user/me', bystander.accessToken)).statusCode).toBe(200);
  });

  it('탈퇴 처리기가 실패하면 계정은 그대로 남아요', async () => {
    const member = await signInAsMember(testApp.app, '탈퇴실패');
    const unregister = testApp.app.userLifecycle.onWithdraw(async () => {
      throw new Error('a module could not clean up');
    });
    try {
      expect((await inject('DELETE', '/api/v1/user', member.accessToken)).statusCode).toBe(500);
    } finally {
      unregister();
    }
    expect((await inject('GET', '/api/v1/user/me', member.accessToken)).statusCode).toBe(200);
  });

  it('게스트는 탈퇴할 수 없어요 (403)', async () => {
    const guest = await signInAsGuest(testApp.app);
    const response = await inject('DELETE', '/api/v1/user', guest.accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().data.errorCode).toBe('LOGIN_REQUIRED');
  });
});
