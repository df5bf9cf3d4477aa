import { MAX_DSR_LOANS } from '@jipsa/contracts';
import { buildRepaymentSchedule, calculateDsr, calculateDti, calculateLtv, type DsrLoan } from '@jipsa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const EOK = 100_000_000;
// 00:30 on 2025-10-16 in Seoul, still 2025-10-15 in UTC: the default policy date must be Seoul's.
const SEOUL_JUST_AFTER_10_15 = new Date('2025-10-15T15:30:00Z');

let now = SEOUL_JUST_AFTER_10_15;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => now });
});
afterAll(async () => {
  await testApp.app.close();
});

async function post(url: string, body: unknown) {
  const response = await testApp.app.inject({ method: 'POST', url, payload: body as object });
  return { status: response.statusCode, body: response.json() };
}

/** POSTs a body that must succeed and returns the envelope's `data`. */
async function calc(url: string, body: unknown) {
  const { status, body: envelope } = await post(url, body);
  expect(status, JSON.stringify(envelope)).toBe(200);
  expect(envelope).toMatchObject({ code: 200, message: 'OK' });
  return envelope.data;
}

const mortgage: DsrLoan = {
  loanType: 'MORTGAGE',
  principal: 3 * EOK,
  interestRatePercentage: 5,
  term: 360,
  gracePeriod: 0,
  repaymentType: 'BULLET',
  maturityPaymentAmount: 0,
  interestRateType: 'VARIABLE',
  isMetroArea: true,
};

describe('POST /api/v1/ltvCalc', () => {
  it('규제지역 무주택 20억 주택: 20억 × 40 % = 8억이지만 25억 이하 한도 4억까지만 빌려요', async () => {
    const body = {
      loanPurpose: 'HOME_PURCHASE',
      collateralValue: 20 * EOK,
      regionType: 'REGULATED_AREA',
      houseOwnershipType: 'NO_HOUSE',
      policyDate: '2025-10-16',
    } as const;
    const data = await calc('/api/v1/ltvCalc', body);
    expect(data).toEqual(calculateLtv(body));
    expect(data).toMatchObject({ ltvPercent: 40, possibleLoanAmount: 4 * EOK, capAmount: 4 * EOK, isEstimate: false });
    expect(data.appliedRules.length).toBeGreaterThan(0);
  });

  it('지방 1주택 생활안정자금 5억: 5억 × 70 % = 3억 5천만원, 한도 없음, 추정치 표시', async () => {
    const body = {
      loanPurpose: 'LIVING_STABILITY',
      collateralValue: 5 * EOK,
      regionType: 'OTHER_AREAS',
      houseOwnershipType: 'SINGLE_HOUSE',
      policyDate: '2025-10-16',
    } as const;
    const data = await calc('/api/v1/ltvCalc', body);
    expect(data).toEqual(calculateLtv(body));
    expect(data).toMatchObject({ ltvPercent: 70, possibleLoanAmount: 350_000_000, capAmount: null, isEstimate: true });
  });

  it('기준일이 없으면 서울 기준 오늘 날짜의 규정을 써요', async () => {
    const data = await calc('/api/v1/ltvCalc', {
      loanPurpose: 'HOME_PURCHASE',
      collateralValue: 10 * EOK,
      regionType: 'REGULATED_AREA',
      houseOwnershipType: 'NO_HOUSE',
    });
    expect(data.policyDate).toBe('2025-10-16');
    // 10·15 table: 15억 이하 → 한도 6억; 10억 × 40 % = 4억.
    expect(data).toMatchObject({ possibleLoanAmount: 4 * EOK, capAmount: 6 * EOK });
  });

  it('규제지역 안내는 기준일의 지정을 따라요: 2026-07-01부터 경기 15곳과 그 전 신청분의 종전 규정을 말해요', async () => {
    const body = {
      loanPurpose: 'HOME_PURCHASE',
      collateralValue: 10 * EOK,
      regionType: 'REGULATED_AREA',
      houseOwnershipType: 'NO_HOUSE',
    } as const;
    const before = await calc('/api/v1/ltvCalc', { ...body, policyDate: '2026-06-30' });
    const after = await calc('/api/v1/ltvCalc', { ...body, policyDate: '2026-07-01' });
    expect(before.appliedRules.join(' ')).toContain('경기 12곳');
    expect(after.appliedRules.join(' ')).toContain('경기 15곳(과천·광명·구리·');
    expect(after.appliedRules.join(' ')).toContain('2026년 6월 30일까지 대출 신청이 접수됐거나');
  });
});

