import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rentAsDeposit } from '../jeonse-safety/deposit-return-guarantee.ts';
import {
  candidatesOn,
  convertedCapCrossings,
  nextRentStep,
  rentOnConversionLine,
  rentPlateauStart,
} from './conversion-line.ts';

const lineArbitrary = fc
  .record({
    fullDeposit: fc.integer({ min: 1_000_000, max: 700_000_000 }),
    conversionRatePercent: fc.constantFrom(1.2, 2.4, 3.5, 4.5, 6, 7.125, 33.333),
    span: fc.integer({ min: 0, max: 20_000 }),
  })
  .map(({ fullDeposit, conversionRatePercent, span }) => ({
    fullDeposit,
    conversionRatePercent,
    minDeposit: fullDeposit - span,
  }));

/** Every deposit of the line where the rent drops, found one won at a time. */
function rentDrops(line: { fullDeposit: number; conversionRatePercent: number; minDeposit: number }): number[] {
  const drops: number[] = [];
  for (let deposit = line.minDeposit + 1; deposit <= line.fullDeposit; deposit += 1) {
    if (rentOnConversionLine(line, deposit) < rentOnConversionLine(line, deposit - 1)) drops.push(deposit);
  }
  return drops;
}

describe('전환선의 월세 계단', () => {
  it('월세는 내준 보증금 × 전환율 ÷ 12를 원 아래 버린 값이에요', () => {
    const line = { fullDeposit: 300_000_000, conversionRatePercent: 4.5, minDeposit: 0 };
    expect(rentOnConversionLine(line, 150_000_000)).toBe(562_500);
    expect(rentOnConversionLine(line, 299_999_999)).toBe(0);
    expect(rentOnConversionLine(line, 299_999_733)).toBe(1);
  });

  it('다음 계단과 계단의 시작을 1원씩 따져 본 것과 같게 찾아요', () => {
    fc.assert(
      fc.property(lineArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (line, share) => {
        const drops = rentDrops(line);
        const deposit = line.minDeposit + Math.floor((line.fullDeposit - line.minDeposit) * share);
        const next = drops.find((drop) => drop > deposit);
        // Past the line's end the next step lies beyond it.
        if (next !== undefined) expect(nextRentStep(line, deposit)).toBe(next);
        else expect(nextRentStep(line, deposit)).toBeGreaterThan(line.fullDeposit);
        const start = [...drops].reverse().find((drop) => drop <= deposit) ?? line.minDeposit;
        expect(rentPlateauStart(line, deposit)).toBe(start);
      }),
      { numRuns: 200 },
    );
  });

  it('한 구간에서 값을 매길 곳은 양 끝과, 처음 두 계단과 마지막 두 계단의 시작 및 그 1원 앞이에요', () => {
    fc.assert(
      fc.property(lineArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (line, share) => {
        const from = line.minDeposit + Math.floor((line.fullDeposit - line.minDeposit) * share);
        const to = line.fullDeposit;
        const inside = rentDrops(line).filter((drop) => drop > from && drop <= to);
        const starts = [...inside.slice(0, 2), ...inside.slice(-2)];
        // The last plateau's start may be `from` itself, which has no step of its own.
        const lastStart = [...rentDrops(line)].reverse().find((drop) => drop <= to) ?? line.minDeposit;
        const expected = new Set(
          [from, to, ...starts.flatMap((start) => [start - 1, start]), lastStart, lastStart - 1].filter(
            (deposit) => deposit >= from && deposit <= to,
          ),
        );
        expect(new Set(candidatesOn(from, to, line))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('convertedCapCrossings — 보증금 + 월세 × 12 ÷ HUG 전환율이 한도를 넘나드는 곳 (ADR 0041 #5)', () => {
  it('한도를 넘나드는 모든 보증금이 목록에 있어요 (무작위 전환선, 한도 근처 원 단위 전수)', () => {
    fc.assert(
      fc.property(
        fc.record({
          fullDeposit: fc.integer({ min: 300_000_000, max: 900_000_000 }),
          conversionRatePercent: fc.constantFrom(2.4, 3.5, 4.5, 6, 6.4, 7.125, 33.333),
          hugRate: fc.constantFrom(6.4, 6.5),
          cap: fc.constantFrom(500_000_000, 700_000_000),
        }),
        ({ fullDeposit, conversionRatePercent, hugRate, cap }) => {
          const line = { fullDeposit, conversionRatePercent, minDeposit: 0 };
          const over = (deposit: number) => deposit + rentAsDeposit(rentOnConversionLine(line, deposit), hugRate) > cap;
          const listed = new Set(convertedCapCrossings(line, cap, hugRate));
          // Where the unfloored line meets the cap, ± 30,000원 (every crossing lies within a few thousand).
          const slope = 1 - conversionRatePercent / hugRate;
          const meets = Math.round((cap - (fullDeposit * conversionRatePercent) / hugRate) / slope);
          const from = Math.max(1, meets - 30_000);
          const to = Math.min(fullDeposit, meets + 30_000);
          for (let deposit = from; deposit <= to; deposit += 1) {
            if (over(deposit) !== over(deposit - 1)) expect(listed.has(deposit)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('월세가 없는 전환선(전환율 0)은 한도 바로 다음 1원에서만 넘어요', () => {
    expect(
      convertedCapCrossings({ fullDeposit: 600_000_000, conversionRatePercent: 0, minDeposit: 0 }, 500_000_000, 6.5),
    ).toEqual([500_000_001]);
  });
});
