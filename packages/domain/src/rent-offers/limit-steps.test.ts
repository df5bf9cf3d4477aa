import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitStepStart, nextLimitStep, type LimitAlongLine } from './limit-steps.ts';

/** A ratio limit in 10만원 steps, 0 below `from` won and past `cap` won of deposit (where the household stops qualifying). */
function ratioLimit(ratioPercent: number, qualifiesUpTo = Number.MAX_SAFE_INTEGER): LimitAlongLine {
  return (deposit) => (deposit > qualifiesUpTo ? 0 : Math.floor((deposit * ratioPercent) / 100 / 100_000) * 100_000);
}

/** Counts the deposits a search asks the limit of. */
function counted(limitAt: LimitAlongLine) {
  const asked = new Set<number>();
  return {
    limitAt: (deposit: number) => {
      asked.add(deposit);
      return limitAt(deposit);
    },
    asked: () => asked.size,
  };
}

function bruteNextStep(limitAt: LimitAlongLine, from: number, to: number): number | null {
  for (let deposit = from + 1; deposit <= to; deposit += 1) if (limitAt(deposit) !== limitAt(from)) return deposit;
  return null;
}

function bruteStepStart(limitAt: LimitAlongLine, from: number, to: number): number {
  let start = to;
  while (start > from && limitAt(start - 1) === limitAt(to)) start -= 1;
  return start;
}

const searchArbitrary = fc.record({
  ratioPercent: fc.constantFrom(70, 80, 90, 100, 33.3),
  from: fc.integer({ min: 0, max: 2_000_000 }),
  length: fc.integer({ min: 0, max: 600_000 }),
  width: fc.option(fc.integer({ min: 1, max: 400_000 }), { nil: undefined }),
});

describe('보증금 한도의 10만원 계단 찾기', () => {
  it('다음 계단과 계단의 시작을 1원씩 따져 본 것과 같게 찾아요 (맞는 폭을 주든 틀린 폭을 주든)', () => {
    fc.assert(
      fc.property(searchArbitrary, ({ ratioPercent, from, length, width }) => {
        const limitAt = ratioLimit(ratioPercent);
        const to = from + length;
        expect(nextLimitStep(limitAt, from, to, width)).toBe(bruteNextStep(limitAt, from, to));
        expect(limitStepStart(limitAt, from, to, width)).toBe(bruteStepStart(limitAt, from, to));
      }),
      { numRuns: 300 },
    );
  });

  it('넘겨받은 폭으로 맞히면 세 곳, 폭이 1원 어긋나면 다섯 곳 안쪽만 물어봐요', () => {
    // 80 %: a step every 125,000원. From one step's start, the next is one width on; to one step's end, its
    // start is one width back.
    const limit = ratioLimit(80);
    for (const [width, most] of [
      [125_000, 3],
      [124_999, 5],
      [125_001, 5],
    ] as const) {
      const forward = counted(limit);
      expect(nextLimitStep(forward.limitAt, 1_000_000, 5_000_000, width)).toBe(1_125_000);
      expect(forward.asked()).toBeLessThanOrEqual(most);
      const backward = counted(limit);
      expect(limitStepStart(backward.limitAt, 0, 1_124_999, width)).toBe(1_000_000);
      expect(backward.asked()).toBeLessThanOrEqual(most);
    }
  });

  it('폭을 모르면 달려가다 반으로 나눠서, 계단까지 거리의 로그의 두 배쯤만 물어봐요', () => {
    // The next step is 125,000원 away (log2 ≈ 17) on a line 1억 long.
    const forward = counted(ratioLimit(80));
    expect(nextLimitStep(forward.limitAt, 1_000_000, 101_000_000)).toBe(1_125_000);
    expect(forward.asked()).toBeLessThanOrEqual(2 * 17 + 3);
    const backward = counted(ratioLimit(80));
    expect(limitStepStart(backward.limitAt, 0, 101_124_999)).toBe(101_000_000);
    expect(backward.asked()).toBeLessThanOrEqual(2 * 17 + 3);
  });

  it('계단이 바로 옆이면 구간이 길어도 몇 곳만 물어봐요', () => {
    // The next step (1,125,000원) 1, 2 and 3 won away on a line 1억 long: the gallop reaches it in as many points.
    for (const distance of [1, 2, 3]) {
      const forward = counted(ratioLimit(80));
      expect(nextLimitStep(forward.limitAt, 1_125_000 - distance, 101_000_000)).toBe(1_125_000);
      expect(forward.asked()).toBeLessThanOrEqual(5);
    }
  });

  it('넘겨받은 폭이 구간 끝에 닿으면 그 끝이 계단이고, 넘어가면 계단이 아니에요', () => {
    const limit = ratioLimit(80);
    const atEnd = counted(limit);
    expect(nextLimitStep(atEnd.limitAt, 1_000_000, 1_125_000, 125_000)).toBe(1_125_000);
    expect(atEnd.asked()).toBeLessThanOrEqual(3);
    expect(nextLimitStep(limit, 1_000_000, 1_124_999, 125_000)).toBeNull();
    // A width reaching back before `from` does not give a start outside [from, to].
    expect(limitStepStart(limit, 1_050_000, 1_100_000, 100_001)).toBe(1_050_000);
  });

  it('끝까지 계단이 없으면 없다고 하고, 시작이 구간 앞이면 구간의 처음을 말해요', () => {
    const limit = ratioLimit(80);
    expect(nextLimitStep(limit, 1_000_000, 1_124_999)).toBeNull();
    expect(nextLimitStep(limit, 1_000_000, 1_000_000)).toBeNull();
    expect(limitStepStart(limit, 1_050_000, 1_100_000)).toBe(1_050_000);
    expect(limitStepStart(limit, 1_100_000, 1_100_000)).toBe(1_100_000);
  });

  it('자격이 끝나 한도가 0으로 떨어지는 곳도 한도가 바뀌는 곳으로 봐요', () => {
    // Past 200만원 the household no longer qualifies: the limit falls to 0 there, and that is a change too.
    const limit = ratioLimit(80, 2_000_000);
    expect(nextLimitStep(limit, 1_900_000, 3_000_000)).toBe(2_000_000);
    expect(nextLimitStep(limit, 2_000_000, 3_000_000)).toBe(2_000_001);
    expect(nextLimitStep(limit, 2_000_001, 3_000_000)).toBeNull();
    expect(limitStepStart(limit, 0, 2_500_000)).toBe(2_000_001);
    expect(limitStepStart(limit, 0, 2_500_000, 500_000)).toBe(2_000_001);
  });
});
