/**
 * Shows a percent rate with a fixed number of decimals, rounded half-up on the decimal digits people
 * read (not on the binary float, where 1.005 is 1.00499…).
 * @example formatRate(3.25, 1) // '3.3%'
 * @example formatRate(4, 2) // '4.00%'
 */
export function formatRate(percent: number, decimals: number): string {
  const shifted = Math.round(Number(`${Math.abs(percent)}e${decimals}`));
  const rounded = Number(`${shifted}e-${decimals}`);
  const sign = percent < 0 && shifted !== 0 ? '-' : '';
  return `${sign}${rounded.toFixed(decimals)}%`;
}
