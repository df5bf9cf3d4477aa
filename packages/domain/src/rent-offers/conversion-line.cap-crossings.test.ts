import { describe, expect, it } from 'vitest';
import { rentAsDeposit } from '../jeonse-safety/deposit-return-guarantee.ts';
import {
  convertedCapCrossings,
  firstDepositWithRentBelow,
  rentOnConversionLine,
  type ConversionLine,
} from './conversion-line.ts';

// The contract of `convertedCapCrossings` (ADR 0041 #5), checked against a scan of every won of small lines:
// - complete: every deposit whose side of the cap (deposit + rent counted at the guarantor's rate) differs from the
//   won before is listed (for a line at the guarantor's own rate: those within 2,000 plateaus of its middle);
// - exact: every listed deposit is a rent plateau's start or the first won over the cap inside its plateau, on the
//   line, listed once and in order;
// - bounded: all lie near the crossing, where the doc comment puts it (within (1200 ÷ rate + 1) ÷ |1 − line rate ÷
//   rate| of where the unfloored line meets the cap), give or take a few plateaus and a few won of the line's rise.

const FULL = 1_200_000;
const LEAST = 400_000;

const overCap = (line: ConversionLine, cap: number, rate: number) => (deposit: number) =>
  deposit + rentAsDeposit(rentOnConversionLine(line, deposit), rate) > cap;

/** Every deposit of the line past its least whose side of the cap differs from the won before, one won at a time. */
function crossingsByScan(line: ConversionLine, cap: number, rate: number): number[] {
  const over = overCap(line, cap, rate);
  const crossings: number[] = [];
  let before = over(line.minDeposit);
  for (let deposit = line.minDeposit + 1; deposit <= line.fullDeposit; deposit += 1) {
    const now = over(deposit);
    if (now !== before) crossings.push(deposit);
    before = now;
  }
  return crossings;
}

const plateauWidthOf = (line: ConversionLine) => 1200 / line.conversionRatePercent;

/** A listed deposit must be a plateau's start, or the first won over the cap inside its plateau. */
function expectExact(line: ConversionLine, cap: number, rate: number, listed: number[]) {
  const over = overCap(line, cap, rate);
  const rent = (deposit: number) => rentOnConversionLine(line, deposit);
  const neither = listed.filter((deposit) => {
    if (deposit < line.minDeposit || deposit > line.fullDeposit) return true;
    const plateauStart = deposit === line.minDeposit || rent(deposit) < rent(deposit - 1);
    const firstOverInside = rent(deposit) === rent(deposit - 1) && over(deposit) && !over(deposit - 1);
    return !plateauStart && !firstOverInside;
  });
  expect(neither).toEqual([]);
  // In order, each once.
  expect(listed.filter((deposit, index) => index > 0 && deposit <= listed[index - 1]!)).toEqual([]);
}

describe('convertedCapCrossings — 원 단위 전수 대조 (작은 전환선, 최소 보증금 40만원)', () => {
  // Line rates either side of HUG's 6.5 %, some very near it (the crossing spreads over tens of thousands of won),
  // some far (a steep line), each with the unfloored crossing inside the line, next to its least and next to its end.
  const cases: { lineRate: number; rate: number; meetsAt: number }[] = [
    ...[6.47, 6.49, 6.51, 6.53, 6.4, 6.6, 4.5, 2.4, 13, 33.333].map((lineRate) => ({
      lineRate,
      rate: 6.5,
      meetsAt: 800_000,
    })),
    { lineRate: 6.47, rate: 6.5, meetsAt: LEAST + 10_000 },
    { lineRate: 6.53, rate: 6.5, meetsAt: FULL - 10_000 },
    { lineRate: 6.5, rate: 6.4, meetsAt: 700_000 },
    { lineRate: 6.3, rate: 6.4, meetsAt: 900_000 },
  ];

  it.each(cases)('전환율 $lineRate %, HUG $rate %, 한도선 $meetsAt원 근처', ({ lineRate, rate, meetsAt }) => {
    const line = { fullDeposit: FULL, conversionRatePercent: lineRate, minDeposit: LEAST };
    const cap = Math.round(meetsAt + ((FULL - meetsAt) * lineRate) / rate);
    const listed = convertedCapCrossings(line, cap, rate);
    const scanned = crossingsByScan(line, cap, rate);
    expect(scanned.length).toBeGreaterThan(0);

    // Complete.
    const listedSet = new Set(listed);
    expect(scanned.filter((deposit) => !listedSet.has(deposit))).toEqual([]);
    // Exact.
    expectExact(line, cap, rate, listed);
    // Bounded: the crossings lie where the doc comment says, and so does every listed deposit (a few plateaus and a
    // few won of the line's rise more).
    const slope = Math.abs(1 - lineRate / rate);
    const meets = (cap - (FULL * lineRate) / rate) / (1 - lineRate / rate);
    const band = (1200 / rate + 1) / slope;
    expect(scanned.filter((deposit) => Math.abs(deposit - meets) > band + 1)).toEqual([]);
    const near = band + 3 / slope + 4 * plateauWidthOf(line);
    expect(listed.filter((deposit) => Math.abs(deposit - meets) > near)).toEqual([]);
  });

  it('전환율이 HUG와 같은 전환선은 한도를 계단마다 넘나들고, 그 가운데 2,000계단 안의 것을 모두 찾아요', () => {
    const line = { fullDeposit: FULL, conversionRatePercent: 6.5, minDeposit: LEAST };
    const cap = FULL - 100;
    const listed = convertedCapCrossings(line, cap, 6.5);
    const scanned = crossingsByScan(line, cap, 6.5);
    const middle = (LEAST + FULL) / 2;
    const width = plateauWidthOf(line);
    const inside = (deposit: number, plateaus: number) => Math.abs(deposit - middle) <= plateaus * width;

    // There are crossings past the 2,000 plateaus either side (the line is 4,333 plateaus long), so the bound acts.
    expect(scanned.some((deposit) => !inside(deposit, 2_001))).toBe(true);
    const listedSet = new Set(listed);
    expect(scanned.filter((deposit) => inside(deposit, 1_999) && !listedSet.has(deposit))).toEqual([]);
    expect(listed.filter((deposit) => !inside(deposit, 2_001))).toEqual([]);
    expectExact(line, cap, 6.5, listed);
  });

  it('전환율이 HUG와 같고 한도가 그 보증금 합보다 크면 넘는 곳이 없어요', () => {
    const line = { fullDeposit: FULL, conversionRatePercent: 6.5, minDeposit: LEAST };
    expect(crossingsByScan(line, FULL, 6.5)).toEqual([]);
    expectExact(line, FULL, 6.5, convertedCapCrossings(line, FULL, 6.5));
  });
});

describe('firstDepositWithRentBelow — 월세가 없는 전환선 (전환율 0)', () => {
  const line = { fullDeposit: 300_000_000, conversionRatePercent: 0, minDeposit: 0 };

  it('어느 보증금에서든 월세가 0원이니, 그보다 낮은 월세의 첫 보증금은 전환선 어디에도 없는 수예요', () => {
    for (const rent of [0, 1, 500_000]) {
      const found = firstDepositWithRentBelow(line, rent);
      expect(Number.isNaN(found)).toBe(false);
      expect(found > line.minDeposit && found <= line.fullDeposit).toBe(false);
    }
    expect(firstDepositWithRentBelow(line, 500_000)).toBe(Number.NEGATIVE_INFINITY);
    expect(firstDepositWithRentBelow(line, 0)).toBe(Number.NEGATIVE_INFINITY);
  });
});
