import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SortedPostsResponse } from '@jipsa/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAsMember } from '../modules/auth/auth-test-support.ts';
import { writePost } from '../modules/community/community-test-support.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import type { LivePageTask } from './live-pages.ts';

const FIRST_POSTS = '/api/v1/post/sorted?sortType=LATEST&size=10';

let testApp: TestApp;
const tasks: LivePageTask[] = [];
let failRendering = false;
/** A rendering waits for this (a busy worker). */
let renderingMayFinish: Promise<void> = Promise.resolve();
/** Holds the renderer until the returned function is called. */
function holdRendering(): () => void {
  let finish: () => void = () => undefined;
  renderingMayFinish = new Promise((resolve) => {
    finish = resolve;
  });
  return finish;
}

beforeAll(async () => {
  // What apps/web/scripts/prerender.mjs writes for a page rendered again at request time.
  const webDistDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-web-dist-'));
  await mkdir(path.join(webDistDir, 'pages'));
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html lang="ko"><title>집사</title></html>');
  await writeFile(path.join(webDistDir, 'pages', 'not-found.html'), '<h1>페이지를 찾을 수 없어요</h1>');
  await writeFile(
    path.join(webDistDir, 'pages', 'community.html'),
    '<title>커뮤니티</title><link rel="canonical" href="%O%/community" /><div id="root"><h1>커뮤니티</h1>…</div>',
  );
  await writeFile(
    path.join(webDistDir, 'pages', 'community.live.html'),
    '<title>커뮤니티</title><link rel="canonical" href="%O%/community" /><div id="root"><!--jipsa:live-page--></div><!--jipsa:live-data-->',
  );
  await writeFile(
    path.join(webDistDir, 'pages.json'),
    JSON.stringify({
      originPlaceholder: '%O%',
      liveMarkers: { page: '<!--jipsa:live-page-->', data: '<!--jipsa:live-data-->' },
      notFoundPage: 'not-found',
      pages: [
        {
          name: 'community',
          path: '/community',
          url: '/community',
          tab: null,
          indexable: true,
          preloads: [FIRST_POSTS],
          live: true,
        },
      ],
      routes: ['/community'],
    }),
  );
  // The web build's renderer stands in for itself here: it shows the titles it was given, and hands the data on.
  testApp = await buildTestApp(
    { PUBLIC_URL: 'https://jipsa.example' },
    {
      webDistDir,
      renderLivePages: async (task) => {
        tasks.push(task);
        await renderingMayFinish;
        if (failRendering) throw new Error('worker gone');
        const { posts } = task.answers[FIRST_POSTS] as SortedPostsResponse;
        return {
          html: `<h1>커뮤니티</h1><ul>${posts.map((post) => `<li>${post.title}</li>`).join('')}</ul>`,
          queriesScript: `<script type="application/json" id="q">${JSON.stringify(task.answers)}</script>`,
        };
      },
    },
  );
});
afterAll(async () => {
  await testApp.app.close();
});

/** Waits in real time (at most 2 s) for `condition`; expect.poll would move a faked clock while it waits. */
async function eventually(condition: () => boolean): Promise<boolean> {
  const deadline = performance.now() + 2000;
  while (!condition() && performance.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
  return condition();
}

const visit = (headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: '/community', headers: { 'accept-encoding': 'identity', ...headers } });

