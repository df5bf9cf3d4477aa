import {
  adviseLoan,
  DEFAULT_MARKET_RATE_TABLE,
  marketRateInForce,
  type LoanProfile,
  type MarketRateRow,
  type MarketRateTable,
} from '@jipsa/domain';
import { describe, expect, it } from 'vitest';
import { parsedProfile } from './loan-advice-test-support.ts';
import { marketRatesOfReport } from '../market-rates/market-rates-on.ts';
import { explainChanges, pickedProductOf, reportChanges, type ComparedAnswers } from './report-changes.ts';

// The committed table's newest row (2026-02-19: COFIX 2.48, 기준금리 2.50) and a fed row of 2026-11-26 over it.
const COMMITTED = marketRateInForce(DEFAULT_MARKET_RATE_TABLE, '2026-11-25')!;
const FED_SOURCE = '은행연합회 COFIX 공시 2026-11-16 (2026년 10월분): 신 잔액기준 2.98% (2026-10)';

function withRow(changes: Partial<MarketRateRow>): MarketRateTable {
  const row: MarketRateRow = {
    ...COMMITTED,
    effectiveFrom: '2026-11-26',
    note: '공시에서 받아온 값',
    sources: [FED_SOURCE, '한국은행 ECOS 722Y001/0101000 한국은행 기준금리 (2026-11-25)'],
    ...changes,
  };
  return { source: DEFAULT_MARKET_RATE_TABLE.source, rows: [...DEFAULT_MARKET_RATE_TABLE.rows, row] };
}

/** HF-02 (서울시 지원, priced off COFIX) is recommended to this household; NHUF-02 (a fixed fund rate) is open too. */
const profile = parsedProfile() as LoanProfile;
const reportOn = (policyDate: string, productCode?: 'NHUF-02') =>
  adviseLoan(profile, { policyDate, marketRates: COMMITTED, ...(productCode ? { productCode } : {}) });

describe('보고서 뒤 달라진 점: 같은 엔진으로 두 날짜를 계산해요', () => {
  it('금리도 규칙도 그대로면 아무 말도 하지 않아요', () => {
    const report = reportOn('2026-11-20');
    expect(reportChanges({ profile, report, table: DEFAULT_MARKET_RATE_TABLE, today: '2026-11-26' })).toEqual({
      changed: false,
    });
  });

  it('COFIX 가 오르면 예전 → 지금의 금리·월 비용과 그 차이, 움직인 금리와 출처를 알려줘요', () => {
    const report = reportOn('2026-11-20');
    const table = withRow({ cofixNewBalance: 2.98 });
    const changes = reportChanges({ profile, report, table, today: '2026-11-26' });
    const today = adviseLoan(profile, { policyDate: '2026-11-26', marketRates: table.rows.at(-1)! });

    expect(report.loanProductCode).toBe('HF-02');
    expect(changes).toEqual({
      changed: true,
      madeOn: '2026-11-20',
      today: '2026-11-26',
      before: {
        loanProductCode: 'HF-02',
        loanProductName: report.loanProductName,
        expectedLoanRate: report.expectedLoanRate,
        possibleLoanLimit: report.possibleLoanLimit,
        monthlyCost: report.totalLivingCost,
      },
      after: {
        loanProductCode: 'HF-02',
        loanProductName: today.loanProductName,
        expectedLoanRate: today.expectedLoanRate,
        possibleLoanLimit: today.possibleLoanLimit,
        monthlyCost: today.totalLivingCost,
      },
      monthlyDifference: today.totalLivingCost - report.totalLivingCost,
      reasons: [
        {
          kind: 'RATES',
          text: '금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%',
          date: '2026-11-26',
          source: FED_SOURCE,
        },
      ],
    });
    expect(today.expectedLoanRate! - report.expectedLoanRate!).toBeCloseTo(0.5, 6);
    expect(changes.changed && changes.monthlyDifference).toBeGreaterThan(0);
  });

  it('월 비용은 보고서의 한 달 합계(대출 이자 + 월세)예요', () => {
    const withRent = parsedProfile({ monthlyRent: 500_000 }) as LoanProfile;
    const report = adviseLoan(withRent, { policyDate: '2026-11-20', marketRates: COMMITTED });
    const changes = reportChanges({
      profile: withRent,
      report,
      table: withRow({ cofixNewBalance: 2.98 }),
      today: '2026-11-26',
    });
    expect(changes).toMatchObject({ changed: true, before: { monthlyCost: report.totalLivingCost } });
    expect(report.totalLivingCost).toBe(report.monthlyInterestCost + 500_000);
  });

  it('함께 움직였어도 답을 바꾸지 않은 금리(기준금리)는 이유에 넣지 않아요', () => {
    const changes = reportChanges({
      profile,
      report: reportOn('2026-11-20'),
      table: withRow({ cofixNewBalance: 2.3, baseRate: 2.25 }),
      today: '2026-11-26',
    });
    expect(changes.changed && changes.reasons).toEqual([
      expect.objectContaining({ kind: 'RATES', text: '금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.3%' }),
    ]);
    expect(changes.changed && changes.monthlyDifference).toBeLessThan(0);
  });

  it('답을 바꾸지 않는 금리(기준금리)만 움직였으면 아무 말도 하지 않아요', () => {
    const changes = reportChanges({
      profile,
      report: reportOn('2026-11-20'),
      table: withRow({ baseRate: 2.25, depositRate: 2.4 }),
      today: '2026-11-26',
    });
    expect(changes).toEqual({ changed: false });
  });

  it('같은 날 공시가 들어오기 전에 만든 보고서는 그때 쓴 행(marketRateDate)과 비교해요', () => {
    const report = reportOn('2026-11-26');
    const table = withRow({ cofixNewBalance: 2.98 });
    expect(report.marketRateDate).toBe('2026-02-19');
    expect(marketRatesOfReport(table, report)).toBe(COMMITTED);
    const changes = reportChanges({ profile, report, table, today: '2026-11-26' });
    expect(changes).toMatchObject({ changed: true, before: { monthlyCost: report.totalLivingCost } });
  });

  it('그때 쓴 행이 표에 없으면(운영자가 표를 바꿈) 그날 적용되던 행으로 계산해요', () => {
    const report = { ...reportOn('2026-11-20'), marketRateDate: '2026-02-20' };
    expect(marketRatesOfReport(withRow({}), report)).toBe(COMMITTED);
  });

  it('직접 고른 상품의 보고서는 오늘도 그 상품으로 계산해요: 고정 금리 기금 상품은 COFIX 에 움직이지 않아요', () => {
    const picked = reportOn('2026-11-20', 'NHUF-02');
    expect(picked.loanProductCode).toBe('NHUF-02');
    expect(pickedProductOf(picked)).toBe('NHUF-02');
    expect(pickedProductOf(reportOn('2026-11-20'))).toBeNull();
    expect(
      reportChanges({ profile, report: picked, table: withRow({ cofixNewBalance: 2.98 }), today: '2026-11-26' }),
    ).toEqual({ changed: false });
  });
});

