// One-off conversion of a 법정동 code list into the compact table the offline address search ships
// (legal-districts.json beside this file). See README.md for where the data came from.
//
//   npx tsx apps/server/src/modules/housing/district-table/build-legal-districts.ts <input> [--out <file>]
//
// <input> is either
//   - the `dist/sigungu.json` of the npm package budongsan-api (what the shipped table was built from), or
//   - the official "법정동코드 전체자료.txt" (tab-separated 법정동코드, 법정동명, 폐지여부) of 행정표준코드관리시스템,
//     which gives a complete table when someone has it at hand.
// supplement.tsv (rows of the official list that the npm data drops) is merged in either way.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Row = { code: string; name: string; short?: string };

type BudongsanSido = {
  sido_name: string;
  sido_fullname: string;
  sigungu_array: {
    sigungu_name: string;
    sigungu_code: string;
    bjd_array?: { bjd_name: string; sigungu_bjd_code: string }[];
  }[];
};

const here = path.dirname(fileURLToPath(import.meta.url));
const CODE = /^\d{10}$/;

const isSidoCode = (code: string) => code.endsWith('00000000');
const isSigunguCode = (code: string) => !isSidoCode(code) && code.endsWith('00000');
const isRiCode = (code: string) => !code.endsWith('00');
const lastToken = (name: string) => name.trim().split(/\s+/).at(-1) ?? '';

/** The short names people type for each 시도 (서울, 경기 …), keyed by the 시도 code. */
const SIDO_SHORT: Record<string, string> = {
  '11': '서울',
  '26': '부산',
  '27': '대구',
  '28': '인천',
  '29': '광주',
  '30': '대전',
  '31': '울산',
  '36': '세종',
  '41': '경기',
  '43': '충북',
  '44': '충남',
  '46': '전남',
  '47': '경북',
  '48': '경남',
  '50': '제주',
  '51': '강원',
  '52': '전북',
};

function fromBudongsan(data: BudongsanSido[]): { rows: Row[]; recovered: Row[] } {
  const rows: Row[] = [];
  for (const sido of data) {
    const sidoCodes = new Set(sido.sigungu_array.map((sigungu) => sigungu.sigungu_code.slice(0, 2)));
    if (sidoCodes.size !== 1) throw new Error(`${sido.sido_fullname}: 시군구 codes disagree on the 시도 prefix`);
    const sidoCode = `${[...sidoCodes][0]}00000000`;
    rows.push({ code: sidoCode, name: sido.sido_fullname, short: sido.sido_name });
    for (const sigungu of sido.sigungu_array) {
      const sigunguCode = `${sigungu.sigungu_code}00000`;
      // 세종 has no 시군구 of its own: its 읍면동 sit directly under the 시도, as the juso API reports them.
      const isSejongCity = sigungu.sigungu_code.startsWith('36');
      if (!isSejongCity) rows.push({ code: sigunguCode, name: sigungu.sigungu_name });
      for (const district of sigungu.bjd_array ?? []) {
        if (district.sigungu_bjd_code.slice(0, 5) !== sigungu.sigungu_code) {
          throw new Error(`${district.sigungu_bjd_code} is not inside ${sigungu.sigungu_code}`);
        }
        rows.push({ code: district.sigungu_bjd_code, name: lastToken(district.bjd_name) });
      }
    }
  }
  // The package lost some 읍·면 whose 리 it kept; a 리 code's first eight digits are its 읍·면 code and its name
  // ("구좌읍 김녕리") carries the 읍·면 name, so those parents are restored from the package's own rows.
  const known = new Set(rows.map((row) => row.code));
  const recovered = new Map<string, Row>();
  for (const sido of data) {
    for (const sigungu of sido.sigungu_array) {
      for (const district of sigungu.bjd_array ?? []) {
        const code = district.sigungu_bjd_code;
        if (!isRiCode(code)) continue;
        const parentCode = `${code.slice(0, 8)}00`;
        const tokens = district.bjd_name.trim().split(/\s+/);
        const parentName = tokens.at(-2);
        if (known.has(parentCode) || !parentName || !/[읍면]$/.test(parentName)) continue;
        recovered.set(parentCode, { code: parentCode, name: parentName });
      }
    }
  }
  return { rows: [...rows, ...recovered.values()], recovered: [...recovered.values()] };
}

