import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';
import { fillFormA, POLL, submit, YOUNG_SINGLE } from './support/loan-form.ts';

// The dated contract checklist of a report (issue 30) in the built app: a guest makes a report, gives the three
// dates, ticks a step, reloads (still ticked) and downloads the .ics, whose events fall on the expected days.

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

/** A guest's stored report (A group), its page open. */
async function reportOfNewGuest(page: Page): Promise<string> {
  await page.goto('/deposit-entry');
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'guestToken'), POLL)
    .toBe(true);
  await expect.poll(() => page.evaluate("window.localStorage.getItem('abTestType')"), POLL).not.toBeNull();
  await page.evaluate("window.localStorage.setItem('abTestType', 'A')");
  await page.getByRole('textbox', { name: '전월세 보증금' }).fill(String(YOUNG_SINGLE.depositManwon));
  await page.getByRole('button', { name: '받을 수 있는 상품 보기' }).click();
  await page.waitForURL('**/deposit-result');
  await page.getByRole('link', { name: '내 조건으로 정확히 알아보기' }).click();
  await page.waitForURL('**/loan-info-entry');
  await fillFormA(page, YOUNG_SINGLE);
  const report = await submit(page);
  await page.waitForURL(`**/report/${report.loanAdviceResultId}`);
  return report.loanAdviceResultId;
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const events = (ics: string) =>
  unfold(ics)
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((event) => ({
      summary: /\r\nSUMMARY:([^\r]*)/.exec(event)?.[1] ?? '',
      start: /\r\nDTSTART;VALUE=DATE:(\d{8})/.exec(event)?.[1] ?? '',
    }));

describe('계약 체크리스트', { timeout: 120_000 }, () => {
  it('세 날짜로 체크리스트를 만들고, 체크가 새로고침 뒤에도 남고, .ics 에 날짜별 일정이 들어 있어요', async () => {
    const { page, errors } = await e2e.newPage();
    const reportId = await reportOfNewGuest(page);
    const section = page.getByRole('region', { name: '계약 체크리스트' });
    await expect.poll(() => section.getByText('아직 날짜가 없어요', { exact: false }).count(), POLL).toBe(1);

    await section.getByLabel('계약일').fill('2027-01-10');
    await section.getByLabel('잔금일·입주일').fill('2027-03-01');
    await section.getByLabel('계약 만기').fill('2029-02-28');
    await section.getByRole('button', { name: '체크리스트 만들기' }).click();
    const tax = section.getByRole('checkbox', { name: '집주인 체납 세금 확인하기' });
    await expect.poll(() => tax.count(), POLL).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/checklist/steps/TAX_ARREARS`) && response.request().method() === 'PUT',
    );
    await tax.check();
    expect((await saved).status()).toBe(200);
    // Progress and days as people read them (issue 50): "1/N 완료", "2027년 1월 10일 (일)", not "2027-01-10".
    expect(await section.getByText(/^1\/\d+ 완료$/).count()).toBe(1);
    expect(await tax.locator('xpath=ancestor::li').textContent()).toContain('2027년 1월 10일 (일)');

    await page.reload();
    const again = page.getByRole('region', { name: '계약 체크리스트' });
    await expect
      .poll(() => again.getByRole('checkbox', { name: '집주인 체납 세금 확인하기' }).isChecked(), POLL)
      .toBe(true);
    expect(await again.getByRole('checkbox', { name: '잔금 치르는 날 아침 등기부 다시 보기' }).isChecked()).toBe(false);
    expect(await again.getByLabel('계약 만기').inputValue()).toBe('2029-02-28');

    const download = page.waitForEvent('download');
    await again.getByRole('button', { name: '.ics 캘린더로 받기' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('jipsa-checklist.ics');
    const ics = await readFile((await file.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(unfold(ics)).toContain(`UID:${reportId}-TAX_ARREARS@jipsa`);
    const found = events(ics);
    expect(found).toContainEqual({ summary: '등기부등본 떼어 보기', start: '20270110' });
    expect(found).toContainEqual({ summary: '전입신고와 확정일자 같은 날 받기', start: '20270301' });
    expect(found).toContainEqual({ summary: 'HUG 전세보증금반환보증 가입 마감', start: '20280228' });
    // The 갱신요구 window's opening and close, each its own event; the ticked step reads as done (issue 50).
    expect(found).toContainEqual({ summary: '계약갱신요구 기간 시작', start: '20280828' });
    expect(found).toContainEqual({ summary: '계약갱신요구 기간 마지막 날', start: '20281228' });
    expect(found).toContainEqual({ summary: '✓ 집주인 체납 세금 확인하기 (완료)', start: '20270110' });

    // The report's share (issue 50): 링크 복사 puts the app's address on the clipboard, not the private report's.
    const origin = new URL(page.url()).origin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const share = page.getByRole('group', { name: '공유' });
    await share.getByRole('button', { name: '링크 복사' }).click();
    await share.getByText('링크를 복사했어요.').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(`${origin}/`);
    expect(errors).toEqual([]);
  });
});
