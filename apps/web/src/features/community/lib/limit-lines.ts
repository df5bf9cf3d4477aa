import { POST_CONTENT_MAX_LINES } from '@jipsa/contracts';

/** Lines as the textarea shows them; an empty text is one (empty) line. */
export function countLines(text: string): number {
  return text.split('\n').length;
}

/**
 * Keeps the first `maxLines` lines (spec §5: content has at most 15 lines); a paste that would go over is
 * cut at the limit instead of being lost entirely.
 * @example limitLines('a\nb\nc', 2) // 'a\nb'
 */
export function limitLines(text: string, maxLines: number = POST_CONTENT_MAX_LINES): string {
  const lines = text.split('\n');
  return lines.length <= maxLines ? text : lines.slice(0, maxLines).join('\n');
}
