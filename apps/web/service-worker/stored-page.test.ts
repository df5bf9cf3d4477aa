// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageFromStore } from './stored-page.ts';

const ENTRY_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/index-a1.js" data-app-entry />';
const PAINT_FIRST = '<script type="module" crossorigin src="/assets/paint-first-b2.js"></script>';
const chunkPreload = (file: string) =>
  `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}" data-page-chunk />`;
/** A prerendered page's head as scripts/prerender.mjs writes it. */
const PRERENDERED = [
  '<html><head>',
  `    ${ENTRY_PRELOAD}`,
  `    ${PAINT_FIRST}`,
  '<style>h1{margin:0}</style>',
  `  ${chunkPreload('calculator-page-c3.js')}`,
  `  ${chunkPreload('amount-field-d4.js')}`,
  '  </head><body><h1>대출 계산기</h1></body></html>',
].join('\n');

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

describe('서비스 워커가 들고 있다가 답하는 화면 (issue 32, issue 33)', () => {
  it('페이지 코드의 미리 받기만 빼고, 앱 입구와 먼저 그리기 스크립트, 화면은 그대로 둬요', async () => {
    const page = await (await pageFromStore(html(PRERENDERED))).text();
    expect(page).not.toContain('data-page-chunk');
    expect(page).not.toContain('calculator-page-c3.js');
    expect(page).toBe(
      [
        '<html><head>',
        `    ${ENTRY_PRELOAD}`,
        `    ${PAINT_FIRST}`,
        '<style>h1{margin:0}</style>',
        '  </head><body><h1>대출 계산기</h1></body></html>',
      ].join('\n'),
    );
  });

  it('화면의 상태와 헤더는 지키고, 그 방문의 Link 와 이제 틀린 Content-Length 는 빼요', async () => {
    const stored = html(PRERENDERED, {
      Link: '</api/v1/marketRates>; rel=preload; as=fetch',
      'Content-Length': String(new TextEncoder().encode(PRERENDERED).length),
      ETag: '"1"',
    });
    const page = await pageFromStore(stored);
    expect([page.status, page.headers.get('Content-Type'), page.headers.get('ETag')]).toEqual([
      200,
      'text/html; charset=utf-8',
      '"1"',
    ]);
    expect(page.headers.get('Link')).toBeNull();
    expect(page.headers.get('Content-Length')).toBeNull();
  });

  it('HTML 이 아닌 파일은 Link 가 없으면 그대로, 있으면 Link 만 빼고 상태와 다른 헤더를 지켜요', async () => {
    const script = new Response('export const a = 1; // data-page-chunk', {
      headers: { 'Content-Type': 'text/javascript' },
    });
    expect(await pageFromStore(script)).toBe(script);
    const stripped = await pageFromStore(
      new Response('y', { status: 404, statusText: 'Not Found', headers: { Link: '</a>; rel=preload', ETag: '"1"' } }),
    );
    expect([stripped.status, stripped.statusText, stripped.headers.get('ETag'), stripped.headers.get('Link')]).toEqual([
      404,
      'Not Found',
      '"1"',
      null,
    ]);
    expect(await stripped.text()).toBe('y');
  });

  it('페이지 코드의 미리 받기가 없는 화면(앱 셸)은 글자 하나 바꾸지 않아요', async () => {
    const shell = `<html><head>\n    ${ENTRY_PRELOAD}\n</head><body><div id="root"></div></body></html>`;
    expect(await (await pageFromStore(html(shell))).text()).toBe(shell);
  });
});
