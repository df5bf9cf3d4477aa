// NOTE: 1평 = 400/121 ㎡ (≈ 3.3058 ㎡), the conversion of the 계량에 관한 법률 era still used to speak of homes.
const SQUARE_METRES_PER_PYEONG = 400 / 121;

/**
 * How an exclusive area is shown: whole ㎡ rounded down (as listings write 전용 84.99㎡ "84㎡") and the 평 of
 * that same exclusive area, rounded.
 *
 * @example areaLabel(59.97) // '59㎡ (약 18평)'
 * @example areaLabel(84.99) // '84㎡ (약 26평)'
 */
export function areaLabel(exclusiveArea: number): string {
  const pyeong = Math.round(exclusiveArea / SQUARE_METRES_PER_PYEONG);
  return `${Math.floor(exclusiveArea)}㎡ (약 ${pyeong}평)`;
}