describe('규칙 변경: 보고서 날 뒤에 시행된 상품 규칙으로 답이 바뀌면 그 규칙을 시행일·출처와 함께 알려줘요', () => {
  // One rate row for every date: only the rules differ between 2025 and today.
  const flat: MarketRateTable = { source: '테스트', rows: [{ ...COMMITTED, effectiveFrom: '2025-01-01' }] };
  /**
   * A 1주택자 renting a 3억 jeonse in 강남 who picked SGI-01: 80 %, 2.4억 under SGI's 3억 before 2025-09-08, 2억 from
   * then (9·7 대책). HUG-01 lent a 1주택자 2억 since 2020-07-10, so 9·7 did not change its answer (issue 47 #8).
   */
  const singleHouse = parsedProfile({
    houseOwnershipType: 'SINGLE_HOUSE',
    rentalDeposit: 300_000_000,
    annualIncome: 40_000_000,
  }) as LoanProfile;
  const sgiOn = (policyDate: string) => ({ policyDate, productCode: 'SGI-01' as const });
  const CAP = {
    kind: 'RULES',
    text: '규칙 변경: 수도권 1주택자 전세대출 한도 2억원',
    date: '2025-09-08',
    source: '금융위원회 9·7 가계부채 관리 강화 방안 (2025-09-07 발표, 2025-09-08 시행) [S]',
  };

  it('한도를 바꾼 규칙만 이름을 대고, 이 가구와 상관없는 그사이의 규칙(세 자녀 우대금리 한도)은 빼요', () => {
    const report = adviseLoan(singleHouse, { ...sgiOn('2025-01-02'), marketRates: flat.rows[0]! });
    const changes = reportChanges({ profile: singleHouse, report, table: flat, today: '2026-11-26' });
    expect(report).toMatchObject({ loanProductCode: 'SGI-01', possibleLoanLimit: 240_000_000 });
    expect(changes).toMatchObject({
      changed: true,
      before: { loanProductCode: 'SGI-01', possibleLoanLimit: 240_000_000, monthlyCost: report.totalLivingCost },
      after: { loanProductCode: 'SGI-01', possibleLoanLimit: 200_000_000 },
      reasons: [CAP],
    });
    expect(changes.changed && changes.monthlyDifference).toBeLessThan(0);
  });

  it('금리와 규칙이 저마다 답을 바꾸면 둘 다 알려줘요', () => {
    const table: MarketRateTable = {
      source: '테스트',
      rows: [...flat.rows, { ...COMMITTED, effectiveFrom: '2026-11-26', cofixNewBalance: 2.98 }],
    };
    const report = adviseLoan(singleHouse, { ...sgiOn('2025-09-01'), marketRates: flat.rows[0]! });
    const changes = reportChanges({ profile: singleHouse, report, table, today: '2026-11-26' });
    expect(changes.changed && changes.reasons).toEqual([
      expect.objectContaining({ kind: 'RATES', text: '금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%' }),
      CAP,
    ]);
  });

  it('규칙이 바뀌었어도 이 가구의 답을 바꾸지 않으면 아무 말도 하지 않아요', () => {
    const report = adviseLoan(profile, { policyDate: '2025-01-02', marketRates: flat.rows[0]! });
    expect(reportChanges({ profile, report, table: flat, today: '2026-11-26' })).toEqual({ changed: false });
  });
});