describe('요청 때 다시 그리는 화면 (issue 10, ADR 0021)', () => {
  it('새 방문자의 /community 에는 첫 글들이 HTML 에 있고, 글이 바뀔 때만 다시 그려요', async () => {
    const member = await signInAsMember(testApp.app, '글쓴이');
    await writePost(testApp.app, member.accessToken, { title: '전세 계약 후기', content: '확정일자를 받았어요.' });

    const first = await visit();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('<li>전세 계약 후기</li>');
    expect(first.body).toContain('<script type="application/json" id="q">');
    expect(first.body).toContain('href="https://jipsa.example/community"');
    // The data is in the page: nothing to fetch ahead.
    expect(first.headers.link).toBeUndefined();
    expect(tasks.at(-1)).toMatchObject({ url: '/community' });

    const rendersBefore = tasks.length;
    expect((await visit()).body).toBe(first.body);
    expect(tasks.length).toBe(rendersBefore);

    await writePost(testApp.app, member.accessToken, { title: '보증보험 가입기', content: '가입했어요.' });
    expect((await visit()).body).toContain('<li>보증보험 가입기</li><li>전세 계약 후기</li>');
    expect(tasks.length).toBe(rendersBefore + 1);
  });

  it('글이 바뀐 뒤 여러 방문자가 한꺼번에 와도 한 번만 그리고, 모두 그 화면을 받아요', async () => {
    const member = await signInAsMember(testApp.app, '동시에');
    await writePost(testApp.app, member.accessToken, { title: '동시에 온 방문자', content: '한 번만 그려요.' });
    const finish = holdRendering();
    const rendersBefore = tasks.length;
    const visits = [visit(), visit(), visit()];
    await expect.poll(() => tasks.length).toBe(rendersBefore + 1);
    finish();
    const bodies = (await Promise.all(visits)).map((response) => response.body);
    expect(bodies.every((body) => body.includes('<li>동시에 온 방문자</li>'))).toBe(true);
    expect(tasks.length).toBe(rendersBefore + 1);
  });

  it('그리는 동안 글이 또 바뀌면 그다음 방문자는 새 글로 따로 그린 화면을 받아요', async () => {
    const member = await signInAsMember(testApp.app, '연달아');
    await writePost(testApp.app, member.accessToken, { title: '먼저 쓴 글', content: '하나' });
    const finish = holdRendering();
    const rendersBefore = tasks.length;
    const earlier = visit();
    await expect.poll(() => tasks.length).toBe(rendersBefore + 1);
    await writePost(testApp.app, member.accessToken, { title: '나중에 쓴 글', content: '둘' });
    const later = visit();
    await expect.poll(() => tasks.length).toBe(rendersBefore + 2);
    finish();
    expect((await earlier).body).not.toContain('<li>나중에 쓴 글</li>');
    expect((await later).body).toContain('<li>나중에 쓴 글</li><li>먼저 쓴 글</li>');
  });

  it('토큰 쿠키가 있으면(회원) 다시 그리지 않고 빌드한 화면을 보내요: 그 사람의 좋아요는 브라우저가 물어요', async () => {
    const rendersBefore = tasks.length;
    const member = await visit({ cookie: 'accessToken=abc' });
    expect(member.body).toContain('<div id="root"><h1>커뮤니티</h1>…</div>');
    expect(tasks.length).toBe(rendersBefore);
  });

  it('서비스 워커가 저장하려고 받을 때는(Sec-Fetch-Dest: empty) 빌드한 화면을 보내요: 설치한 날의 글이 남지 않아요', async () => {
    const rendersBefore = tasks.length;
    const precache = await visit({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'same-origin' });
    expect(precache.body).toContain('<div id="root"><h1>커뮤니티</h1>…</div>');
    expect(precache.headers.vary).toBe('Cookie, Sec-Fetch-Dest, X-Jipsa-Live-Page, Accept-Encoding');
    expect(tasks.length).toBe(rendersBefore);
    // The browser opening the board still gets its posts.
    expect((await visit({ 'sec-fetch-dest': 'document' })).body).toContain('<li>전세 계약 후기</li>');
  });

  it('서비스 워커가 잠깐 들고 있을 라이브 화면을 달라고 하면(X-Jipsa-Live-Page) 글이 든 화면을 보내요 (issue 32)', async () => {
    const kept = await visit({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'same-origin', 'x-jipsa-live-page': '1' });
    expect(kept.body).toContain('<li>전세 계약 후기</li>');
    // Only that exact ask: anything else stays the build's page.
    const other = await visit({ 'sec-fetch-dest': 'empty', 'x-jipsa-live-page': 'yes' });
    expect(other.body).toContain('<div id="root"><h1>커뮤니티</h1>…</div>');
    // A member's worker still gets the build's page: the posts' likes are theirs to ask for.
    const member = await visit({ 'sec-fetch-dest': 'empty', 'x-jipsa-live-page': '1', cookie: 'accessToken=abc' });
    expect(member.body).toContain('<div id="root"><h1>커뮤니티</h1>…</div>');
  });

  it('그리다 실패하면 빌드한 화면과 미리 받을 API 를 보내요 (빈 화면이 아니에요)', async () => {
    failRendering = true;
    const member = await signInAsMember(testApp.app, '새글');
    await writePost(testApp.app, member.accessToken, { title: '새 글', content: '내용' });
    const response = await visit();
    failRendering = false;
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><h1>커뮤니티</h1>…</div>');
    expect(response.headers.link).toBe(`<${FIRST_POSTS}>; rel=preload; as=fetch; crossorigin=use-credentials`);

    // The failure is not kept: the next visitor, with the same posts, gets them rendered.
    const rendersBefore = tasks.length;
    const next = await visit();
    expect(next.body).toContain('<li>새 글</li>');
    expect(next.headers.link).toBeUndefined();
    expect(tasks.length).toBe(rendersBefore + 1);
  });

  it('1.5초 안에 못 그리면 기다리지 않고 빌드한 화면을 보내요: 그 그림은 끝까지 그려서 다음 방문자가 받아요', async () => {
    const member = await signInAsMember(testApp.app, '느린');
    await writePost(testApp.app, member.accessToken, { title: '느리게 그린 글', content: '일꾼이 바빠요.' });
    const finish = holdRendering();
    // Only the give-up's clock is faked: the database and the app's own requests keep real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const rendersBefore = tasks.length;
      let isAnswered = false;
      const slow = visit().then((response) => {
        isAnswered = true;
        return response;
      });
      expect(await eventually(() => tasks.length === rendersBefore + 1)).toBe(true);
      await vi.advanceTimersByTimeAsync(1499);
      expect(isAnswered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await eventually(() => isAnswered)).toBe(true);
      const response = await slow;
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"><h1>커뮤니티</h1>…</div>');
      expect(response.headers.link).toBe(`<${FIRST_POSTS}>; rel=preload; as=fetch; crossorigin=use-credentials`);

      finish();
      const next = await visit();
      expect(next.body).toContain('<li>느리게 그린 글</li>');
      expect(tasks.length).toBe(rendersBefore + 1);
    } finally {
      finish();
      vi.useRealTimers();
    }
  });
});
