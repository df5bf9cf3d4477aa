import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';
import { fillFormA, POLL, submit, YOUNG_SINGLE } from './support/loan-form.ts';

// Issue 26: the jeonse-safety result says what it checked and asks for a missing house value in place; a report
// on a house judged 위험 leads with that verdict; the polish of the address sheet, the badges and the age stepper.

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

/** A 다세대 in 역삼동 with a 2억 6,000만원 deposit; the house value is added per test. */
const VILLA =
  '?districtCode=1168010100&dongName=%EC%97%AD%EC%82%BC%EB%8F%99&jibun=737&buildingName=&rentHousingType=HOUSEHOLD_HOUSE&exclusiveArea=59&rentalDeposit=260000000';

const verdict = (page: Page) => page.locator('[data-risk]').first();
const isSafetyAnswer = (response: Response) => response.url().endsWith('/api/v1/jeonseSafety');
const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

describe('전세 안전 진단 결과 (issue 26)', () => {
  it('집값 없이 진단하면 그 자리에서 공시가격을 받아 다시 판정하고, 진단한 집을 맨 위에 보여줘요', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto(`/jeonse-safety/result${VILLA}`);
    await expect
      .poll(() => verdict(page).textContent(), POLL)
      .toContain('모르는 값이 있어서 아직 안전하다고 할 수 없어요.');

    // What was checked, above the verdict: the address with its 구, the house and the deposit.
    const checked = page.getByRole('region', { name: '진단한 집' });
    const checkedText = await checked.textContent();
    expect(checkedText).toContain('강남구 역삼동 737');
    expect(checkedText).toContain('연립·다세대 (빌라) · 전용 59㎡');
    expect(checkedText).toContain('2억 6,000만원');
    expect(await top(checked)).toBeLessThan(await top(verdict(page)));
    expect(await axeViolations(page)).toEqual([]);

    // The value is asked where the result says it is missing.
    await page.getByRole('button', { name: '이 값으로 다시 진단하기' }).click();
    await page.getByText('시세나 공시가격 중 하나를 만원 단위로 입력해주세요.').waitFor(POLL);
    const official = page.getByRole('textbox', { name: '공시가격 (선택)' });
    await official.fill('20000');
    await official.press('Escape');
    const answered = page.waitForResponse(isSafetyAnswer);
    await page.getByRole('button', { name: '이 값으로 다시 진단하기' }).click();
    expect((await answered).status()).toBe(200);

    await expect.poll(() => verdict(page).textContent(), POLL).toContain('보증금을 돌려받지 못할 위험이 커요.');
    await page.getByText('집값 2억 8,000만원 · 공시가격 × 140%').waitFor();
    expect(new URL(page.url()).searchParams.get('officialPrice')).toBe('200000000');
    expect(await checked.textContent()).toContain('2억원');
    expect(await page.getByRole('button', { name: '이 값으로 다시 진단하기' }).count()).toBe(0);
    // The new verdict takes the focus the gone form had, so it is read out.
    expect(await page.evaluate("document.activeElement?.getAttribute('data-risk')")).toBe('DANGER');
    expect(await axeViolations(page)).toEqual([]);

    // A reload asks the same question again: the value stays.
    await page.reload();
    await expect.poll(() => verdict(page).textContent(), POLL).toContain('보증금을 돌려받지 못할 위험이 커요.');

    // Share (issue 50): the result is its address, so 링크 복사 copies this very page, answers and all.
    const origin = new URL(page.url()).origin;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const share = page.getByRole('group', { name: '공유' });
    await share.getByRole('button', { name: '링크 복사' }).click();
    await share.getByText('링크를 복사했어요.').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(page.url());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('휴대폰처럼 공유 시트가 있는 브라우저면 결과를 그 시트로 보내요 (issue 50)', async () => {
    const { page, errors } = await e2e.newPage();
    // Desktop Chromium on Linux has no share sheet: the page gets one that records what it was given, as a phone's
    // would hand it to KakaoTalk.
    await page.addInitScript('navigator.share = (data) => { window.__shared = data; return Promise.resolve(); };');
    await page.goto(`/jeonse-safety/result${VILLA}&officialPrice=200000000`);
    await expect.poll(() => verdict(page).textContent(), POLL).toContain('보증금을 돌려받지 못할 위험이 커요.');
    await page.getByRole('group', { name: '공유' }).getByRole('button', { name: '카카오톡 등으로 공유' }).click();
    expect(await page.evaluate('window.__shared')).toEqual({ title: '전세 안전 진단 결과', url: page.url() });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('위험한 집의 보고서는 전세 안전 진단으로 시작하고, 폼의 마지막 답이 보고서를 만들어요', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`/jeonse-safety/result${VILLA}&officialPrice=200000000`);
    await expect.poll(() => verdict(page).textContent(), POLL).toContain('보증금을 돌려받지 못할 위험이 커요.');
    await page.getByRole('button', { name: '이 집으로 대출 추천받기' }).click();
    await page.waitForURL('**/loan-info-entry');
    await fillFormA(page, { ...YOUNG_SINGLE, depositManwon: 26_000 });

    const report = await submit(page);
    expect(report.jeonseSafety?.riskLevel).toBe('DANGER');
    await page.waitForURL(/\/(no-)?report\//, POLL);
    if (report.hasEligibleProduct) {
      const safety = page.getByRole('region', { name: '전세 안전 진단' });
      await safety.waitFor(POLL);
      expect(await safety.textContent()).toContain('보증금을 돌려받지 못할 위험이 커요.');
      expect(await top(safety)).toBeLessThan(await top(page.locator('#report-hero-name')));
    }
    await page.context().close();
  });
});

describe('주소·금액 입력 다듬기 (issue 26)', () => {
  /** Every badge on one row, or two by two: never one alone on a line, and no label spilling out of its badge. */
  async function badgeRows(page: Page, scope: string): Promise<number[]> {
    const badges = await page.evaluate<{ top: number; height: number; spills: boolean }[]>(
      `[...document.querySelectorAll('${scope} [role="group"][aria-label*="빠르게 더하기"] button')].map((button) => ({
        top: Math.round(button.getBoundingClientRect().top),
        height: button.getBoundingClientRect().height,
        spills: button.scrollWidth > button.clientWidth,
      }))`,
    );
    expect(badges.length).toBe(4);
    expect(badges.every((badge) => !badge.spills && badge.height >= 44)).toBe(true);
    const perRow = new Map<number, number>();
    for (const badge of badges) perRow.set(badge.top, (perRow.get(badge.top) ?? 0) + 1);
    return [...perRow.values()];
  }

  it('번지 칸은 44px 이상, 주소는 구와 함께 보여요; 키보드로 주소를 고르면 번지 칸으로 가고 그 번지가 결과 URL에 가요 (issue 50 #10)', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/jeonse-safety');
    const focusedText = () => page.evaluate('document.activeElement?.textContent ?? ""');
    const tabTo = async (pattern: RegExp) => {
      for (let step = 0; step < 12 && !pattern.test(String(await focusedText())); step += 1)
        await page.keyboard.press('Tab');
      expect(String(await focusedText())).toMatch(pattern);
    };
    await page.getByRole('button', { name: '주소 검색하기' }).focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: '빌릴 집 주소' });
    const search = sheet.getByLabel('주소 검색');
    await expect.poll(() => search.evaluate((input) => input === input.ownerDocument.activeElement), POLL).toBe(true);
    await page.keyboard.type('역삼동');
    await sheet
      .getByRole('button', { name: /서울특별시 강남구 역삼동/ })
      .first()
      .waitFor(POLL);
    await tabTo(/서울특별시 강남구 역삼동/);
    await page.keyboard.press('Enter');

    const jibun = sheet.getByLabel('번지', { exact: true });
    expect((await jibun.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect.poll(() => jibun.evaluate((input) => input === input.ownerDocument.activeElement), POLL).toBe(true);
    await page.keyboard.type('737');
    await sheet.getByRole('button', { name: /^59㎡/ }).waitFor(POLL);
    await tabTo(/^59㎡/);
    await page.keyboard.press('Enter');
    await page.getByText('강남구 역삼동 737', { exact: true }).waitFor(POLL);

    await page.getByRole('radio', { name: '연립·다세대 (빌라)' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('textbox', { name: '보증금' }).focus();
    await page.keyboard.type('26000');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '진단하기' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/jeonse-safety/result?**', POLL);
    expect(new URL(page.url()).searchParams.get('jibun')).toBe('737');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('보증금 빠른 더하기는 +1억만 따로 떨어지지 않고, 나이 +는 보이는 30에서 31로 가요', async () => {
    const { page } = await e2e.newPage();
    // From a folding phone's 280 px cover screen to a large phone: the row never leaves one badge alone.
    await page.goto('/deposit-entry');
    for (let width = 280; width <= 430; width += 6) {
      await page.setViewportSize({ width, height: 800 });
      const rows = await badgeRows(page, 'main');
      expect({ width, alone: rows.some((count) => count === 1) }).toEqual({ width, alone: false });
    }

    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/loan-info-entry');
    await page.getByRole('button', { name: /^임차보증금/ }).click();
    const sheet = page.getByRole('dialog', { name: '보증금은 얼마인가요?' });
    await sheet.waitFor();
    expect((await badgeRows(page, '[role="dialog"]')).every((count) => count > 1)).toBe(true);
    await sheet.getByRole('button', { name: '닫기' }).click();
    await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(0);

    await page.getByRole('button', { name: /^만 나이/ }).click();
    const age = page.getByRole('dialog', { name: '만 나이를 알려주세요' });
    await age.getByRole('button', { name: '한 살 늘리기' }).click();
    expect(await age.getByLabel('만 나이', { exact: true }).inputValue()).toBe('31');
    await page.context().close();
  });
});

describe('HUG 반환보증의 선순위 한도와 반전세 환산 (issue 47 #5)', () => {
  /** An apartment in 역삼동 at 시세 3억 (HUG: 주택가액 2억 7,000만, 선순위 60 % = 1억 6,200만). */
  const APARTMENT =
    '?districtCode=1168010100&dongName=%EC%97%AD%EC%82%BC%EB%8F%99&jibun=737&buildingName=&rentHousingType=APARTMENT&exclusiveArea=59';

  it('선순위 1억 7,000만원이면 합이 주택가액 안이어도 HUG 반환보증은 안 된다고 이유와 함께 말해요', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto(
      `/jeonse-safety/result${APARTMENT}&rentalDeposit=90000000&housePrice=300000000&priorLiens=170000000`,
    );
    await expect.poll(() => verdict(page).textContent(), POLL).toContain('계약 전에 꼭 확인할 게 있어요.');
    await page
      .getByText(
        '선순위 채권 1억 7,000만원이 주택가액(집값의 90%) 2억 7,000만원의 60%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
      )
      .waitFor(POLL);
    await page.getByText(/선순위 채권이 많아서 HUG 반환보증에 가입할 수 없어요/).waitFor(POLL);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('반전세는 입력 화면에서 월세를 받고, HUG가 월세를 6.5 %로 보증금에 더해 7억원을 넘는다고 말해요', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto(`/jeonse-safety${APARTMENT}&rentalDeposit=520000000&housePrice=1000000000`);
    const rent = page.getByRole('textbox', { name: '월세 (반전세라면)' });
    await rent.fill('100');
    await rent.press('Escape');
    const answered = page.waitForResponse(isSafetyAnswer);
    await page.getByRole('button', { name: '진단하기' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ monthlyRent: 1_000_000 });
    await page
      .getByText(
        '월세 100만원을 전월세전환율 6.5%로 보증금에 더하면 7억 461만 5,384원이라 HUG 반환보증 보증금 한도 7억원을 넘어요.',
      )
      .waitFor(POLL);
    expect(await page.getByRole('region', { name: '진단한 집' }).textContent()).toContain('100만원');
    expect(new URL(page.url()).searchParams.get('monthlyRent')).toBe('1000000');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