describe('POST /api/v1/dtiCalc', () => {
  it('연소득 5천만, 1.2억 만기일시 5 % 10년, 다른 대출 이자 100만: 1,200만 + 600만 + 100만 → 38 %', async () => {
    const body = {
      annualIncome: 50_000_000,
      loanAmount: 120_000_000,
      interestRate: 5,
      loanTerm: 120,
      repaymentType: 'BULLET',
      yearlyLoanInterestRepayment: 1_000_000,
      policyDate: '2025-10-16',
    } as const;
    const data = await calc('/api/v1/dtiCalc', body);
    expect(data).toEqual(calculateDti(body));
    // 원금 120,000,000 × 12 ÷ 120 = 12,000,000 · 이자 120,000,000 × 5 % = 6,000,000/년
    expect(data).toMatchObject({
      annualRepaymentPrincipal: 12_000_000,
      annualRepaymentInterest: 6_000_000,
      annualRepaymentAmount: 18_000_000,
      yearlyLoanInterestRepayment: 1_000_000,
      dtiPercent: 38,
    });
    expect(data.referenceLimits.map((limit: { key: string }) => limit.key)).toContain('REGULATED_AREA');
  });

  it('원금균등 120만원 12 % 3개월: 이자 12,000 + 8,000 + 4,000, 연 환산 4,896,000 ÷ 6천만 = 8.16 %', async () => {
    const body = {
      annualIncome: 60_000_000,
      loanAmount: 1_200_000,
      interestRate: 12,
      loanTerm: 3,
      repaymentType: 'EQUAL_PRINCIPAL',
    } as const;
    const data = await calc('/api/v1/dtiCalc', body);
    expect(data).toEqual(calculateDti({ ...body, yearlyLoanInterestRepayment: 0, policyDate: '2025-10-16' }));
    // 원금 1,200,000 × 12 ÷ 3 = 4,800,000 · 이자 24,000 × 12 ÷ 3 = 96,000
    expect(data).toMatchObject({
      annualRepaymentPrincipal: 4_800_000,
      annualRepaymentInterest: 96_000,
      dtiPercent: 8.16,
      yearlyLoanInterestRepayment: 0,
    });
  });
});

