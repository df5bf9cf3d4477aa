import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, type E2eBrowser } from './support/browser.ts';
import { logInAs, uniqueNickname } from './support/dev-login.ts';
import { WATCH_SERVER_NODES } from './support/hydration.ts';

// Prerendered routes (issue 10) and text of their first screen that the HTML itself must carry.
const FIRST_SCREENS: readonly { route: string; texts: readonly string[] }[] = [
  { route: '/', texts: ['나에게 맞는 전월세 대출, 집사가 찾아드려요', '대출 추천 받아보기'] },
  { route: '/calculator', texts: ['대출 계산기', '주택가격', '계산하기'] },
  { route: '/calculator?tab=DTI', texts: ['대출 계산기', '연소득', '다른 대출의 1년 이자'] },
  { route: '/calculator?tab=DSR', texts: ['대출 계산기', '대출 추가'] },
  { route: '/calculator?tab=REPAYMENT', texts: ['대출 계산기', '거치 기간'] },
  { route: '/deposit-entry', texts: ['전월세 보증금 입력'] },
  { route: '/loan-info-entry', texts: ['대출 정보 입력'] },
  { route: '/loan-info-entry-b', texts: ['대출 정보 입력하기'] },
  { route: '/community', texts: ['커뮤니티', '글쓰기'] },
  { route: '/settings', texts: ['설정'] },
  { route: '/terms-of-service', texts: ['서비스 이용약관'] },
  { route: '/privacy-policy', texts: ['개인정보 처리방침'] },
  { route: '/login-page', texts: ['로그인'] },
  { route: '/jeonse-safety', texts: ['전세 안전 진단'] },
  { route: '/rent-offers', texts: ['전세·월세 비교'] },
  { route: '/no/such/page', texts: ['페이지를 찾을 수 없어요'] },
];

// Records, when the page marks itself live (lazy-page.tsx), the scripts that had arrived by then.
const WATCH_SCRIPTS_UNTIL_LIVE = `
  new MutationObserver((records, observer) => {
    if (!('pageReady' in document.documentElement.dataset)) return;
    observer.disconnect();
    window.__scriptsUntilLive = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js'));
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-ready'] });
`;

/** On a first visit to `route`: the scripts that arrived until it was live, and those its HTML names. */
async function scriptsUntilLive(route: string): Promise<{ scripts: string[]; preloaded: string[] }> {
  const { page } = await e2e.newPage();
  await page.addInitScript(WATCH_SCRIPTS_UNTIL_LIVE);
  await page.goto(route);
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  const scripts = (await page.evaluate('window.__scriptsUntilLive')) as string[];
  // What the document names itself: its module preloads and its own script (paint-first.ts).
  const preloaded = await page
    .locator('link[rel="modulepreload"], script[src]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
    );
  await page.context().close();
  return { scripts, preloaded };
}

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

