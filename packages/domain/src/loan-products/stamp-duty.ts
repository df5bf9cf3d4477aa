import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';

/** 인지세 brackets on a loan agreement: up to `upTo` 원 (inclusive) the duty is `duty`. */
export type StampDutyTable = PolicyTableRow & {
  readonly brackets: readonly { readonly upTo: Won; readonly duty: Won }[];
  readonly borrowerSharePercent: number;
};

// NOTE: 인지세법 제3조 ① 1호 (금전소비대차에 관한 증서) [P], verified in force on 2026-07-01
// (docs/domain-rules.md §5): ≤ 5천만 비과세; ≤ 1억 7만원; ≤ 10억 15만원; above 35만원. The bank and the
// borrower each pay half (은행 여신거래 약관). Policy dates before this row use it too: we hold no older text.
export const STAMP_DUTY_TABLES: readonly StampDutyTable[] = [
  {
    // Stryker disable next-line StringLiteral: equivalent — the first row also answers any earlier date (`?? [0]`).
    effectiveFrom: '2026-07-01',
    brackets: [
      { upTo: 50_000_000, duty: 0 },
      { upTo: 100_000_000, duty: 70_000 },
      { upTo: 1_000_000_000, duty: 150_000 },
      { upTo: Number.POSITIVE_INFINITY, duty: 350_000 },
    ],
    borrowerSharePercent: 50,
  },
];

/** The 인지세 table in force on `policyDate` (a date before the first row gets the first row). */
export function stampDutyTableOn(policyDate: PolicyDate): StampDutyTable {
  const table = tableInForce(STAMP_DUTY_TABLES, policyDate) ?? STAMP_DUTY_TABLES[0];
  // Stryker disable next-line StringLiteral: unreachable — the table always has a row.
  if (table === undefined) throw new Error('stamp duty: no table');
  return table;
}

/**
 * The borrower's half of the 인지세 on a loan agreement of `loanAmount`.
 * @example stampDutyBorrowerShare(50_000_000, stampDutyTableOn('2026-11-22')) // 0
 * @example stampDutyBorrowerShare(80_000_000, stampDutyTableOn('2026-11-22')) // 35_000
 * @example stampDutyBorrowerShare(250_000_000, stampDutyTableOn('2026-11-22')) // 75_000
 */
export function stampDutyBorrowerShare(loanAmount: Won, table: StampDutyTable): Won {
  const bracket = table.brackets.find((row) => loanAmount <= row.upTo);
  return Math.floor(((bracket?.duty ?? 0) * table.borrowerSharePercent) / 100);
}

/**
 * The loan amounts after which the borrower's 인지세 changes (the brackets' finite upper bounds).
 * @example stampDutyLoanBounds(stampDutyTableOn('2026-11-22')) // [50_000_000, 100_000_000, 1_000_000_000]
 */
export function stampDutyLoanBounds(table: StampDutyTable): readonly Won[] {
  return table.brackets.map((row) => row.upTo).filter(Number.isFinite);
}
