import { compact, lineText, type TextLine, type TextRun } from './text-lines.ts';

/** The tables of a 등기사항전부증명서 this module reads (ADR 0030). */
export type RegistryTable = 'BUILDING' | 'UNIT' | 'GAP' | 'EUL';

/**
 * One row of a five-column table: its 순위번호 or 표시번호 and the lines of each column. A row goes on across a page
 * break until the next number, so a registration printed over two pages is one row; two registrations that share a
 * number (소유권이전 and its 신탁) are one row too, read apart by their 등기목적.
 */
export type TableRow = { rank: string; columns: string[][] };

export type RegistryTables = {
  /** The page's headline after `[집합건물]`, `[건물]` or `[토지]`: address, building and unit. */
  headline: string | null;
  kind: string | null;
  /** The certificate's title, e.g. `등기사항전부증명서(말소사항포함)-집합건물` (compacted). */
  title: string | null;
  rows: Record<RegistryTable, TableRow[]>;
};

const COLUMNS = 5;
const RANK = /^\d+(?:-\d+)?$/;

/** Headings by their parenthesised words, compacted: `【 갑 구 】 ( 소유권에 관한 사항 )`. */
const HEADINGS: readonly [RegExp, RegistryTable | null][] = [
  [/\(1동의건물의표시\)/, 'BUILDING'],
  [/\(전유부분의건물의표시\)/, 'UNIT'],
  [/\(대지권의목적인토지의표시\)|\(대지권의표시\)|\(토지의표시\)/, null],
  [/\(건물의표시\)/, 'BUILDING'],
  [/\(소유권에관한사항\)/, 'GAP'],
  [/\(소유권이외의권리에관한사항\)/, 'EUL'],
];

/** Lines printed on every page or after the tables: never part of an entry. */
const BOILERPLATE = [
  /^열람일시/,
  /^발행일시|^발급일시|^출력일시/,
  /^관할등기소/,
  /^\*?(실선으로그어진|본등기사항증명서|기록사항없는)/,
  /^\[?인터넷발급\]?|^\[?열람용\]?$/,
  /^\d+\/\d+$/,
  /^고유번호/,
];

/** The end of the certificate: the 요약 after it repeats the live entries in its own columns. */
const SUMMARY = /주요등기사항요약/;
const END_OF_TABLES = /^-*이하여백-*$/;
const HEADLINE = /^\[(집합건물|건물|토지)\](.*)$/;

/** Column k starts at or after the end of header k-1: a cell's text is left-aligned, its header centred. */
function columnOf(run: TextRun, headerEnds: readonly number[]) {
  let column = 0;
  for (let k = 0; k < headerEnds.length; k += 1) if (run.x >= (headerEnds[k] ?? 0) - 0.5) column = k + 1;
  return Math.min(column, COLUMNS - 1);
}

/** The header row's five labels, merging the letters of a spaced label ("등 기 목 적"). */
function headerEnds(line: TextLine): number[] | null {
  const labels: TextRun[] = [];
  for (const run of line.runs) {
    const last = labels.at(-1);
    if (last && run.x - last.end < 8) last.end = Math.max(last.end, run.end);
    else labels.push({ ...run });
  }
  if (labels.length !== COLUMNS) return null;
  return labels.slice(0, -1).map((label) => label.end);
}

const isHeader = (text: string) =>
  (text.includes('순위번') && text.includes('등기목적')) || (text.startsWith('표시번') && text.includes('접수'));

/**
 * Reads the lines of a registry into its tables: the headline, the title, and the rows of 표제부, 갑구 and 을구, up to
 * "이 하 여 백" or the 주요 등기사항 요약.
 */
export function registryTables(lines: readonly TextLine[]): RegistryTables {
  const tables: RegistryTables = {
    headline: null,
    kind: null,
    title: null,
    rows: { BUILDING: [], UNIT: [], GAP: [], EUL: [] },
  };
  let table: RegistryTable | null = null;
  let ends: number[] | null = null;
  let row: TableRow | null = null;

  for (const line of lines) {
    const text = lineText(line);
    const flat = compact(text);
    if (SUMMARY.test(flat)) break;
    const headline = HEADLINE.exec(text.trim());
    if (headline) {
      tables.kind ??= headline[1] ?? null;
      tables.headline ??= (headline[2] ?? '').replace(/\s*고유번호.*$/, '').trim();
      continue;
    }
    if (!tables.title && /^등기사항(전부|일부)증명서/.test(flat)) {
      tables.title = flat;
      continue;
    }
    if (BOILERPLATE.some((pattern) => pattern.test(flat))) continue;
    if (END_OF_TABLES.test(flat)) {
      table = null;
      row = null;
      continue;
    }
    const heading =
      /^[【([]/.test(flat) && flat.length < 40 ? HEADINGS.find(([pattern]) => pattern.test(flat)) : undefined;
    if (heading) {
      table = heading[1];
      ends = null;
      row = null;
      continue;
    }
    if (!table) continue;
    if (isHeader(flat)) {
      // The header is printed again at the top of each page; a row cut by the page goes on under it.
      ends = headerEnds(line);
      continue;
    }
    if (!ends) continue;

    const cells: string[][] = Array.from({ length: COLUMNS }, () => []);
    for (const run of line.runs) cells[columnOf(run, ends)]!.push(run.text);
    const rank = cells[0]!.join('');
    if (RANK.test(rank)) {
      row = { rank, columns: Array.from({ length: COLUMNS }, () => []) };
      tables.rows[table].push(row);
    }
    if (!row) continue;
    cells.forEach((parts, column) => {
      if (column > 0 && parts.length > 0) row!.columns[column]!.push(parts.join(' '));
    });
  }
  return tables;
}
