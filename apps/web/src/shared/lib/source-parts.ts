import type { SourceCertainty } from '../copy/source-copy.ts';

/** A piece of a source sentence: plain text, a publication linked by its name, or how sure the sentence is. */
export type SourcePart = { text: string } | { text: string; href: string } | { certainty: SourceCertainty };

// A raw address, or a certainty mark of the rule book ("[S]") with the address it rests on, if any.
const SOURCE_TOKEN = /\[(P|S|U)\](?:\s*(https?:\/\/[^\s,)]+))?|https?:\/\/[^\s,)]+/g;
/** The publisher's name (and the article's date, when given) right before an address: "뉴스핌 ", "서울신문 2026-02-26 ". */
const NAME_BEFORE = /([^\s(]+(?: \d{4}-\d{2}-\d{2})?)\s+$/;

const hostOf = (href: string) => new URL(href).hostname.replace(/^www\./, '');

/**
 * A source sentence as a person reads it (issue 50 #4): each raw address becomes a link named by the publisher
 * written before it, or by its host when no name is; a certainty mark ("[S]") becomes its own part, said in words by
 * the one rendering it, and the address after a mark is named by its host (the word before a mark is the sentence's).
 * @example sourceParts('은행연합회 COFIX 공시 (뉴스핌 https://www.newspim.com/a)')
 *   // [{ text: '은행연합회 COFIX 공시 (' }, { text: '뉴스핌', href: 'https://www.newspim.com/a' }, { text: ')' }]
 * @example sourceParts('국세징수법 제109조 [S] https://etnews.com/1')
 *   // [{ text: '국세징수법 제109조 ' }, { text: 'etnews.com', href: 'https://etnews.com/1' }, { certainty: 'S' }]
 */
export function sourceParts(source: string): SourcePart[] {
  const parts: SourcePart[] = [];
  const certainties: SourceCertainty[] = [];
  let rest = 0;
  for (const match of source.matchAll(SOURCE_TOKEN)) {
    let before = source.slice(rest, match.index);
    const [token, mark, markedHref] = match as unknown as [string, SourceCertainty | undefined, string | undefined];
    if (mark !== undefined) {
      certainties.push(mark);
      before = markedHref === undefined ? before.trimEnd() : `${before.trimEnd()} `;
      if (before.trim() !== '') parts.push({ text: before });
      if (markedHref !== undefined) parts.push({ text: hostOf(markedHref), href: markedHref });
    } else {
      const name = NAME_BEFORE.exec(before);
      if (name) before = before.slice(0, name.index);
      if (before !== '') parts.push({ text: before });
      parts.push({ text: name ? name[1]! : hostOf(token), href: token });
    }
    rest = match.index + token.length;
  }
  const tail = certainties.length > 0 ? source.slice(rest).trimEnd() : source.slice(rest);
  if (tail.trim() !== '') parts.push({ text: tail });
  for (const certainty of new Set(certainties)) parts.push({ certainty });
  return parts;
}
