import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/community.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, oneMember, sendPostForm, writePost } from './community-test-support.ts';

// The board's public views and each member's likes on them are kept for a second (ADR 0014): what this
// instance writes shows at once, what another instance writes within the second.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.app.close();
});

const app = () => testApp.app;
const listTitles = async (token?: string) =>
  (await call(app(), 'GET', '/api/v1/post/sorted?sortType=LATEST&size=5', token)).json().data.posts as {
    title: string;
    like: boolean;
    likes: number;
  }[];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('커뮤니티 공개 화면 캐시 (1초)', () => {
  it('이 인스턴스에서 쓴 글·좋아요는 바로 보이고, 다른 인스턴스에서 바뀐 것은 1초 안에 보여요', async () => {
    const author = await oneMember(app(), '캐시글쓴이');
    const reader = await oneMember(app(), '캐시독자');
    const post = await writePost(app(), author.token, { title: '캐시 첫 글', content: '내용이에요.' });
    expect((await listTitles())[0]?.title).toBe('캐시 첫 글');

    // A like through this instance: the page forgets itself, the reader's own flag is fresh.
    expect((await call(app(), 'POST', `/api/v1/post/${post.id}/like`, reader.token)).statusCode).toBe(200);
    expect((await listTitles(reader.token))[0]).toMatchObject({ like: true, likes: 1 });
    expect((await listTitles(author.token))[0]).toMatchObject({ like: false, likes: 1 });

    // Another instance's write (here: straight in the database) shows once the second has passed.
    await listTitles();
    await testApp.database.db.update(posts).set({ title: '다른 곳에서 고친 글' }).where(eq(posts.id, post.id));
    expect((await listTitles())[0]?.title).toBe('캐시 첫 글');
    await sleep(1_100);
    expect((await listTitles())[0]?.title).toBe('다른 곳에서 고친 글');
  });

  it('읽는 중에 쓰기가 캐시를 비워도 읽기는 실패하지 않아요 (동시 100건 + 좋아요 20건)', async () => {
    const author = await oneMember(app(), '동시글쓴이');
    const post = await writePost(app(), author.token, { title: '동시에 읽어요', content: '내용' });
    const reads = Array.from({ length: 100 }, (_, index) =>
      index % 2 === 0
        ? call(app(), 'GET', '/api/v1/post/sorted?sortType=LATEST&size=5', author.token)
        : call(app(), 'GET', `/api/v1/post/${post.id}`),
    );
    const writes = Array.from({ length: 20 }, (_, index) =>
      call(app(), 'POST', `/api/v1/post/${post.id}/${index % 2 === 0 ? 'like' : 'unlike'}`, author.token),
    );
    const answers = await Promise.all([...reads, ...writes]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });

  it('글 하나도 같아요: 고치면 글쓴이가 바로 새 내용을 받아요', async () => {
    const author = await oneMember(app(), '고치는이');
    const post = await writePost(app(), author.token, { title: '고치기 전', content: '처음 내용' });
    expect((await call(app(), 'GET', `/api/v1/post/${post.id}`)).json().data.title).toBe('고치기 전');
    const edited = await sendPostForm(
      app(),
      { method: 'PUT', url: `/api/v1/post/${post.id}`, token: author.token },
      { title: '고친 뒤', content: '바뀐 내용' },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(app(), 'GET', `/api/v1/post/${post.id}`)).json().data.title).toBe('고친 뒤');
  });
});
