import { describe, expect, it } from 'vitest';
import type { MarketRateTable } from './market-rate-row.ts';
import { mergeFedRates, type FedMarketRate } from './merge-fed-rates.ts';

const committed: MarketRateTable = {
  source: '운영자 표',
  rows: [
    {
      effectiveFrom: '2026-01-15',
      baseRate: 2.5,
      cofixNewBalance: 2.5,
      financeBond6M: 2.6,
      financeBond24M: 2.7,
      creditLoanRate: 5,
      depositRate: 2.6,
      note: '1월',
      sources: ['은행연합회 2026-01-15'],
      estimatedFields: ['financeBond6M', 'financeBond24M', 'creditLoanRate', 'depositRate'],
    },
    {
      effectiveFrom: '2026-02-19',
      baseRate: 2.5,
      cofixNewBalance: 2.48,
      financeBond6M: 2.6,
      financeBond24M: 2.7,
      creditLoanRate: 5,
      depositRate: 2.6,
      note: '2월',
      estimatedFields: ['financeBond6M', 'financeBond24M', 'creditLoanRate', 'depositRate'],
    },
  ],
};

const fed = (figure: FedMarketRate['figure'], effectiveFrom: string, valuePercent: number): FedMarketRate => ({
  figure,
  observedOn: effectiveFrom,
  effectiveFrom,
  valuePercent,
  source: `ECOS ${figure}`,
});

