// Text a person typed, as PostgreSQL can store it and a screen can show it. PostgreSQL refuses NUL in
// text and a lone UTF-16 surrogate cannot be encoded as UTF-8: both used to reach the database and fail
// there with a 500 (issue 14). Every free-text input schema refines with one of the two checks below.

/** C0, DEL and C1 control characters. */
const CONTROL = /\p{Cc}/u;
const TAB = /\t/g;
const TAB_OR_LINE_BREAK = /[\t\n\r]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNREADABLE_TEXT_MESSAGE = '보이지 않는 제어 문자나 깨진 글자는 쓸 수 없어요.';

/**
 * One line of text: no control character but tab, no lone surrogate.
 *
 * @example
 * isReadableLine('역삼래미안 101동') // true
 * isReadableLine('역삼\u0000래미안') // false
 */
export const isReadableLine = (text: string): boolean =>
  !CONTROL.test(text.replace(TAB, '')) && !LONE_SURROGATE.test(text);

/**
 * Text of several lines: like {@link isReadableLine}, and line breaks (LF, CR) are allowed.
 *
 * @example
 * isReadableLines('첫 줄\n둘째 줄') // true
 * isReadableLines('깨진 \ud800 글자') // false
 */
export const isReadableLines = (text: string): boolean =>
  !CONTROL.test(text.replace(TAB_OR_LINE_BREAK, '')) && !LONE_SURROGATE.test(text);

/** The zod refinement params of both checks. */
export const readableTextIssue = { message: UNREADABLE_TEXT_MESSAGE };
