import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';
import { startOwnServer, type OwnServer } from './support/bundled-server.ts';
import { memberTokens, submitDevLogin, uniqueNickname, type MemberTokens } from './support/dev-login.ts';

// Moderation in the built app (issue 33): three members with standing (new accounts, trusted by the operators'
// command, ADR 0038) report a post and it is hidden from everyone; an operator, made one by the same command
// (`npm run operators -w apps/server -- grant`, never an endpoint), restores it from /admin/reports; a member blocks
// an author and no longer sees them on the board. The command and the server share a database, so this file runs a
// bundled server of its own on a fresh PostgreSQL database.
const POLL = { timeout: 15_000 };

let server: OwnServer | undefined;
let base: string;
let e2e: E2eBrowser;

/** `npm run operators -w apps/server -- grant DEV:<nickname>` with the server's configuration. */
const grantOperator = (nickname: string) => server!.runCommand('operators', ['grant', `DEV:${nickname}`]);

/** A member just made whose reports count toward hiding: `npm run operators -w apps/server -- trust DEV:<nickname>`. */
async function trusted(prefix: string): Promise<Member> {
  const made = await member(prefix);
  const trusting = await server!.runCommand('operators', ['trust', `DEV:${made.nickname}`]);
  expect(trusting.code, trusting.output).toBe(0);
  return made;
}

type Member = { nickname: string; page: Page; context: BrowserContext; tokens: MemberTokens };

/** A new member logged in through the development login of this file's server, on a context of their own. */
async function member(prefix: string): Promise<Member> {
  const context = await e2e.newContext();
  const { page } = await e2e.newPage(context);
  const nickname = uniqueNickname(prefix);
  await page.goto(`${base}/login-page?redirect=${encodeURIComponent('/community')}`);
  await page.getByRole('link', { name: '카카오로 3초만에 로그인' }).click();
  await submitDevLogin(page, nickname);
  await page.waitForURL((url) => url.pathname === '/community');
  return { nickname, page, context, tokens: await memberTokens(context) };
}

