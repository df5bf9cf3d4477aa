import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, type E2eBrowser } from './support/browser.ts';
import { WATCH_SERVER_NODES } from './support/hydration.ts';
import { logInAs, submitDevLogin, uniqueNickname, type MemberTokens } from './support/dev-login.ts';
import { LOAN_PROFILE } from './support/loan-profile.ts';

const LOGIN_MODAL_TITLE = '로그인하고 집사의 더 많은 서비스를 확인하세요';
const POLL = { timeout: 15_000 };

// ---- a real PNG, made by sharp --------------------------------------------------------------------

/** A one-colour RGB PNG of the given size: small, and decodable by any image library. */
const solidPng = (width: number, height: number, [r, g, b]: [number, number, number]): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The author's answers: distinctive figures, so the shared report can be searched for each (issue 11). */
const AUTHOR_PROFILE = {
  ...LOAN_PROFILE,
  annualIncome: 31_230_000,
  cashOnHand: 21_470_000,
  buildingName: '공유확인빌',
  jibun: '754-31',
};

/** An amount as the app writes it ("4,200만원"): enough to find it anywhere on a page. */
const formatWonLike = (won: number) => `${(won / 10_000).toLocaleString('en-US')}만`;

// ---- the two members -------------------------------------------------------------------------------

/** A 무주택 single 30-year-old renting a 55㎡ apartment in 강남 for 1.5억: products are open to them. */

type Report = { loanAdviceResultId: string; loanProductName: string | null; hasEligibleProduct: boolean };

let e2e: E2eBrowser;
let author: { page: Page; errors: string[]; tokens: MemberTokens };
let reader: { page: Page; errors: string[]; tokens: MemberTokens };
let report: Report;
const title = `첫 전세대출 후기 ${Date.now() % 100_000}`;
let postId = '';

async function member(prefix: string) {
  const { page, errors } = await e2e.newPage();
  const tokens = await logInAs(page, uniqueNickname(prefix), '/community');
  return { page, errors, tokens };
}

beforeAll(async () => {
  e2e = await launchBrowser();
  author = await member('글쓴이');
  reader = await member('이웃');
});

afterAll(async () => {
  await e2e?.close();
});

/** Opens a post of the board by its title, as a person does: 최신순, then the card. */
async function openFromBoard(page: Page, postTitle: string) {
  await page.goto('/community');
  await page.getByRole('radio', { name: '최신순' }).check();
  await page.getByRole('link', { name: postTitle }).click();
  await page.waitForURL((url) => url.pathname === '/community/detail');
  await page.getByRole('heading', { level: 2, name: postTitle }).waitFor();
}

/** The post image's address, and that the server really serves an image there. */
async function shownImage(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: '글에 첨부한 사진' });
  await image.waitFor();
  const src = (await image.getAttribute('src')) ?? '';
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  return src;
}

async function openModify(page: Page) {
  await page.getByRole('button', { name: '글 메뉴', exact: true }).click();
  await page.getByRole('menuitem', { name: '수정하기' }).click();
  await page.getByRole('heading', { level: 1, name: '글 수정' }).waitFor();
}

async function complete(page: Page, expectedTitle: string) {
  await page.getByRole('button', { name: '완료' }).click();
  await page.waitForURL((url) => url.pathname === '/community/detail');
  await page.getByRole('heading', { level: 2, name: expectedTitle }).waitFor();
}

