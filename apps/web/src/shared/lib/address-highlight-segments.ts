import type { TextRange } from '@jipsa/contracts';

export type HighlightSegment = { text: string; highlighted: boolean };

/**
 * Cuts a text into plain and matched parts by the server's `highlights` (half-open `[start, end)` ranges
 * in string indices). Ranges out of the text, reversed or overlapping a previous one are clipped away.
 * @example addressHighlightSegments('서울 강남구 역삼동', [{ start: 7, end: 10 }])
 * // [{ text: '서울 강남구 ', highlighted: false }, { text: '역삼동', highlighted: true }]
 */
export function addressHighlightSegments(text: string, ranges: readonly TextRange[]): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const start = Math.max(range.start, cursor);
    const end = Math.min(range.end, text.length);
    if (end <= start) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}
