import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsMember } from '../auth/auth-test-support.ts';
import { call, sendPostForm, writePost } from './community-test-support.ts';

// 2026-11-03 01:00 in Korea.
const WRITTEN_AT = new Date('2026-11-02T16:00:00.000Z');
let now = WRITTEN_AT;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => now });
});
afterAll(async () => {
  await testApp.app.close();
});

const MINUTE = 60_000;
const later = (milliseconds: number) => new Date(WRITTEN_AT.getTime() + milliseconds);

describe('글과 댓글의 timeAgo 는 서버 시계로 계산해요', () => {
  it('방금 전 → N분 전 → N시간 전 → N일 전 → 한국 날짜', async () => {
    now = WRITTEN_AT;
    const member = await signInAsMember(testApp.app, '시간여행자');
    const post = await writePost(testApp.app, member.accessToken, { title: '시간', content: '얼마나 지났을까요?' });
    await call(testApp.app, 'POST', `/api/v1/comment/${post.id}`, member.accessToken, {
      postId: post.id,
      content: '같이 봐요',
    });
    expect(post.timeAgo).toBe('방금 전');
    expect(post.createdDate).toBe('2026-11-02T16:00:00.000Z');

    const seen: string[] = [];
    for (const elapsed of [
      30_000,
      5 * MINUTE,
      3 * 60 * MINUTE,
      2 * 24 * 60 * MINUTE,
      6 * 24 * 60 * MINUTE,
      8 * 24 * 60 * MINUTE,
    ]) {
      now = later(elapsed);
      const detail = (await call(testApp.app, 'GET', `/api/v1/post/${post.id}`)).json().data;
      expect(detail.comments[0].timeAgo).toBe(detail.timeAgo);
      seen.push(detail.timeAgo);
    }
    expect(seen).toEqual(['방금 전', '5분 전', '3시간 전', '2일 전', '6일 전', '2026.11.03']);
  });

  it('고치면 lastModifiedDate 만 바뀌고 timeAgo 는 쓴 시각 기준이에요', async () => {
    now = WRITTEN_AT;
    const author = await signInAsMember(testApp.app, '고치는회원');
    const post = await writePost(testApp.app, author.accessToken, { title: '처음', content: '처음 내용' });
    now = later(10 * MINUTE);
    const again = await signInAsMember(testApp.app, '고치는회원');
    const edited = await sendPostForm(
      testApp.app,
      { method: 'PUT', url: `/api/v1/post/${post.id}`, token: again.accessToken },
      {
        title: '고침',
        content: '고친 내용',
      },
    );
    expect(edited.json().data).toMatchObject({
      createdDate: '2026-11-02T16:00:00.000Z',
      lastModifiedDate: '2026-11-02T16:10:00.000Z',
      timeAgo: '10분 전',
    });
  });
});
