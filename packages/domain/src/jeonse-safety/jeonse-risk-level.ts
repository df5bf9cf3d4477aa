/**
 * UNKNOWN (확인 필요, issue 50 #6): nothing known is wrong, but a figure the verdict rests on (the house value or the
 * 선순위 채권) is unknown, so it cannot be called 안전. Any known concern (주의, 위험) outranks it.
 */
export const JEONSE_RISK_LEVELS = ['SAFE', 'UNKNOWN', 'CAUTION', 'DANGER'] as const;
export type JeonseRiskLevel = (typeof JEONSE_RISK_LEVELS)[number];

const LEVEL_ORDER: Readonly<Record<JeonseRiskLevel, number>> = { SAFE: 0, UNKNOWN: 1, CAUTION: 2, DANGER: 3 };

/** The worse of two levels. */
export const worseLevel = (a: JeonseRiskLevel, b: JeonseRiskLevel): JeonseRiskLevel =>
  // Stryker disable next-line EqualityOperator: equivalent — equal levels are the same string either way.
  LEVEL_ORDER[b] > LEVEL_ORDER[a] ? b : a;
