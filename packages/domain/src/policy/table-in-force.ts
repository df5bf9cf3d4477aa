import type { PolicyDate } from './policy-date.ts';

/** A row of a dated policy table: it holds from `effectiveFrom` until the next row starts. */
export type PolicyTableRow = { readonly effectiveFrom: PolicyDate };

/** A dated row that says where it was read (the text, its date and the reading's mark), for "what changed". */
export type SourcedPolicyTableRow = PolicyTableRow & { readonly source: string };

/**
 * The row of a dated policy table in force on `policyDate`: the latest row that started on or
 * before it, or `null` when the date precedes the whole table.
 * Rows must be sorted by `effectiveFrom` ascending (each table's test checks it).
 * @example
 * const rows = [{ effectiveFrom: '2024-02-26', stage: 1 }, { effectiveFrom: '2024-09-01', stage: 2 }];
 * tableInForce(rows, '2024-08-31') // { effectiveFrom: '2024-02-26', stage: 1 }
 * tableInForce(rows, '2024-01-01') // null
 */
export function tableInForce<Row extends PolicyTableRow>(rows: readonly Row[], policyDate: PolicyDate): Row | null {
  // Stryker disable next-line ArithmeticOperator: equivalent — indices past the end read `undefined`, which is skipped.
  for (let index = rows.length - 1; index >= 0; index -= 1) {
    const row = rows[index];
    if (row !== undefined && row.effectiveFrom <= policyDate) return row;
  }
  return null;
}
