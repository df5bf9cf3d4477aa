import type { PolicyDate } from '../policy/policy-date.ts';

/**
 * One dated row of market reference rates (percent numbers, up to 3 decimals). It holds from
 * `effectiveFrom` until the next row starts. Bank jeonse products price off these
 * (docs/domain-rules.md §5: "rate = a market base rate + a margin").
 */
export type MarketRateRow = {
  readonly effectiveFrom: PolicyDate;
  /** 한국은행 기준금리: the 전월세 전환율 cap is this + 2.0 %p. */
  readonly baseRate: number;
  /** 신잔액기준 COFIX, the base of most bank jeonse loans. */
  readonly cofixNewBalance: number;
  /** 금융채 6개월 (AAA), the base of HF 청년 특례. */
  readonly financeBond6M: number;
  /** 금융채 24개월 (AAA), kept for fixed-period products. */
  readonly financeBond24M: number;
  /** 신용대출 reference rate: what borrowing the part no product covers costs. */
  readonly creditLoanRate: number;
  /** 정기예금 1년 reference rate: the opportunity cost of own funds. */
  readonly depositRate: number;
  /** Where the figures come from (an operator's note). */
  readonly note: string;
  /** The publications the figures were copied from (name, date, address), newest facts first. */
  readonly sources?: readonly string[];
  /** Fields no publication backs yet: estimates the operator should replace. */
  readonly estimatedFields?: readonly MarketRateField[];
};

/** A dated table of market rates, rows sorted by `effectiveFrom` ascending, at least one row. */
export type MarketRateTable = {
  readonly source: string;
  readonly rows: readonly MarketRateRow[];
};

/** The rate fields of a row, in the order the validator checks them. */
export const MARKET_RATE_FIELDS = [
  'baseRate',
  'cofixNewBalance',
  'financeBond6M',
  'financeBond24M',
  'creditLoanRate',
  'depositRate',
] as const satisfies readonly (keyof MarketRateRow)[];

export type MarketRateField = (typeof MARKET_RATE_FIELDS)[number];
