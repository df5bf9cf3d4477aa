import type { PolicyDate } from '../policy/policy-date.ts';

/** One figure of a product rule from one date, with where it was read. */
export type DatedValueRow<Value> = {
  readonly from: PolicyDate;
  readonly value: Value;
  /** The text the figure was read in, its date and the reading's mark ([P] / [S] / [U], ADR 0013). */
  readonly source: string;
};

/**
 * A product-rule figure that changed on known dates: what it was before the first change we hold, and each change.
 * `name` says the rule with its figure in Korean, for the report and `ruleChangesBetween`.
 */
export type DatedValue<Value> = {
  readonly before: { readonly value: Value; readonly source: string };
  readonly changes: readonly DatedValueRow<Value>[];
  readonly name: (value: Value) => string;
};

/**
 * Declares a dated figure; the changes must be sorted by date (checked here, so a table typo fails at load).
 * @example
 * const cap = datedValue({ before: { value: null, source: '…' }, changes: [{ from: '2025-09-08', value: 200_000_000, source: '…' }],
 *   name: (value) => (value === null ? '한도 없음' : `한도 ${value}원`) });
 */
export function datedValue<Value>(dated: DatedValue<Value>): DatedValue<Value> {
  dated.changes.forEach((row, index) => {
    const previous = dated.changes[index - 1];
    if (previous !== undefined && previous.from >= row.from) {
      throw new Error(`dated value: changes out of order at ${row.from}`);
    }
  });
  return dated;
}

/** The change in force on `policyDate`, with its date and source; null before the first change. */
export function changeOn<Value>(dated: DatedValue<Value>, policyDate: PolicyDate): DatedValueRow<Value> | null {
  return dated.changes.filter((row) => row.from <= policyDate).at(-1) ?? null;
}

/**
 * The figure in force on `policyDate`: the latest change on or before it, else the figure before the first change.
 * @example valueOn(cap, '2025-09-07') // null
 * @example valueOn(cap, '2025-09-08') // 200_000_000
 */
export function valueOn<Value>(dated: DatedValue<Value>, policyDate: PolicyDate): Value {
  let value = dated.before.value;
  for (const row of dated.changes) if (row.from <= policyDate) value = row.value;
  return value;
}