describe('커뮤니티', () => {
  it('게스트가 글쓰기를 누르면 로그인 모달이 열리고, 그래도 쓴 글은 로그인한 뒤에도 남아요 (issue 50 #8)', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/community');
    await page.getByRole('heading', { level: 1, name: '커뮤니티' }).waitFor();
    await page.getByRole('button', { name: '글쓰기' }).click();
    await page.getByRole('dialog', { name: LOGIN_MODAL_TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/community');
    // The login will bring the person back to the write screen they asked for (issue 11).
    expect(await page.evaluate("window.sessionStorage.getItem('loginRedirectPath')")).toBe('/community/write');

    // Issue 50 #8: a guest who writes anyway is told first that posting needs a login, and the draft survives it.
    await page.goto('/community/write');
    await page.getByText('글을 올리려면 로그인이 필요해요.', { exact: false }).waitFor();
    await page.getByRole('textbox', { name: '제목' }).fill('로그인 전에 쓴 글');
    await page.getByRole('textbox', { name: '내용' }).fill('로그인하고도 남아 있어야 해요.');
    await page
      .getByLabel('사진 추가')
      .setInputFiles({ name: 'before-login.png', mimeType: 'image/png', buffer: await solidPng(32, 24, [0, 160, 90]) });
    await page.getByRole('button', { name: '사진 빼기' }).waitFor();
    await page.getByRole('button', { name: '완료' }).click();
    const modal = page.getByRole('dialog', { name: LOGIN_MODAL_TITLE });
    await modal.getByRole('link', { name: '카카오로 3초만에 로그인' }).click();
    await submitDevLogin(page, uniqueNickname('비회원글'));
    await page.waitForURL((url) => url.pathname === '/community/write');
    await page.getByRole('heading', { level: 1, name: '글쓰기' }).waitFor();
    expect(await page.getByRole('textbox', { name: '제목' }).inputValue()).toBe('로그인 전에 쓴 글');
    expect(await page.getByRole('textbox', { name: '내용' }).inputValue()).toBe('로그인하고도 남아 있어야 해요.');
    // The photo too: the login reloads the app, and the photo waited on the device (IndexedDB).
    await page.getByRole('button', { name: '사진 빼기' }).waitFor();
    await complete(page, '로그인 전에 쓴 글');
    await shownImage(page);
    await page.context().close();
  });

  it('보고서 고르기에서 뒤로 가면 쓰던 글로 돌아오고 (issue 50 #5), 쓰던 글이 있으면 브라우저의 뒤로 가기도 먼저 물어보고, 계속 쓰면 쓰던 글 그대로예요', async () => {
    const { page, errors } = await member('쓰다만');
    await page.goto('/community');
    await page.getByRole('button', { name: '글쓰기' }).click();
    await page.waitForURL((url) => url.pathname === '/community/write');
    const draftTitle = page.getByRole('textbox', { name: '제목' });
    await draftTitle.fill('쓰다 만 글');
    // Issue 50 #5: the phone's back from the report picker returns to the draft, not past it to the board.
    await page.getByRole('textbox', { name: '내용' }).fill('보고서를 붙이려다 말았어요.');
    await page.getByRole('button', { name: '최근 보고서 첨부하기' }).click();
    await page.getByRole('heading', { level: 1, name: '최근 보고서' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: '글쓰기' }).waitFor();
    expect(await draftTitle.inputValue()).toBe('쓰다 만 글');
    expect(await page.getByRole('textbox', { name: '내용' }).inputValue()).toBe('보고서를 붙이려다 말았어요.');

    const dialog = page.getByRole('dialog', { name: '작성을 그만할까요?' });
    await page.goBack({ waitUntil: 'commit' });
    await dialog.waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/community/write');
    await dialog.getByRole('button', { name: '계속 쓰기' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await draftTitle.inputValue()).toBe('쓰다 만 글');

    await page.goBack({ waitUntil: 'commit' });
    await dialog.getByRole('button', { name: '그만하기' }).click();
    await page.getByRole('heading', { level: 1, name: '커뮤니티' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/community');
    expect(errors.filter((text) => !/status of 4\d\d/.test(text))).toEqual([]);
    await page.context().close();
  });

  it('회원이 사진과 최근 보고서를 붙여 글을 쓰면 최신순 맨 위에 보여요', async () => {
    const { page, tokens } = author;
    const created = await page.request.post('/api/v1/loanAdvice', {
      headers: { AccessToken: tokens.accessToken, Profile: 'prod' },
      data: AUTHOR_PROFILE,
    });
    expect(created.status()).toBe(200);
    report = ((await created.json()) as { data: Report }).data;
    expect(report.hasEligibleProduct).toBe(true);
    const productName = report.loanProductName ?? '';

    await page.goto('/community');
    await page.getByRole('button', { name: '글쓰기' }).click();
    await page.waitForURL((url) => url.pathname === '/community/write');
    await page.getByRole('textbox', { name: '제목' }).fill(title);
    await page
      .getByRole('textbox', { name: '내용' })
      .fill('보증금 1.5억, 버팀목으로 받았어요.\n서류는 일주일 걸렸어요.');
    await page
      .getByLabel('사진 추가')
      .setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: await solidPng(64, 48, [49, 130, 246]) });
    await page.getByRole('button', { name: '사진 빼기' }).waitFor();

    await page.getByRole('button', { name: '최근 보고서 첨부하기' }).click();
    await page.getByRole('heading', { level: 1, name: '최근 보고서' }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(productName) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/community/write');
    // The draft came back with the report attached.
    expect(await page.getByRole('textbox', { name: '제목' }).inputValue()).toBe(title);
    await page.getByRole('button', { name: '보고서 빼기' }).waitFor();
    await page.getByRole('button', { name: '사진 빼기' }).waitFor();
    // The author is told what readers will see of it.
    await page
      .getByText('읽는 사람에게는 상품·금리·한도·월 비용만 보이고, 소득·현금·나이·주소는 보이지 않아요.')
      .waitFor();

    await complete(page, title);
    postId = (await page.evaluate<string | null>(`window.sessionStorage.getItem('communityDetailId')`)) ?? '';
    expect(postId).toMatch(/^[0-9a-f-]{36}$/);
    await shownImage(page);
    expect(await page.getByRole('link', { name: /첨부한 대출 보고서/ }).getAttribute('href')).toBe(
      `/report/${report.loanAdviceResultId}`,
    );
    expect(await page.getByText('서류는 일주일 걸렸어요.').count()).toBe(1);

    // A reload of the detail keeps the post; its id is in the address as well (issue 11).
    expect(new URL(page.url()).searchParams.get('postId')).toBe(postId);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();

    // A friend opens the shared link in a fresh browser, as a guest, and can copy it on.
    const { page: friend } = await e2e.newPage();
    await friend.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await friend.goto(`/community/detail?postId=${postId}`);
    await friend.getByRole('heading', { level: 2, name: title }).waitFor(POLL);
    await friend.evaluate('delete Navigator.prototype.share');
    await friend.getByRole('button', { name: '링크 공유' }).click();
    await friend.getByText('링크를 복사했어요. 원하는 곳에 붙여 넣어 주세요.').waitFor(POLL);
    expect(await friend.evaluate('navigator.clipboard.readText()')).toBe(friend.url());

    // …and opens the attached report: its figures, none of the author's inputs (issue 11).
    await friend.getByRole('link', { name: /첨부한 대출 보고서/ }).click();
    await friend.waitForURL((url) => url.pathname === '/community/shared-report');
    await friend.getByRole('heading', { level: 1, name: '공유된 대출 보고서' }).waitFor(POLL);
    await friend.getByText(productName).first().waitFor(POLL);
    await friend.getByRole('region', { name: '한 달에 드는 돈' }).waitFor();
    const shown = (await friend.locator('body').textContent()) ?? '';
    for (const trace of [
      AUTHOR_PROFILE.buildingName,
      AUTHOR_PROFILE.jibun,
      AUTHOR_PROFILE.dongName,
      `${AUTHOR_PROFILE.age}세`,
      formatWonLike(AUTHOR_PROFILE.annualIncome),
      formatWonLike(AUTHOR_PROFILE.cashOnHand),
    ]) {
      expect(shown, trace).not.toContain(trace);
    }
    expect(await axeViolations(friend)).toEqual([]);
    // A reload keeps it: the post is in the address.
    await friend.reload();
    await friend.getByRole('region', { name: '한 달에 드는 돈' }).waitFor(POLL);
    await friend.context().close();

    await page.goto('/community');
    await page.getByRole('radio', { name: '최신순' }).check();
    await expect
      .poll(() => page.getByRole('article').first().getByRole('heading', { level: 2 }).textContent(), POLL)
      .toBe(title);
    const card = page.getByRole('article').first();
    expect(await card.getByText(productName).count()).toBe(1);
    expect(await card.getByRole('img', { name: '글에 첨부한 사진' }).count()).toBe(1);
  });

  it('새 방문자가 받는 /community HTML 에는 첫 글들이 들어 있고, 화면은 그대로 이어받아 목록을 다시 묻지 않아요 (issue 10)', async () => {
    // Without JavaScript: the post just written is in the HTML itself.
    const noScript = await e2e.browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/community');
    await staticPage.getByRole('heading', { level: 2, name: title }).waitFor();
    await noScript.close();

    // With it: the same cards stay (no node of the server's replaced), and the board is not asked for again.
    const { page, errors } = await e2e.newPage();
    await page.addInitScript(WATCH_SERVER_NODES);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/post/sorted') listRequests.push(request.url());
    });
    await page.goto('/community');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('article').first().getByRole('heading', { level: 2 }).textContent()).toBe(title);
    expect(await page.evaluate('window.__serverNodesReplaced')).toBe(false);
    expect(listRequests).toEqual([]);
    expect(errors).toEqual([]);
    // The cards are live: a tap opens the post.
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname === '/community/detail');
    await page.context().close();
  });

  it('다른 회원이 좋아요를 누르고 댓글을 달고 고쳐요; 글 메뉴는 글쓴이에게만 있어요', async () => {
    const { page } = reader;
    await openFromBoard(page, title);
    expect(await page.getByRole('button', { name: '글 메뉴', exact: true }).count()).toBe(0);

    const like = page.getByRole('button', { name: /좋아요/ }).first();
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect((await like.textContent())?.trim()).toContain('0');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), POLL).toBe('true');
    expect(await like.textContent()).toContain('1');

    await page.getByRole('textbox', { name: '댓글 입력' }).fill('축하해요! 저도 준비 중이에요.');
    await page.getByRole('button', { name: '등록' }).click();
    const comment = page.getByRole('article', { name: /님의 댓글$/ });
    await comment.getByText('축하해요! 저도 준비 중이에요.').waitFor();
    await page.getByText('댓글 1').first().waitFor();

    await comment.getByRole('button', { name: '댓글 메뉴' }).click();
    await comment.getByRole('menuitem', { name: '수정하기' }).click();
    await page.getByRole('heading', { level: 1, name: '댓글 수정' }).waitFor();
    await page.getByRole('textbox', { name: '댓글 내용' }).fill('축하해요! 서류 목록도 궁금해요.');
    await page.getByRole('button', { name: '저장' }).click();
    await page.waitForURL((url) => url.pathname === '/community/detail');
    await comment.getByText('축하해요! 서류 목록도 궁금해요.').waitFor();
  });

  it('글쓴이가 사진을 그대로 두거나, 바꾸거나, 빼고 글을 고쳐요', async () => {
    const { page } = author;
    await openFromBoard(page, title);
    // The reader's like and comment are there; their comment has no menu for the author.
    expect(
      await page
        .getByRole('button', { name: /좋아요/ })
        .first()
        .textContent(),
    ).toContain('1');
    await page.getByText('축하해요! 서류 목록도 궁금해요.').waitFor();
    expect(await page.getByRole('button', { name: '댓글 메뉴' }).count()).toBe(0);
    const original = await shownImage(page);

    await openModify(page);
    await page.getByRole('textbox', { name: '제목' }).fill(`${title} (수정)`);
    await complete(page, `${title} (수정)`);
    expect(await shownImage(page)).toBe(original);

    await openModify(page);
    await page
      .getByLabel('사진 추가')
      .setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: await solidPng(40, 60, [240, 68, 82]) });
    await complete(page, `${title} (수정)`);
    const replaced = await shownImage(page);
    expect(replaced).not.toBe(original);

    await openModify(page);
    await page.getByRole('button', { name: '사진 빼기' }).click();
    await complete(page, `${title} (수정)`);
    expect(await page.getByRole('img', { name: '글에 첨부한 사진' }).count()).toBe(0);
    // The report stayed attached through every edit.
    expect(await page.getByRole('link', { name: /첨부한 대출 보고서/ }).count()).toBe(1);
  });

  it('글쓴이가 확인을 거쳐 글을 지우면 목록에서 사라져요', async () => {
    const { page, tokens } = author;
    await page.getByRole('button', { name: '글 메뉴', exact: true }).click();
    await page.getByRole('menuitem', { name: '삭제하기' }).click();
    const dialog = page.getByRole('dialog', { name: '글을 삭제할까요?' });
    await dialog.getByRole('button', { name: '삭제하기' }).click();
    await page.waitForURL((url) => url.pathname === '/community');
    // The board once its list is on screen: its cards, or the sentence of an empty board.
    const boardShown = page.getByRole('article').or(page.getByText('아직 글이 없어요. 첫 글을 남겨 보세요.')).first();
    await boardShown.waitFor(POLL);
    // By its title as written and as modified.
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    // The board read afresh from the server has it no more either.
    await page.reload();
    await boardShown.waitFor(POLL);
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);

    const gone = await page.request.get(`/api/v1/post/${postId}`, {
      headers: { AccessToken: tokens.accessToken, Profile: 'prod' },
    });
    expect(gone.status()).toBe(404);
    // The deleted post's own detail may be asked for once more on the way out (404): the post is gone, not an error.
    const isGonePost = (text: string) => /the server responded with a status of 404/.test(text);
    expect(author.errors.filter((text) => !isGonePost(text))).toEqual([]);
    expect(reader.errors).toEqual([]);
  });
});
