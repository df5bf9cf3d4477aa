import type { MarketRateField, MarketRateRow } from '@jipsa/domain';

/**
 * Each rate figure as a person reads it, and the words by which a source sentence names it: an operator's row cites
 * every figure's publication at once, so a point or a reason picks the sentences about its own figure.
 */
export const MARKET_RATE_FIGURES: Readonly<
  Record<MarketRateField, { readonly name: string; readonly sourceWords: readonly string[] }>
> = {
  baseRate: { name: '기준금리', sourceWords: ['기준금리'] },
  cofixNewBalance: { name: '신 잔액기준 COFIX', sourceWords: ['COFIX', '코픽스'] },
  financeBond6M: { name: '금융채 6개월 금리', sourceWords: ['금융채', '은행채'] },
  financeBond24M: { name: '금융채 24개월 금리', sourceWords: ['금융채', '은행채'] },
  creditLoanRate: { name: '신용대출 금리', sourceWords: ['신용대출'] },
  depositRate: { name: '정기예금 금리', sourceWords: ['예금'] },
};

/**
 * The sentences of a row's sources that name any of `figures`, each once; empty when none does (the caller then
 * falls back on the row's note).
 * @example sourcesNaming(row, ['baseRate']) // ['한국은행 금융통화위원회 2025-05-29: 기준금리 연 2.50%']
 */
export function sourcesNaming(row: MarketRateRow, figures: readonly MarketRateField[]): string[] {
  const words = figures.flatMap((figure) => MARKET_RATE_FIGURES[figure].sourceWords);
  return [...new Set((row.sources ?? []).filter((source) => words.some((word) => source.includes(word))))];
}

/**
 * The day the publication behind a row's `figure` is dated (the first date of the first sentence naming it), so a
 * history point carries its source's date: a row in force from 2026-02-19 that cites the 2026-02-26 decision shows
 * the decision on 2026-02-26 (issue 50 #4). Null when no sentence names the figure or none is dated.
 * @example publishedOn(row, 'baseRate') // '2025-05-29'
 */
export function publishedOn(row: MarketRateRow, figure: MarketRateField): string | null {
  const [first] = sourcesNaming(row, [figure]);
  return first?.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? null;
}
