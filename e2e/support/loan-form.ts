import type { LoanAdviceReport } from '@jipsa/contracts';
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

// The loan form as a person fills it (docs/screens.md "Loan advice funnel"), shared by the specs that reach a report.

/** The answers of one person, amounts in 만원 as the form takes them. */
export type Persona = {
  depositManwon: number;
  rentManwon: number;
  cashManwon: number;
  age: number;
  marital: string;
  incomeManwon: number;
  spouseIncomeManwon?: number;
  children: string;
  isSme: boolean;
  houseOwnership?: string;
  netAssetOver345M?: boolean;
  /** "잔금일에 집주인이 바뀌나요?": '예', '아니요' (the default) or '모르겠어요' (ADR 0028). */
  ownershipTransfer?: string;
  /** 기초생활수급·차상위·한부모 (asked only where the 1.0 %p cap can change a rate); 아니요 by default. */
  lowIncomeOrSingleParent?: boolean;
  /** A 1주택자's home over 9억 (asked of 1주택자 only); 아니요 by default. */
  ownedHomeOver900M?: boolean;
  /** 부동산 전자계약 (asked until 2026-12-31, while the 기금's preference runs); 아니요 by default. */
  electronicContract?: boolean;
};

/** A single 31-year-old renting a 2.5억 jeonse in 서울 on 4,200만 a year: several products fit. */
export const YOUNG_SINGLE: Persona = {
  depositManwon: 25_000,
  rentManwon: 0,
  cashManwon: 5_000,
  age: 31,
  marital: '미혼',
  incomeManwon: 4_200,
  children: '자녀 없음',
  isSme: false,
};

/** Network-bound checks wait this long (two cores shared by the build, the server and Chromium). */
export const POLL = { timeout: 10_000 };

/** Answers whichever question is asked, in a sheet (A) or on a step (B). */
export async function answer(scope: ReturnType<Page['locator']>, question: string, persona: Persona) {
  const money = async (label: string, manwon: number) => scope.getByLabel(label, { exact: true }).fill(String(manwon));
  const choose = async (label: string) => scope.getByLabel(label, { exact: true }).check();
  switch (question) {
    case '보증금은 얼마인가요?':
      return money('임차보증금', persona.depositManwon);
    case '월세는 얼마인가요?':
      return money('월세', persona.rentManwon);
    case '보증금에 쓸 수 있는 현금은 얼마인가요?':
      return money('보증금에 쓸 수 있는 현금', persona.cashManwon);
    case '만 나이를 알려주세요':
      return scope.getByLabel('만 나이', { exact: true }).fill(String(persona.age));
    case '결혼 여부를 알려주세요':
      return choose(persona.marital);
    case '연소득은 얼마인가요?':
      return money('연소득 (세전)', persona.incomeManwon);
    case '배우자 연소득은 얼마인가요?':
      return money('배우자 연소득 (세전)', persona.spouseIncomeManwon ?? 0);
    case '자녀는 몇 명인가요?':
      return choose(persona.children);
    case '중소기업에 다니고 있나요?':
      return choose(persona.isSme ? '예' : '아니요');
    case '기초생활수급·차상위계층·한부모 가구인가요?':
      return choose(persona.lowIncomeOrSingleParent ? '예' : '아니요');
    case '가진 집의 시가가 9억원을 넘나요?':
      return choose(persona.ownedHomeOver900M ? '예' : '아니요');
    case '집을 가지고 있나요?':
      return choose(persona.houseOwnership ?? '무주택');
    case '가구 순자산이 3억 4,500만원을 넘나요?':
      return choose(persona.netAssetOver345M ? '예' : '아니요');
    case '빌릴 집은 어떤 유형인가요?':
      return choose('아파트');
    case '잔금일에 집주인이 바뀌나요?':
      return choose(persona.ownershipTransfer ?? '아니요');
    case '부동산 전자계약으로 계약하나요?':
      return choose(persona.electronicContract ? '예' : '아니요');
    default:
      throw new Error(`Unexpected question: ${question}`);
  }
}

/** The title of the open sheet of /loan-info-entry, or null (a sheet animating out does not count). */
export const openSheetTitle = async (page: Page) =>
  (await page.locator('[data-state="open"] [role="dialog"] h2').allTextContents())[0] ?? null;

/** The report the loan form sent by itself, its last answer's button being '대출 상품 추천받기' (issue 26). */
const sentReports = new WeakMap<Page, Promise<LoanAdviceReport>>();