describe('처음 화면은 HTML 에 그려져 와요 (issue 10)', () => {
  it.each(FIRST_SCREENS)('$route: 자바스크립트 없이도 첫 화면의 글이 보여요', async ({ route, texts }) => {
    const context = await e2e.browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(route);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    for (const text of texts) expect(await page.getByText(text, { exact: false }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it.each(FIRST_SCREENS)(
    '$route: 자바스크립트가 켜지면 그 HTML 을 그대로 이어받고 콘솔 오류가 없어요',
    async ({ route }) => {
      const { page, errors } = await e2e.newPage();
      await page.addInitScript(WATCH_SERVER_NODES);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // The page is live: the tab title is the page's own, set by its code.
      expect(await page.title()).toMatch(/집사/);
      expect(await page.evaluate('window.__serverNodesReplaced')).toBe(false);
      // A request the page may answer with 4xx (no session yet, a post that does not exist) is not an error of the app.
      const unexpected = errors.filter((text) => !/the server responded with a status of 4\d\d/.test(text));
      expect(unexpected).toEqual([]);
      await page.context().close();
    },
  );

  // Code a visitor's first screen does without, by chunk name: Zod and the contracts come with the first request that
  // checks data; the parts only a session or a later tap needs load then.
  const LOADED_AFTER_LIVE: Record<string, readonly string[]> = {
    '/': ['zod', 'recent-report-shortcut'],
    '/calculator': ['zod', 'dti-calculator', 'dsr-calculator', 'repayment-calculator', 'market-rates-note'],
    '/calculator?tab=DSR': ['zod', 'ltv-calculator', 'dti-calculator', 'repayment-calculator'],
    '/community': ['zod', 'post-list'],
    '/settings': ['zod', 'member-settings'],
  };

  const BUILT_SCRIPTS = readdirSync(new URL('../apps/web/dist/assets/', import.meta.url));

  it.each(Object.keys(LOADED_AFTER_LIVE))(
    '%s: 화면이 살아날 때까지 그 화면에 필요한 코드만 받아요 (Zod 와 회원 전용 부분은 나중에)',
    async (route) => {
      const { scripts } = await scriptsUntilLive(route);
      expect(scripts.some((pathname) => pathname.startsWith('/assets/index-'))).toBe(true);
      // A chunk is its name and an 8-character hash: post-list-… is not post-list-cache-…. Each must exist, or its
      // code went into a chunk loaded before live and this check would pass for nothing.
      const chunkFile = (chunk: string) => new RegExp(`^${chunk}-[\\w-]{8}\\.js$`);
      for (const chunk of LOADED_AFTER_LIVE[route]!)
        expect(BUILT_SCRIPTS.some((file) => chunkFile(chunk).test(file))).toBe(true);
      const early = scripts.filter((pathname) =>
        LOADED_AFTER_LIVE[route]!.some((chunk) => chunkFile(chunk).test(pathname.replace('/assets/', ''))),
      );
      expect(early).toEqual([]);
    },
  );

  // Without the document naming them, each chunk is found only once the one before it has run (the page, then its
  // open tab, then that tab's fields): a waterfall of round trips before the page is live.
  it.each(Object.keys(LOADED_AFTER_LIVE))(
    '%s: 살아나기 전에 필요한 코드는 문서가 처음부터 한꺼번에 불러요 (modulepreload)',
    async (route) => {
      const { scripts, preloaded } = await scriptsUntilLive(route);
      const pageChunks = scripts.filter((pathname) => !pathname.startsWith('/assets/index-'));
      expect(pageChunks.length).toBeGreaterThan(0);
      expect(pageChunks.filter((pathname) => !preloaded.includes(pathname))).toEqual([]);
    },
  );

  it('살아나기 전의 화면은 입력을 받지 않아서, 친 금액이 화면에만 남거나 사라지지 않아요', async () => {
    // Not e2e.newPage(): its goto waits for the page to be live, which this test holds back.
    const page = await (await e2e.newContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The calculator's page chunk is held back: its HTML is on screen, its code is not live yet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/calculator-page-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/calculator', { waitUntil: 'domcontentloaded' });
    const price = page.getByRole('textbox', { name: '주택가격', exact: true });
    const box = await price.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
    await page.keyboard.type('50000');
    expect(await price.inputValue()).toBe('');
    expect(await page.evaluate("'pageReady' in document.documentElement.dataset")).toBe(false);

    release();
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await price.click();
    await page.keyboard.type('50000');
    await page.getByRole('button', { name: '계산하기' }).click();
    const result = page.getByRole('region', { name: 'LTV 계산 결과' });
    await result.waitFor();
    expect(await result.textContent()).toContain('5억원');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('다녀간 사람(이 탭에 저장된 입력이 있음)에게는 화면을 새로 그려 주고, 그래도 오류가 없어요', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/calculator?tab=DSR');
    await page.evaluate("window.sessionStorage.setItem('visited', '1')");
    await page.addInitScript(WATCH_SERVER_NODES);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate('window.__serverNodesReplaced')).toBe(true);
    await page.getByRole('tab', { name: 'DSR', selected: true }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('게스트 토큰이 있는 새 탭에서도 / 를 그대로 이어받고, 살아난 뒤 최근 보고서를 물어요', async () => {
    const first = await e2e.newPage();
    // The deposit page gets this browser a guest token (a cookie every tab shares).
    await first.page.goto('/deposit-entry');
    await expect
      .poll(async () => (await first.page.context().cookies()).some(({ name }) => name === 'guestToken'))
      .toBe(true);
    const { page, errors } = await e2e.newPage(first.page.context());
    await page.addInitScript(WATCH_SERVER_NODES);
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/v1/loanAdvice');
    await page.goto('/');
    await asked;
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate('window.__serverNodesReplaced')).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // Issue 32: the CSS a first screen needs comes inside its HTML, and the stylesheet no longer holds the paint back.
  it.each(['/', '/calculator', '/community'])(
    '%s: 스타일시트 파일이 오기 전에도 첫 화면은 제 모습으로 그려져요 (CSS 가 HTML 안에 와요)',
    async (route) => {
      const html = await (await fetch(`${baseUrl()}${route}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<style>[\s\S]+?<\/style>/);
      expect(head).not.toMatch(/<link rel="stylesheet"/);
      // The whole stylesheet is fetched at once but applied by the page's first script, blocking no paint; with
      // JavaScript off a <noscript> link applies it.
      expect(head).toMatch(
        /<link rel="preload" as="style" crossorigin href="\/assets\/[^"]+\.css" data-app-stylesheet \/>/,
      );
      expect(html).toMatch(
        /<noscript><link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css"><\/noscript>\s*<\/body>/,
      );

      const context = await e2e.browser.newContext({
        baseURL: baseUrl(),
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      await page.route(/\/assets\/[^/]+\.css$/, (request) => request.abort());
      await page.goto(route);
      // The page's own font stack and text colour (global.css), and the layout column of the app frame.
      const styles = await page.evaluate(`(() => {
        const body = getComputedStyle(document.body);
        const column = getComputedStyle(document.querySelector('#root > div'));
        return { font: body.fontFamily, color: body.color, maxWidth: column.maxWidth };
      })()`);
      expect(styles).toMatchObject({ font: expect.stringContaining('Apple SD Gothic Neo'), color: 'rgb(25, 31, 40)' });
      expect((styles as { maxWidth: string }).maxWidth).toBe('430px');
      await context.close();
    },
  );

  it('문서와 파일은 브라우저가 받는 방식(br, gzip)으로 압축돼 와요', async () => {
    const root = baseUrl();
    const html = await fetch(`${root}/calculator`, { headers: { 'Accept-Encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await html.text()).toContain('<link rel="canonical" href="');
    const script = /(?:src|href)="(\/assets\/index-[^"]+\.js)"/.exec(await (await fetch(`${root}/`)).text())?.[1];
    expect(script).toBeDefined();
    const gzipped = await fetch(`${root}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('cache-control')).toContain('immutable');
  });
});

describe('두 번째 방문은 서비스 워커가 네트워크를 기다리지 않고 그려요 (issue 32)', () => {
  it('처음 화면은 앱 코드를 미리 받아 두기만 하고, 화면이 그려진 뒤에 실행해요', async () => {
    const html = await (await fetch(`${baseUrl()}/calculator`)).text();
    const entry = /<link rel="modulepreload" crossorigin href="(\/assets\/index-[^"]+\.js)" data-app-entry \/>/.exec(
      html,
    );
    expect(entry).not.toBeNull();
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/paint-first-[^"]+\.js"><\/script>/);
    expect(html).not.toMatch(/<script[^>]+src="\/assets\/index-/);
    // The page still comes alive with its entry and the whole stylesheet applied, and without errors.
    const { page, errors } = await e2e.newPage();
    await page.goto('/calculator');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await expect
      .poll(() =>
        page.evaluate(`[...document.styleSheets].some((sheet) => /\\/assets\\/[^/]+\\.css$/.test(sheet.href ?? ''))`),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('서비스 워커가 답한 화면은 페이지 코드를 미리 받지 않고 먼저 그린 뒤, 그 코드를 받아 살아나요', async () => {
    const context = await e2e.newContext();
    const { page, errors } = await e2e.newPage(context);
    const pageChunkPreloads = () => page.locator('link[rel="modulepreload"][data-page-chunk]').count();
    await page.goto('/calculator');
    expect(await pageChunkPreloads()).toBeGreaterThan(0);
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');

    const again = await page.goto('/calculator');
    expect(again?.fromServiceWorker()).toBe(true);
    expect(await pageChunkPreloads()).toBe(0);
    expect(await page.locator('link[rel="modulepreload"][data-app-entry]').count()).toBe(1);
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.getByRole('textbox', { name: '주택가격', exact: true }).fill('50000');
    await page.getByRole('button', { name: '계산하기' }).click();
    const result = page.getByRole('region', { name: 'LTV 계산 결과' });
    await result.waitFor();
    expect(await result.textContent()).toContain('5억원');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('서비스 워커가 들고 있는 화면에는 처음 방문 때의 미리 받기(Link)가 없어서, 로그인한 뒤의 앱이 방문자의 답을 받지 않아요 (issue 33)', async () => {
    const context = await e2e.newContext();
    const { page } = await e2e.newPage(context);
    // A visitor's first visit installs the worker, which stores the pages as this visitor.
    const first = await page.goto('/calculator');
    expect(first?.headers().link).toContain('rel=preload');
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    // In the page (as text: this file is typechecked without the DOM's types): the URLs of stored answers with Link.
    const storedWithLink = await page.evaluate(`(async () => {
      const found = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if ((await cache.match(request)).headers.has('Link')) found.push(request.url);
        }
      }
      return found;
    })()`);
    expect(storedWithLink).toEqual([]);
    // A worker installed from an older server holds its pages with their preloads: they are answered without them.
    await page.evaluate(`(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname !== '/calculator') continue;
          const stored = await cache.match(request);
          const headers = new Headers(stored.headers);
          headers.set('Link', '</api/v1/marketRates>; rel=preload; as=fetch; crossorigin=use-credentials');
          await cache.put(request, new Response(await stored.arrayBuffer(), { status: stored.status, headers }));
        }
      }
    })()`);
    await logInAs(page, uniqueNickname('워커'), '/');
    const again = await page.goto('/calculator');
    expect(again?.fromServiceWorker()).toBe(true);
    expect(again?.headers().link).toBeUndefined();
    await context.close();
  });

  it('게시판은 서비스 워커가 들고 있던 글 목록 화면으로 바로 그리고, 그동안 새 화면을 받아 다음 방문에 보여줘요', async () => {
    const context = await e2e.newContext();
    const { page } = await e2e.newPage(context);
    await page.goto('/community');
    await page.getByRole('main').getByRole('article').first().waitFor();
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    // The worker keeps the board the visitor has open when it takes over.
    await expect
      .poll(() =>
        page.evaluate("caches.open('jipsa-live-pages').then((cache) => cache.match('/community')).then(Boolean)"),
      )
      .toBe(true);

    const writer = await e2e.newContext();
    const { page: writerPage } = await e2e.newPage(writer);
    const tokens = await logInAs(writerPage, uniqueNickname('워커'), '/');
    const title = `서비스 워커 새 글 ${Date.now() % 1_000_000}`;
    const written = await writerPage.request.post('/api/v1/post', {
      headers: { AccessToken: tokens.accessToken },
      multipart: { title, content: '두 번째 방문에는 다음 화면에 보여요.' },
    });
    expect(written.status()).toBe(200);
    await writer.close();

    const documentOf = async () => {
      const visit = await context.newPage();
      const response = await visit.goto('/community');
      const body = (await response?.text()) ?? '';
      await visit.getByRole('main').getByRole('article').first().waitFor();
      await visit.close();
      return { fromServiceWorker: response?.fromServiceWorker() ?? false, body };
    };
    // The kept board at once: its posts are in the document, the new one not yet.
    const second = await documentOf();
    expect(second.fromServiceWorker).toBe(true);
    expect(second.body).toMatch(/<article/);
    expect(second.body).not.toContain(title);
    // Meanwhile the worker fetched the board again; the next visit gets it.
    await expect.poll(async () => (await documentOf()).body, { timeout: 10_000 }).toContain(title);
    await context.close();
  });
});
