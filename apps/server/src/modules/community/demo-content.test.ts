import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, comments, postLikes, posts } from '../../db/schema/community.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { call } from './community-test-support.ts';
import { seedDemoContent } from './demo-content.ts';

let seeded: TestApp;
beforeAll(async () => {
  seeded = await buildTestApp({ SEED_DEMO_CONTENT: 'true' });
  await seeded.app.ready();
});
afterAll(async () => {
  await seeded.app.close();
});

describe('빈 게시판의 데모 글', () => {
  it('SEED_DEMO_CONTENT 면 시작할 때 "집사 운영팀"의 글 몇 개와 댓글을 심어요', async () => {
    const list = (await call(seeded.app, 'GET', '/api/v1/post/sorted?sortType=LATEST&size=50')).json().data;
    expect(list.posts.length).toBeGreaterThanOrEqual(3);
    expect(list.posts.length).toBeLessThanOrEqual(5);
    expect(new Set(list.posts.map((post: { author: string }) => post.author))).toEqual(new Set(['집사 운영팀']));
    const commented = list.posts.filter((post: { commentCount: number }) => post.commentCount > 0);
    expect(commented.length).toBeGreaterThan(0);
    const detail = (await call(seeded.app, 'GET', `/api/v1/post/${commented[0].id}`)).json().data;
    expect(detail.comments.length).toBe(commented[0].commentCount);
  });

  it('심은 글의 좋아요 수와 댓글 수는 실제 행과 같아요', async () => {
    const db = seeded.database.db;
    const mismatched = await db
      .select({ id: posts.id })
      .from(posts)
      .where(
        sql`${posts.likeCount} <> (select count(*) from ${postLikes} where ${postLikes.postId} = ${posts.id})
         or ${posts.commentCount} <> (select count(*) from ${comments} where ${comments.postId} = ${posts.id})`,
      );
    expect(mismatched).toEqual([]);
    const mismatchedComments = await db
      .select({ id: comments.id })
      .from(comments)
      .where(
        sql`${comments.likeCount} <> (select count(*) from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})`,
      );
    expect(mismatchedComments).toEqual([]);
    expect((await db.select().from(postLikes)).length).toBeGreaterThan(0);
  });

  it('글이 하나라도 있으면 다시 심지 않아요', async () => {
    const before = (await seeded.database.db.select().from(posts)).length;
    expect(await seedDemoContent(seeded.database.db, new Date())).toBe(false);
    expect((await seeded.database.db.select().from(posts)).length).toBe(before);
  });

  it('테스트 환경의 기본 설정에서는 심지 않아요', async () => {
    const plain = await buildTestApp();
    try {
      await plain.app.ready();
      expect(plain.config.seedDemoContent).toBe(false);
      expect((await call(plain.app, 'GET', '/api/v1/post/sorted')).json().data.posts).toEqual([]);
    } finally {
      await plain.app.close();
    }
  });
});
