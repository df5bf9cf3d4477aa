import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';
import { logInAs, uniqueNickname } from './support/dev-login.ts';
import { POLL } from './support/loan-form.ts';
import { LOAN_PROFILE } from './support/loan-profile.ts';

// The renewal planner (issue 48) in the built app at a phone's size: a guest plans the worked example
// (a 전세 3억 ending 2027-05-20, a bank loan of 2억 at 4.20 % drawn six months ago, an offer at 3.60 %) and sees the
// window, the caps and the 대환 figures; a member opens it from a saved report, saves it, reloads and finds it
// unchanged, and the report's checklist calendar carries its deadlines.

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

/** A day on Korea's calendar `months` from today (the server plans on its own today). */
function koreanDay(months: number): string {
  const now = new Date(Date.now() + 9 * 60 * 60 * 1000);
  const shifted = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate()));
  return shifted.toISOString().slice(0, 10);
}

const groupDigits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** An amount field: typed, then its on-screen keypad put away so it does not cover the next question. */
async function fillAmount(form: Locator, label: string, value: string) {
  const input = form.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Escape');
}

async function choose(form: Locator, group: string, option: string) {
  await form.getByRole('group', { name: group }).getByRole('radio', { name: option }).check({ force: true });
}

/** The worked example's answers. */
async function fillWorkedExample(page: Page) {
  const form = page.getByRole('form', { name: '계약 만기 플래너' });
  await form.getByLabel('계약 시작일').fill('2025-05-21');
  await form.getByLabel('계약 만기', { exact: true }).fill('2027-05-20');
  await fillAmount(form, '보증금', '30000');
  await fillAmount(form, '월세', '0');
  await choose(form, '지금 계약은 어떻게 시작됐나요?', '새 계약');
  await choose(form, '대출 종류', '은행 전세대출');
  await fillAmount(form, '대출 잔액', '20000');
  await fillAmount(form, '지금 금리', '4.2');
  await form.getByLabel('대출받은 날').fill(koreanDay(-6));
  await form.getByLabel('대출 만기').fill(koreanDay(18));
  await fillAmount(form, '지금까지 연장한 횟수', '0');
  await choose(form, '대출 보증기관', 'HUG');
  await choose(form, '집이 수도권에 있나요?', '네');
  await choose(form, '가입한 반환보증', 'HUG');
  await form.getByRole('checkbox', { name: '더 싼 대출 제안을 받았어요' }).check();
  await fillAmount(form, '새 대출 금리', '3.6');
  await fillAmount(form, '지금 대출의 중도상환수수료율', '0.6');
  await fillAmount(form, '새 대출 보증료율 (연)', '0.15');
  return form;
}

type PlanAnswer = { data: { maxMonthlyRentForIncrease: number; baseRatePercent: number } };

/** Every figure of the worked example the screen must show. */
async function expectWorkedExample(page: Page, answer: PlanAnswer) {
  const result = page.getByRole('region', { name: '만기 계획' });
  await expect.poll(() => result.count(), POLL).toBe(1);
  const text = (await result.textContent()) ?? '';
  expect(text).toContain('2026년 11월 20일 ~ 2027년 3월 20일');
  expect(text).toContain('2029년 5월 20일');
  expect(text).toContain('3억 1,500만원');
  // 5 % of 3억 as rent at min(10 %, 기준금리 + 2 %p): 56,250원 at the 2.50 %.
  if (answer.data.baseRatePercent === 2.5) expect(answer.data.maxMonthlyRentForIncrease).toBe(56_250);
  expect(text).toContain(`월 ${groupDigits(answer.data.maxMonthlyRentForIncrease)}원`);
  expect(text).toContain('900,000원');
  expect(text).toContain('450,000원');
  expect(text).toContain('75,000원');
  expect(text).toContain('1,425,000원');
  expect(text).toContain('100,000원');
  expect(text).toContain('14.25개월');
  expect(text).toContain('375,000원');
  expect(text).toContain('차이가 얇아요');
  const timeline = result.getByRole('region', { name: '날짜별 할 일' });
  expect(await timeline.getByText('계약갱신요구 마감').count()).toBe(1);
}

const planAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/renewalPlan') && response.request().method() === 'POST',
  );

describe('계약 만기 플래너', { timeout: 180_000 }, () => {
  it('게스트가 예시대로 넣으면 갱신요구 기간, 상한, 갈아타기 손익을 보고, 잘못 넣으면 한국어로 들어요', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/renewal');
    const form = page.getByRole('form', { name: '계약 만기 플래너' });
    await form.getByRole('button', { name: '계획 세우기' }).click();
    await expect.poll(() => page.getByText('계약 시작일을 입력해주세요.').count(), POLL).toBe(1);

    await fillWorkedExample(page);
    await form.getByLabel('계약 만기', { exact: true }).fill('2025-01-01');
    await form.getByRole('button', { name: '계획 세우기' }).click();
    await expect.poll(() => page.getByText('계약 만기는 계약 시작일보다 뒤여야 해요.').count(), POLL).toBe(1);

    await form.getByLabel('계약 만기', { exact: true }).fill('2027-05-20');
    const answered = planAnswer(page);
    await form.getByRole('button', { name: '계획 세우기' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    await expectWorkedExample(page, (await response.json()) as PlanAnswer);
    expect(await axeViolations(page)).toEqual([]);

    // The plan is in the address: a reload shows it again.
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: '만기 계획' }).count(), POLL).toBe(1);
    expect(errors).toEqual([]);
  });

  it('회원이 저장한 보고서에서 열어 저장하면, 새로고침해도 같은 계획이고 체크리스트 캘린더에 날짜가 들어가요', async () => {
    const { page, errors } = await e2e.newPage();
    const tokens = await logInAs(page, uniqueNickname('만기'), '/');
    const created = await page.request.post('/api/v1/loanAdvice', {
      headers: { AccessToken: tokens.accessToken, Profile: 'prod' },
      data: LOAN_PROFILE,
    });
    expect(created.status()).toBe(200);
    const reportId = ((await created.json()) as { data: { loanAdviceResultId: string } }).data.loanAdviceResultId;
    await page.goto(`/report/${reportId}`);

    await page.getByRole('link', { name: '계약 만기 계획 세우기', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/renewal' && url.searchParams.get('report') === reportId);
    await expect.poll(() => page.getByText('아직 계획이 없어요', { exact: false }).count(), POLL).toBe(1);
    const form = await fillWorkedExample(page);
    const answered = planAnswer(page);
    await form.getByRole('button', { name: '계획 세우고 보고서에 저장하기' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as PlanAnswer;
    await expectWorkedExample(page, answer);

    await page.reload();
    await expect.poll(() => page.getByText('보고서에 저장한 계획이에요.').count(), POLL).toBe(1);
    await expectWorkedExample(page, answer);
    expect(await form.getByRole('textbox', { name: '보증금', exact: true }).inputValue()).toBe('30000');
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '체크리스트 캘린더(.ics)로 받기' }).click();
    const file = await download;
    const ics = (await readFile((await file.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`UID:${reportId}-renewal-RENEWAL_REQUEST_CLOSES@jipsa`);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270320');
    // The first look for a saved plan answers 404 (none yet), which the browser logs as a failed load.
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
});
