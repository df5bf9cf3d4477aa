import type { Won } from './won.ts';

const UNITS = [
  { value: 1_000_000_000_000, label: '조' },
  { value: 100_000_000, label: '억' },
  { value: 10_000, label: '만' },
] as const;

// One formatter for the process: creating it per call costs more than the formatting itself.
const digitGrouping = new Intl.NumberFormat('en-US');
const groupDigits = (n: number): string => digitGrouping.format(n);

/**
 * Reads an amount of 원 the way Korean finance apps show it: 조 / 억 / 만 groups, then 원.
 * The one formatter for money on every screen.
 * @example formatWon(120_000_000) // '1억 2,000만원'
 * @example formatWon(12_345) // '1만 2,345원'
 * @example formatWon(0) // '0원'
 */
export function formatWon(amount: Won): string {
  if (amount === 0) return '0원';
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
