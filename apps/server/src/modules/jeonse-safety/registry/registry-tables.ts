import { compact, lineText, type TextLine, type TextRun } from './text-lines.ts';

/** The tables of a 등기사항전부증명서 this module reads (ADR 0030); `LAND` is a 토지 registry's 표제부. */
export type RegistryTable = 'LAND' | 'BUILDING' | 'UNIT' | 'GAP' | 'EUL';

/**
 * One row of a table: its 순위번호 or 표시번호 and the lines of each column (five; six in a 토지's 표제부). A row goes
 * on across a page break until the next number, so a registration printed over two pages is one row; two
 * registrations that share a number (소유권이전 and its 신탁) are one row too, read apart by their 등기목적.
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

const RANK = /^\d+(?:-\d+)?$/;

const RIGHTS_LABELS = [['순위번호'], ['등기목적'], ['접수'], ['등기원인'], ['권리자및기타사항']];

/**
 * Each table's header labels, compacted, column by column (a column of the 표제부 is labelled one of two ways: 집합건물
 * or 건물). A header is known by these words, not by where they sit: a writer may wrap a label ("순위" over "번호"),
 * centre the other labels between its lines, or spread a label's letters over its cell ("등   기   목   적").
 */
const LABELS: Record<RegistryTable, readonly (readonly string[])[]> = {
  LAND: [['표시번호'], ['접수'], ['소재지번'], ['지목'], ['면적'], ['등기원인및기타사항']],
  BUILDING: [
    ['표시번호'],
    ['접수'],
    ['소재지번,건물명칭및번호', '소재지번및건물번호'],
    ['건물내역'],
    ['등기원인및기타사항'],
  ],
  UNIT: [['표시번호'], ['접수'], ['건물번호'], ['건물내역'], ['등기원인및기타사항']],
  GAP: RIGHTS_LABELS,
  EUL: RIGHTS_LABELS,
};