function fromOfficialList(text: string): Row[] {
  const rows: Row[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [code, fullName, status] = line.split('\t');
    if (!code || !fullName || status?.trim() !== '존재') continue;
    const tokens = fullName.trim().split(/\s+/);
    if (isSidoCode(code)) rows.push({ code, name: tokens[0]!, short: SIDO_SHORT[code.slice(0, 2)] });
    else if (isSigunguCode(code)) {
      const name = tokens.slice(1).join(' ');
      if (name) rows.push({ code, name });
    } else rows.push({ code, name: tokens.at(-1)! });
  }
  return rows;
}

function readSupplement(): Row[] {
  return readFileSync(path.join(here, 'supplement.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [code, fullName] = line.split('\t');
      if (!code || !fullName) throw new Error(`supplement.tsv: bad line '${line}'`);
      return { code, name: lastToken(fullName) };
    });
}

function validate(rows: Row[]): void {
  const codes = new Set<string>();
  for (const row of rows) {
    if (!CODE.test(row.code)) throw new Error(`not a 10-digit code: ${row.code}`);
    if (codes.has(row.code)) throw new Error(`duplicate code: ${row.code}`);
    if (!row.name || /[\t\n]/.test(row.name)) throw new Error(`bad name for ${row.code}: '${row.name}'`);
    codes.add(row.code);
  }
  for (const row of rows) {
    if (isSidoCode(row.code)) continue;
    if (!codes.has(`${row.code.slice(0, 2)}00000000`)) throw new Error(`${row.code}: its 시도 is missing`);
    if (isRiCode(row.code) && !codes.has(`${row.code.slice(0, 8)}00`))
      throw new Error(`${row.code}: its 읍면동 is missing`);
  }
}

function main(): void {
  const args = process.argv.slice(2);
  const input = args[0];
  if (!input) throw new Error('usage: build-legal-districts.ts <sigungu.json | 법정동코드 전체자료.txt> [--out file]');
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : path.join(here, 'legal-districts.json');

  const raw = readFileSync(input, 'utf8').replace(/^\uFEFF/, '');
  const isJson = raw.trimStart().startsWith('[');
  const base = isJson
    ? fromBudongsan(JSON.parse(raw) as BudongsanSido[])
    : { rows: fromOfficialList(raw), recovered: [] };
  const known = new Set(base.rows.map((row) => row.code));
  const supplement = readSupplement().filter((row) => !known.has(row.code));
  const rows = [...base.rows, ...supplement].sort((a, b) => a.code.localeCompare(b.code));
  validate(rows);

  const table = {
    source: isJson
      ? 'npm budongsan-api@1.0.474 dist/sigungu.json (MIT) + supplement.tsv (행정표준코드관리시스템 법정동코드 전체자료, 2024-02-29)'
      : `행정표준코드관리시스템 법정동코드 전체자료 (${path.basename(input)}) + supplement.tsv`,
    format: 'one row per line: code<TAB>name[<TAB>short name]; the level follows from the code',
    rows: rows.map((row) => [row.code, row.name, ...(row.short ? [row.short] : [])].join('\t')).join('\n'),
  };
  writeFileSync(out, `${JSON.stringify(table)}\n`);

  const count = (test: (code: string) => boolean) => rows.filter((row) => test(row.code)).length;
  console.log(`wrote ${out}`);
  console.log(
    `rows ${rows.length}: 시도 ${count(isSidoCode)}, 시군구 ${count(isSigunguCode)}, ` +
      `읍면동 ${count((code) => !isSidoCode(code) && !isSigunguCode(code) && !isRiCode(code))}, 리 ${count(isRiCode)}`,
  );
  console.log(`restored 읍·면 from their 리: ${base.recovered.length}; supplement rows added: ${supplement.length}`);
}

main();