/** A post written through the API as `author`: its id. */
async function writePost(author: Member, title: string): Promise<string> {
  const form = new FormData();
  form.append('title', title);
  form.append('content', `${title}의 내용이에요`);
  const response = await fetch(`${base}/api/v1/post`, {
    method: 'POST',
    headers: { AccessToken: author.tokens.accessToken, Profile: 'prod' },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function reportByApi(reporter: Member, postId: string) {
  return fetch(`${base}/api/v1/reports`, {
    method: 'POST',
    headers: { AccessToken: reporter.tokens.accessToken, Profile: 'prod', 'Content-Type': 'application/json' },
    body: JSON.stringify({ targetType: 'POST', targetId: postId, reason: 'AD_SPAM' }),
  });
}

/** The board's titles as a fresh visitor (no session, no cache) sees them. */
async function visitorBoardShows(title: string): Promise<boolean> {
  const context = await e2e.newContext();
  try {
    const { page } = await e2e.newPage(context);
    await page.goto(`${base}/community`);
    await page.getByRole('heading', { level: 1, name: '커뮤니티' }).waitFor();
    await page.waitForLoadState('networkidle');
    return (await page.getByText(title, { exact: true }).count()) > 0;
  } finally {
    await context.close();
  }
}

const expectNoViolations = async (page: Page) => expect(await axeViolations(page)).toEqual([]);

beforeAll(async () => {
  server = await startOwnServer('moderation');
  base = server.url;
  e2e = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await e2e?.close();
  await server?.stop();
});

describe('신고·숨김·운영자 되돌리기·차단 (issue 33)', () => {
  it('세 회원이 신고하면 글이 숨겨지고, 운영자가 신고 처리함에서 되돌리면 다시 보여요', async () => {
    const author = await member('글쓴이');
    const title = `급전 필요하신 분 ${Date.now() % 100_000}`;
    const postId = await writePost(author, title);
    expect(await visitorBoardShows(title)).toBe(true);

    // The first member reports from the post's menu, through the report sheet.
    const first = await trusted('신고1');
    await first.page.goto(`${base}/community/detail?postId=${postId}`);
    await first.page.getByRole('heading', { level: 2, name: title }).waitFor();
    await first.page.getByRole('button', { name: '글 더보기' }).click();
    await first.page.getByRole('menuitem', { name: '신고하기' }).click();
    const sheet = first.page.getByRole('dialog', { name: '이 글을 신고할까요?' });
    await sheet.getByText('광고·스팸').click();
    await expectNoViolations(first.page);
    await sheet.getByRole('button', { name: '신고하기' }).click();
    // Done, the sheet no longer asks (issue 50).
    const done = first.page.getByRole('dialog', { name: '신고했어요' });
    await expect
      .poll(() => done.getByRole('status').textContent(), POLL)
      .toBe('신고가 접수됐어요. 운영자가 확인할게요.');
    expect(await first.page.getByRole('dialog', { name: '이 글을 신고할까요?' }).count()).toBe(0);
    // A second report of the same member is refused as already made.
    expect((await reportByApi(first, postId)).status).toBe(409);

    // Two more members report it: the third report hides it at once.
    const second = await trusted('신고2');
    const third = await trusted('신고3');
    expect((await reportByApi(second, postId)).status).toBe(200);
    const hiding = await reportByApi(third, postId);
    expect(((await hiding.json()) as { data: { hidden: boolean } }).data.hidden).toBe(true);
    expect(await visitorBoardShows(title)).toBe(false);
    const detail = await fetch(`${base}/api/v1/post/${postId}`);
    expect(detail.status).toBe(404);

    // Its author still sees it, under review, with the reason.
    await author.page.goto(`${base}/community/detail?postId=${postId}`);
    await expect
      .poll(() => author.page.getByRole('note', { name: '검토 중이에요' }).textContent(), POLL)
      .toContain('광고·스팸');

    // A member who is no operator gets the server's 403 as a Korean page.
    await first.page.goto(`${base}/admin/reports`);
    await first.page.getByRole('heading', { level: 1, name: '운영자만 볼 수 있어요' }).waitFor();

    const operator = await member('운영자');
    const granted = await grantOperator(operator.nickname);
    expect(granted.output).toContain('운영자 권한을 줬어요');
    expect(granted.code).toBe(0);
    const { page } = operator;
    await page.goto(`${base}/admin/reports`);
    const item = page.getByRole('article', { name: title });
    await item.waitFor();
    await expect.poll(() => item.getByText('숨김', { exact: true }).count(), POLL).toBe(1);
    await expect.poll(() => page.getByText('아직 운영 기록이 없어요.').count(), POLL).toBe(1);
    await expectNoViolations(page);
    await item.getByRole('button', { name: '되돌리기' }).click();
    const dialog = page.getByRole('dialog', { name: '이 항목을 다시 보이게 할까요?' });
    await dialog.getByRole('textbox', { name: '처리 사유' }).fill('대출 광고가 아니에요');
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: '되돌리기' }).click();
    await page.getByText('다시 보이게 했어요.').waitFor();
    await page.getByText('사유: 대출 광고가 아니에요').waitFor();
    expect(await visitorBoardShows(title)).toBe(true);

    for (const someone of [author, first, second, third, operator]) await someone.context.close();
  });

  it('작성자를 차단하면 알림에서 되돌릴 수 있고 (issue 50), 새로고침한 게시판에 그 사람 글이 없고, 설정에서 차단을 풀 수 있어요', async () => {
    const author = await member('차단될');
    const title = `매일 올리는 글 ${Date.now() % 100_000}`;
    const postId = await writePost(author, title);
    const reader = await member('읽는이');
    const { page } = reader;
    await page.goto(`${base}/community/detail?postId=${postId}`);
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    // The browser's back closes the report sheet and stays on the post.
    await page.getByRole('button', { name: '글 더보기' }).click();
    await page.getByRole('menuitem', { name: '신고하기' }).click();
    await page.getByRole('dialog', { name: '이 글을 신고할까요?' }).waitFor();
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/community/detail');

    const block = async () => {
      await page.getByRole('button', { name: '글 더보기' }).click();
      await page.getByRole('menuitem', { name: '차단하기' }).click();
      const confirm = page.getByRole('dialog', { name: `${author.nickname}님을 차단할까요?` });
      await confirm.getByRole('button', { name: '차단하기' }).click();
      await page.waitForURL((url) => url.pathname === '/community');
      await page.getByText(`${author.nickname}님을 차단했어요.`).waitFor();
    };
    await block();
    // 되돌리기 on the notice lifts the block and brings the reader back to the post (issue 50); then block for good.
    await page.getByRole('button', { name: '되돌리기' }).click();
    await page.getByText('차단을 풀었어요.').waitFor();
    await page.getByRole('heading', { level: 2, name: title }).waitFor();
    await block();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: '커뮤니티' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText(title, { exact: true }).count(), POLL).toBe(0);

    // The blocked author cannot comment on the reader's post: told in a sentence that names no block, nothing added.
    const readersPostId = await writePost(reader, `읽는이의 글 ${Date.now() % 100_000}`);
    await author.page.goto(`${base}/community/detail?postId=${readersPostId}`);
    await author.page.getByRole('textbox', { name: '댓글 입력' }).fill('저도 한마디 할게요.');
    // Accepted as it opens: an alert left open until the click returns can hold the click forever under load.
    const alerted = new Promise<string>((resolve) => {
      author.page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    await author.page.getByRole('button', { name: '등록' }).click();
    expect(await alerted).toBe('이 글에는 댓글을 달 수 없어요.');
    expect(await author.page.getByRole('article', { name: /님의 댓글$/ }).count()).toBe(0);

    await page.goto(`${base}/settings`);
    const blocks = page.getByRole('region', { name: '차단한 사용자' });
    await blocks.getByText(author.nickname, { exact: true }).waitFor();
    await expectNoViolations(page);
    await blocks.getByRole('button', { name: `${author.nickname}님 차단 해제` }).click();
    await page
      .getByRole('dialog', { name: `${author.nickname}님의 차단을 풀까요?` })
      .getByRole('button', { name: '차단 해제' })
      .click();
    await blocks.getByText('차단한 사용자가 없어요.').waitFor();

    await page.goto(`${base}/community`);
    await page.getByRole('heading', { level: 1, name: '커뮤니티' }).waitFor();
    await expect.poll(() => page.getByText(title, { exact: true }).count(), POLL).toBe(1);
    for (const someone of [author, reader]) await someone.context.close();
  });
});