describe('이유 나누기: 금리만, 규칙만 바꿔 본 답으로 이유를 정해요', () => {
  const rule = (name: string, effectiveFrom: string) => ({ name, effectiveFrom, source: `${name}의 출처` });
  const oldRates = COMMITTED;
  const newRates = withRow({ cofixNewBalance: 2.98 }).rows.at(-1)!;
  const context = { madeOn: '2026-10-20', today: '2026-11-26', oldRates, newRates };
  const answer = (monthlyCost: number, expectedLoanRate = 1.93) => ({
    loanProductCode: 'HF-02' as const,
    loanProductName: '서울시 신혼부부·청년 임차보증금 이자지원',
    expectedLoanRate,
    possibleLoanLimit: 130_000_000,
    monthlyCost,
  });
  const steps = (...answers: ReturnType<typeof answer>[]) =>
    answers.map((each, index) => ({ changes: [rule(`규칙 ${index + 1}`, `2026-11-0${index + 1}`)], answer: each }));
  const compared = (overrides: Partial<ComparedAnswers>): ComparedAnswers => ({
    before: answer(209_083),
    after: answer(263_250, 2.43),
    newRatesOnly: null,
    eachFigureOnly: [],
    newRulesOnly: null,
    ruleSteps: [],
    ...overrides,
  });
  const reasonsOf = (answers: ComparedAnswers) => {
    const changes = explainChanges(answers, context);
    return changes.changed ? changes.reasons.map((reason) => reason.text) : 'unchanged';
  };

  it('규칙만으로 답이 바뀌면 답을 바꾼 날의 규칙을 그 시행일과 출처로 알려줘요', () => {
    const changes = explainChanges(
      compared({ newRulesOnly: answer(250_000), ruleSteps: steps(answer(209_083), answer(250_000)) }),
      context,
    );
    expect(changes.changed && changes.reasons).toEqual([
      { kind: 'RULES', text: '규칙 변경: 규칙 2', date: '2026-11-02', source: '규칙 2의 출처' },
    ]);
    // A later rule that leaves the answer where the earlier one put it is not a reason.
    expect(
      reasonsOf(compared({ newRulesOnly: answer(250_000), ruleSteps: steps(answer(250_000), answer(250_000)) })),
    ).toEqual(['규칙 변경: 규칙 1']);
  });

  it('금리와 규칙이 저마다 답을 바꾸면 둘 다, 어느 한쪽만 바꾸면 그쪽만 알려줘요', () => {
    const cofixOnly = [{ figure: 'cofixNewBalance' as const, answer: answer(263_250, 2.43) }];
    const rates = { newRatesOnly: answer(263_250, 2.43), eachFigureOnly: cofixOnly };
    expect(reasonsOf(compared({ ...rates, newRulesOnly: answer(250_000), ruleSteps: steps(answer(250_000)) }))).toEqual(
      ['금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%', '규칙 변경: 규칙 1'],
    );
    expect(reasonsOf(compared({ ...rates, newRulesOnly: answer(209_083), ruleSteps: steps(answer(209_083)) }))).toEqual(
      ['금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%'],
    );
  });

  it('둘 중 어느 것도 혼자서는 답을 바꾸지 않고 함께일 때만 바꾸면, 달라진 금리와 규칙을 모두 알려줘요', () => {
    const unchanged = [{ figure: 'cofixNewBalance' as const, answer: answer(209_083) }];
    expect(
      reasonsOf(
        compared({
          newRatesOnly: answer(209_083),
          eachFigureOnly: unchanged,
          newRulesOnly: answer(209_083),
          ruleSteps: steps(answer(209_083), answer(209_083)),
        }),
      ),
    ).toEqual(['금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%', '규칙 변경: 규칙 1', '규칙 변경: 규칙 2']);
  });

  it('상품·금리·한도·월 비용이 모두 같으면 이름이 바뀌어도 달라진 것이 없어요', () => {
    expect(reasonsOf(compared({ after: { ...answer(209_083), loanProductName: '다른 이름' } }))).toBe('unchanged');
    expect(reasonsOf(compared({ after: { ...answer(209_083), possibleLoanLimit: 120_000_000 } }))).toEqual([]);
  });
});