describe('mergeFedRates', () => {
  it('공시 값이 없으면 운영자 표 그대로예요', () => {
    expect(mergeFedRates(committed, [])).toBe(committed);
  });

  it('받아온 값이 들어온 날부터 새 행이 되고, 받지 못한 항목은 앞 행의 값과 추정 표시를 이어가요', () => {
    const merged = mergeFedRates(committed, [
      fed('baseRate', '2026-11-26', 2.25),
      fed('depositRate', '2026-11-26', 2.81),
    ]);
    expect(merged.rows.map((row) => row.effectiveFrom)).toEqual(['2026-01-15', '2026-02-19', '2026-11-26']);
    const latest = merged.rows.at(-1)!;
    expect(latest).toMatchObject({ baseRate: 2.25, depositRate: 2.81, cofixNewBalance: 2.48, creditLoanRate: 5 });
    expect(latest.estimatedFields).toEqual(['financeBond6M', 'financeBond24M', 'creditLoanRate']);
    expect(latest.note).toBe('공시에서 받아온 값: ECOS baseRate, ECOS depositRate');
    expect(latest.sources).toEqual(['ECOS baseRate', 'ECOS depositRate', '2월']);
    // The rows before the fetch are the operator's, untouched: a report made then keeps its figures.
    expect(merged.rows[1]).toEqual({ ...committed.rows[1], sources: ['2월'] });
  });

  it('같은 날 운영자가 적은 행이 있으면 운영자 값을 쓰고, 운영자가 추정치라 표시한 항목만 공시 값으로 바꿔요', () => {
    const merged = mergeFedRates(committed, [
      fed('cofixNewBalance', '2026-02-19', 2.9),
      fed('depositRate', '2026-02-19', 2.7),
    ]);
    expect(merged.rows.at(-1)).toMatchObject({ cofixNewBalance: 2.48, depositRate: 2.7 });
    expect(merged.rows.at(-1)!.estimatedFields).toEqual(['financeBond6M', 'financeBond24M', 'creditLoanRate']);
  });

  it('운영자가 나중에 적은 행은 그 전의 공시 값을 덮어요', () => {
    const merged = mergeFedRates(committed, [fed('cofixNewBalance', '2026-02-01', 2.9)]);
    expect(merged.rows.map((row) => [row.effectiveFrom, row.cofixNewBalance])).toEqual([
      ['2026-01-15', 2.5],
      ['2026-02-01', 2.9],
      ['2026-02-19', 2.48],
    ]);
  });

  it('운영자가 나중에 적은 추정치도 그 전의 공시 값을 덮어요', () => {
    const merged = mergeFedRates(committed, [fed('depositRate', '2026-02-01', 2.7)]);
    expect(merged.rows.map((row) => [row.effectiveFrom, row.depositRate])).toEqual([
      ['2026-01-15', 2.6],
      ['2026-02-01', 2.7],
      ['2026-02-19', 2.6],
    ]);
    expect(merged.rows.at(-1)!.estimatedFields).toContain('depositRate');
  });

  it('운영자가 추정치 없이 적은 행은 같은 날 공시 값보다 앞서요', () => {
    const published: MarketRateTable = {
      ...committed,
      rows: committed.rows.map(({ estimatedFields: _estimatedFields, ...row }) => row),
    };
    const merged = mergeFedRates(published, [fed('depositRate', '2026-02-19', 2.7)]);
    expect(merged.rows.at(-1)).toEqual({ ...published.rows[1], sources: ['2월'] });
  });

  it('공시가 모든 추정치를 채우면 새 행에는 추정 표시가 없어요', () => {
    const merged = mergeFedRates(committed, [
      fed('financeBond6M', '2026-11-26', 2.55),
      fed('financeBond24M', '2026-11-26', 2.66),
      fed('creditLoanRate', '2026-11-26', 4.8),
      fed('depositRate', '2026-11-26', 2.81),
    ]);
    expect(merged.rows.at(-1)!.effectiveFrom).toBe('2026-11-26');
    expect(merged.rows.at(-1)).not.toHaveProperty('estimatedFields');
  });

  it('운영자 표가 시작하기 전 날짜의 공시 값은 쓰지 않아요', () => {
    const merged = mergeFedRates(committed, [fed('baseRate', '2026-01-01', 3.0)]);
    expect(merged.rows.map((row) => [row.effectiveFrom, row.baseRate])).toEqual([
      ['2026-01-15', 2.5],
      ['2026-02-19', 2.5],
    ]);
  });

  it('공시 값이 날짜 순서대로 오지 않아도 날마다 그날 들어온 값을 써요', () => {
    const merged = mergeFedRates(committed, [fed('baseRate', '2026-04-01', 2.25), fed('baseRate', '2026-03-01', 2)]);
    expect(merged.rows.map((row) => [row.effectiveFrom, row.baseRate])).toEqual([
      ['2026-01-15', 2.5],
      ['2026-02-19', 2.5],
      ['2026-03-01', 2],
      ['2026-04-01', 2.25],
    ]);
  });

  it('운영자가 적은 행은 금리가 앞 행과 같아도 그 메모와 함께 남겨요', () => {
    const first = committed.rows[0]!;
    const unchanged: MarketRateTable = {
      ...committed,
      rows: [
        first,
        { ...first, effectiveFrom: '2026-02-19', note: '2월: 변동 없음 확인', sources: ['은행연합회 2026-02-19'] },
      ],
    };
    const merged = mergeFedRates(unchanged, [fed('baseRate', '2026-11-26', 2.25)]);
    expect(merged.rows.map((row) => [row.effectiveFrom, row.note])).toEqual([
      ['2026-01-15', '1월'],
      ['2026-02-19', '2월: 변동 없음 확인'],
      ['2026-11-26', '공시에서 받아온 값: ECOS baseRate'],
    ]);
  });

  it('값이 그대로인 공시는 행을 늘리지 않아요', () => {
    const merged = mergeFedRates(committed, [
      fed('baseRate', '2026-03-01', 2.5),
      fed('baseRate', '2026-04-01', 2.25),
      fed('baseRate', '2026-05-01', 2.25),
    ]);
    expect(merged.rows.map((row) => row.effectiveFrom)).toEqual(['2026-01-15', '2026-02-19', '2026-04-01']);
  });

  it('같은 날 들어온 값이 여럿이면 가장 늦은 관측일의 값을 써요', () => {
    const older = { ...fed('depositRate', '2026-11-26', 2.7), observedOn: '2026-09-01' };
    const newer = { ...fed('depositRate', '2026-11-26', 2.81), observedOn: '2026-10-01' };
    expect(mergeFedRates(committed, [newer, older]).rows.at(-1)!.depositRate).toBe(2.81);
    expect(mergeFedRates(committed, [older, newer]).rows.at(-1)!.depositRate).toBe(2.81);
  });
});
