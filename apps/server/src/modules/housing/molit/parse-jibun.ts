/** A 지번 (lot number): 산 or not, 본번 and 부번 (0 when none). */
export type Jibun = { mountain: boolean; main: number; sub: number };

const JIBUN = /^(산)?\s*(\d{1,4})(?:-(\d{1,4}))?$/;

/**
 * Reads "737", "737-1", "산 12-3" (also "산12"); anything else is null.
 *
 * @example parseJibun('산 12-3') // { mountain: true, main: 12, sub: 3 }
 */
export function parseJibun(text: string): Jibun | null {
  const match = JIBUN.exec(text.trim());
  if (!match) return null;
  const main = Number(match[2]);
  if (main === 0) return null;
  return { mountain: match[1] !== undefined, main, sub: match[3] ? Number(match[3]) : 0 };
}

/**
 * How 실거래가 answers write a 지번: "316", "316-2", "산12-3" — so two lots compare as strings.
 *
 * @example formatJibun({ mountain: false, main: 316, sub: 0 }) // '316'
 */
export function formatJibun(jibun: Jibun): string {
  return `${jibun.mountain ? '산' : ''}${jibun.main}${jibun.sub ? `-${jibun.sub}` : ''}`;
}