/** Headings by their parenthesised words, compacted: `【 갑 구 】 ( 소유권에 관한 사항 )`. */
const HEADINGS: readonly [RegExp, RegistryTable | null][] = [
  [/\(1동의건물의표시\)/, 'BUILDING'],
  [/\(전유부분의건물의표시\)/, 'UNIT'],
  [/\(대지권의목적인토지의표시\)|\(대지권의표시\)/, null],
  [/\(토지의표시\)/, 'LAND'],
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

/**
 * The 주요 등기사항 요약 (참고용), which repeats the live entries in its own columns: its heading, spaced or not, or
 * its first line when a narrow print wraps it ("주요 등기사항" / "요약 (참고용)"), or its notice ("본 주요 등기사항
 * 요약은 …").
 */
const SUMMARY = /^주요등기사항|주요등기사항요약/;
const TITLE = /^등기사항(전부|일부)증명서/;
const END_OF_TABLES = /^-*이하여백-*$/;
const HEADLINE = /^\[(집합건물|건물|토지)\](.*)$/;
/** The lines of one wrapped header row are this close (pt); its first data line is a cell's padding further. */
const HEADER_LINE_GAP = 14;
/** A header's labels wrap onto two lines, with the others centred between them: three; more is not a header. */
const MAX_HEADER_LINES = 4;

/** A header label as printed: its letters in reading order (compacted) and where it spans. */
type Label = { text: string; x: number; end: number };

const isLabelPiece = (table: RegistryTable, text: string) =>
  text !== '' && LABELS[table].some((column) => column.some((label) => label.includes(text)));

const isWholeLabel = (table: RegistryTable, text: string) => LABELS[table].some((column) => column.includes(text));

/** A line that holds only labels of the table's header or pieces of them. */
const isHeaderLine = (table: RegistryTable, line: TextLine) =>
  line.runs.every((run) => isLabelPiece(table, compact(run.text)));

/** Whether the runs from `at` on begin with a whole label ("건", "물", "내", "역" → 건물내역). */
function wholeLabelAt(table: RegistryTable, runs: readonly TextRun[], at: number) {
  let text = '';
  for (let k = at; k < runs.length; k += 1) {
    text += compact(runs[k]!.text);
    if (isWholeLabel(table, text)) return true;
    if (!isLabelPiece(table, text)) return false;
  }
  return false;
}

/**
 * One line's labels: a run joins the label before it while the two still spell a piece of one label, however far
 * apart their letters are spread, unless a whole label begins at it ("소재지번," then "건 물 내 역").
 */
function lineLabels(table: RegistryTable, line: TextLine): Label[] {
  const labels: Label[] = [];
  line.runs.forEach((run, index) => {
    const text = compact(run.text);
    const last = labels.at(-1);
    if (last && isLabelPiece(table, last.text + text) && !wholeLabelAt(table, line.runs, index)) {
      last.text += text;
      last.end = Math.max(last.end, run.end);
    } else {
      labels.push({ text, x: run.x, end: run.end });
    }
  });
  return labels;
}

/** The header's labels, left to right: a label's lines ("순위" over "번호") overlap, and are read top to bottom. */
function headerLabels(table: RegistryTable, lines: readonly TextLine[]): Label[] {
  const labels: Label[] = [];
  for (const line of lines) {
    for (const label of lineLabels(table, line)) {
      const above = labels.find((other) => label.x < other.end && label.end > other.x);
      if (above) {
        above.text += label.text;
        above.x = Math.min(above.x, label.x);
        above.end = Math.max(above.end, label.end);
      } else {
        labels.push({ ...label });
      }
    }
  }
  return labels.sort((a, b) => a.x - b.x);
}

const isCompleteHeader = (table: RegistryTable, labels: readonly Label[]) =>
  labels.length === LABELS[table].length &&
  labels.every((label, column) => LABELS[table][column]!.includes(label.text));

/** Column k starts at or after the end of label k-1: a cell's text is left-aligned, its label centred or spread. */
function columnOf(run: TextRun, labelEnds: readonly number[]) {
  let column = 0;
  for (let k = 0; k < labelEnds.length; k += 1) if (run.x >= (labelEnds[k] ?? 0) - 0.5) column = k + 1;
  return column;
}

/** Where a table's text is read from: what it is, its header's label ends, and the row being read. */
type Reading = {
  tables: RegistryTables;
  table: RegistryTable | null;
  ends: number[] | null;
  row: TableRow | null;
  /** Lines of a header being read, until its labels are whole (a wrapped label's second line is still to come). */
  header: TextLine[];
  /** Inside the 주요 등기사항 요약: nothing is read until the certificate's title or a 【 heading 】. */
  summary: boolean;
};

/** A line of a table's body: a new row where the first column holds a number, else the row above goes on. */
function readBodyLine(reading: Reading, line: TextLine) {
  if (!reading.table || !reading.ends) return;
  const count = reading.ends.length + 1;
  const cells: string[][] = Array.from({ length: count }, () => []);
  for (const run of line.runs) cells[columnOf(run, reading.ends)]!.push(run.text);
  const rank = cells[0]!.join('');
  if (RANK.test(rank)) {
    reading.row = { rank, columns: Array.from({ length: count }, () => []) };
    reading.tables.rows[reading.table].push(reading.row);
  }
  const row = reading.row;
  if (!row) return;
  cells.forEach((parts, column) => {
    if (column > 0 && parts.length > 0) row.columns[column]?.push(parts.join(' '));
  });
}

/**
 * Ends the header being read: its lines are the header when they hold as many labels as the table has columns (the
 * header is printed again at the top of each page; a row cut by the page goes on under it); else they were a row's
 * lines after all ("호" left over from "제301" / "호") and are read as such.
 */
function closeHeader(reading: Reading) {
  const lines = reading.header;
  if (lines.length === 0) return;
  reading.header = [];
  const labels = reading.table ? headerLabels(reading.table, lines) : [];
  if (reading.table && labels.length === LABELS[reading.table].length) {
    reading.ends = labels.slice(0, -1).map((label) => label.end);
    return;
  }
  for (const line of lines) readBodyLine(reading, line);
}

/** Whether `line` goes on with the header being read: label pieces on the same page, just below its last line. */
function continuesHeader(reading: Reading, table: RegistryTable, line: TextLine) {
  const last = reading.header.at(-1);
  if (!last || reading.header.length >= MAX_HEADER_LINES || !isHeaderLine(table, line)) return false;
  return last.page === line.page && last.y - line.y < HEADER_LINE_GAP;
}

function readTableLine(reading: Reading, table: RegistryTable, line: TextLine) {
  if (!continuesHeader(reading, table, line)) {
    closeHeader(reading);
    if (!isHeaderLine(table, line)) {
      readBodyLine(reading, line);
      return;
    }
  }
  reading.header.push(line);
  const labels = headerLabels(table, reading.header);
  if (isCompleteHeader(table, labels)) {
    reading.ends = labels.slice(0, -1).map((label) => label.end);
    reading.header = [];
  }
}

/** Starts the table a heading names (or none, for the 대지권 tables this module does not read). */
function enterTable(reading: Reading, table: RegistryTable | null) {
  closeHeader(reading);
  reading.table = table;
  reading.ends = null;
  reading.row = null;
}

const headingOf = (flat: string) =>
  /^[【([]/.test(flat) && flat.length < 40 ? HEADINGS.find(([pattern]) => pattern.test(flat)) : undefined;

/**
 * Reads the lines of a registry into its tables: the headline, the title, and the rows of 표제부, 갑구 and 을구, up to
 * "이 하 여 백". The 주요 등기사항 요약 is left out wherever it is printed (after the certificate or before it): its
 * amounts would be counted twice.
 */
export function registryTables(lines: readonly TextLine[]): RegistryTables {
  const reading: Reading = {
    tables: { headline: null, kind: null, title: null, rows: { LAND: [], BUILDING: [], UNIT: [], GAP: [], EUL: [] } },
    table: null,
    ends: null,
    row: null,
    header: [],
    summary: false,
  };
  const { tables } = reading;

  for (const line of lines) {
    const text = lineText(line);
    const flat = compact(text);
    const headline = HEADLINE.exec(text.trim());
    if (headline) {
      tables.kind ??= headline[1] ?? null;
      tables.headline ??= (headline[2] ?? '').replace(/\s*고유번호.*$/, '').trim();
      continue;
    }
    if (SUMMARY.test(flat)) {
      enterTable(reading, null);
      reading.summary = true;
      continue;
    }
    if (TITLE.test(flat)) {
      tables.title ??= flat;
      reading.summary = false;
      continue;
    }
    if (BOILERPLATE.some((pattern) => pattern.test(flat))) continue;
    if (END_OF_TABLES.test(flat)) {
      enterTable(reading, null);
      continue;
    }
    const heading = headingOf(flat);
    if (heading && !(reading.summary && !flat.startsWith('【'))) {
      enterTable(reading, heading[1]);
      reading.summary = false;
      continue;
    }
    if (reading.summary || !reading.table) continue;
    readTableLine(reading, reading.table, line);
  }
  closeHeader(reading);
  return tables;
}
