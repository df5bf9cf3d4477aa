/** Below this a key is too small to hit with a thumb (WCAG 2.5.8 asks for 24 px; 40 px is comfortable). */
export const MIN_KEYPAD_KEY_HEIGHT = 40;

/**
 * The height of one keypad key (spec §2 "DSR loan-add page": (window height × 0.4 − 207) / 7 px).
 * The spec's formula gives under 20 px on most phones (844 px tall → 18.7 px), so the result is
 * clamped to {@link MIN_KEYPAD_KEY_HEIGHT}; tall screens still get the spec's larger keys.
 * @example keypadKeyHeight(844) // 40 (18.66 clamped)
 * @example keypadKeyHeight(1600) // 61.857…
 */
export function keypadKeyHeight(windowHeight: number): number {
  return Math.max(MIN_KEYPAD_KEY_HEIGHT, (windowHeight * 0.4 - 207) / 7);
}
