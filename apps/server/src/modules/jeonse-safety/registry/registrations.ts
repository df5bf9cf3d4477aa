import type { RegistryEntry } from '@jipsa/contracts';
import { compact } from './text-lines.ts';
import type { TableRow } from './registry-tables.ts';

/** What a registration is, by its 등기목적. */
export type RegistrationKind =
  | 'OWNERSHIP'
  | 'SHARE_TRANSFER'
  | 'PROVISIONAL_REGISTRATION'
  | 'TRUST'
  | 'AUCTION'
  | 'PROVISIONAL_SEIZURE'
  | 'INJUNCTION'
  | 'SEIZURE'
  | 'WARNING_NOTICE'
  | 'MORTGAGE'
  | 'JEONSE'
  | 'LEASE'
  | 'OTHER_RIGHT'
  | 'CANCELLATION'
  | 'RESTORATION'
  | 'AMENDMENT'
  | 'RIGHT_TRANSFER'
  | 'OTHER';

/** The words that make a run of 순위번호 ("3번", "1번,2번", "4-1번및5번") into a registration about them, in this order. */
const REFERRING_WORDS: readonly [(words: string) => number, RegistrationKind][] = [
  [(words) => endOf(words, '등기말소'), 'CANCELLATION'],
  [(words) => endOf(words, '회복'), 'RESTORATION'],
  [(words) => endOf(words, '이전', words.indexOf('지분')), 'SHARE_TRANSFER'],
  [(words) => earliestEnd(words, ['변경', '경정']), 'AMENDMENT'],
  [(words) => endOf(words, '이전'), 'RIGHT_TRANSFER'],
];

/**
 * 등기목적 words of registrations that stand on their own, tried in this order at each place of a compacted 등기목적
 * cell (a cell may hold two registrations that share a 순위번호, and its words may be wrapped anywhere). Longer words
 * before the words they contain. Each matches a few letters at most, so trying them all at every place is linear.
 */
export const PURPOSES: readonly [RegExp, RegistrationKind][] = [
  [/공유자전원지분전부이전/y, 'SHARE_TRANSFER'],
  [/소유권이전(?:청구권|담보)?가등기|가등기/y, 'PROVISIONAL_REGISTRATION'],
  [/소유권보존|소유권이전/y, 'OWNERSHIP'],
  [/신탁/y, 'TRUST'],
  [/(?:임의|강제)?경매개시결정/y, 'AUCTION'],
  [/가압류/y, 'PROVISIONAL_SEIZURE'],
  [/가처분/y, 'INJUNCTION'],
  [/압류/y, 'SEIZURE'],
  [/예고등기/y, 'WARNING_NOTICE'],
  [/근?저당권설정/y, 'MORTGAGE'],
  [/전세권설정/y, 'JEONSE'],
  [/주택임차권|임차권설정|임차권/y, 'LEASE'],
  [/지상권설정|지역권설정|권리질권/y, 'OTHER_RIGHT'],
];

/** Where the first `word` after `from` ends in `text`, or -1 (also when `from` is -1: nothing to look after). */
function endOf(text: string, word: string, from = 0): number {
  if (from < 0) return -1;
  const at = text.indexOf(word, from);
  return at < 0 ? -1 : at + word.length;
}

function earliestEnd(text: string, words: readonly string[]): number {
  const ends = words.map((word) => endOf(text, word)).filter((end) => end >= 0);
  return ends.length > 0 ? Math.min(...ends) : -1;
}

const isDigit = (letter: string | undefined) => letter !== undefined && letter >= '0' && letter <= '9';
const isHangul = (letter: string | undefined) => letter !== undefined && letter >= '가' && letter <= '힣';

function skipWhile(text: string, at: number, test: (letter: string | undefined) => boolean): number {
  let end = at;
  while (test(text[end])) end += 1;
  return end;
}

/** One 순위번호 reference at `at` ("3번", "4-1번"): its number and where it ends, or null. */
function referenceAt(cell: string, at: number): { rank: string; end: number } | null {
  let end = skipWhile(cell, at, isDigit);
  if (end === at) return null;
  if (cell[end] === '-' && isDigit(cell[end + 1])) end = skipWhile(cell, end + 1, isDigit);
  return cell[end] === '번' ? { rank: cell.slice(at, end), end: end + 1 } : null;
}

