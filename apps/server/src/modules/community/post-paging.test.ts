import type { PostSummary, SortType } from '@jipsa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/community.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { call, oneMember, writePost } from './community-test-support.ts';

let testApp: TestApp;
let writer: { id: string; token: string };
type Original = { id: string; likeCount: number; createdAt: Date };
let originals: Original[];

const ORIGINAL_COUNT = 1_000;
const BASE = new Date('2026-10-01T00:00:00.000Z').getTime();

beforeAll(async () => {
  testApp = await buildTestApp();
  writer = await oneMember(testApp.app, '글쓴이');
  // Three posts share each instant and seven like counts repeat: the id must break every tie.
  const rows = Array.from({ length: ORIGINAL_COUNT }, (_, index) => ({
    authorId: writer.id,
    title: `원래 글 ${index}`,
    content: '페이지 넘기기',
    likeCount: index % 7,
    createdAt: new Date(BASE + Math.floor(index / 3) * 1_000),
    updatedAt: new Date(BASE + Math.floor(index / 3) * 1_000),
  }));
  originals = await testApp.database.db
    .insert(posts)
    .values(rows)
    .returning({ id: posts.id, likeCount: posts.likeCount, createdAt: posts.createdAt });
});
afterAll(async () => {
  await testApp.app.close();
});

const byLatest = (a: Original, b: Original) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const byPopular = (a: Original, b: Original) => b.likeCount - a.likeCount || byLatest(a, b);

let interloper = 0;
/** What other people write between two page loads: a post through the API, and two written by a clock-skewed instance at an existing key. */
async function othersWrite() {
  interloper += 1;
  await writePost(testApp.app, writer.token, {
    title: `새 글 ${interloper}`,
    content: '페이지를 넘기는 사이에 썼어요.',
  });
  const twin = originals[(interloper * 37) % ORIGINAL_COUNT]!;
  await testApp.database.db.insert(posts).values(
    [0, 1].map((offset) => ({
      authorId: writer.id,
      title: `끼어든 글 ${interloper}-${offset}`,
      content: '같은 시각, 같은 좋아요 수',
      likeCount: twin.likeCount,
      createdAt: twin.createdAt,
      updatedAt: twin.createdAt,
    })),
  );
}

async function pageThrough(sortType: SortType, size: number) {
  const seen: PostSummary[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({ sortType, size: String(size), ...(cursor ? { cursor } : {}) });
    const response = await call(testApp.app, 'GET', `/api/v1/post/sorted?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json().data as { posts: PostSummary[]; nextCursor: string | null };
    expect(page.posts.length).toBeLessThanOrEqual(size);
    seen.push(...page.posts);
    cursor = page.nextCursor;
    pages += 1;
    await othersWrite();
  } while (cursor && pages < 200);
  return seen;
}

describe('글 목록의 커서 페이지', () => {
  it.each([
    ['LATEST', byLatest],
    ['POPULAR', byPopular],
  ] as const)(
    '%s: 1,000개를 20개씩 넘기는 동안 새 글이 계속 써져도 원래 글은 빠짐없이 한 번씩, 정렬 순서대로 나와요',
    async (sortType, order) => {
      const seen = await pageThrough(sortType, 20);
      const originalIds = new Set(originals.map((original) => original.id));
      const seenOriginals = seen.filter((post) => originalIds.has(post.id)).map((post) => post.id);
      expect(seenOriginals).toHaveLength(ORIGINAL_COUNT);
      expect(new Set(seenOriginals).size).toBe(ORIGINAL_COUNT);
      expect(seenOriginals).toEqual([...originals].sort(order).map((original) => original.id));
      // No post at all, original or new, comes twice in one scroll.
      expect(new Set(seen.map((post) => post.id)).size).toBe(seen.length);
    },
    180_000,
  );

  it('마지막 페이지 다음 커서는 null 이고, 최신순 첫 페이지는 가장 최근 글부터예요', async () => {
    const latest = await writePost(testApp.app, writer.token, { title: '가장 최근 글', content: '맨 위에 있어요.' });
    const first = (await call(testApp.app, 'GET', '/api/v1/post/sorted?sortType=LATEST&size=3')).json().data;
    expect(first.posts).toHaveLength(3);
    expect(first.posts[0].id).toBe(latest.id);
    expect(first.nextCursor).toEqual(expect.any(String));

    const everything = (await call(testApp.app, 'GET', '/api/v1/post/sorted?sortType=POPULAR&size=50')).json().data;
    expect(everything.posts[0].likes).toBe(6);
  });

  it('최신순 커서로 인기순을 이어 볼 수 없어요', async () => {
    const first = (await call(testApp.app, 'GET', '/api/v1/post/sorted?sortType=LATEST&size=2')).json().data;
    const response = await call(
      testApp.app,
      'GET',
      `/api/v1/post/sorted?sortType=POPULAR&size=2&cursor=${first.nextCursor}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([
      { field: 'cursor', message: '목록을 처음부터 다시 불러와주세요.' },
    ]);
  });
});
