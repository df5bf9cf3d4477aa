import { isPolicyDate } from '../policy/policy-date.ts';
import {
  MARKET_RATE_FIELDS,
  type MarketRateField,
  type MarketRateRow,
  type MarketRateTable,
} from './market-rate-row.ts';

/** Either the checked table, or why the operator's file cannot be used. */
export type MarketRateTableValidation =
  { readonly ok: true; readonly table: MarketRateTable } | { readonly ok: false; readonly reason: string };

// A reference rate above this is a typo (an extra digit), not a market. Input bound, not regulation.
const MAX_MARKET_RATE_PERCENT = 30;
const RATE_DECIMALS = 3;
const ROW_KEYS = new Set<string>(['effectiveFrom', 'note', 'sources', 'estimatedFields', ...MARKET_RATE_FIELDS]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRatePercent(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (value < 0 || value > MAX_MARKET_RATE_PERCENT) return false;
  const scaled = value * 10 ** RATE_DECIMALS;
  // Stryker disable next-line EqualityOperator: the tolerance only absorbs float error — `<=` answers differently for a
  // single double (9.999999999999999e-10 %), which no operator writes.
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');
}

function isFieldList(value: unknown): value is MarketRateField[] {
  return Array.isArray(value) && value.every((item) => (MARKET_RATE_FIELDS as readonly unknown[]).includes(item));
}

function fail(reason: string): MarketRateTableValidation {
  return { ok: false, reason };
}

/**
 * Checks an operator-edited market-rate table (parsed JSON of unknown shape) and returns it typed.
 * Rows need a real `effectiveFrom` date, strictly ascending, and every rate as a percent number
 * from 0 to 30 with at most 3 decimals; unknown keys are refused so a misspelt field is not ignored.
 * @example
 * validateMarketRateTable({ source: 'x', rows: [] })
 * // { ok: false, reason: '시장금리 표에 행이 하나도 없어요.' }
 */
export function validateMarketRateTable(input: unknown): MarketRateTableValidation {
  if (!isPlainObject(input)) return fail('시장금리 표는 { source, rows } 모양의 객체여야 해요.');
  const { source, rows } = input;
  if (typeof source !== 'string' || source.trim() === '') return fail('source에 출처를 적어주세요.');
  if (!Array.isArray(rows)) return fail('rows는 배열이어야 해요.');
  if (rows.length === 0) return fail('시장금리 표에 행이 하나도 없어요.');

  const checked: MarketRateRow[] = [];
  for (const [index, row] of rows.entries()) {
    const at = `rows[${index}]`;
    if (!isPlainObject(row)) return fail(`${at}는 객체여야 해요.`);
    const unknownKey = Object.keys(row).find((key) => !ROW_KEYS.has(key));
    if (unknownKey !== undefined) return fail(`${at}.${unknownKey}는 알 수 없는 항목이에요.`);
    const { effectiveFrom, note } = row;
    if (typeof effectiveFrom !== 'string' || !isPolicyDate(effectiveFrom)) {
      return fail(`${at}.effectiveFrom은 2026-07-01 형식의 실제 날짜여야 해요.`);
    }
    const previous = checked.at(-1);
    if (previous !== undefined && previous.effectiveFrom >= effectiveFrom) {
      return fail(`${at}.effectiveFrom은 앞 행(${previous.effectiveFrom})보다 늦은 날짜여야 해요.`);
    }
    if (typeof note !== 'string') return fail(`${at}.note에 값의 출처를 적어주세요.`);
    const { sources, estimatedFields } = row;
    if (sources !== undefined && !isTextList(sources)) return fail(`${at}.sources는 출처 문장의 배열이어야 해요.`);
    if (estimatedFields !== undefined && !isFieldList(estimatedFields)) {
      return fail(`${at}.estimatedFields는 ${MARKET_RATE_FIELDS.join(', ')} 중에서 고른 배열이어야 해요.`);
    }
    for (const field of MARKET_RATE_FIELDS) {
      if (!isRatePercent(row[field])) {
        return fail(
          `${at}.${field}는 0 이상 ${MAX_MARKET_RATE_PERCENT} 이하, 소수 셋째 자리까지의 퍼센트 숫자여야 해요.`,
        );
      }
    }
    checked.push({
      effectiveFrom,
      note,
      baseRate: row.baseRate as number,
      cofixNewBalance: row.cofixNewBalance as number,
      financeBond6M: row.financeBond6M as number,
      financeBond24M: row.financeBond24M as number,
      creditLoanRate: row.creditLoanRate as number,
      depositRate: row.depositRate as number,
      ...(sources === undefined ? {} : { sources }),
      ...(estimatedFields === undefined ? {} : { estimatedFields }),
    });
  }
  return { ok: true, table: { source, rows: checked } };
}