describe('POST /api/v1/dsrCalc', () => {
  it('공개 예시: 연소득 1억, 수도권 변동 4.0 % 30년 원리금균등 → 3단계 587,072,544원, 10·15 이후 501,025,226원', async () => {
    const before = await calc('/api/v1/dsrCalc', { annualIncome: EOK, loans: [], policyDate: '2025-10-15' });
    expect(before).toMatchObject({ stressStage: 3, policyDate: '2025-10-15' });
    expect(before.maxAdditionalMortgage).toEqual({
      withStress: 587_072_544,
      withoutStress: 698_204_135,
      ratePercent: 4,
      stressRatePercent: 1.5,
    });
    const after = await calc('/api/v1/dsrCalc', { annualIncome: EOK, loans: [], policyDate: '2025-10-16' });
    expect(after).toMatchObject({ stressStage: 3, policyDate: '2025-10-16' });
    expect(after.maxAdditionalMortgage).toEqual({
      withStress: 501_025_226,
      withoutStress: 698_204_135,
      ratePercent: 4,
      stressRatePercent: 3,
    });
  });

  it('기준일이 없으면 서울 날짜로 정해요: 서울 10월 15일 밤엔 1.5 %p, 자정을 넘기면 3.0 %p', async () => {
    now = new Date('2025-10-15T14:59:00Z');
    const lateOn15th = await calc('/api/v1/dsrCalc', { annualIncome: EOK, loans: [] });
    now = SEOUL_JUST_AFTER_10_15;
    const after = await calc('/api/v1/dsrCalc', { annualIncome: EOK, loans: [] });
    expect(lateOn15th).toMatchObject({ policyDate: '2025-10-15', maxAdditionalMortgage: { withStress: 587_072_544 } });
    expect(after).toMatchObject({ policyDate: '2025-10-16', maxAdditionalMortgage: { withStress: 501_025_226 } });
  });

  it('수도권 만기일시 주담대 3억(5 %, 30년), 연소득 1억: 3,000만 + 2,400만 → 54 %, 은행 한도 40 % 초과', async () => {
    const body = { annualIncome: EOK, loans: [mortgage], policyDate: '2025-10-16' };
    const data = await calc('/api/v1/dsrCalc', body);
    expect(data).toEqual(calculateDsr(body));
    // 원금 300,000,000 ÷ 10년 = 30,000,000 · 이자 300,000,000 × (5 + 3) % = 24,000,000
    expect(data).toMatchObject({
      dsrPercent: 54,
      limitPercent: 40,
      withinLimit: false,
      totalAnnualRepayment: 54_000_000,
      borrowerLevelApplies: true,
    });
    expect(data.loans[0]).toMatchObject({
      annualPrincipalRepayment: 30_000_000,
      annualInterestRepayment: 24_000_000,
      stressRatePercent: 3,
      dsrRatePercent: 8,
    });
    expect(data.maxAdditionalMortgage.withStress).toBe(0);
  });

  it('전세대출은 10·15 대책대로 세요: 무주택 0 %, 서울 1주택자는 이자만(가산 없이), 제2금융권 한도는 50 %', async () => {
    // FSC 2025-10-15 (10·15 대책), 2025-10-29 시행: 수도권·규제지역 1주택자 전세대출 이자만 DSR에 반영. 전세대출
    // 이자의 스트레스 금리는 어느 문서에도 없어서 안내로만 말해요 (issue 47 #7).
    const jeonse = {
      ...mortgage,
      loanType: 'JEONSE_LOAN' as const,
      principal: 2 * EOK,
      interestRatePercentage: 4,
      term: 24,
    };
    const body = {
      annualIncome: 50_000_000,
      lenderType: 'NON_BANK',
      loans: [jeonse],
      houseOwnership: 'NO_HOUSE',
      policyDate: '2026-11-26',
    } as const;
    const none = await calc('/api/v1/dsrCalc', body);
    expect(none).toEqual(calculateDsr(body));
    expect(none).toMatchObject({ dsrPercent: 0, limitPercent: 50, withinLimit: true, borrowerLevelApplies: false });
    expect(none.loans[0]).toMatchObject({ countedInDsr: false, annualInterestRepayment: 0 });

    const owner = await calc('/api/v1/dsrCalc', { ...body, houseOwnership: 'ONE_HOUSE' });
    // 2억 × 4 % = 8,000,000 ÷ 50,000,000 = 16 %; a bank adding 3.0 %p would get 2억 × 7 % → 28 %, said in a note.
    expect(owner).toMatchObject({ dsrPercent: 16 });
    expect(owner.notes).toContainEqual(expect.stringContaining('은행이 스트레스 금리를 더하면'));
    expect(owner.notes).toContainEqual(expect.stringContaining('28%'));
    expect(owner.loans[0]).toMatchObject({
      countedInDsr: true,
      assumedTermMonths: null,
      annualPrincipalRepayment: 0,
      annualInterestRepayment: 8_000_000,
      stressRatePercent: 0,
    });
  });

  describe('옛 전세대출과 새 전세대출 (issue 47 #6: 「대출수요 관리 방안 FAQ」 2025.10 §5-1·5-4, 경과규정)', () => {
    // 1주택자, 연소득 6천만, 서울 전세대출 2억 4 % (이자 800만원 → 13.33 %, 스트레스 3.0 %p를 더하면 1,400만원 → 23.33 %).
    const jeonse = {
      ...mortgage,
      loanType: 'JEONSE_LOAN' as const,
      principal: 2 * EOK,
      interestRatePercentage: 4,
      term: 24,
      isPolicyLoan: false,
    };
    const dsrOf = async (facts: object, policyDate = '2026-11-29') => {
      const body = {
        annualIncome: 60_000_000,
        loans: [{ ...jeonse, ...facts }],
        houseOwnership: 'ONE_HOUSE',
        policyDate,
      };
      const data = await calc('/api/v1/dsrCalc', body);
      expect(data).toEqual(calculateDsr(body as Parameters<typeof calculateDsr>[0]));
      return data;
    };

    it.each([
      ['2025-10-28에 받은 대출', { loanDate: '2025-10-28' }, 0],
      ['2025-10-29에 새로 받은 대출', { loanDate: '2025-10-29', leaseSignedDate: '2025-10-29' }, 13.33],
      ['2025-11-01에 새로 받은 대출', { loanDate: '2025-11-01', leaseSignedDate: '2025-10-30' }, 13.33],
      [
        '계약금을 2025-10-28에 낸 임대차의 2025-11-01 대출',
        { loanDate: '2025-11-01', leaseSignedDate: '2025-10-28' },
        0,
      ],
      ['증액 없이 연장한 기존 대출', { extendedWithoutIncrease: true }, 0],
      ['버팀목 전세대출', { isPolicyLoan: true, loanDate: '2025-11-01' }, 0],
    ])('1주택자의 %s → DSR %s %%', async (_, facts, dsrPercent) => {
      const data = await dsrOf(facts);
      expect(data.dsrPercent).toBe(dsrPercent);
      expect(data.loans[0].countedInDsr).toBe(dsrPercent > 0);
      if (dsrPercent > 0) expect(data.notes).toContainEqual(expect.stringContaining('DSR은 23.33%예요'));
    });

    it('2025-11-01 대출도 규정 시행 전날(2025-10-28)을 기준일로 하면 들어가지 않아요', async () => {
      expect((await dsrOf({ loanDate: '2025-11-01', leaseSignedDate: '2025-10-30' }, '2025-10-28')).dsrPercent).toBe(0);
    });

    it('옛 클라이언트처럼 날짜를 안 보내면 넣고, 그 전 대출이면 몇 %인지 조건으로 말해요', async () => {
      const { isPolicyLoan: _policy, ...bare } = jeonse;
      const body = { annualIncome: 60_000_000, loans: [bare], policyDate: '2026-11-29' };
      const data = await calc('/api/v1/dsrCalc', body);
      expect(data.dsrPercent).toBe(13.33);
      expect(data.notes).toContainEqual(expect.stringContaining('집이 몇 채인지 알려주세요'));
      expect(data.notes).toContainEqual(expect.stringContaining('대출 받은 날을 몰라서'));
      expect(data.notes).toContainEqual(expect.stringContaining('정책 전세대출이라면 DSR은 0%예요'));
    });

    it('임대차계약일이 대출 받은 날보다 늦으면 그 항목을 한국어로 알려줘요', async () => {
      const { status, body } = await post('/api/v1/dsrCalc', {
        annualIncome: 60_000_000,
        loans: [{ ...jeonse, loanDate: '2025-11-01', leaseSignedDate: '2025-11-02' }],
      });
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain('임대차계약일은 대출 받은 날보다 늦을 수 없어요.');
      expect(JSON.stringify(body)).toContain('loans.0.leaseSignedDate');
    });
  });

  it('생략한 거치·만기상환·금리유형은 0, 0, 변동으로 채워 계산해요', async () => {
    const { gracePeriod: _grace, maturityPaymentAmount: _balloon, interestRateType: _type, ...bare } = mortgage;
    const data = await calc('/api/v1/dsrCalc', { annualIncome: EOK, loans: [bare], policyDate: '2025-10-16' });
    expect(data).toEqual(calculateDsr({ annualIncome: EOK, loans: [mortgage], policyDate: '2025-10-16' }));
  });

  it('새 주택담보대출 조건을 주면 그 금리로 추가 한도를 계산해요', async () => {
    const body = {
      annualIncome: EOK,
      loans: [],
      newMortgage: { interestRatePercentage: 3.5, isMetroArea: false, interestRateType: 'PERIODIC' },
      policyDate: '2025-10-16',
    } as const;
    const data = await calc('/api/v1/dsrCalc', body);
    expect(data).toEqual(calculateDsr(body));
    // 지방 0.75 %p × 주기형 40 % = 0.30 %p
    expect(data.maxAdditionalMortgage).toMatchObject({ ratePercent: 3.5, stressRatePercent: 0.3 });
  });
});

