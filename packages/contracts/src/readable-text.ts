// Text a person typed, as PostgreSQL can store it and a screen can show it. PostgreSQL refuses NUL in
// text and a lone UTF-16 surrogate cannot be encoded as UTF-8: both used to reach the database and fail
// there with a 500 (issue 14). A bidirectional embedding, override or isolate shows the text in another
// order than it is stored, so a label can pass for another (issue 45). Every free-text input schema
// refines with one of the two checks below.

/** C0, DEL and C1 control characters. */
const CONTROL = /\p{Cc}/u;
const TAB = /\t/g;
const TAB_OR_LINE_BREAK = /[\t\n\r]/g;
/** LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI; the marks LRM and RLM reorder nothing and stay. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNREADABLE_TEXT_MESSAGE = '보이지 않는 제어 문자나 깨진 글자는 쓸 수 없어요.';

/**
 * One line of text: no control character but tab, no bidirectional control, no lone surrogate.
 *
 * @example
 * isReadableLine('역삼래미안 101동') // true
 * isReadableLine('역삼\u0000래미안') // false
 * isReadableLine('A안\u202Egnp.exe') // false
 */
export const isReadableLine = (text: string): boolean =>
  !CONTROL.test(text.replace(TAB, '')) && !BIDI_CONTROL.test(text) && !LONE_SURROGATE.test(text);

/**
 * Text of several lines: like {@link isReadableLine}, and line breaks (LF, CR) are allowed.
 *
 * @example
 * isReadableLines('첫 줄\n둘째 줄') // true
 * isReadableLines('깨진 \ud800 글자') // false
 */
export const isReadableLines = (text: string): boolean =>
  !CONTROL.test(text.replace(TAB_OR_LINE_BREAK, '')) && !BIDI_CONTROL.test(text) && !LONE_SURROGATE.test(text);

/** The zod refinement params of both checks. */
export const readableTextIssue = { message: UNREADABLE_TEXT_MESSAGE };
