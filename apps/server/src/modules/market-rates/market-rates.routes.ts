import {
  marketRateHistoryQuerySchema,
  marketRateHistoryResponseSchema,
  marketRatesResponseSchema,
} from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { koreanToday } from '../../lib/clock.ts';
import { errorResponses, ok, okResponse } from '../../lib/envelope.ts';
import { marketRatesToday } from './market-rates-today.ts';

/** The reference rates in force today and their history (issue 28): public, no login. */
export const marketRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app;
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
    async () => ok(marketRatesToday(app.marketRates.table(), koreanToday(clock))),
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
    async (request) => ok(await app.marketRates.history(request.query.months, koreanToday(clock))),
  );
};
