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

/** Registrations that change another one (named by its 순위번호) rather than stand on their own. */
const REFERRING: ReadonlySet<RegistrationKind> = new Set([
  'CANCELLATION',
  'RESTORATION',
  'AMENDMENT',
  'RIGHT_TRANSFER',
]);

const TARGETS = String.raw`\d+(?:-\d+)?번(?:[,및]?\d+(?:-\d+)?번)*`;

/**
 * 등기목적 words, tried in this order at each place of a compacted 등기목적 cell (a cell may hold two registrations that
 * share a 순위번호, and its words may be wrapped anywhere). Longer words before the words they contain.
 */
const PURPOSES: readonly [RegExp, RegistrationKind][] = [
  [new RegExp(`${TARGETS}[가-힣]*?등기말소`, 'y'), 'CANCELLATION'],
  [new RegExp(`${TARGETS}[가-힣]*?회복`, 'y'), 'RESTORATION'],
  [new RegExp(`${TARGETS}[가-힣]*?지분[가-힣]*?이전`, 'y'), 'SHARE_TRANSFER'],
  [/공유자전원지분전부이전/y, 'SHARE_TRANSFER'],
  [new RegExp(`${TARGETS}[가-힣]*?(?:변경|경정)`, 'y'), 'AMENDMENT'],
  [new RegExp(`${TARGETS}[가-힣]*?이전`, 'y'), 'RIGHT_TRANSFER'],
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

/** The kind a 말소 or 변경 names for its target ("3번신탁등기말소" → TRUST), or null when it names none. */
function namedKind(words: string): RegistrationKind | null {
  for (const [pattern, kind] of PURPOSES) {
    if (REFERRING.has(kind) || kind === 'SHARE_TRANSFER') continue;
    const anywhere = new RegExp(pattern.source);
    if (anywhere.test(words)) return kind;
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

/** Splits a compacted 등기목적 cell into its registrations' purposes. */
export function purposesOf(cell: string): { purpose: string; kind: RegistrationKind }[] {
  const found: { purpose: string; kind: RegistrationKind }[] = [];
  let unknown = '';
  const flushUnknown = () => {
    // A stray letter (a wrapped header, a mark) is no registration; two or more unknown letters are shown as they are.
    if (unknown.length >= 2) found.push({ purpose: unknown, kind: 'OTHER' });
    unknown = '';
  };
  let at = 0;
  while (at < cell.length) {
    let matched = false;
    for (const [pattern, kind] of PURPOSES) {
      pattern.lastIndex = at;
      const match = pattern.exec(cell);
      if (!match) continue;
      flushUnknown();
      found.push({ purpose: match[0], kind });
      at += match[0].length;
      matched = true;
      break;
    }
    if (!matched) {
      unknown += cell[at];
      at += 1;
    }
  }
  flushUnknown();
  return found;
}

/** The registrations of one table's rows, in the registry's order. */
export function registrationsOf(section: RegistryEntry['section'], rows: readonly TableRow[]): Registration[] {
  return rows.flatMap((row) => {
    const [, purposeLines = [], receivedLines = [], , detailLines = []] = row.columns;
    return purposesOf(compact(purposeLines.join(''))).map(({ purpose, kind }) => {
      const referring = REFERRING.has(kind) || kind === 'SHARE_TRANSFER';
      const targets = referring ? [...purpose.matchAll(/(\d+(?:-\d+)?)번/g)].map((match) => match[1]!) : [];
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
