import type { Won } from '../money/won.ts';

/**
 * A product's deposit loan limit along the conversion line, by deposit: it rises in 10만원 steps (a ratio limit's
 * steps repeat at almost the same width), and is 0 where the household does not qualify.
 */
export type LimitAlongLine = (deposit: Won) => Won;

/**
 * The first deposit in (from, to] whose limit is not the limit at `from`, or null: the next 10만원 step (or where
 * the household stops qualifying). `width` (the last step's) is tried first, for a step up; otherwise galloping
 * then halving, about 2 × log2(the step's distance) points.
 */
export function nextLimitStep(limitAt: LimitAlongLine, from: Won, to: Won, width?: Won): Won | null {
  const limit = limitAt(from);
  for (const guess of width === undefined ? [] : [width, width + 1, width - 1]) {
    const step = from + guess;
    // A width is at least 1, so a guess is at least 0, and a guess of 0 (`from` itself) fails the test below.
    if (step <= to && limitAt(step) > limit && limitAt(step - 1) === limit) return step;
  }
  let low = from;
  let reach = 1;
  let high = Math.min(to, from + reach);
  while (limitAt(high) === limit) {
    if (high === to) return null;
    low = high;
    reach *= 2;
    high = Math.min(to, from + reach);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (limitAt(middle) === limit) low = middle;
    else high = middle;
  }
  return high;
}

/** The first deposit in [from, to] with the limit at `to`: where `to`'s 10만원 step starts. Searched as above. */
export function limitStepStart(limitAt: LimitAlongLine, from: Won, to: Won, width?: Won): Won {
  const limit = limitAt(to);
  for (const guess of width === undefined ? [] : [width, width + 1, width - 1]) {
    const start = to + 1 - guess;
    // A guess of 0 (`to` + 1) fails the test below: the limit at `to` is not below itself.
    if (start > from && limitAt(start) === limit && limitAt(start - 1) < limit) return start;
  }
  let high = to;
  let reach = 1;
  let low = Math.max(from, to - reach);
  while (low > from && limitAt(low) === limit) {
    high = low;
    reach *= 2;
    low = Math.max(from, to - reach);
  }
  if (limitAt(low) === limit) return low;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (limitAt(middle) === limit) high = middle;
    else low = middle;
  }
  return high;
}
