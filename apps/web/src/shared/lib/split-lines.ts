/** The token the server's texts use for a line break: the two characters `/n`, not a newline. */
const LINE_BREAK_TOKEN = '/n';

/**
 * Splits a server text into display lines on the literal token `/n` (spec §9 "Text helper").
 * A real newline character is left alone.
 * @example splitLines('전세대출/n최대 2억') // ['전세대출', '최대 2억']
 */
export function splitLines(text: string): string[] {
  return text.split(LINE_BREAK_TOKEN);
}
