import { WITHDRAWN_AUTHOR_NAME } from '@jipsa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, postLikes, posts } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsMember } from '../auth/auth-test-support.ts';
import { call, insertLoanAdviceResult, jpegPhoto, sendPostForm, writePost } from './community-test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

describe('회원 탈퇴와 커뮤니티', () => {
  it('탈퇴하면 좋아요는 지워지고 수가 줄며, 글과 댓글은 "탈퇴한 회원"의 것으로 남아요', async () => {
    const app = testApp.app;
    const db = testApp.database.db;
    const leaving = await signInAsMember(app, '떠나는회원');
    const staying = await signInAsMember(app, '남는회원');
    await db
      .update(users)
      .set({ avatarUrl: 'https://k.kakaocdn.net/leaving.jpg' })
      .where(eq(users.id, leaving.user.id));

    const report = await insertLoanAdviceResult(db, leaving.user.id);
    const leavingPost = await writePost(
      app,
      leaving.accessToken,
      { title: '떠나는 회원의 글', content: '글은 남아요.', loanAdviceResultId: report },
      { bytes: await jpegPhoto(100, 100) },
    );
    expect(leavingPost).toMatchObject({ author: '떠나는회원', avatarUrl: 'https://k.kakaocdn.net/leaving.jpg' });
    const stayingPost = await writePost(app, staying.accessToken, {
      title: '남는 회원의 글',
      content: '좋아요를 받아요.',
    });
    const stayingComment = (
      await call(app, 'POST', `/api/v1/comment/${stayingPost.id}`, staying.accessToken, {
        postId: stayingPost.id,
        content: '내 댓글',
      })
    ).json().data;
    const leavingComment = (
      await call(app, 'POST', `/api/v1/comment/${stayingPost.id}`, leaving.accessToken, {
        postId: stayingPost.id,
        content: '떠나는 회원의 댓글',
      })
    ).json().data;
    await call(app, 'POST', `/api/v1/post/${stayingPost.id}/like`, leaving.accessToken);
    await call(app, 'POST', `/api/v1/post/${leavingPost.id}/like`, leaving.accessToken);
    await call(app, 'POST', `/api/v1/post/${leavingPost.id}/like`, staying.accessToken);
    await call(app, 'POST', `/api/v1/comment/${stayingComment.id}/like`, leaving.accessToken);

    expect((await call(app, 'DELETE', '/api/v1/user', leaving.accessToken)).statusCode).toBe(200);

    const left = (await call(app, 'GET', `/api/v1/post/${leavingPost.id}`, staying.accessToken)).json().data;
    expect(left).toMatchObject({
      title: '떠나는 회원의 글',
      author: WITHDRAWN_AUTHOR_NAME,
      avatarUrl: null,
      imageUrl: leavingPost.imageUrl,
      likes: 1,
      like: true,
      updateDeleteAuthority: 'NONE',
      // The report went with the account; the post stays without it.
      loanAdviceSummaryReport: null,
    });
    const stayed = (await call(app, 'GET', `/api/v1/post/${stayingPost.id}`, staying.accessToken)).json().data;
    expect(stayed).toMatchObject({ likes: 0, commentCount: 2 });
    expect(stayed.comments).toEqual([
      expect.objectContaining({ id: stayingComment.id, likes: 0, author: '남는회원' }),
      expect.objectContaining({
        id: leavingComment.id,
        author: WITHDRAWN_AUTHOR_NAME,
        avatarUrl: null,
        updateDeleteAuthority: 'NONE',
      }),
    ]);

    expect(await db.select().from(postLikes).where(eq(postLikes.userId, leaving.user.id))).toEqual([]);
    expect(await db.select().from(commentLikes).where(eq(commentLikes.userId, leaving.user.id))).toEqual([]);
    const [row] = await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, leavingPost.id));
    expect(row).toEqual({ authorId: null });

    // Nobody becomes the author of what a withdrawn member left.
    const edit = await sendPostForm(
      app,
      { method: 'PUT', url: `/api/v1/post/${leavingPost.id}`, token: staying.accessToken },
      {
        title: '가로채기',
        content: '안 돼요',
      },
    );
    expect(edit.statusCode).toBe(403);
    expect((await call(app, 'DELETE', `/api/v1/comment/${leavingComment.id}`, staying.accessToken)).statusCode).toBe(
      403,
    );
  });
});
