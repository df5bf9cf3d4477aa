export type MonogramBadgeProps = {
  /** One to four short characters, e.g. 'HF', '기금', 'BNK'. */
  text: string;
  background: string;
  foreground: string;
  /** Read by screen readers; the badge is decorative without it. */
  label?: string;
  size?: number;
};

// Longer monograms get smaller type so they stay inside the 40-unit square.
const FONT_SIZE_BY_LENGTH = [15, 15, 14, 12, 10] as const;

/**
 * A rounded square with a short brand monogram, drawn inline (no image files, no network): the icon
 * set of the product institutions and banks.
 */
export function MonogramBadge({ text, background, foreground, label, size = 40 }: MonogramBadgeProps) {
  const fontSize = FONT_SIZE_BY_LENGTH[Math.min(text.length, FONT_SIZE_BY_LENGTH.length - 1)];
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" style={{ flex: 'none' }} {...a11y}>
      <rect width="40" height="40" rx="11" fill={background} />
      <text
        x="20"
        y="20"
        dominantBaseline="central"
        textAnchor="middle"
        fill={foreground}
        fontSize={fontSize}
        fontWeight="800"
        letterSpacing="-0.5"
      >
        {text}
      </text>
    </svg>
  );
}
