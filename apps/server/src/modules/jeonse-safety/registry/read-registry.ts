import type { RegistryEntry, RegistryFlag, RegistryReading } from '@jipsa/contracts';
import { addMonths } from '@jipsa/domain';
import type { PdfTextItem } from './pdf-text.ts';
import { registrationsOf, type Registration, type RegistrationKind } from './registrations.ts';
import { registryTables, type RegistryTables, type TableRow } from './registry-tables.ts';
import { compact, lineText, textLines } from './text-lines.ts';

/** Why text that was read is not a registry this module can read. */
export type RegistryTextFailure = 'NO_TEXT' | 'NOT_REGISTRY' | 'NO_TABLES' | 'OVERLONG_TEXT';
export type RegistryTextResult = { ok: true; reading: RegistryReading } | { ok: false; reason: RegistryTextFailure };

/**
 * A transfer this recent is a warning: a house sold (or put in trust) just before it is let is how many 전세사기 began.
 * NOTE: our own threshold, not a statute's; it asks the renter to look closer, it decides nothing alone (ADR 0030).
 */
export const RECENT_TRANSFER_MONTHS = 3;

/** Fewer letters than this over the whole file: there is no text layer, only pictures of pages. */
const MIN_TEXT = 20;

/**
 * Lengths no registry reaches (ADR 0039): a line of an A4 page holds about a hundred letters, a 등기목적 a few dozen
 * ("1번,2번,3번근저당권설정등기말소"). A file past them was made for something else and is not read further.
 */
export const MAX_LINE_LETTERS = 400;
export const MAX_PURPOSE_LETTERS = 200;

const FLAG_OF: Partial<Record<RegistrationKind, RegistryFlag>> = {
  TRUST: 'TRUST',
  PROVISIONAL_SEIZURE: 'PROVISIONAL_SEIZURE',
  INJUNCTION: 'INJUNCTION',
  SEIZURE: 'SEIZURE',
  AUCTION: 'AUCTION',
  LEASE: 'LEASE_REGISTRATION',
  JEONSE: 'JEONSE_RIGHT',
};

/** Registrations shown as entries; ownership is `owners`, and 말소·회복·변경·이전 are read into what they name. */
const NOT_ENTRIES: ReadonlySet<RegistrationKind> = new Set([
  'OWNERSHIP',
  'SHARE_TRANSFER',
  'CANCELLATION',
  'RESTORATION',
  'AMENDMENT',
  'RIGHT_TRANSFER',
]);

/** The person or company a registration names after one of `roles`, as printed (one word). */
function holderAfter(details: string, roles: readonly string[]): string | null {
  for (const role of roles) {
    const match = new RegExp(`(?:^|\\s)${role}\\s*([^\\s]+)`).exec(details);
    if (match) return match[1]!;
  }
  return null;
}

const HOLDER_ROLES: Partial<Record<RegistrationKind, readonly string[]>> = {
  MORTGAGE: ['근저당권자', '저당권자'],
  JEONSE: ['전세권자'],
  LEASE: ['임차권자'],
  TRUST: ['수탁자'],
  PROVISIONAL_SEIZURE: ['채권자'],
  INJUNCTION: ['채권자'],
  AUCTION: ['채권자'],
  PROVISIONAL_REGISTRATION: ['가등기권자', '권리자'],
  OTHER_RIGHT: ['지상권자', '지역권자', '채권자', '권리자'],
  OTHER: ['권리자', '채권자'],
};

function holderOf(registration: Registration): string | null {
  if (registration.kind === 'SEIZURE') {
    const owner = holderAfter(registration.details, ['권리자']);
    const office = holderAfter(registration.details, ['처분청']);
    return owner && office ? `${owner}(${office})` : (owner ?? office);
  }
  return holderAfter(registration.details, HOLDER_ROLES[registration.kind] ?? []);
}

/** 채권최고액, 전세금, 임차보증금 or 청구금액 in 원 (the first the row names). */
function amountOf(details: string): number | null {
  const match = /(?:채권최고액|전세금|임차보증금|청구금액)금?([\d,]+)원/.exec(compact(details));
  if (!match) return null;
  const won = Number(match[1]!.replaceAll(',', ''));
  return Number.isSafeInteger(won) ? won : null;
}