describe('POST /api/v1/repaymentCalc', () => {
  it('원리금균등 120만원 12 % 4개월, 거치 1개월: 이자만 12,000원 뒤 월 408,027원, 마지막 회차가 잔액을 정리해요', async () => {
    const body = {
      principal: 1_200_000,
      interestRatePercentage: 12,
      term: 4,
      gracePeriod: 1,
      repaymentType: 'AMORTIZING',
    } as const;
    const data = await calc('/api/v1/repaymentCalc', body);
    expect(data).toEqual(buildRepaymentSchedule(body));
    // A = 1,200,000 × 0.01 × 1.01³ ÷ (1.01³ − 1) = 408,026.5… → 408,027
    // 2회: 이자 12,000, 원금 396,027 → 803,973 · 3회: 이자 ⌊8,039.73⌋ = 8,039, 원금 399,988 → 403,985
    // 4회: 이자 ⌊4,039.85⌋ = 4,039, 원금 403,985 (잔액 전부)
    expect(data.schedule).toEqual([
      {
        installmentNumber: 1,
        principalPayment: 0,
        interestPayment: 12_000,
        totalPayment: 12_000,
        remainingPrincipal: 1_200_000,
      },
      {
        installmentNumber: 2,
        principalPayment: 396_027,
        interestPayment: 12_000,
        totalPayment: 408_027,
        remainingPrincipal: 803_973,
      },
      {
        installmentNumber: 3,
        principalPayment: 399_988,
        interestPayment: 8_039,
        totalPayment: 408_027,
        remainingPrincipal: 403_985,
      },
      {
        installmentNumber: 4,
        principalPayment: 403_985,
        interestPayment: 4_039,
        totalPayment: 408_024,
        remainingPrincipal: 0,
      },
    ]);
    expect(data).toMatchObject({
      totalPrincipal: 1_200_000,
      totalInterest: 36_078,
      totalPayment: 1_236_078,
      totalInstallments: 4,
    });
  });

  it('만기일시 120만원 12 % 3개월: 매달 이자 12,000원, 원금은 마지막 달에 한 번에', async () => {
    const body = { principal: 1_200_000, interestRatePercentage: 12, term: 3, repaymentType: 'BULLET' } as const;
    const data = await calc('/api/v1/repaymentCalc', body);
    expect(data).toEqual(buildRepaymentSchedule(body));
    expect(data.schedule.map((row: { principalPayment: number }) => row.principalPayment)).toEqual([0, 0, 1_200_000]);
    expect(data).toMatchObject({ totalInterest: 36_000, totalPayment: 1_236_000 });
  });

  it('원금균등 3억 4 % 30년, 거치 12개월, 만기상환 1억: 엔진과 똑같은 360회 일정을 돌려줘요', async () => {
    const body = {
      principal: 3 * EOK,
      interestRatePercentage: 4,
      term: 360,
      gracePeriod: 12,
      repaymentType: 'EQUAL_PRINCIPAL',
      maturityPaymentAmount: EOK,
    } as const;
    const data = await calc('/api/v1/repaymentCalc', body);
    expect(data).toEqual(buildRepaymentSchedule(body));
    expect(data.schedule).toHaveLength(360);
    // 거치 동안 이자만: 300,000,000 × 4 % ÷ 12 = 1,000,000
    expect(data.schedule[11]).toMatchObject({ principalPayment: 0, interestPayment: 1_000_000 });
    expect(data.schedule[359].remainingPrincipal).toBe(0);
  });
});

