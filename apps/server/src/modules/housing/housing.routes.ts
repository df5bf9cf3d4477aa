import {
  addressSearchQuerySchema,
  addressSearchRequestSchema,
  addressSearchResultSchema,
  housingInfoRequestSchema,
  housingInfoSchema,
} from '@jipsa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { createHousingSources } from './housing-sources.ts';
import { createHousingService } from './housing.service.ts';

/**
 * `POST /api/v1/addressSearch?page={n}` and `POST /api/v1/housingInfo` (docs/api.md "Housing"), no login.
 * The official juso / MOLIT APIs answer when configured; the embedded 법정동 table and generic area buckets
 * otherwise, and whenever an official API fails (then with a Korean `notice`). `source` says which answered.
 */
export const housingRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const service = createHousingService({ ...createHousingSources(config), log: app.log });
  const tags = ['housing'];

  app.post(
    '/api/v1/addressSearch',
    {
      schema: {
        tags,
        summary: '주소 검색 (도로명주소 API 또는 내장 법정동 표)',
        querystring: addressSearchQuerySchema,
        body: addressSearchRequestSchema,
        response: { ...okResponse(addressSearchResultSchema), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(await service.searchAddresses(request.body.keyword, request.query.page)),
  );

  app.post(
    '/api/v1/housingInfo',
    {
      schema: {
        tags,
        summary: '주택 유형·전용면적·최근 전월세 평균',
        body: housingInfoRequestSchema,
        response: { ...okResponse(housingInfoSchema), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(await service.housingInfo(request.body)),
  );
};
