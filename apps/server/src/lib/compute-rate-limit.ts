import type { AppConfig } from '../config.ts';

/**
 * The route config of a route that computes on every request without login (issue 27): its own per-IP limit,
 * tighter than the app-wide one, so one address cannot keep the process busy with bodies the schema accepts.
 * @example app.post('/api/v1/ltvCalc', { config: computeRateLimit(config), schema }, handler)
 */
export function computeRateLimit(config: Pick<AppConfig, 'computeRateLimitMax'>) {
  return { rateLimit: { max: config.computeRateLimitMax, timeWindow: '1 minute' } };
}
