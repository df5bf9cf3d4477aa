/** A piece of a source sentence: plain text, or a publication linked by its name. */
export type SourcePart = { text: string } | { text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s,)]+/g;
/** The publisher's name (and the article's date, when given) right before an address: "뉴스핌 ", "서울신문 2026-02-26 ". */
const NAME_BEFORE = /([^\s(]+(?: \d{4}-\d{2}-\d{2})?)\s+$/;

/**
 * A source sentence as a person reads it (issue 50 #4): each raw address becomes a link named by the publisher
 * written before it, or by its host when no name is.
 * @example sourceParts('은행연합회 COFIX 공시 (뉴스핌 https://www.newspim.com/a)')
 *   // [{ text: '은행연합회 COFIX 공시 (' }, { text: '뉴스핌', href: 'https://www.newspim.com/a' }, { text: ')' }]
 */
export function sourceParts(source: string): SourcePart[] {
  const parts: SourcePart[] = [];
  let rest = 0;
  for (const match of source.matchAll(URL_PATTERN)) {
    const href = match[0];
    let before = source.slice(rest, match.index);
    const name = NAME_BEFORE.exec(before);
    const text = name ? name[1]! : new URL(href).hostname.replace(/^www\./, '');
    if (name) before = before.slice(0, name.index);
    if (before !== '') parts.push({ text: before });
    parts.push({ text, href });
    rest = match.index + href.length;
  }
  const tail = source.slice(rest);
  if (tail !== '') parts.push({ text: tail });
  return parts;
}
