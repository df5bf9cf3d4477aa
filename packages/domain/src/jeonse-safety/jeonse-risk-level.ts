export const JEONSE_RISK_LEVELS = ['SAFE', 'CAUTION', 'DANGER'] as const;
export type JeonseRiskLevel = (typeof JEONSE_RISK_LEVELS)[number];

const LEVEL_ORDER: Readonly<Record<JeonseRiskLevel, number>> = { SAFE: 0, CAUTION: 1, DANGER: 2 };

/** The worse of two levels. */
export const worseLevel = (a: JeonseRiskLevel, b: JeonseRiskLevel): JeonseRiskLevel =>
  // Stryker disable next-line EqualityOperator: equivalent — equal levels are the same string either way.
  LEVEL_ORDER[b] > LEVEL_ORDER[a] ? b : a;
