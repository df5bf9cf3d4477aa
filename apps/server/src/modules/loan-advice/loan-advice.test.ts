import { ERROR_MESSAGES, type LoanAdviceReport, type LoanAdviceSummary } from '@jipsa/contracts';
import { adviseLoan, estimatePreTerms, listSimpleProducts } from '@jipsa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loanAdviceResults, userInputInfos } from '../../db/schema/loan-advice.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest, signInAsMember } from '../auth/auth-test-support.ts';
import { asJson, call, contextOn, loanProfile, parsedProfile } from './loan-advice-test-support.ts';

// 2026-11-22 01:00 in Seoul, still 2026-11-21 in UTC: the policy date is Seoul's.
const START = new Date('2026-11-21T16:00:00Z');
let now = START;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => now });
});
afterAll(async () => {
  await testApp.app.close();
});

const app = () => testApp.app;
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

async function createReport(
  token: string,
  overrides: Parameters<typeof loanProfile>[0] = {},
): Promise<LoanAdviceReport> {
  const response = await call(app(), 'POST', '/api/v1/loanAdvice', { token, payload: loanProfile(overrides) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function listReports(token: string): Promise<LoanAdviceSummary[]> {
  const response = await call(app(), 'GET', '/api/v1/loanAdvice', { token });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('POST /api/v1/loanAdvice/simple', () => {
  it('로그인 없이 보증금만으로 받을 수 있는 상품을 한도가 큰 순서로 알려줘요', async () => {
    const response = await call(app(), 'POST', '/api/v1/loanAdvice/simple', {
      payload: { rentalDeposit: 300_000_000 },
    });
    expect(response.statusCode).toBe(200);
    const products = response.json().data;
    expect(products).toEqual(asJson(listSimpleProducts({ rentalDeposit: 300_000_000 }, contextOn('2026-11-22'))));
    expect(products.length).toBeGreaterThan(0);
    const limits = products.map((product: { possibleLoanLimit: number }) => product.possibleLoanLimit);
    expect(limits).toEqual([...limits].sort((a, b) => b - a));
  });

  it('보증금이 100만원보다 적거나 모르는 항목이 있으면 400 이고 어느 항목인지 알려줘요', async () => {
    const tooSmall = await call(app(), 'POST', '/api/v1/loanAdvice/simple', { payload: { rentalDeposit: 999_999 } });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().data).toEqual({
      errorCode: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'rentalDeposit', message: '보증금은 100만원부터 20억원까지 입력할 수 있어요.' }],
    });
    const unknown = await call(app(), 'POST', '/api/v1/loanAdvice/simple', {
      payload: { rentalDeposit: 100_000_000, age: 30 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fieldErrors[0].field).toBe('age');
  });
});

describe('POST /api/v1/loanAdvice/pre-terms', () => {
  it('입력 중인 답으로 예상 최대 한도를 알려주고 아무것도 저장하지 않아요', async () => {
    const guest = await signInAsGuest(app());
    const partial = { rentalDeposit: 200_000_000, age: 29, maritalStatus: null };
    const response = await call(app(), 'POST', '/api/v1/loanAdvice/pre-terms', {
      token: guest.accessToken,
      payload: partial,
    });
    expect(response.statusCode).toBe(200);
    const estimate = response.json().data;
    expect(estimate).toEqual(asJson(estimatePreTerms(partial, contextOn('2026-11-22'))));
    expect(estimate.best).not.toBeNull();
    expect(estimate.eligibleCount).toBeGreaterThan(0);
    expect(await listReports(guest.accessToken)).toEqual([]);

    const member = await signInAsMember(app(), '미리보기');
    const forMember = await call(app(), 'POST', '/api/v1/loanAdvice/pre-terms', {
      token: member.accessToken,
      payload: {},
    });
    expect(forMember.statusCode).toBe(200);
  });

  it('토큰이 없으면 401, 답한 항목이 규칙에 맞지 않으면 그 항목으로 400 이에요', async () => {
    const anonymous = await call(app(), 'POST', '/api/v1/loanAdvice/pre-terms', { payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const guest = await signInAsGuest(app());
    const response = await call(app(), 'POST', '/api/v1/loanAdvice/pre-terms', {
      token: guest.accessToken,
      payload: { age: 17 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([{ field: 'age', message: '만 19세부터 이용할 수 있어요.' }]);
  });
});

describe('POST /api/v1/loanAdvice', () => {
  it('게스트의 보고서는 도메인 계산 그대로이고, 저장된 보고서를 GET 하면 똑같이 돌아와요', async () => {
    const guest = await signInAsGuest(app());
    const report = await createReport(guest.accessToken);
    const expected = adviseLoan(parsedProfile(), contextOn('2026-11-22'));
    expect(report).toEqual({
      ...(asJson(expected) as object),
      loanAdviceResultId: expect.any(String),
      userInputInfoId: expect.any(String),
      createdAt: now.toISOString(),
    });
    expect(report.loanProductCode).toBe('HF-02');
    expect(report.policyDate).toBe('2026-11-22');
    expect(report.marketRateDate).toBe('2026-02-19');
    // 276 days after the newest published COFIX row: the report says the rates are old (issue 13).
    expect(report.marketRatesStale).toBe(true);

    const stored = await call(app(), 'GET', `/api/v1/loanAdvice/${report.loanAdviceResultId}`, {
      token: guest.accessToken,
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().data).toEqual(report);

    const input = await call(app(), 'GET', `/api/v1/userInputInfo/${report.userInputInfoId}`, {
      token: guest.accessToken,
    });
    expect(input.statusCode).toBe(200);
    expect(input.json().data).toEqual({
      ...parsedProfile(),
      userInputInfoId: report.userInputInfoId,
      createdAt: report.createdAt,
    });
  });

  it('기금 우대금리는 다자녀 0.7 %p까지, 만 35~39세 청년전용은 재직·창업 지원과 병역을 함께 조건으로 말해요 (issue 47 #2–#3)', async () => {
    const guest = await signInAsGuest(app());
    // 서울, 부부합산 3천만, 자녀 3명, 보증금 8천만, 현금 6,500만: NHUF-05 ≤4천 × ≤1억 2.8 − min(0.7 + 소액 0.2, 0.7) = 2.1.
    const family = await createReport(guest.accessToken, {
      age: 40,
      maritalStatus: 'MARRIED',
      childStatus: 'THREE_OR_MORE_CHILDREN',
      rentalDeposit: 80_000_000,
      cashOnHand: 65_000_000,
    });
    const fund = family.recommendedProducts.find((product) => product.loanProductCode === 'NHUF-05');
    expect(fund?.expectedLoanRate).toBe(2.1);
    expect(fund?.conditions.join(' ')).toContain('기초생활수급·차상위계층·한부모 가구는 연 1%p까지 받아 연 1.9%예요');
    // Answered: 예 → the 1.0 %p cap prices it (2.8 − 0.9 = 1.9), no condition; 아니요 → 0.7 %p, no condition.
    for (const [isLowIncomeOrSingleParent, rate] of [
      [true, 1.9],
      [false, 2.1],
    ] as const) {
      const answered = await createReport(guest.accessToken, {
        age: 40,
        maritalStatus: 'MARRIED',
        childStatus: 'THREE_OR_MORE_CHILDREN',
        rentalDeposit: 80_000_000,
        cashOnHand: 65_000_000,
        isLowIncomeOrSingleParent,
      });
      const answeredFund = answered.recommendedProducts.find((product) => product.loanProductCode === 'NHUF-05');
      expect(answeredFund?.expectedLoanRate).toBe(rate);
      expect(answeredFund?.conditionCodes).not.toContain('PREFERRED_BORROWER_RATE');
    }

    const youth = await createReport(guest.accessToken, { age: 36, rentalDeposit: 100_000_000, cashOnHand: 0 });
    const youthLoan = youth.recommendedProducts.find((product) => product.loanProductCode === 'NHUF-02');
    expect(youthLoan?.conditions.join(' ')).toContain(
      '만 36세라서 중견기업에 다니거나 창업 관련 보증·자금 지원을 받고 있고, 병역을 마친 경우에만 받을 수 있어요.',
    );
  });

  it('부동산 전자계약이면 2026년 12월 31일 신청분까지 기금 금리를 0.1 %p 낮추고, 묻지 않았으면 그 금리를 조건으로 말해요 (issue 47 #2)', async () => {
    const guest = await signInAsGuest(app());
    // 부산 3천만, 보증금 1억: NHUF-05 2.8 − 소액 0.2 − 수도권 밖 0.2 = 2.4.
    const renter = {
      annualIncome: 30_000_000,
      rentalDeposit: 100_000_000,
      cashOnHand: 80_000_000,
      districtCode: '2611010100',
    };
    const rateOf = (report: LoanAdviceReport) =>
      report.recommendedProducts.find((product) => product.loanProductCode === 'NHUF-05');
    expect(
      rateOf(await createReport(guest.accessToken, { ...renter, isElectronicContract: true }))?.expectedLoanRate,
    ).toBe(2.3);
    const no = rateOf(await createReport(guest.accessToken, { ...renter, isElectronicContract: false }));
    expect(no?.expectedLoanRate).toBe(2.4);
    expect(no?.conditionCodes).not.toContain('ELECTRONIC_CONTRACT_RATE');
    const unasked = rateOf(await createReport(guest.accessToken, renter));
    expect(unasked?.expectedLoanRate).toBe(2.4);
    expect(unasked?.conditionCodes).toContain('ELECTRONIC_CONTRACT_RATE');
    expect(unasked?.conditions.join(' ')).toContain(
      '부동산 거래 전자계약으로 계약하면 연 0.1%p 우대를 받아 연 2.3%예요',
    );

    // 2027-01-01 in Seoul: the preference has ended, whatever the answer.
    const before = now;
    now = new Date('2026-12-31T15:00:00Z');
    try {
      const after = rateOf(await createReport(guest.accessToken, { ...renter, isElectronicContract: true }));
      expect(after?.expectedLoanRate).toBe(2.4);
      expect(after?.conditionCodes).not.toContain('ELECTRONIC_CONTRACT_RATE');
    } finally {
      now = before;
    }
  });

  it('시가 9억원 초과 주택을 가진 1주택자는 보증 상품을 받을 수 없고, 묻지 않았으면 그 규칙을 조건으로 말해요 (issue 47 #9)', async () => {
    const guest = await signInAsGuest(app());
    const owner = { houseOwnershipType: 'SINGLE_HOUSE', rentalDeposit: 200_000_000 } as const;
    const over = await createReport(guest.accessToken, { ...owner, isOwnedHomeOver900M: true });
    for (const code of ['HF-03', 'HUG-01', 'SGI-01']) {
      const product = over.recommendedProducts.find((each) => each.loanProductCode === code);
      expect(product?.eligible, code).toBe(false);
      expect(product?.notEligibleReasonCodes, code).toContain('OWNED_HOME_OVER_900M');
    }
    const unasked = await createReport(guest.accessToken, owner);
    const sgi = unasked.recommendedProducts.find((each) => each.loanProductCode === 'SGI-01');
    expect(sgi?.eligible).toBe(true);
    expect(sgi?.conditionCodes).toContain('OWNED_HOME_VALUE_UNKNOWN');
    const under = await createReport(guest.accessToken, { ...owner, isOwnedHomeOver900M: false });
    const answeredSgi = under.recommendedProducts.find((each) => each.loanProductCode === 'SGI-01');
    expect(answeredSgi?.conditionCodes).not.toContain('OWNED_HOME_VALUE_UNKNOWN');
  });

  it('보증금을 돌려받지 못했다고 하면 기금의 전세피해 대출 4개를 한도·금리·이유와 함께 보여주고, 말하지 않으면 예전 답 그대로예요 (issue 49 #4)', async () => {
    const guest = await signInAsGuest(app());
    const damage = {
      damagedLeaseDeposit: 300_000_000,
      lostDepositAmount: 100_000_000,
      hasLeaseholdRegistration: true,
      isDecidedFraudVictim: true,
    } as const;
    const plain = await createReport(guest.accessToken);
    expect(plain.recommendedProducts.map((each) => each.loanProductCode)).not.toContain('NHUF-08');
    expect(plain.recommendedProducts).toHaveLength(13);

    const lost = await createReport(guest.accessToken, damage);
    const codes = lost.recommendedProducts.map((each) => each.loanProductCode);
    expect(codes).toEqual(expect.arrayContaining(['NHUF-08', 'NHUF-09', 'NHUF-10', 'NHUF-11']));
    const jeonse = lost.recommendedProducts.find((each) => each.loanProductCode === 'NHUF-08');
    // 새 집 1억 5,000만원의 80% = 1억 2,000만원 (상한 2억 4,000만원), 금리표 미확인이라 범위 맨 위 2.7%.
    expect(jeonse).toMatchObject({
      eligible: true,
      possibleLoanLimit: 120_000_000,
      expectedLoanRate: 2.7,
      isEstimate: true,
    });
    expect(jeonse?.conditionCodes).toContain('RATE_GRID_UNCONFIRMED');
    const purchase = lost.recommendedProducts.find((each) => each.loanProductCode === 'NHUF-11');
    expect(purchase?.conditions[0]).toMatch(/^집을 사는 대출이라 전세 대출 비교에는 넣지 않았어요/u);
    expect(lost.loanProductCode).not.toBe('NHUF-11');

    const underThirty = await createReport(guest.accessToken, { ...damage, lostDepositAmount: 89_999_999 });
    const refused = underThirty.recommendedProducts.find((each) => each.loanProductCode === 'NHUF-08');
    expect(refused).toMatchObject({ eligible: false, notEligibleReasonCodes: ['DEPOSIT_LOSS_TOO_SMALL'] });
    expect(refused?.notEligibleReasons).toEqual([
      '보증금의 30% 이상을 돌려받지 못했어야 받을 수 있는데, 돌려받지 못한 돈은 보증금 3억원 중 8,999만 9,999원이에요.',
    ]);

    const overCap = await createReport(guest.accessToken, {
      ...damage,
      damagedLeaseDeposit: 500_000_001,
      lostDepositAmount: 200_000_000,
    });
    for (const code of ['NHUF-08', 'NHUF-09']) {
      const product = overCap.recommendedProducts.find((each) => each.loanProductCode === code);
      expect(product?.eligible, code).toBe(false);
      expect(product?.notEligibleReasons, code).toEqual([
        '피해를 입은 집의 보증금이 5억원 이하여야 받을 수 있는데 5억 1원이에요.',
      ]);
    }

    const inconsistent = await call(app(), 'POST', '/api/v1/loanAdvice', {
      token: guest.accessToken,
      payload: loanProfile({ ...damage, lostDepositAmount: 300_000_001 }),
    });
    expect(inconsistent.statusCode).toBe(400);
    expect(inconsistent.json().data.fieldErrors).toEqual([
      { field: 'lostDepositAmount', message: '돌려받지 못한 금액은 그 집의 보증금보다 클 수 없어요.' },
    ]);
  });

  it('회원의 보고서 목록은 최신순이고 요약 항목을 담아요', async () => {
    const member = await signInAsMember(app(), '목록회원');
    const first = await createReport(member.accessToken);
    minutesLater(1);
    const second = await createReport(member.accessToken, {
      maritalStatus: 'NEWLY_MARRIED',
      spouseAnnualIncome: 20_000_000,
    });
    expect(await listReports(member.accessToken)).toEqual(
      [second, first].map((report) => ({
        loanAdviceResultId: report.loanAdviceResultId,
        loanProductCode: report.loanProductCode,
        loanProductName: report.loanProductName,
        expectedLoanRate: report.expectedLoanRate,
        possibleLoanLimit: report.possibleLoanLimit,
        // The deposit of the form, so two reports of a day can be told apart (issue 11).
        rentalDeposit: parsedProfile().rentalDeposit,
        createdAt: report.createdAt,
      })),
    );
    expect(second.loanProductCode).not.toBe(first.loanProductCode);
  });

  it('받을 수 있는 상품이 없어도 보고서는 저장되고 상품 항목은 비어 있어요', async () => {
    const guest = await signInAsGuest(app());
    const report = await createReport(guest.accessToken, {
      houseOwnershipType: 'MULTI_HOUSE',
      isNetAssetOver345M: true,
      annualIncome: 900_000_000,
    });
    expect(report).toMatchObject({
      hasEligibleProduct: false,
      loanProductCode: null,
      expectedLoanRate: null,
      loanAmount: 0,
    });
    expect(report.recommendedProducts.every((product) => !product.eligible)).toBe(true);
    expect(await listReports(guest.accessToken)).toEqual([
      {
        loanAdviceResultId: report.loanAdviceResultId,
        loanProductCode: null,
        loanProductName: null,
        expectedLoanRate: null,
        possibleLoanLimit: null,
        rentalDeposit: parsedProfile().rentalDeposit,
        createdAt: report.createdAt,
      },
    ]);
  });

  it('빠진 항목·범위 밖의 값·모르는 항목은 400 이고 fieldErrors 에 모두 담겨요', async () => {
    const guest = await signInAsGuest(app());
    const { districtCode: _districtCode, ...withoutAddress } = loanProfile();
    const response = await call(app(), 'POST', '/api/v1/loanAdvice', {
      token: guest.accessToken,
      payload: { ...withoutAddress, age: 18, rentalDeposit: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.errorCode).toBe('VALIDATION_FAILED');
    expect(body.data.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'rentalDeposit', message: '임차보증금은 0원부터 20억원까지 원 단위로 입력해주세요.' },
        { field: 'age', message: '만 19세부터 이용할 수 있어요.' },
        { field: 'districtCode', message: '주소를 검색해서 골라주세요.' },
      ]),
    );
    const unknown = await call(app(), 'POST', '/api/v1/loanAdvice', {
      token: guest.accessToken,
      payload: { ...loanProfile(), creditScore: 900 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.fieldErrors[0].field).toBe('creditScore');
    expect(await listReports(guest.accessToken)).toEqual([]);
  });

  it('토큰이 없으면 401 이에요', async () => {
    const response = await call(app(), 'POST', '/api/v1/loanAdvice', { payload: loanProfile() });
    expect(response.statusCode).toBe(401);
    expect(response.json().data.errorCode).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/v1/loanAdvice/specific', () => {
  it('저장된 입력으로 고른 상품을 선택한 보고서를 새로 저장해요', async () => {
    const member = await signInAsMember(app(), '상품선택');
    const original = await createReport(member.accessToken);
    minutesLater(1);
    const response = await call(app(), 'POST', '/api/v1/loanAdvice/specific', {
      token: member.accessToken,
      payload: { userInputInfoId: original.userInputInfoId, productCode: 'NHUF-02' },
    });
    expect(response.statusCode).toBe(200);
    const specific: LoanAdviceReport = response.json().data;
    expect(specific).toEqual({
      ...(asJson(adviseLoan(parsedProfile(), { ...contextOn('2026-11-22'), productCode: 'NHUF-02' })) as object),
      loanAdviceResultId: expect.any(String),
      userInputInfoId: original.userInputInfoId,
      createdAt: now.toISOString(),
    });
    expect(specific.loanProductCode).toBe('NHUF-02');
    expect(specific.loanAdviceResultId).not.toBe(original.loanAdviceResultId);

    const stored = await call(app(), 'GET', `/api/v1/loanAdvice/${specific.loanAdviceResultId}`, {
      token: member.accessToken,
    });
    expect(stored.json().data).toEqual(specific);
    expect((await listReports(member.accessToken)).map((row) => row.loanAdviceResultId)).toEqual([
      specific.loanAdviceResultId,
      original.loanAdviceResultId,
    ]);
  });

  it('받을 수 없는 상품을 고르면 productCode 에 이유를 담은 400 이고 아무것도 저장하지 않아요', async () => {
    const guest = await signInAsGuest(app());
    const original = await createReport(guest.accessToken);
    const response = await call(app(), 'POST', '/api/v1/loanAdvice/specific', {
      token: guest.accessToken,
      payload: { userInputInfoId: original.userInputInfoId, productCode: 'NHUF-04' },
    });
    expect(response.statusCode).toBe(400);
    const [fieldError] = response.json().data.fieldErrors;
    expect(fieldError.field).toBe('productCode');
    expect(fieldError.message).toContain("'신혼부부전용 전세자금대출' 상품을 받을 수 없어요.");
    expect(fieldError.message).toContain('신혼부부');
    expect(await listReports(guest.accessToken)).toHaveLength(1);

    const lost = await createReport(guest.accessToken, {
      damagedLeaseDeposit: 300_000_000,
      lostDepositAmount: 100_000_000,
      isDecidedFraudVictim: true,
    });
    const purchase = await call(app(), 'POST', '/api/v1/loanAdvice/specific', {
      token: guest.accessToken,
      payload: { userInputInfoId: lost.userInputInfoId, productCode: 'NHUF-11' },
    });
    expect(purchase.statusCode).toBe(400);
    expect(purchase.json().data.fieldErrors[0].message).toMatch(
      /^'전세사기피해자 디딤돌 구입자금' 상품은 이 집의 보증금을 빌리는 대출이 아니라서 고를 수 없어요\. 집을 사는 대출이라/u,
    );

    const unknownCode = await call(app(), 'POST', '/api/v1/loanAdvice/specific', {
      token: guest.accessToken,
      payload: { userInputInfoId: original.userInputInfoId, productCode: 'BANK-99' },
    });
    expect(unknownCode.statusCode).toBe(400);
    expect(unknownCode.json().data.fieldErrors).toEqual([{ field: 'productCode', message: '알 수 없는 상품이에요.' }]);
  });
});

describe('내 보고서와 입력 정보는 주인만 볼 수 있어요', () => {
  it('다른 사람의 보고서·입력 정보·재산출은 404 NOT_FOUND 이고 목록에도 없어요', async () => {
    const owner = await signInAsGuest(app());
    const report = await createReport(owner.accessToken);
    const stranger = await signInAsMember(app(), '남의것');

    for (const url of [
      `/api/v1/loanAdvice/${report.loanAdviceResultId}`,
      `/api/v1/userInputInfo/${report.userInputInfoId}`,
    ]) {
      const response = await call(app(), 'GET', url, { token: stranger.accessToken });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 404,
        message: ERROR_MESSAGES.NOT_FOUND,
        data: { errorCode: 'NOT_FOUND' },
      });
    }
    const specific = await call(app(), 'POST', '/api/v1/loanAdvice/specific', {
      token: stranger.accessToken,
      payload: { userInputInfoId: report.userInputInfoId, productCode: 'NHUF-02' },
    });
    expect(specific.statusCode).toBe(404);
    expect(await listReports(stranger.accessToken)).toEqual([]);
  });

  it('형식이 틀린 id 나 없는 id 도 500 이 아니라 404 예요', async () => {
    const guest = await signInAsGuest(app());
    for (const id of ['not-a-uuid', '1', '00000000-0000-0000-0000-000000000000', "x' or '1'='1"]) {
      for (const path of ['loanAdvice', 'userInputInfo']) {
        const response = await call(app(), 'GET', `/api/v1/${path}/${encodeURIComponent(id)}`, {
          token: guest.accessToken,
        });
        expect(response.statusCode).toBe(404);
      }
    }
  });

  it('토큰이 없으면 목록과 보고서 모두 401 이에요', async () => {
    expect((await call(app(), 'GET', '/api/v1/loanAdvice')).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/api/v1/loanAdvice/00000000-0000-0000-0000-000000000000')).statusCode).toBe(401);
  });
});

describe('기준일', () => {
  // Each case signs its guest in on the day it moves to: a token issued "later" than the clock is refused.
  it('서울 날짜로 정해지고, 그날 적용되는 시장금리 행을 써요', async () => {
    try {
      now = new Date('2026-02-18T14:59:59Z'); // 2026-02-18 23:59:59 in Seoul
      const guest = await signInAsGuest(app());
      const before = await createReport(guest.accessToken);
      expect(before).toMatchObject({ policyDate: '2026-02-18', marketRateDate: '2025-10-15', marketRatesStale: true });
      expect(before.depositInterestRate).toBe(contextOn('2026-02-18').marketRates.depositRate);

      now = new Date('2026-02-18T15:00:00Z'); // midnight in Seoul
      const after = await createReport(guest.accessToken);
      expect(after).toMatchObject({ policyDate: '2026-02-19', marketRateDate: '2026-02-19', marketRatesStale: false });
      expect(after.depositInterestRate).toBe(contextOn('2026-02-19').marketRates.depositRate);
      expect(contextOn('2026-02-19').marketRates.cofixNewBalance).toBe(2.48);
    } finally {
      now = START;
    }
  });

  it('표보다 이른 날에는 가장 이른 시장금리 행을 써요', async () => {
    try {
      now = new Date('2025-03-01T03:00:00Z');
      const guest = await signInAsGuest(app());
      const report = await createReport(guest.accessToken);
      expect(report).toMatchObject({ policyDate: '2025-03-01', marketRateDate: '2025-07-15' });
    } finally {
      now = START;
    }
  });
});

describe('게스트 기록을 회원에게 옮기기', () => {
  it('게스트의 보고서와 입력이 회원 것이 되고, 다시 옮기면 0 이에요', async () => {
    const guest = await signInAsGuest(app());
    const first = await createReport(guest.accessToken);
    minutesLater(1);
    const second = await createReport(guest.accessToken, { cashOnHand: 0 });
    const member = await signInAsMember(app(), '옮겨받기');
    const mine = await createReport(member.accessToken);

    const transfer = () =>
      call(app(), 'POST', '/api/v1/user/transfer', {
        token: member.accessToken,
        payload: { guestToken: guest.accessToken },
      });
    const response = await transfer();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ transferredReports: 2 });

    const ids = (await listReports(member.accessToken)).map((row) => row.loanAdviceResultId);
    expect(ids).toEqual(
      expect.arrayContaining([first.loanAdviceResultId, second.loanAdviceResultId, mine.loanAdviceResultId]),
    );
    expect(ids).toHaveLength(3);
    const moved = await call(app(), 'GET', `/api/v1/loanAdvice/${first.loanAdviceResultId}`, {
      token: member.accessToken,
    });
    expect(moved.json().data).toEqual(first);
    const movedInput = await call(app(), 'GET', `/api/v1/userInputInfo/${second.userInputInfoId}`, {
      token: member.accessToken,
    });
    expect(movedInput.statusCode).toBe(200);

    expect(await listReports(guest.accessToken)).toEqual([]);
    const gone = await call(app(), 'GET', `/api/v1/loanAdvice/${first.loanAdviceResultId}`, {
      token: guest.accessToken,
    });
    expect(gone.statusCode).toBe(404);

    expect((await transfer()).json().data).toEqual({ transferredReports: 0 });
  });

  it('회원이 탈퇴하면 보고서와 입력도 함께 지워져요', async () => {
    const member = await signInAsMember(app(), '탈퇴회원');
    const report = await createReport(member.accessToken);
    const withdraw = await app().inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: { accesstoken: member.accessToken },
    });
    expect(withdraw.statusCode).toBe(200);
    const { db } = testApp.database;
    expect(
      await db.select().from(loanAdviceResults).where(eq(loanAdviceResults.id, report.loanAdviceResultId)),
    ).toEqual([]);
    expect(await db.select().from(userInputInfos).where(eq(userInputInfos.id, report.userInputInfoId))).toEqual([]);
  });
});

describe('이전에 저장된 보고서 (issue 13, 12)', () => {
  it('조건과 금리 신선도, 전세 안전 진단이 없던 보고서도 지금 모양으로 돌려주고 진단은 지어내지 않아요', async () => {
    const guest = await signInAsGuest(app());
    const report = await createReport(guest.accessToken);
    const { db } = testApp.database;
    const [row] = await db.select().from(loanAdviceResults).where(eq(loanAdviceResults.id, report.loanAdviceResultId));
    // The shape stored before 2026-11-24: no conditions, no staleness flag, no deposit-safety verdict.
    const {
      conditions: _conditions,
      marketRatesStale: _stale,
      jeonseSafety: _safety,
      ...older
    } = row?.report as Record<string, unknown>;
    const products = (older.recommendedProducts as Record<string, unknown>[]).map(
      ({ conditions: _c, conditionCodes: _cc, ...product }) => product,
    );
    await db
      .update(loanAdviceResults)
      .set({ report: { ...older, recommendedProducts: products } })
      .where(eq(loanAdviceResults.id, report.loanAdviceResultId));

    const stored = await call(app(), 'GET', `/api/v1/loanAdvice/${report.loanAdviceResultId}`, {
      token: guest.accessToken,
    });
    expect(stored.statusCode).toBe(200);
    // Conditions were not computed then: none are shown rather than today's.
    expect(stored.json().data).toEqual({
      ...report,
      jeonseSafety: null,
      recommendedProducts: report.recommendedProducts.map((product) => ({
        ...product,
        conditions: [],
        conditionCodes: [],
      })),
    });
  });
});

describe('OpenAPI', () => {
  it('대출 상담 경로가 문서에 실리고 로그인이 필요한 경로에는 AccessToken 이 표시돼요', async () => {
    const paths = (await app().inject({ method: 'GET', url: '/docs/json' })).json().paths;
    expect(paths['/api/v1/loanAdvice/simple'].post.security).toBeUndefined();
    for (const [path, method] of [
      ['/api/v1/loanAdvice/pre-terms', 'post'],
      ['/api/v1/loanAdvice', 'post'],
      ['/api/v1/loanAdvice', 'get'],
      ['/api/v1/loanAdvice/specific', 'post'],
      ['/api/v1/loanAdvice/{id}', 'get'],
      ['/api/v1/loanAdvice/{id}/changes', 'get'],
      ['/api/v1/loanAdvice/{id}/renew', 'post'],
      ['/api/v1/userInputInfo/{id}', 'get'],
    ] as const) {
      expect(paths[path][method].security).toEqual([{ AccessToken: [] }]);
    }
  });
});
