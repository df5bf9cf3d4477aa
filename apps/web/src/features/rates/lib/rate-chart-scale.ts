/** Days since 1970-01-01 of a 'YYYY-MM-DD' date, so the x axis spaces dates by the time between them. */
export function dayNumber(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Steps a rate axis may use, in %p; the first one giving at most `MAX_TICKS` ticks wins. */
const RATE_STEPS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5] as const;
const MAX_TICKS = 6;

/** Rounds off the float noise of `n × step` (0.1 × 3 = 0.30000000000000004). */
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Evenly stepped rate ticks (in %) from at or below `low` to at or above `high`, at least two, at most six.
 * @example rateTicks(2.48, 2.63) // [2.45, 2.5, 2.55, 2.6, 2.65]
 * @example rateTicks(2.5, 2.5) // [2.45, 2.5, 2.55]
 */
export function rateTicks(low: number, high: number): number[] {
  for (const step of RATE_STEPS) {
    let first = Math.floor(tidy(low / step)) * step;
    let last = Math.ceil(tidy(high / step)) * step;
    // A flat line sits in the middle of the axis, not on its edge.
    if (tidy(first) === tidy(last)) {
      first -= step;
      last += step;
    }
    const count = Math.round((last - first) / step) + 1;
    if (count <= MAX_TICKS) return Array.from({ length: count }, (_, index) => tidy(first + index * step));
  }
  const step = RATE_STEPS.at(-1)!;
  return [tidy(Math.floor(low / step) * step), tidy(Math.ceil(high / step) * step)];
}

/**
 * The dates to label on the time axis: the window's first and last day, and the first of each January in between
 * that leaves `minGapDays` to both ends (labels must not overlap on a phone).
 * @example dateTicks('2024-11-26', '2026-11-26', 120) // ['2024-11-26', '2026-01-01', '2026-11-26']
 */
export function dateTicks(first: string, last: string, minGapDays: number): string[] {
  if (first === last) return [first];
  const startYear = Number(first.slice(0, 4));
  const endYear = Number(last.slice(0, 4));
  const januaries: string[] = [];
  for (let year = startYear + 1; year <= endYear; year += 1) {
    const january = `${year}-01-01`;
    const farEnough =
      dayNumber(january) - dayNumber(first) >= minGapDays && dayNumber(last) - dayNumber(january) >= minGapDays;
    if (farEnough) januaries.push(january);
  }
  return [first, ...januaries, last];
}
