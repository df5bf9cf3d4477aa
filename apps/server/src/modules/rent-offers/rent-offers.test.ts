import { compareRentOffers } from '@jipsa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanAdviceResults, userInputInfos } from '../../db/schema/loan-advice.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { asJson, call, contextOn, parsedProfile } from '../loan-advice/loan-advice-test-support.ts';

// 2026-11-25 in Seoul.
const NOW = new Date('2026-11-25T03:00:00Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => NOW });
});
afterAll(async () => {
  await testApp.app.close();
});

const { rentalDeposit: _deposit, monthlyRent: _rent, ...person } = parsedProfile({ cashOnHand: 50_000_000 });
const offers = [
  { label: '전세', rentalDeposit: 300_000_000, monthlyRent: 0 },
  { label: '반전세', rentalDeposit: 100_000_000, monthlyRent: 800_000 },
  { label: '월세', rentalDeposit: 50_000_000, monthlyRent: 1_000_000 },
];
const conversion = { fullDeposit: 300_000_000, conversionRatePercent: 4.8, minDeposit: 50_000_000 };
const compare = (payload: unknown) => call(testApp.app, 'POST', '/api/v1/rentOffers/compare', { payload });
const messageOf = async (payload: unknown) => {
  const response = await compare(payload);
  expect(response.statusCode).toBe(400);
  return response.json().message as string;
};

describe('POST /api/v1/rentOffers/compare', () => {
  it('로그인 없이 오늘의 규칙과 시장금리로 도메인 그대로 비교해요', async () => {
    const response = await compare({ profile: person, offers, conversion });
    expect(response.statusCode).toBe(200);
    const expected = compareRentOffers(
      { profile: person, offers: offers.map((offer) => ({ ...offer, maintenanceFee: 0 })), conversion },
      contextOn('2026-11-25'),
    );
    expect(response.json().data).toEqual(asJson(expected));
    const { data } = response.json();
    expect(data.offers).toHaveLength(3);
    expect(data.bestSplit.monthlyTotal).toBeLessThanOrEqual(data.offers[0].monthlyTotal);
    expect(data.contractMonths).toBe(24);
    expect(data.policyDate).toBe('2026-11-25');
  });

  it('잘못된 입력은 한국어 메시지와 함께 400이에요', async () => {
    expect(await messageOf({ profile: person, offers: [{ ...offers[0], monthlyRent: -1 }] })).toBe(
      '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.',
    );
    expect(await messageOf({ profile: person, offers, conversion: { ...conversion, minDeposit: 120_000_000 } })).toBe(
      "'반전세'의 보증금이 집주인이 받는 최소 보증금보다 적어요.",
    );
    const six = Array.from({ length: 6 }, (_, index) => ({ ...offers[0], label: `조건 ${index + 1}` }));
    expect(await messageOf({ profile: person, offers: six })).toBe('조건은 5개까지 비교할 수 있어요.');
    expect(await messageOf({ profile: person, offers, conversion: { ...conversion, conversionRatePercent: 0 } })).toBe(
      '전환율은 0%보다 크고 100% 이하여야 해요.',
    );
    expect(
      await messageOf({ profile: person, offers, conversion: { ...conversion, conversionRatePercent: 100.5 } }),
    ).toBe('전환율은 0%보다 크고 100% 이하여야 해요.');
    expect(await messageOf({ profile: { ...person, cashOnHand: -5 }, offers })).toBe(
      '현금은 0원부터 100억원까지 원 단위로 입력해주세요.',
    );
    expect(await messageOf({ profile: person, offers: [] })).toBe('비교할 조건을 하나 이상 입력해주세요.');
    expect(await messageOf({ profile: { ...person, rentalDeposit: 1 }, offers })).toContain('알 수 없는 항목이 있어요');
  });

  it('아무것도 저장하지 않아요', async () => {
    const { db } = testApp.app;
    const countRows = async () => [
      (await db.select().from(loanAdviceResults)).length,
      (await db.select().from(userInputInfos)).length,
    ];
    const before = await countRows();
    await compare({ profile: person, offers, conversion });
    expect(await countRows()).toEqual(before);
  });

  it('OpenAPI 문서에 있어요', async () => {
    const response = await call(testApp.app, 'GET', '/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/v1/rentOffers/compare');
  });
});
