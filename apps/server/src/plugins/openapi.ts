import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';

/**
 * The OpenAPI document generated from the routes' zod schemas, browsable at /docs when `apiDocsEnabled`
 * (by default everywhere but production: a public map of every endpoint helps nobody there).
 */
async function openApiPlugin(app: FastifyInstance, { config }: { config: Pick<AppConfig, 'apiDocsEnabled'> }) {
  await app.register(swagger, {
    openapi: {
      info: { title: '집사 (Jipsa) API', description: '전월세 대출 추천·계산기·커뮤니티 API', version: '1.0.0' },
      components: {
        securitySchemes: {
          AccessToken: { type: 'apiKey', in: 'header', name: 'AccessToken' },
          RefreshToken: { type: 'apiKey', in: 'header', name: 'RefreshToken' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocsEnabled) await app.register(swaggerUi, { routePrefix: '/docs' });
}

export default fp(openApiPlugin, { name: 'openapi' });