type Case = readonly [title: string, url: string, body: unknown, field: string];

const ltv = {
  loanPurpose: 'HOME_PURCHASE',
  collateralValue: 10 * EOK,
  regionType: 'OTHER_AREAS',
  houseOwnershipType: 'NO_HOUSE',
};
const dti = { annualIncome: 50_000_000, loanAmount: EOK, interestRate: 4, loanTerm: 360, repaymentType: 'AMORTIZING' };
const repayment = { principal: EOK, interestRatePercentage: 4, term: 360, gracePeriod: 0, repaymentType: 'AMORTIZING' };
const dsr = (change: object = {}) => ({ annualIncome: EOK, loans: [mortgage, mortgage], ...change });
const secondLoan = (change: object) => dsr({ loans: [mortgage, { ...mortgage, ...change }] });

const validationCases: readonly Case[] = [
  [
    '원리금 계산: 거치기간이 대출기간과 같으면 안 돼요',
    '/api/v1/repaymentCalc',
    { ...repayment, term: 12, gracePeriod: 12 },
    'gracePeriod',
  ],
  [
    '원리금 계산: 거치기간이 대출기간보다 길면 안 돼요',
    '/api/v1/repaymentCalc',
    { ...repayment, term: 12, gracePeriod: 24, repaymentType: 'EQUAL_PRINCIPAL' },
    'gracePeriod',
  ],
  ['원리금 계산: 음수 대출금액', '/api/v1/repaymentCalc', { ...repayment, principal: -1 }, 'principal'],
  [
    '원리금 계산: 1,000억원을 넘는 대출금액',
    '/api/v1/repaymentCalc',
    { ...repayment, principal: 100_000_000_001 },
    'principal',
  ],
  ['원리금 계산: 원 미만 대출금액', '/api/v1/repaymentCalc', { ...repayment, principal: 1_000_000.5 }, 'principal'],
  [
    '원리금 계산: 100 %를 넘는 이자율',
    '/api/v1/repaymentCalc',
    { ...repayment, interestRatePercentage: 100.5 },
    'interestRatePercentage',
  ],
  [
    '원리금 계산: 소수점 넷째 자리 이자율',
    '/api/v1/repaymentCalc',
    { ...repayment, interestRatePercentage: 4.1234 },
    'interestRatePercentage',
  ],
  ['원리금 계산: 0개월 대출기간', '/api/v1/repaymentCalc', { ...repayment, term: 0 }, 'term'],
  ['원리금 계산: 720개월을 넘는 대출기간', '/api/v1/repaymentCalc', { ...repayment, term: 721 }, 'term'],
  [
    '원리금 계산: 음수 만기상환금액',
    '/api/v1/repaymentCalc',
    { ...repayment, maturityPaymentAmount: -5 },
    'maturityPaymentAmount',
  ],
  [
    '원리금 계산: 모르는 상환방법',
    '/api/v1/repaymentCalc',
    { ...repayment, repaymentType: 'BALLOON' },
    'repaymentType',
  ],
  ['원리금 계산: 문자열 숫자', '/api/v1/repaymentCalc', { ...repayment, principal: '100000000' }, 'principal'],
  ['원리금 계산: 모르는 항목', '/api/v1/repaymentCalc', { ...repayment, memo: 'x' }, 'memo'],
  ['DTI: 연소득 0원', '/api/v1/dtiCalc', { ...dti, annualIncome: 0 }, 'annualIncome'],
  [
    'DTI: 음수 다른 대출 이자',
    '/api/v1/dtiCalc',
    { ...dti, yearlyLoanInterestRepayment: -1 },
    'yearlyLoanInterestRepayment',
  ],
  ['DTI: 대출금액 빠짐', '/api/v1/dtiCalc', { ...dti, loanAmount: undefined }, 'loanAmount'],
  ['DTI: 실수 대출기간', '/api/v1/dtiCalc', { ...dti, loanTerm: 12.5 }, 'loanTerm'],
  ['DTI: 없는 기준일', '/api/v1/dtiCalc', { ...dti, policyDate: '2025-02-30' }, 'policyDate'],
  ['DSR: 연소득 0원', '/api/v1/dsrCalc', dsr({ annualIncome: 0 }), 'annualIncome'],
  ['DSR: 모르는 주택 보유 수', '/api/v1/dsrCalc', dsr({ houseOwnership: 'THREE' }), 'houseOwnership'],
  [
    'DSR: 두 번째 대출의 거치기간이 대출기간 이상',
    '/api/v1/dsrCalc',
    secondLoan({ repaymentType: 'AMORTIZING', term: 24, gracePeriod: 24 }),
    'loans.1.gracePeriod',
  ],
  ['DSR: 두 번째 대출의 음수 대출금액', '/api/v1/dsrCalc', secondLoan({ principal: -100 }), 'loans.1.principal'],
  ['DSR: 두 번째 대출의 모르는 대출 종류', '/api/v1/dsrCalc', secondLoan({ loanType: 'CAR_LOAN' }), 'loans.1.loanType'],
  [
    'DSR: 두 번째 대출의 수도권여부가 문자열',
    '/api/v1/dsrCalc',
    secondLoan({ isMetroArea: 'yes' }),
    'loans.1.isMetroArea',
  ],
  [
    'DSR: 두 번째 대출의 모르는 금리 유형',
    '/api/v1/dsrCalc',
    secondLoan({ interestRateType: 'FIXED' }),
    'loans.1.interestRateType',
  ],
  ['DSR: 두 번째 대출의 모르는 항목', '/api/v1/dsrCalc', secondLoan({ nickname: '마이너스통장' }), 'loans.1.nickname'],
  ['DSR: 대출 목록 빠짐', '/api/v1/dsrCalc', { annualIncome: EOK }, 'loans'],
  [
    'DSR: 대출이 너무 많음',
    '/api/v1/dsrCalc',
    dsr({ loans: Array.from({ length: MAX_DSR_LOANS + 1 }, () => mortgage) }),
    'loans',
  ],
  ['DSR: 모르는 금융회사 유형', '/api/v1/dsrCalc', dsr({ lenderType: 'CREDIT_UNION' }), 'lenderType'],
  [
    'DSR: 새 주택담보대출 이자율 100 % 초과',
    '/api/v1/dsrCalc',
    dsr({ newMortgage: { interestRatePercentage: 101, isMetroArea: true, interestRateType: 'VARIABLE' } }),
    'newMortgage.interestRatePercentage',
  ],
  [
    'DSR: 새 주택담보대출의 모르는 항목',
    '/api/v1/dsrCalc',
    dsr({ newMortgage: { interestRatePercentage: 4, isMetroArea: true, interestRateType: 'VARIABLE', term: 360 } }),
    'newMortgage.term',
  ],
  ['DSR: 모르는 항목', '/api/v1/dsrCalc', dsr({ userId: 1 }), 'userId'],
  [
    'LTV: 주택구입에 1주택(생활안정자금용) 유형',
    '/api/v1/ltvCalc',
    { ...ltv, houseOwnershipType: 'SINGLE_HOUSE' },
    'houseOwnershipType',
  ],
  [
    'LTV: 생활안정자금에 무주택 유형',
    '/api/v1/ltvCalc',
    { ...ltv, loanPurpose: 'LIVING_STABILITY', houseOwnershipType: 'NO_HOUSE' },
    'houseOwnershipType',
  ],
  ['LTV: 음수 주택가격', '/api/v1/ltvCalc', { ...ltv, collateralValue: -1 }, 'collateralValue'],
  ['LTV: 1,000억원을 넘는 주택가격', '/api/v1/ltvCalc', { ...ltv, collateralValue: 1e15 }, 'collateralValue'],
  ['LTV: 2023년 이전 기준일', '/api/v1/ltvCalc', { ...ltv, policyDate: '2022-12-31' }, 'policyDate'],
  ['LTV: 시각이 붙은 기준일', '/api/v1/ltvCalc', { ...ltv, policyDate: '2025-10-16T00:00:00Z' }, 'policyDate'],
  ['LTV: 모르는 지역', '/api/v1/ltvCalc', { ...ltv, regionType: 'SEOUL' }, 'regionType'],
  ['LTV: 본문이 배열', '/api/v1/ltvCalc', [ltv], 'body'],
];

