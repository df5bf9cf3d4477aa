import type { TextRange } from '@jipsa/contracts';
import { normalizeSearchText } from './offline/korean-text.ts';

/**
 * Sorts ranges and joins those that overlap or touch, the shape `highlights` promises the client.
 *
 * @example mergeRanges([{ start: 4, end: 6 }, { start: 0, end: 2 }, { start: 2, end: 3 }])
 * // [{ start: 0, end: 3 }, { start: 4, end: 6 }]
 */
export function mergeRanges(ranges: TextRange[]): TextRange[] {
  const sorted = ranges.filter((range) => range.end > range.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/**
 * Where the keyword's words occur in `text` (every occurrence, case-insensitive), for results whose source
 * does not say what matched (the juso API).
 *
 * @example highlightKeyword('서울특별시 강남구 테헤란로 152', '테헤란로 152') // [{ start: 10, end: 14 }, { start: 15, end: 18 }]
 */
export function highlightKeyword(text: string, keyword: string): TextRange[] {
  const lower = text.toLowerCase();
  const ranges: TextRange[] = [];
  for (const word of new Set(normalizeSearchText(keyword).split(' ').filter(Boolean))) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length)) {
      ranges.push({ start: at, end: at + word.length });
    }
  }
  return mergeRanges(ranges);
}