/** The report of the form's POST; a 401 the client answers by getting a new guest token and asking again is not it. */
const reportCreated = (page: Page) =>
  page
    .waitForResponse(
      (response: Response) =>
        response.url().endsWith('/api/v1/loanAdvice') && response.request().method() === 'POST' && response.ok(),
    )
    .then(async (response) => ((await response.json()) as { data: LoanAdviceReport }).data);

/**
 * Fills /loan-info-entry (A) from its first empty row: each "다음" opens the next empty question, and the answer
 * that completes the form sends it (its button reads '대출 상품 추천받기'); `submit` then returns that report.
 */
export async function fillFormA(page: Page, persona: Persona) {
  await page.getByRole('button', { name: /^월세/ }).click();
  const sheet = page.locator('[data-state="open"] [role="dialog"]');
  let question = await openSheetTitle(page);
  const asked: string[] = [];
  while (question !== null) {
    asked.push(question);
    if (question === '빌릴 집의 주소를 찾아주세요') {
      // Choosing the area answers the question and moves on by itself.
      await chooseNeighbourhood(sheet);
    } else {
      await answer(sheet, question, persona);
      const send = sheet.getByRole('button', { name: '대출 상품 추천받기' });
      if ((await send.count()) > 0) {
        const created = reportCreated(page);
        // A caller that leaves the page before the answer arrives never awaits it.
        created.catch(() => undefined);
        sentReports.set(page, created);
        await send.click();
      } else {
        await sheet.getByRole('button', { name: '다음' }).click();
      }
    }
    const previous = question;
    await expect.poll(() => openSheetTitle(page), POLL).not.toBe(previous);
    question = await openSheetTitle(page);
  }
  const changeRow = async (row: RegExp, rowQuestion: string) => {
    await page.getByRole('button', { name: row }).click();
    await expect.poll(() => openSheetTitle(page), POLL).toBe(rowQuestion);
    await answer(sheet, rowQuestion, persona);
    await sheet.getByRole('button', { name: '다음' }).click();
    await expect.poll(() => openSheetTitle(page), POLL).toBeNull();
  };
  // Rows the chain did not ask (answered before) are changed to the persona's answers.
  if (persona.houseOwnership && !asked.includes('집을 가지고 있나요?')) {
    await changeRow(/^주택 보유/, '집을 가지고 있나요?');
  }
  if (persona.netAssetOver345M && !asked.includes('가구 순자산이 3억 4,500만원을 넘나요?')) {
    await changeRow(/^가구 순자산/, '가구 순자산이 3억 4,500만원을 넘나요?');
  }
  return asked;
}

/** The address sheet: a neighbourhood typed by name, its 번지, then an area. */
export async function chooseNeighbourhood(scope: ReturnType<Page['locator']>) {
  await scope.getByLabel('주소 검색').fill('역삼동');
  const match = scope.locator('mark', { hasText: '역삼동' }).first();
  await match.waitFor();
  await scope
    .getByRole('button', { name: /서울특별시 강남구 역삼동/ })
    .first()
    .click();
  await scope.getByLabel('번지', { exact: true }).fill('737');
  await scope.getByRole('button', { name: /^59㎡/ }).click();
}

/** Submits the form (unless its last answer already did) and returns the report the server made. */
export async function submit(page: Page): Promise<LoanAdviceReport> {
  const sent = sentReports.get(page);
  if (sent) {
    sentReports.delete(page);
    return sent;
  }
  const created = reportCreated(page);
  await page.getByRole('button', { name: '대출 상품 추천받기' }).click();
  return created;
}

/**
 * Answers the loan form's sheets as they ask, from the open one, until the form moves on by itself (the answer that
 * completes it says where it goes: back to the comparison).
 */
export async function answerLoanForm(page: Page, persona: Persona) {
  const sheet = page.locator('[data-state="open"] [role="dialog"]');
  for (let question = await openSheetTitle(page); question !== null; question = await openSheetTitle(page)) {
    if (question === '빌릴 집의 주소를 찾아주세요') {
      await chooseNeighbourhood(sheet);
    } else {
      await answer(sheet, question, persona);
      // The answer that completes the form says where it goes next.
      await sheet.getByRole('button', { name: /^(다음|이 정보로 조건 비교하기)$/ }).click();
    }
    const previous = question;
    await expect.poll(() => openSheetTitle(page), POLL).not.toBe(previous);
  }
}
