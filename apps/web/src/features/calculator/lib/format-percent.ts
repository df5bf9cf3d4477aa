import { formatRate } from '../../../shared/format/format-rate.ts';

/**
 * A percent with as many decimals as it has, up to `maxDecimals` (ratios come rounded to 2, rates
 * carry up to 3), without trailing zeros.
 * @example formatPercent(40) // '40%'
 * @example formatPercent(33.3) // '33.3%'
 * @example formatPercent(3.125, 3) // '3.125%'
 */
export function formatPercent(percent: number, maxDecimals = 2): string {
  const text = formatRate(percent, maxDecimals);
  return text.includes('.') ? text.replace(/\.?0+%$/, '%') : text;
}
