import { rentOfferCompareRequestSchema, rentOfferCompareResponseSchema } from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import { createRentOffersService } from './rent-offers.service.ts';

export type RentOffersRoutesOptions = { config: AppConfig };

/** `POST /api/v1/rentOffers/compare` (issue 17): 전세·반전세·월세 offers compared for one person. No login. */
export const rentOffersRoutes: FastifyPluginAsyncZod<RentOffersRoutesOptions> = async (app, options) => {
  const service = createRentOffersService({
    clock: app.clock,
    marketRates: () => app.marketRates.table(),
  });

  app.post(
    '/api/v1/rentOffers/compare',
    {
      config: computeRateLimit(options.config),
      schema: {
        tags: ['rent-offers'],
        summary:
          '전세·반전세·월세 조건 비교: 조건마다 월 비용(이자·월세·자기자금 기회비용·부대비용−월세 세액공제)과 전환율 위 가장 싼 조합',
        body: rentOfferCompareRequestSchema,
        response: { ...okResponse(rentOfferCompareResponseSchema), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(service.compare(request.body)),
  );
};
