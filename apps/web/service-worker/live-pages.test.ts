// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerLivePage, mayServeKept, type LivePageSurroundings } from './live-pages.ts';

const URL_OF_BOARD = '/community';
/** The board's posts' staleTime. */
const FRESH_FOR_MS = 60_000;
const BOARD = { url: URL_OF_BOARD, freshForMs: FRESH_FOR_MS };

/** The worker's surroundings with a cache in memory and a server that answers the posts written so far. */
function surroundingsOf(start = 1_000_000) {
  const kept = new Map<string, Response>();
  const board = { posts: ['전세 계약 후기'], reachable: true, fetches: 0 };
  const background: Promise<unknown>[] = [];
  const clock = { now: start, online: true, visitor: true };
  const surroundings: LivePageSurroundings = {
    cache: {
      match: async (url) => kept.get(String(url))?.clone(),
      put: async (url, response) => void kept.set(String(url), response),
    },
    fetchPage: async () => {
      board.fetches += 1;
      if (!board.reachable) throw new TypeError('Failed to fetch');
      return new Response(`<ul>${board.posts.map((title) => `<li>${title}</li>`).join('')}</ul>`, {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
    builtPage: async () => new Response('<h1>커뮤니티</h1>'),
    waitUntil: (work) => void background.push(work),
    now: () => clock.now,
    online: () => clock.online,
    isVisitor: async () => clock.visitor,
  };
  const visit = async () => (await answerLivePage(BOARD, surroundings)).text();
  const settle = () => Promise.all(background.splice(0));
  return { surroundings, board, clock, visit, settle };
}

describe('서비스 워커의 라이브 화면: 게시판 (issue 32)', () => {
  it('처음에는 네트워크에서 받아 보여주고, 다음 방문에는 들고 있던 화면을 바로 보여주며 새 화면을 받아 둬요', async () => {
    const { board, clock, visit, settle } = surroundingsOf();
    expect(await visit()).toBe('<ul><li>전세 계약 후기</li></ul>');
    expect(board.fetches).toBe(1);

    board.posts.unshift('보증보험 가입기');
    clock.now += 10_000;
    // The kept page at once, while the new one is fetched.
    expect(await visit()).toBe('<ul><li>전세 계약 후기</li></ul>');
    expect(board.fetches).toBe(2);
    await settle();
    clock.now += 10_000;
    expect(await visit()).toBe('<ul><li>보증보험 가입기</li><li>전세 계약 후기</li></ul>');
  });

  it('들고 있던 화면이 데이터의 신선한 시간(게시판 60초)보다 오래되면 보여주지 않고 네트워크를 기다려요', async () => {
    const { board, clock, visit } = surroundingsOf();
    await visit();
    board.posts.unshift('보증보험 가입기');
    clock.now += FRESH_FOR_MS + 1;
    expect(await visit()).toBe('<ul><li>보증보험 가입기</li><li>전세 계약 후기</li></ul>');
  });

  it('신선한 시간 끝까지는 들고 있던 화면을 써요', async () => {
    const { surroundings, clock, visit } = surroundingsOf();
    await visit();
    const kept = await surroundings.cache.match(URL_OF_BOARD);
    expect(mayServeKept(kept!, FRESH_FOR_MS, clock.now + FRESH_FOR_MS, true)).toBe(true);
    expect(mayServeKept(kept!, FRESH_FOR_MS, clock.now + FRESH_FOR_MS + 1, true)).toBe(false);
    expect(mayServeKept(new Response('stamp 없음'), FRESH_FOR_MS, clock.now, true)).toBe(false);
  });

  it('오프라인이면 들고 있던 화면 대신 빌드한 화면을 보내요: 앱이 끊겼다고 바로 말해요 (issue 26)', async () => {
    const { board, clock, visit } = surroundingsOf();
    await visit();
    clock.now += 5_000;
    clock.online = false;
    board.reachable = false;
    expect(await visit()).toBe('<h1>커뮤니티</h1>');
  });

  it('세션이 있는 브라우저(회원)에는 들고 있던 방문자 화면을 쓰지 않고 네트워크에 물어요 (issue 33)', async () => {
    const { board, clock, visit } = surroundingsOf();
    await visit();
    board.posts.unshift('보증보험 가입기');
    clock.now += 5_000;
    clock.visitor = false;
    expect(await visit()).toBe('<ul><li>보증보험 가입기</li><li>전세 계약 후기</li></ul>');
  });

  it('회원이 받은 화면은 들고 있지 않아요: 뒤이은 방문자가 회원용 빈 화면을 받지 않게요', async () => {
    const { surroundings, board, clock, visit } = surroundingsOf();
    clock.visitor = false;
    await visit();
    expect(board.fetches).toBe(1);
    expect(await surroundings.cache.match(URL_OF_BOARD)).toBeUndefined();
    clock.visitor = true;
    expect(await visit()).toBe('<ul><li>전세 계약 후기</li></ul>');
    expect(board.fetches).toBe(2);
  });

  it('들고 있는 화면에는 미리 받을 API(Link)가 남지 않아요: 그 방문의 것이에요', async () => {
    const { surroundings } = surroundingsOf();
    surroundings.fetchPage = async () =>
      new Response('<h1>커뮤니티</h1>', { headers: { Link: '</api/v1/post/sorted>; rel=preload; as=fetch' } });
    await answerLivePage(BOARD, surroundings);
    expect((await surroundings.cache.match(URL_OF_BOARD))?.headers.get('Link')).toBeNull();
  });

  it('미리 받아 둔 빌드 화면에 방문자 시절의 Link 가 있어도 지우고 보내요: 회원의 앱이 방문자의 게시판을 받지 않게요 (issue 33)', async () => {
    const { surroundings, board } = surroundingsOf();
    board.reachable = false;
    surroundings.builtPage = async () =>
      new Response('<h1>커뮤니티</h1>', {
        status: 200,
        headers: { Link: '</api/v1/post/sorted>; rel=preload; as=fetch', 'Content-Type': 'text/html' },
      });
    const page = await answerLivePage(BOARD, surroundings);
    expect(page.headers.get('Link')).toBeNull();
    expect(page.headers.get('Content-Type')).toBe('text/html');
    expect(await page.text()).toBe('<h1>커뮤니티</h1>');
  });

  it('네트워크가 실패하면 빌드한 화면을 보내고, 실패한 답은 들고 있지 않아요', async () => {
    const { surroundings, board, visit } = surroundingsOf();
    board.reachable = false;
    expect(await visit()).toBe('<h1>커뮤니티</h1>');
    expect(await surroundings.cache.match(URL_OF_BOARD)).toBeUndefined();
  });

  it('서버가 오류로 답하면 그 답을 보내되 들고 있지는 않아요', async () => {
    const { surroundings } = surroundingsOf();
    surroundings.fetchPage = async () => new Response('잠시 후', { status: 503 });
    expect((await answerLivePage(BOARD, surroundings)).status).toBe(503);
    expect(await surroundings.cache.match(URL_OF_BOARD)).toBeUndefined();
  });
});
