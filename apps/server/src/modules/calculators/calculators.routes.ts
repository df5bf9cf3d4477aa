import {
  dsrCalcRequestSchema,
  dsrCalcResponseSchema,
  dtiCalcRequestSchema,
  dtiCalcResponseSchema,
  ltvCalcRequestSchema,
  ltvCalcResponseSchema,
  repaymentCalcRequestSchema,
  repaymentCalcResponseSchema,
} from '@jipsa/contracts';
import type { AppConfig } from '../../config.ts';
import { computeRateLimit } from '../../lib/compute-rate-limit.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, JSON_BODY_ERRORS, ok, okResponse } from '../../lib/envelope.ts';
import { createCalculatorsService } from './calculators.service.ts';

/**
 * `POST /api/v1/ltvCalc`, `/dtiCalc`, `/dsrCalc`, `/repaymentCalc` (docs/api.md "Calculators"): no login,
 * nothing stored. "Today" comes from the app's clock, so tests can pin the policy date.
 */
export type CalculatorsRoutesOptions = { config: Pick<AppConfig, 'computeRateLimitMax'> };

export const calculatorsRoutes: FastifyPluginAsyncZod<CalculatorsRoutesOptions> = async (app, { config }) => {
  const service = createCalculatorsService({ clock: app.clock });
  const tags = ['calculators'];

  app.post(
    '/api/v1/ltvCalc',
    {
      config: computeRateLimit(config),
      schema: {
        tags,
        summary: 'LTV: 주택가격으로 받을 수 있는 주택담보대출',
        body: ltvCalcRequestSchema,
        response: { ...okResponse(ltvCalcResponseSchema), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(service.ltv(request.body)),
  );

  app.post(
    '/api/v1/dtiCalc',
    {
      config: computeRateLimit(config),
      schema: {
        tags,
        summary: 'DTI: 연소득 대비 새 주택담보대출 원리금과 다른 대출 이자',
        body: dtiCalcRequestSchema,
        response: { ...okResponse(dtiCalcResponseSchema), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(service.dti(request.body)),
  );

  app.post(
    '/api/v1/dsrCalc',
    {
      config: computeRateLimit(config),
      schema: {
        tags,
        summary: 'DSR: 스트레스 DSR 포함 총부채원리금상환비율과 추가로 받을 수 있는 주택담보대출',
        body: dsrCalcRequestSchema,
        response: { ...okResponse(dsrCalcResponseSchema), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(service.dsr(request.body)),
  );

  app.post(
    '/api/v1/repaymentCalc',
    {
      config: computeRateLimit(config),
      schema: {
        tags,
        summary: '상환 일정: 원리금균등·원금균등·만기일시',
        body: repaymentCalcRequestSchema,
        response: { ...okResponse(repaymentCalcResponseSchema), ...errorResponses(JSON_BODY_ERRORS) },
      },
    },
    async (request) => ok(service.repayment(request.body)),
  );
};
