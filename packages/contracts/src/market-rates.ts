import { MARKET_RATE_FIELDS } from '@jipsa/domain';
import { z } from 'zod';
import { instantField, koreanDayField } from './date-fields.ts';

const percent = z.number().min(0);

/** GET /api/v1/marketRates: the reference rates in force today, their date and sources. */
export const marketRatesResponseSchema = z.object({
  marketRateDate: koreanDayField,
  marketRatesStale: z.boolean(),
  /** Days from `marketRateDate` to today. */
  ageDays: z.number().int().min(0),
  baseRate: percent,
  cofixNewBalance: percent,
  financeBond6M: percent,
  financeBond24M: percent,
  creditLoanRate: percent,
  depositRate: percent,
  sources: z.array(z.string()),
  estimatedFields: z.array(z.enum(MARKET_RATE_FIELDS)),
});

export type MarketRatesResponse = z.output<typeof marketRatesResponseSchema>;

/**
 * The figures the rate history shows: the six the engine prices with, and the banks' average 전세자금대출 rate
 * (ECOS), kept beside them as a check on our bank-product rates; no report is priced on it.
 */
export const MARKET_RATE_HISTORY_FIGURES = [...MARKET_RATE_FIELDS, 'jeonseLoanAverage'] as const;
export type MarketRateHistoryFigure = (typeof MARKET_RATE_HISTORY_FIGURES)[number];

/** GET /api/v1/marketRates/history?months=24 (1–120, 24 by default). */
export const marketRateHistoryQuerySchema = z.object({
  months: z.coerce
    .number({ error: '개월 수는 숫자로 적어주세요.' })
    .int({ error: '개월 수는 정수로 적어주세요.' })
    .min(1, { error: '1개월부터 볼 수 있어요.' })
    .max(120, { error: '최대 120개월까지 볼 수 있어요.' })
    .default(24),
});

/** One dated point of a figure: the value on `date` (a feed's observation date, or an operator's row date). */
export const marketRateHistoryRowSchema = z.object({
  figure: z.enum(MARKET_RATE_HISTORY_FIGURES),
  date: koreanDayField,
  valuePercent: z.number().min(0),
  /** The publication the value was read from, e.g. '한국은행 ECOS 722Y001/0101000 (기준금리)'. */
  source: z.string(),
  /** True for a value no publication backs (an operator's estimate). */
  isEstimate: z.boolean(),
});

/** One configured source of rates and how its last runs went. */
export const marketRateFeedStatusSchema = z.object({
  name: z.string(),
  /** What a person reads, e.g. '한국은행 ECOS 한국은행 기준금리'. */
  label: z.string(),
  /** Off without its key: the committed table then serves its figures. */
  enabled: z.boolean(),
  lastSuccessAt: instantField.nullable(),
  lastError: z.string().nullable(),
});

export const marketRateHistoryResponseSchema = z.object({
  /** Oldest first within each figure; a figure's value repeats only where it changed or at the window's ends. */
  rows: z.array(marketRateHistoryRowSchema),
  /** When any feed last succeeded; null when no feed has (without keys). */
  lastFetchedAt: instantField.nullable(),
  feeds: z.array(marketRateFeedStatusSchema),
});

export type MarketRateHistoryQuery = z.output<typeof marketRateHistoryQuerySchema>;
export type MarketRateHistoryRow = z.output<typeof marketRateHistoryRowSchema>;
export type MarketRateFeedStatus = z.output<typeof marketRateFeedStatusSchema>;
export type MarketRateHistoryResponse = z.output<typeof marketRateHistoryResponseSchema>;
