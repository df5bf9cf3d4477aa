import { disassemble } from 'es-hangul';

/**
 * What search compares: NFC, lower case, only Hangul, Latin letters, digits and '-' kept (anything else
 * becomes a space), runs of spaces collapsed.
 *
 * @example normalizeSearchText('  서울특별시,  강남구 (역삼동) ') // '서울특별시 강남구 역삼동'
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{Script=Hangul}a-z0-9-]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * Splits Hangul syllables into their jamo (es-hangul's `disassemble`, compound vowels and finals into
 * their parts) so that "등" and "동" differ by one letter (ㅡ/ㅗ), not one syllable.
 *
 * @example decomposeHangul('역삼') // 'ㅇㅕㄱㅅㅏㅁ'
 */
export const decomposeHangul = (text: string): string => disassemble(text);

/**
 * Levenshtein distance of two strings (by UTF-16 unit, which is one Hangul syllable or jamo).
 *
 * @example editDistance('역삼등', '역삼동') // 1
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether two different strings are exactly one insertion, deletion or substitution apart; linear time, for
 * scanning many candidates.
 *
 * @example isOneEditApart('역삼등', '역삼동') // true
 * @example isOneEditApart('역삼', '역삼동') // true
 * @example isOneEditApart('역삼', '역삼') // false
 */
export function isOneEditApart(a: string, b: string): boolean {
  const lengthA = a.length;
  const lengthB = b.length;
  if (Math.abs(lengthA - lengthB) > 1 || a === b) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < lengthA && j < lengthB) {
    if (a.charCodeAt(i) === b.charCodeAt(j)) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (lengthA > lengthB) i += 1;
    else if (lengthB > lengthA) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (lengthA - i) + (lengthB - j) === 1;
}
