import type { Won } from './won.ts';

const UNITS = [
  { value: 1_000_000_000_000, label: '조' },
  { value: 100_000_000, label: '억' },
  { value: 10_000, label: '만' },
] as const;

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * A whole number with a comma every three digits. Not `Intl.NumberFormat`: a page's first Intl object loads the
 * runtime's locale data, 37–73 ms of the main thread on the phone profile (issue 32).
 * @example groupDigits(1_234_567) // '1,234,567'
 */
export function groupDigits(n: number): string {
  return String(n).replace(THOUSANDS, ',');
}

/**
 * Reads a sum held, borrowed or earned — a deposit, a limit, a loan, a price, an income, a balance, a yearly or
 * lifetime total — the way Korean finance apps show it: 조 / 억 / 만 groups, then 원. Sums paid per month or once
 * read through {@link formatPayment} instead; these two are the only money formats (ADR 0019).
 * @example formatWon(120_000_000) // '1억 2,000만원'
 * @example formatWon(12_345) // '1만 2,345원'
 * @example formatWon(0) // '0원'
 */
export function formatWon(amount: Won): string {
  if (amount === 0) return '0원';
  // Stryker disable next-line EqualityOperator: equivalent — 0 has already returned '0원'.
  const sign = amount < 0 ? '-' : '';
  let rest = Math.abs(Math.trunc(amount));
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.value);
    if (count > 0) parts.push(`${groupDigits(count)}${unit.label}`);
    rest %= unit.value;
  }
  if (rest > 0) parts.push(groupDigits(rest));
  return `${sign}${parts.join(' ')}원`;
}

/**
 * Reads a sum paid per month or once — rent, an instalment and its parts, interest, a monthly total, a fee, a tax,
 * a tax credit — to the won with digit grouping, as bank apps show a payment: a glance gives its size and the last
 * won is still there ("33만 83원" read as 33만 and 83원; "330,083원" reads as one number).
 * @example formatPayment(330_083) // '330,083원'
 * @example formatPayment(0) // '0원'
 */
export function formatPayment(amount: Won): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}${groupDigits(Math.abs(Math.trunc(amount)))}원`;
}
