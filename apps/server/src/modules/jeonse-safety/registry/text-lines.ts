import type { PdfTextItem } from './pdf-text.ts';

/** Text that sits together on one baseline: one cell's line, or a heading. `end` is where its last glyph ends. */
export type TextRun = { text: string; x: number; end: number };
/** One baseline of one page, left to right. */
export type TextLine = { page: number; y: number; runs: TextRun[] };

/** Items whose baselines differ by less than this (pt) are on one line. */
const SAME_LINE = 2;
/**
 * Items closer than this (pt) belong to one run. Glyphs of one cell line touch (a PDF writer's spaces are items or
 * gaps of one space, ~3 pt); neighbouring cells are apart by their padding on both sides and the rule between them.
 */
const SAME_RUN = 3.5;
/**
 * A gap between glyphs is a space the writer left out only when it is as wide as a space (about a fifth of the
 * glyph height or more): a Hangul glyph's box is often a little narrower than its advance, and a 1–2 pt gap
 * inside a word ("공덕하이빌") is no space (issue 50).
 */
const SPACE_SHARE_OF_HEIGHT = 0.2;

// Some writers map the space glyph to a control character; it is a space all the same.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const normalise = (text: string) => text.replace(/[\u0000-\u001f\u00a0\u3000]/g, ' ');

/**
 * The pages' text as lines of runs, top of the first page first.
 *
 * @example
 * textLines([[{ text: '근저당권설정', x: 80, y: 712, width: 68, height: 10 }]]);
 * // [{ page: 1, y: 712, runs: [{ text: '근저당권설정', x: 80, end: 148 }] }]
 */
export function textLines(pages: readonly (readonly PdfTextItem[])[]): TextLine[] {
  const lines: TextLine[] = [];
  pages.forEach((items, index) => {
    const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
    let current: { y: number; items: PdfTextItem[] } | null = null;
    const close = () => {
      if (current) lines.push({ page: index + 1, y: current.y, runs: runsOf(current.items) });
    };
    for (const item of sorted) {
      if (current && Math.abs(current.y - item.y) < SAME_LINE) {
        current.items.push(item);
        continue;
      }
      close();
      current = { y: item.y, items: [item] };
    }
    close();
  });
  return lines.filter((line) => line.runs.length > 0);
}

function runsOf(items: readonly PdfTextItem[]): TextRun[] {
  const runs: TextRun[] = [];
  for (const item of [...items].sort((a, b) => a.x - b.x)) {
    const text = normalise(item.text);
    const last = runs.at(-1);
    if (last && item.x - last.end < SAME_RUN) {
      const isSpace = item.x - last.end >= Math.max(1, item.height * SPACE_SHARE_OF_HEIGHT);
      last.text += isSpace && !last.text.endsWith(' ') ? ` ${text}` : text;
      last.end = Math.max(last.end, item.x + item.width);
      continue;
    }
    runs.push({ text, x: item.x, end: item.x + item.width });
  }
  return runs.map((run) => ({ ...run, text: run.text.replace(/\s+/g, ' ').trim() })).filter((run) => run.text !== '');
}

/** The text without any whitespace: how the registry's spaced headings ("【 갑 구 】") and wrapped words compare. */
export const compact = (text: string) => text.replace(/\s+/g, '');

/** A line's runs joined by a space. */
export const lineText = (line: TextLine) => line.runs.map((run) => run.text).join(' ');