describe('입력 검증', () => {
  it.each(validationCases)('%s → 400, 필드 %s', async (_title, url, body, field) => {
    const { status, body: envelope } = await post(url, body);
    expect(status).toBe(400);
    expect(envelope.code).toBe(400);
    expect(envelope.data.errorCode).toBe('VALIDATION_FAILED');
    const fieldErrors: { field: string; message: string }[] = envelope.data.fieldErrors;
    expect(fieldErrors.map((error) => error.field)).toContain(field);
    for (const error of fieldErrors) expect(error.message).toMatch(/[가-힣]/);
    expect(envelope.message).toBe(fieldErrors[0]?.message);
  });

  it('거치기간 ≥ 대출기간 메시지는 한국어로 이유를 말해요', async () => {
    const { body } = await post(
      '/api/v1/dsrCalc',
      secondLoan({ repaymentType: 'AMORTIZING', term: 24, gracePeriod: 30 }),
    );
    expect(body.data.fieldErrors).toEqual([
      { field: 'loans.1.gracePeriod', message: '거치기간은 대출기간보다 짧아야 해요.' },
    ]);
  });

  it('만기일시는 거치기간을 보지 않으니 거치기간 ≥ 대출기간이어도 계산해요', async () => {
    const data = await calc('/api/v1/repaymentCalc', {
      ...repayment,
      term: 12,
      gracePeriod: 12,
      repaymentType: 'BULLET',
    });
    expect(data.totalInstallments).toBe(12);
  });

  it('본문이 없으면 400 이고 body 필드를 알려줘요', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/dsrCalc',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([{ field: 'body', message: '요청 형식이 올바르지 않아요.' }]);
  });

  it('로그인 없이 호출할 수 있고 OpenAPI 문서의 calculators 태그에 네 계산기가 보여요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = response.json().paths as Record<string, { post?: { tags?: string[]; security?: unknown } }>;
    for (const name of ['ltvCalc', 'dtiCalc', 'dsrCalc', 'repaymentCalc']) {
      expect(paths[`/api/v1/${name}`]?.post?.tags).toEqual(['calculators']);
      expect(paths[`/api/v1/${name}`]?.post?.security).toBeUndefined();
    }
  });
});