/** The run of references that starts at `at` ("1번,2번및3번"), each read once; null when none starts there. */
function referencesAt(cell: string, at: number): { ranks: string[]; end: number } | null {
  const first = referenceAt(cell, at);
  if (!first) return null;
  const ranks = [first.rank];
  let end = first.end;
  for (;;) {
    const separated = cell[end] === ',' || cell[end] === '및';
    const next = referenceAt(cell, separated ? end + 1 : end);
    if (!next) return { ranks, end };
    ranks.push(next.rank);
    end = next.end;
  }
}

/** The registration about other 순위번호 that starts at `at`, or where the run of references ends when it is none. */
function referringAt(cell: string, at: number): Purpose | { unmatched: string } | null {
  const references = referencesAt(cell, at);
  if (!references) return null;
  const words = cell.slice(references.end, skipWhile(cell, references.end, isHangul));
  for (const [wordsEnd, kind] of REFERRING_WORDS) {
    const end = wordsEnd(words);
    if (end >= 0) {
      return { purpose: cell.slice(at, references.end + end), kind, targets: references.ranks };
    }
  }
  return { unmatched: cell.slice(at, references.end) };
}

/** The kind a 말소 or 변경 names for its target ("3번신탁등기말소" → TRUST), or null when it names none. */
function namedKind(words: string): RegistrationKind | null {
  for (const [pattern, kind] of PURPOSES) {
    if (kind === 'SHARE_TRANSFER') continue;
    if (new RegExp(pattern.source).test(words)) return kind;
  }
  return null;
}

export type Registration = {
  section: RegistryEntry['section'];
  rank: string;
  purpose: string;
  kind: RegistrationKind;
  /** For a 말소, 회복, 변경 or 이전 of another registration: the 순위번호 it names and the kind it names. */
  targets: string[];
  targetKind: RegistrationKind | null;
  /** The row's 접수, 등기원인 and 권리자 및 기타사항, shared by the registrations of one 순위번호. */
  received: string;
  details: string;
};

export type Purpose = { purpose: string; kind: RegistrationKind; targets: string[] };

/**
 * Splits a compacted 등기목적 cell into its registrations' purposes, reading each letter a bounded number of times:
 * a run of 순위번호 is read once, whether or not words of a 말소 or 변경 follow it (issue 45: a cell of "1번" twenty
 * thousand times over held the server for seconds when patterns were tried at every place).
 *
 * @example
 * purposesOf('소유권이전신탁'); // [{ purpose: '소유권이전', kind: 'OWNERSHIP', … }, { purpose: '신탁', kind: 'TRUST', … }]
 * purposesOf('3번가압류등기말소'); // [{ purpose: '3번가압류등기말소', kind: 'CANCELLATION', targets: ['3'] }]
 */
export function purposesOf(cell: string): Purpose[] {
  const found: Purpose[] = [];
  let unknown = '';
  const flushUnknown = () => {
    // A stray letter (a wrapped header, a mark) is no registration; two or more unknown letters are shown as they are.
    if (unknown.length >= 2) found.push({ purpose: unknown, kind: 'OTHER', targets: [] });
    unknown = '';
  };
  let at = 0;
  while (at < cell.length) {
    const referring = referringAt(cell, at);
    if (referring && 'unmatched' in referring) {
      unknown += referring.unmatched;
      at += referring.unmatched.length;
      continue;
    }
    if (referring) {
      flushUnknown();
      found.push(referring);
      at += referring.purpose.length;
      continue;
    }
    const standing = standingAt(cell, at);
    if (standing) {
      flushUnknown();
      found.push({ purpose: standing.purpose, kind: standing.kind, targets: [] });
      at += standing.purpose.length;
      continue;
    }
    unknown += cell[at];
    at += 1;
  }
  flushUnknown();
  return found;
}

function standingAt(cell: string, at: number): { purpose: string; kind: RegistrationKind } | null {
  for (const [pattern, kind] of PURPOSES) {
    pattern.lastIndex = at;
    const match = pattern.exec(cell);
    if (match) return { purpose: match[0], kind };
  }
  return null;
}

/** The registrations of one table's rows, in the registry's order. */
export function registrationsOf(section: RegistryEntry['section'], rows: readonly TableRow[]): Registration[] {
  return rows.flatMap((row) => {
    const [, purposeLines = [], receivedLines = [], , detailLines = []] = row.columns;
    return purposesOf(compact(purposeLines.join(''))).map(({ purpose, kind, targets }) => {
      const referring = targets.length > 0;
      const words = referring ? purpose.replace(/^[\d\-번,및]+/, '') : '';
      return {
        section,
        rank: row.rank,
        purpose,
        kind,
        targets,
        targetKind: referring ? namedKind(words) : null,
        received: receivedLines.join(' '),
        details: detailLines.join('\n'),
      };
    });
  });
}
