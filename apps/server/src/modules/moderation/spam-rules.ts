/**
 * Links and phone numbers, the bait of 대출 중개 and 작업대출 ads: `http(s)://…`, `www.…`, and Korean mobile
 * (010…) and area (02…, 031…) numbers with or without dashes, dots or spaces.
 *
 * @example
 * containsContact('연락 주세요 010 1234 5678'); // true
 * containsContact('보증금 5000만원, 2년 계약'); // false
 */
export function containsContact(text: string): boolean {
  return LINK.test(text) || PHONE.test(text);
}

const LINK = /https?:\/\/|www\./i;
// 01x-xxx(x)-xxxx and 0xx-xxx(x)-xxxx; digits that are part of a longer number (an amount) do not count.
const PHONE = /(?<!\d)0(?:1[016789]|2|[3-6][1-5]|70)[-.\s]?\d{3,4}[-.\s]?\d{4}(?!\d)/;

/**
 * The text a duplicate is compared by: trimmed, every run of whitespace one space — the same normalisation as
 * the SQL of `authorHistory` (`regexp_replace(btrim(title || ' ' || content), '\s+', ' ', 'g')`).
 *
 * @example
 * normalizedText('  같은\n\n 글 '); // '같은 글'
 */
export function normalizedText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** How long a member counts as new (links and phone numbers held) and how far back a duplicate counts. */
export const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
