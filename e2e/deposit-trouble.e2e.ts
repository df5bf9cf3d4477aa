import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';
import { POLL } from './support/loan-form.ts';

// The deposit-trouble guide (issue 49) in the built app at a phone's size, as a guest: who to call is there before
// anything is asked; a bad answer is told in Korean at its field; a lease that ended ten days ago with nothing back,
// still lived in with 전입신고 and 확정일자, under a HUG guarantee, gets its dated plan (the 임차권등기명령 with "등기부에
// 올라간 것을 확인하고 이사하세요", HUG's first claim day, the 전세사기피해자 outlook with its reasons) and its dates as
// an .ics file; nothing is stored (the plan is in the address, a reload shows it again).

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

/** A day on Korea's calendar `days` from today (the server plans on its own today). */
function koreanDay(days: number): string {
  const now = new Date(Date.now() + 9 * 60 * 60 * 1000);
  const shifted = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return shifted.toISOString().slice(0, 10);
}

/** An amount field: typed, then its on-screen keypad put away so it does not cover the next question. */
async function fillAmount(form: Locator, label: string, value: string) {
  const input = form.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Escape');
}

async function choose(form: Locator, group: string, option: string) {
  await form.getByRole('group', { name: group }).getByRole('radio', { name: option }).check({ force: true });
}

const TITLE = '보증금을 못 돌려받았을 때';
const LEASE_ENDS_ON = koreanDay(-10);
const FIRST_CONTRACT = koreanDay(-10 - 2 * 365);

/** The worked example's answers. */
async function fillExample(page: Page) {
  const form = page.getByRole('form', { name: TITLE });
  await form.getByLabel('계약 만기', { exact: true }).fill(LEASE_ENDS_ON);
  await form.getByLabel('이 집주인과 처음 계약한 날').fill(FIRST_CONTRACT);
  await fillAmount(form, '보증금', '20000');
  await choose(form, '보증금을 얼마나 돌려받았나요?', '전혀 못 받았어요');
  await choose(form, '이미 이사했나요?', '아니요');
  await choose(form, '전입신고를 했나요?', '네');
  await choose(form, '계약서에 확정일자를 받았나요?', '네');
  await choose(form, '임차권등기가 등기부에 올라갔나요?', '아니요');
  await choose(form, '가입한 전세보증금 반환보증', 'HUG');
  await choose(form, '전세대출이 남아 있나요?', '아니요');
  await choose(form, '집에 경매나 공매가 시작됐나요?', '아니요');
  await choose(form, '집에 압류나 가압류가 있나요?', '아니요');
  return form;
}

type PlanAnswer = {
  data: {
    guaranteeClaim: { earliestClaimOn: string | null };
    fraudVictim: { outlook: string };
    timeline: { code: string; date: string; passed: boolean }[];
  };
};

const planAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/depositTroublePlan') && response.request().method() === 'POST',
  );

const koreanDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

describe('보증금 반환 가이드', { timeout: 180_000 }, () => {
  it('게스트가 연락처를 먼저 보고, 잘못 넣으면 한국어로 듣고, 날짜별 계획과 .ics를 받아요', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/deposit-trouble');
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // Who to call, before anything is asked.
    const help = page.getByRole('region', { name: '도움받을 곳' });
    expect(await help.getByRole('link', { name: '전세피해지원센터 1533-8119 전화하기' }).getAttribute('href')).toBe(
      'tel:15338119',
    );
    expect(await help.getByRole('link', { name: '대한법률구조공단 132 전화하기' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: TITLE });
    await form.getByRole('button', { name: '할 일 보기' }).click();
    await expect.poll(() => page.getByText('계약 만기를 입력해주세요.').count(), POLL).toBe(1);

    await fillExample(page);
    await choose(form, '보증금을 얼마나 돌려받았나요?', '일부만 받았어요');
    await fillAmount(form, '아직 못 받은 금액', '30000');
    await form.getByRole('button', { name: '할 일 보기' }).click();
    await expect.poll(() => page.getByText('돌려받지 못한 금액은 보증금보다 클 수 없어요.').count(), POLL).toBe(1);
    await choose(form, '보증금을 얼마나 돌려받았나요?', '전혀 못 받았어요');

    const answered = planAnswer(page);
    await form.getByRole('button', { name: '할 일 보기' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as PlanAnswer;

    const result = page.getByRole('region', { name: '보증금 반환 계획' });
    await expect.poll(() => result.count(), POLL).toBe(1);
    // The result's heading takes the focus when the plan arrives.
    await expect.poll(() => page.locator(':focus').textContent(), POLL).toBe('보증금 반환 계획');
    const registration = result.getByRole('region', { name: '1. 임차권등기명령' });
    expect(await registration.getByRole('note').textContent()).toBe('등기부에 올라간 것을 확인하고 이사하세요.');
    const claim = result.getByRole('region', { name: '2. 반환보증 청구' });
    expect(answer.data.guaranteeClaim.earliestClaimOn).not.toBeNull();
    expect(await claim.textContent()).toContain(koreanDate(answer.data.guaranteeClaim.earliestClaimOn!));
    const fraud = result.getByRole('region', { name: '3. 전세사기피해자 결정' });
    expect(answer.data.fraudVictim.outlook).toBe('CONDITIONAL');
    expect(await fraud.getByText('조건에 따라 달라요').count()).toBe(1);
    expect(await fraud.getByText('살면서 전입신고와 확정일자를 갖췄어요.').count()).toBe(1);
    expect(await page.getByRole('region', { name: '도움받을 곳' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await result.getByRole('button', { name: '캘린더에 추가(.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('jipsa-deposit-trouble.ics');
    const ics = (await readFile((await file.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const ahead = answer.data.timeline.filter((step) => !step.passed);
    expect(ahead.length).toBeGreaterThan(0);
    for (const step of ahead) {
      expect(ics).toContain(`-deposit-trouble-${step.code}@jipsa`);
      expect(ics).toContain(`DTSTART;VALUE=DATE:${step.date.replaceAll('-', '')}`);
    }

    // The plan is in the address: a reload shows it again; back returns to where the guide was opened from.
    await page.reload();
    await expect.poll(() => page.getByRole('region', { name: '보증금 반환 계획' }).count(), POLL).toBe(1);
    expect(errors).toEqual([]);
  });
});
