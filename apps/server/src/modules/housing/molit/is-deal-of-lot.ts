import { formatJibun, type Jibun } from './parse-jibun.ts';
import type { DataGoKrItem } from './read-data-go-kr.ts';

const sameDong = (reported: string, dongName: string) => {
  const a = reported.replaceAll(' ', '');
  const b = dongName.replaceAll(' ', '');
  return b !== '' && (a === b || a.startsWith(b));
};

/**
 * Whether a 실거래가 row (전월세 or 매매) is a contract of this lot: same 법정동 and same 지번. Reads the 2024
 * field names (umdNm, jibun) and the earlier Korean ones (법정동, 지번).
 *
 * @example isDealOfLot({ umdNm: '대치동', jibun: '316' }, '대치동', { mountain: false, main: 316, sub: 0 }) // true
 */
export function isDealOfLot(row: DataGoKrItem, dongName: string, jibun: Jibun): boolean {
  if (!sameDong(row.umdNm ?? row.법정동 ?? '', dongName)) return false;
  return (row.jibun ?? row.지번 ?? '').replaceAll(' ', '') === formatJibun(jibun);
}

/**
 * A 만원 amount as the 실거래가 APIs write it ("  82,500"), or null when it does not read as one.
 *
 * @example readManwon(' 82,500') // 82_500
 */
export function readManwon(text: string | undefined): number | null {
  const cleaned = (text ?? '').replaceAll(',', '').trim();
  if (!/^\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
