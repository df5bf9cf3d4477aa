import table from '../district-table/legal-districts.json' with { type: 'json' };

export type DistrictLevel = 'SIDO' | 'SIGUNGU' | 'EUPMYEONDONG' | 'RI';

/** One 법정동 of the shipped table, with the names of the levels above it. */
export type LegalDistrict = {
  /** 10-digit 법정동 code. */
  code: string;
  level: DistrictLevel;
  sido: string;
  /** What people call the 시도 (서울, 경기 …). */
  sidoShort: string;
  /** '' for a 시도 row and for 세종 (which has no 시군구); "수원시 영통구" for a 구 of a city. */
  sigungu: string;
  eupmyeondong: string;
  ri: string;
};

export const LEVEL_DEPTH: Record<DistrictLevel, number> = { SIDO: 0, SIGUNGU: 1, EUPMYEONDONG: 2, RI: 3 };

/** The level of a 법정동 code: 시도 XX00000000, 시군구 XXXXX00000, 읍면동 XXXXXXXX00, else 리. */
export function levelOfCode(code: string): DistrictLevel {
  if (code.endsWith('00000000')) return 'SIDO';
  if (code.endsWith('00000')) return 'SIGUNGU';
  return code.endsWith('00') ? 'EUPMYEONDONG' : 'RI';
}

/**
 * Reads the table rows ("code\tname[\tshort]", one per line, each name relative to its parent) into
 * districts with their full names; a parent is found from the code prefix.
 *
 * @example
 * parseLegalDistricts('1100000000\t서울특별시\t서울\n1168000000\t강남구\n1168010100\t역삼동')[2]
 * // { code: '1168010100', level: 'EUPMYEONDONG', sido: '서울특별시', sidoShort: '서울', sigungu: '강남구',
 * //   eupmyeondong: '역삼동', ri: '' }
 */
export function parseLegalDistricts(rows: string): LegalDistrict[] {
  const names = new Map<string, { name: string; short: string }>();
  for (const line of rows.split('\n')) {
    const [code, name, short] = line.split('\t');
    if (!code || !name) continue;
    names.set(code, { name, short: short ?? '' });
  }
  const nameOf = (code: string) => names.get(code)?.name ?? '';
  return [...names.keys()].map((code) => {
    const level = levelOfCode(code);
    const depth = LEVEL_DEPTH[level];
    const sido = names.get(`${code.slice(0, 2)}00000000`);
    return {
      code,
      level,
      sido: sido?.name ?? '',
      sidoShort: sido?.short ?? '',
      sigungu: depth >= 1 ? nameOf(`${code.slice(0, 5)}00000`) : '',
      eupmyeondong: depth >= 2 ? nameOf(`${code.slice(0, 8)}00`) : '',
      ri: depth >= 3 ? nameOf(code) : '',
    };
  });
}

let shipped: LegalDistrict[] | undefined;

/** Every 시도, 시군구, 읍면동 and 리 of the shipped table (district-table/README.md), parsed once. */
export function shippedLegalDistricts(): LegalDistrict[] {
  shipped ??= parseLegalDistricts(table.rows);
  return shipped;
}
