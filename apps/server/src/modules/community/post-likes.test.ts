import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, comments, postLikes, posts } from '../../db/schema/community.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, manyMembers, oneMember, writePost } from './community-test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

const app = () => testApp.app;
const db = () => testApp.database.db;

async function storedPostLikes(postId: string) {
  const [row] = await db().select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, postId));
  const rows = await db().select().from(postLikes).where(eq(postLikes.postId, postId));
  return { counter: row?.likeCount, rows: rows.length };
}

describe('글 좋아요', () => {
  it('회원 200명이 동시에 좋아요를 누르면 정확히 200개이고, 다시 눌러도 그대로예요', async () => {
    const author = await oneMember(app(), '글쓴이');
    const members = await manyMembers(app(), 200);
    const post = await writePost(app(), author.token, { title: '좋아요 200개', content: '모두 눌러주세요.' });

    const first = await Promise.all(
      members.map((member) => call(app(), 'POST', `/api/v1/post/${post.id}/like`, member.token)),
    );
    expect(first.map((response) => response.statusCode)).toEqual(members.map(() => 200));
    expect(first.every((response) => response.json().data.like === true)).toBe(true);
    // Each answer saw its own like counted: the counts handed out are exactly 1..200 once each.
    expect(first.map((response) => response.json().data.likes as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, index) => index + 1),
    );
    expect(await storedPostLikes(post.id)).toEqual({ counter: 200, rows: 200 });

    const again = await Promise.all(
      [...members, ...members.slice(0, 20)].map((member) =>
        call(app(), 'POST', `/api/v1/post/${post.id}/like`, member.token),
      ),
    );
    expect(again.every((response) => response.statusCode === 200 && response.json().data.like === true)).toBe(true);
    expect(await storedPostLikes(post.id)).toEqual({ counter: 200, rows: 200 });
    expect((await call(app(), 'GET', `/api/v1/post/${post.id}`)).json().data.likes).toBe(200);
    // PGlite runs the 400-odd requests one after another on a shared CI core; PostgreSQL needs a fraction.
  }, 120_000);

  it('좋아요 취소도 여러 번 눌러도 한 번만 줄고, 동시에 눌러도 정확해요', async () => {
    const author = await oneMember(app(), '글쓴이');
    const members = await manyMembers(app(), 30);
    const post = await writePost(app(), author.token, { title: '취소', content: '좋아요 취소' });
    await Promise.all(members.map((member) => call(app(), 'POST', `/api/v1/post/${post.id}/like`, member.token)));

    const leaving = members.slice(0, 10);
    const unliked = await Promise.all(
      [...leaving, ...leaving, ...leaving].map((member) =>
        call(app(), 'POST', `/api/v1/post/${post.id}/unlike`, member.token),
      ),
    );
    expect(unliked.every((response) => response.statusCode === 200 && response.json().data.like === false)).toBe(true);
    expect(await storedPostLikes(post.id)).toEqual({ counter: 20, rows: 20 });

    // Likes and unlikes of different members at once.
    const mixed = await Promise.all([
      ...leaving.map((member) => call(app(), 'POST', `/api/v1/post/${post.id}/like`, member.token)),
      ...members.slice(10, 20).map((member) => call(app(), 'POST', `/api/v1/post/${post.id}/unlike`, member.token)),
    ]);
    expect(mixed.every((response) => response.statusCode === 200)).toBe(true);
    expect(await storedPostLikes(post.id)).toEqual({ counter: 20, rows: 20 });
  });

  it('좋아요하지 않은 글을 취소해도 그대로이고, 각자 자기 좋아요 상태를 봐요', async () => {
    const [author, liker, other] = [
      await oneMember(app(), '글쓴이'),
      await oneMember(app(), '누른이'),
      await oneMember(app(), '안누른이'),
    ];
    const post = await writePost(app(), author.token, { title: '상태', content: '내 좋아요' });
    expect((await call(app(), 'POST', `/api/v1/post/${post.id}/unlike`, other.token)).json().data).toEqual({
      like: false,
      likes: 0,
    });
    expect((await call(app(), 'POST', `/api/v1/post/${post.id}/like`, liker.token)).json().data).toEqual({
      like: true,
      likes: 1,
    });
    expect((await call(app(), 'POST', `/api/v1/post/${post.id}/like`, liker.token)).json().data).toEqual({
      like: true,
      likes: 1,
    });
    expect((await call(app(), 'GET', `/api/v1/post/${post.id}`, liker.token)).json().data.like).toBe(true);
    expect((await call(app(), 'GET', `/api/v1/post/${post.id}`, other.token)).json().data.like).toBe(false);
    const list = (await call(app(), 'GET', '/api/v1/post/sorted?size=50', liker.token)).json().data.posts;
    expect(list.find((item: { id: string }) => item.id === post.id)).toMatchObject({ like: true, likes: 1 });
  });
});

describe('댓글 좋아요', () => {
  it('동시에 눌러도 한 사람에 하나씩, 수가 정확해요', async () => {
    const author = await oneMember(app(), '글쓴이');
    const members = await manyMembers(app(), 50);
    const post = await writePost(app(), author.token, { title: '댓글 좋아요', content: '댓글에 좋아요' });
    const comment = (
      await call(app(), 'POST', `/api/v1/comment/${post.id}`, author.token, {
        postId: post.id,
        content: '좋아요 눌러주세요',
      })
    ).json().data;

    const liked = await Promise.all(
      [...members, ...members].map((member) => call(app(), 'POST', `/api/v1/comment/${comment.id}/like`, member.token)),
    );
    expect(liked.every((response) => response.statusCode === 200 && response.json().data.like === true)).toBe(true);
    const [row] = await db()
      .select({ likeCount: comments.likeCount })
      .from(comments)
      .where(eq(comments.id, comment.id));
    expect(row?.likeCount).toBe(50);
    expect(await db().select().from(commentLikes).where(eq(commentLikes.commentId, comment.id))).toHaveLength(50);

    const unliked = await call(app(), 'POST', `/api/v1/comment/${comment.id}/unlike`, members[0]?.token);
    expect(unliked.json().data).toEqual({ like: false, likes: 49 });
    const seen = (await call(app(), 'GET', `/api/v1/post/${post.id}`, members[1]?.token)).json().data.comments[0];
    expect(seen).toMatchObject({ likes: 49, like: true });
  });
});