describe('법정 최고금리와 서민·실수요자 조건 (issue 13)', () => {
  const LEGAL_MAX_MESSAGE = '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).';
  const repayment = { principal: EOK, term: 36, repaymentType: 'AMORTIZING' } as const;

  it('모든 계산기가 연 20 %를 넘는 이자율을 그 칸의 400으로 돌려보내요', async () => {
    const cases = [
      ['/api/v1/repaymentCalc', { ...repayment, interestRatePercentage: 77 }, 'interestRatePercentage'],
      [
        '/api/v1/dtiCalc',
        { annualIncome: EOK, loanAmount: EOK, interestRate: 20.001, loanTerm: 360, repaymentType: 'AMORTIZING' },
        'interestRate',
      ],
      [
        '/api/v1/dsrCalc',
        { annualIncome: EOK, loans: [{ ...mortgage, interestRatePercentage: 21 }] },
        'loans.0.interestRatePercentage',
      ],
      [
        '/api/v1/dsrCalc',
        {
          annualIncome: EOK,
          loans: [],
          newMortgage: { interestRatePercentage: 30, isMetroArea: true, interestRateType: 'VARIABLE' },
        },
        'newMortgage.interestRatePercentage',
      ],
    ] as const;
    for (const [url, body, field] of cases) {
      const { status, body: envelope } = await post(url, body);
      expect(status, url).toBe(400);
      expect(JSON.stringify(envelope), url).toContain(LEGAL_MAX_MESSAGE);
      expect(JSON.stringify(envelope), url).toContain(field);
    }
    await calc('/api/v1/repaymentCalc', { ...repayment, interestRatePercentage: 20 });
  });

  it('기준일의 최고금리를 써요: 2021-07-06에는 연 24 %까지 계산해요', async () => {
    await calc('/api/v1/repaymentCalc', { ...repayment, interestRatePercentage: 23.9, policyDate: '2021-07-06' });
    const { status, body } = await post('/api/v1/repaymentCalc', {
      ...repayment,
      interestRatePercentage: 24.5,
      policyDate: '2021-07-06',
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('법정 최고금리인 연 24%');
  });

  it('서민·실수요자 10억 주택은 무주택 40 %, 부부합산 연소득 9천만 초과도 40 %예요', async () => {
    const body = {
      loanPurpose: 'HOME_PURCHASE',
      collateralValue: 10 * EOK,
      regionType: 'REGULATED_AREA',
      houseOwnershipType: 'ORDINARY_DEMAND',
      policyDate: '2025-10-16',
    } as const;
    expect(await calc('/api/v1/ltvCalc', body)).toMatchObject({
      ltvPercent: 40,
      appliedHouseOwnershipType: 'NO_HOUSE',
    });
    const eightEok = { ...body, collateralValue: 8 * EOK };
    expect(await calc('/api/v1/ltvCalc', { ...eightEok, householdIncome: 95_000_000 })).toMatchObject({
      ltvPercent: 40,
    });
    expect(await calc('/api/v1/ltvCalc', { ...eightEok, householdIncome: 80_000_000 })).toMatchObject({
      ltvPercent: 60,
      possibleLoanAmount: 480_000_000,
    });
  });
});