function dateOf(text: string): string | null {
  const match = /(\d{4})년(\d{1,2})월(\d{1,2})일/.exec(compact(text));
  if (!match) return null;
  const [, year, month, day] = match;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** Everyone the row names with a registration number after the name (`김철수 750101-*******`). */
function namedPeople(details: string): string[] {
  const roles = /^(소유자|공유자|수탁자|지분|합유자)$/;
  return [...details.replaceAll('\n', ' ').matchAll(/([^\s]+)\s+\d{6}-/g)]
    .map((match) => match[1]!)
    .filter((name) => !roles.test(name));
}

const mainRank = (rank: string) => rank.split('-')[0]!;

type Tracked = Registration & { live: boolean; amount: number | null; holder: string | null };

/**
 * Applies the registry's own 말소, 회복, 변경 and 이전 entries to what they name: "3번가압류등기말소" ends 갑구 순위 3's
 * 가압류 (and its 부기등기 3-1 …), not its neighbour sharing the number; a 말소 naming no kind we know ends every
 * registration at that number that is not ownership. Struck-through lines are not read: the 말소 entry is the record.
 */
function applyReferences(registrations: readonly Registration[]): Tracked[] {
  const tracked: Tracked[] = registrations.map((registration) => ({
    ...registration,
    live: true,
    amount: amountOf(registration.details),
    holder: holderOf(registration),
  }));
  const named = (reference: Tracked, target: string) => {
    // A 부기등기 (3-1) goes with the registration it is attached to.
    const atRank = tracked.filter(
      (candidate) => !isReference(candidate.kind) && (candidate.rank === target || mainRank(candidate.rank) === target),
    );
    const ofKind = atRank.filter((candidate) => candidate.kind === reference.targetKind);
    if (ofKind.length > 0) return ofKind;
    return atRank.filter((candidate) => candidate.kind !== 'OWNERSHIP' && !isReference(candidate.kind));
  };
  for (const reference of tracked) {
    if (!isReference(reference.kind)) continue;
    for (const target of reference.targets) {
      for (const candidate of named(reference, target)) {
        if (reference.kind === 'CANCELLATION') candidate.live = false;
        if (reference.kind === 'RESTORATION') candidate.live = true;
        if (reference.kind === 'AMENDMENT' && reference.live) {
          candidate.amount = amountOf(reference.details) ?? candidate.amount;
        }
        if (reference.kind === 'RIGHT_TRANSFER' && reference.live) {
          candidate.holder = holderAfter(reference.details, HOLDER_ROLES[candidate.kind] ?? []) ?? candidate.holder;
        }
      }
    }
  }
  return tracked;
}

const isReference = (kind: RegistrationKind) =>
  kind === 'CANCELLATION' || kind === 'RESTORATION' || kind === 'AMENDMENT' || kind === 'RIGHT_TRANSFER';

/** The owners after every live 소유권보존, 이전 and 지분이전 of 갑구, and the date the last of them was received. */
function ownershipOf(gap: readonly Tracked[]) {
  let owners: string[] = [];
  let since: string | null = null;
  let lastTransfer: string | null = null;
  for (const registration of gap) {
    if (!registration.live) continue;
    const date = dateOf(registration.received);
    if (registration.kind === 'OWNERSHIP') {
      const people = namedPeople(registration.details);
      const named = people.length > 0 ? people : [holderAfter(registration.details, ['소유자', '수탁자', '공유자'])];
      owners = named.filter((name): name is string => name !== null);
      since = date;
      if (registration.purpose.includes('이전')) lastTransfer = date;
    }
    if (registration.kind === 'SHARE_TRANSFER') {
      const incoming = namedPeople(registration.details);
      const whole = registration.purpose.includes('공유자전원');
      const leaving = whole ? owners : owners.filter((owner) => registration.purpose.includes(`${owner}지분전부`));
      owners = [...owners.filter((owner) => !leaving.includes(owner)), ...incoming.filter((p) => !owners.includes(p))];
      since = date;
      lastTransfer = date;
    }
  }
  return { owners, since, lastTransfer };
}

const RESIDENTIAL = /주택|아파트|다세대|연립|다가구|기숙사|오피스텔|주거/;
const NON_RESIDENTIAL =
  /근린생활시설|업무시설|판매시설|숙박시설|위락시설|공장|창고|사무소|점포|교육연구시설|노유자시설/;
const USE_WORDS = new RegExp(`${RESIDENTIAL.source}|${NON_RESIDENTIAL.source}`);

/** A 건물내역 line that begins an item of its own: a floor and its area, or an annex ("1층 120.5㎡", "부속건물"). */
const ITEM_START = /^(?:지하|지상)?\d+층|^지층|^옥탑|^부속|^\d/;
/** A 건물내역 line that ends an item: the structure, the roof, the floors or an area ("시멘트벽돌조", "지붕 4층"). */
const ITEM_END = /(?:조|지붕|층|㎡)$/;

/**
 * The 건물내역's items, each of the lines a narrow column cut it into put back together ("다세대주" / "택"). A column
 * cuts a word anywhere, so the lines are not the items: an item ends where a structure, roof, floor or area ends, or
 * where the next line begins a floor of its own.
 */
function detailItems(detail: readonly string[]): string[] {
  const items: string[] = [];
  let open = false;
  for (const line of detail) {
    if (open && !ITEM_START.test(line)) items[items.length - 1] += line;
    else items.push(line);
    open = !ITEM_END.test(line);
  }
  return items;
}

/**
 * The use a 건물내역 names, whole: the first item with a use in it and no area, without the structure, roof and
 * floors before it on its line. Issue 45: reading one line gave "다세대주" where the column had cut "다세대주택".
 */
function useOf(detail: readonly string[]): string | null {
  const item = detailItems(detail).find((text) => USE_WORDS.test(text) && !/㎡/.test(text));
  if (!item) return null;
  const words = item.split(/\s+/).filter((word) => !/조$|지붕$|^(?:지하|지상)?\d+층$|^단층$/.test(word));
  // A line cut after "및" loses the space the item had there ("제2종근린생활시설 및" / "다세대주택").
  const use = words.join(' ').replace(/\s*및\s*/g, ' 및 ');
  return use.trim() || null;
}

/** A cell's lines as one text: a number the column cut in two (`15` / `50-3`) is put back together. */
const joinWrapped = (lines: readonly string[]) =>
  lines.reduce(
    (text, line) => (/[\d-]$/.test(text) && /^[\d-]/.test(line) ? text + line : `${text} ${line}`.trim()),
    '',
  );

const lastRow = (rows: readonly TableRow[]) => rows.at(-1) ?? null;

/** `서울특별시 강남구 역삼동 754 역삼빌라` → the address up to its 지번, and what follows. */
function splitAddress(text: string): { address: string; rest: string } {
  const words = text.split(/\s+/).filter(Boolean);
  const lot = words.findIndex((word, index) => index > 0 && /^산?\d+(?:-\d+)?(?:번지)?$/.test(word));
  if (lot < 0) return { address: text.trim(), rest: '' };
  return { address: words.slice(0, lot + 1).join(' '), rest: words.slice(lot + 1).join(' ') };
}

/**
 * The 표제부's address, building, area and use. A 토지 has no building: its address is its 소재지번 and it has no use
 * (its 지목 is what the land is registered as, not what a house is used for).
 */
function titleOf(tables: RegistryTables) {
  const building = lastRow(tables.rows.BUILDING);
  const unit = lastRow(tables.rows.UNIT);
  const placeLines = (building ?? lastRow(tables.rows.LAND))?.columns[2] ?? [];
  const roadAt = placeLines.findIndex((line) => line.includes('도로명주소'));
  const place = joinWrapped(roadAt < 0 ? placeLines : placeLines.slice(0, roadAt));
  const fromTable = place ? splitAddress(place) : null;
  const fromHeadline = tables.headline ? splitAddress(tables.headline) : null;
  const unitNumber = unit ? unit.columns[2]!.join(' ') : '';
  const buildingName = fromTable ? [fromTable.rest, unitNumber].filter(Boolean).join(' ') : (fromHeadline?.rest ?? '');
  const area = unit ? /([\d.]+)㎡/.exec(compact(unit.columns[3]!.join(' ')))?.[1] : undefined;
  const use = (unit && useOf(unit.columns[3]!)) ?? (building && useOf(building.columns[3]!)) ?? null;
  return {
    address: fromTable?.address || fromHeadline?.address || null,
    buildingName: buildingName || null,
    exclusiveArea: area !== undefined && Number.isFinite(Number(area)) ? Number(area) : null,
    use,
  };
}

function toEntry(registration: Tracked): RegistryEntry {
  return {
    section: registration.section,
    rank: registration.rank,
    purpose: registration.purpose,
    receivedDate: dateOf(registration.received),
    amount: registration.amount,
    holder: registration.holder,
    live: registration.live,
  };
}

/**
 * What the text of a 등기사항전부증명서 PDF says (issue 30, ADR 0030): the 표제부's address, building and use, the
 * owners, every registration of 갑구 and 을구 with whether it is still live, the sum of the live 채권최고액 and 전세금,
 * and the warnings. `today` is the Seoul date the recent-transfer warning counts back from.
 *
 * @example
 * readRegistryText(pages, '2026-11-24'); // { ok: true, reading: { owners: ['김철수'], liveClaimsTotal: 192000000, … } }
 */
export function readRegistryText(pages: readonly (readonly PdfTextItem[])[], today: string): RegistryTextResult {
  const letters = pages.flat().reduce((sum, item) => sum + compact(item.text).length, 0);
  if (letters < MIN_TEXT) return { ok: false, reason: 'NO_TEXT' };
  const lines = textLines(pages);
  if (lines.some((line) => lineText(line).length > MAX_LINE_LETTERS)) return { ok: false, reason: 'OVERLONG_TEXT' };
  const tables = registryTables(lines);
  if (!tables.title) return { ok: false, reason: 'NOT_REGISTRY' };
  if (tables.rows.GAP.length === 0) return { ok: false, reason: 'NO_TABLES' };
  const purposeLetters = (row: TableRow) => compact((row.columns[1] ?? []).join('')).length;
  if ([...tables.rows.GAP, ...tables.rows.EUL].some((row) => purposeLetters(row) > MAX_PURPOSE_LETTERS))
    return { ok: false, reason: 'OVERLONG_TEXT' };

  const gap = applyReferences(registrationsOf('GAP', tables.rows.GAP));
  const eul = applyReferences(registrationsOf('EUL', tables.rows.EUL));
  const entries = [...gap, ...eul].filter((registration) => !NOT_ENTRIES.has(registration.kind));
  const live = entries.filter((registration) => registration.live);
  const liveClaimsTotal = live
    .filter((registration) => registration.kind === 'MORTGAGE' || registration.kind === 'JEONSE')
    .reduce((sum, registration) => sum + (registration.amount ?? 0), 0);

  const { owners, since, lastTransfer } = ownershipOf(gap);
  const title = titleOf(tables);
  const flags = new Set<RegistryFlag>();
  for (const registration of live) {
    const flag = FLAG_OF[registration.kind];
    if (flag) flags.add(flag);
  }
  if (lastTransfer && lastTransfer > addMonths(today, -RECENT_TRANSFER_MONTHS)) flags.add('RECENT_OWNERSHIP_TRANSFER');
  // Two or more owners (공유): the lease needs them all, or a majority of the shares, or their 위임 (issue 50).
  if (owners.length > 1) flags.add('JOINT_OWNERSHIP');
  if (title.use && NON_RESIDENTIAL.test(title.use) && !RESIDENTIAL.test(title.use)) flags.add('NON_RESIDENTIAL_USE');

  return {
    ok: true,
    reading: {
      ...title,
      owners,
      lastOwnershipTransferDate: since,
      entries: entries.map(toEntry),
      liveClaimsTotal,
      flags: [...flags],
    },
  };
}
