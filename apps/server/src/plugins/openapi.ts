import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document generated from the routes' zod schemas, browsable at /docs. */
async function openApiPlugin(app: FastifyInstance) {
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
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

export default fp(openApiPlugin, { name: 'openapi' });
