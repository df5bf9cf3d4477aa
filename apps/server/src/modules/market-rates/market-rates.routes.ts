import {
  marketRateHistoryQuerySchema,
  marketRateHistoryResponseSchema,
  marketRatesResponseSchema,
} from '@jipsa/contracts';
import { koreaPolicyDate } from '@jipsa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okResponse } from '../../lib/envelope.ts';
import type { Clock } from '../auth/clock.ts';
import { marketRatesToday } from './market-rates-today.ts';

/** The reference rates in force today and their history (issue 28): public, no login. */
export const marketRatesRoutes: FastifyPluginAsyncZod<{ clock?: Clock }> = async (app, options) => {
  const clock = options.clock ?? app.clock;
  const tags = ['marketRates'];

  app.get(
    '/api/v1/marketRates',
    {
      schema: {
        tags,
        summary: '오늘 적용하는 참고 시장금리와 그 기준일·출처 (45일이 지나면 marketRatesStale)',
        response: { ...okResponse(marketRatesResponseSchema), ...errorResponses([]) },
      },
    },
    async () => ok(marketRatesToday(app.marketRates.table(), koreaPolicyDate(clock()))),
  );

  app.get(
    '/api/v1/marketRates/history',
    {
      schema: {
        tags,
        summary: '기준금리·COFIX·예금금리 등의 지난 추이 (날짜와 출처마다), 마지막 갱신 시각과 공시 피드 상태',
        querystring: marketRateHistoryQuerySchema,
        response: { ...okResponse(marketRateHistoryResponseSchema), ...errorResponses(['VALIDATION_FAILED']) },
      },
    },
    async (request) => ok(await app.marketRates.history(request.query.months, koreaPolicyDate(clock()))),
  );
};
