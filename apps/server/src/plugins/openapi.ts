import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppConfig } from '../config.ts';
import recordedExamples from './openapi-examples.json';

declare module 'fastify' {
  interface FastifySchema {
    /** A multipart request body (OpenAPI Request Body Object) for a route that reads its parts itself. */
    'x-multipart-body'?: OpenAPIV3_1.RequestBodyObject;
  }
}

/** The `AccessToken` header (the JWT itself, no "Bearer"; ADR 0003) and the cookies the login steps read. */
export const SECURITY_SCHEMES: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  AccessToken: {
    type: 'apiKey',
    in: 'header',
    name: 'AccessToken',
    description:
      'A guest or member access token (the JWT itself, no "Bearer"); GET /api/v1/guest/login gives a guest one.',
  },
  RefreshToken: {
    type: 'apiKey',
    in: 'header',
    name: 'RefreshToken',
    description: 'The opaque refresh token of POST /auth/token, rotated on every use.',
  },
  LoginState: {
    type: 'apiKey',
    in: 'cookie',
    name: 'jipsa_login_state',
    description:
      'Signed, httpOnly: the OAuth state of a login this browser started (set by /oauth2/authorization/kakao).',
  },
  LoginBinding: {
    type: 'apiKey',
    in: 'cookie',
    name: 'jipsa_login_binding',
    description: 'httpOnly: binds a login to the browser that started it; the one-time code is exchanged only with it.',
  },
};

const TAGS: OpenAPIV3_1.TagObject[] = [
  { name: 'session', description: '게스트 토큰, 카카오(또는 개발용) 로그인, 일회용 코드 교환, 토큰 갱신' },
  { name: 'user', description: '내 계정: 내 정보, 로그아웃, 게스트 기록 옮기기, 탈퇴' },
  { name: 'loanAdvice', description: '대출 상담 보고서, 입력 정보, 계약 체크리스트' },
  { name: 'housing', description: '주소 검색과 주택 정보' },
  { name: 'calculators', description: 'LTV·DTI·DSR·상환 일정 계산기' },
  { name: 'marketRates', description: '참고 시장금리' },
  { name: 'jeonse-safety', description: '전세 안전 진단과 등기부등본 읽기' },
  { name: 'rent-offers', description: '전세·반전세·월세 조건 비교' },
  {
    name: 'renewal',
    description: '계약 만기 계획: 갱신요구·이사, 집주인 증액 한도, 대출 연장·갈아타기, 반환보증 기한',
  },
  {
    name: 'deposit-trouble',
    description: '보증금을 못 받았을 때: 임차권등기명령, 반환보증 청구, 전세사기피해자 결정, 연락처',
  },
  { name: 'community', description: '게시판: 글, 댓글, 좋아요, 이미지' },
];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `post /api/v1/post/{postId}/like` → `postApiV1PostByPostIdLike`: stable names for generated clients. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method, ...words]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');
}

/** A real request and the server's answer to it, recorded by openapi.test.ts (`UPDATE_OPENAPI_EXAMPLES=1`). */
export type RecordedExample = {
  operationId?: string;
  request: { method: string; url: string; body?: unknown };
  status?: number;
  response?: unknown;
};

/** Puts each recorded answer in as its operation's example for that status (and a 2xx request's body as the body's). */
function addExamples(document: OpenAPIV3_1.Document, examples: readonly RecordedExample[]) {
  const operations = new Map<string, OpenAPIV3_1.OperationObject>();
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation?.operationId) operations.set(operation.operationId, operation);
    }
  }
  for (const example of examples) {
    const operation = example.operationId ? operations.get(example.operationId) : undefined;
    const response = operation?.responses?.[String(example.status)] as OpenAPIV3_1.ResponseObject | undefined;
    const media = response?.content?.['application/json'];
    if (!operation || !media) continue;
    media.example = example.response;
    const requestMedia = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content?.[
      'application/json'
    ];
    if (requestMedia && example.request.body !== undefined && (example.status ?? 500) < 300) {
      requestMedia.example = example.request.body;
    }
  }
}

/**
 * What the routes' schema blocks cannot say through @fastify/swagger: operation ids, a multipart body moved from
 * `x-multipart-body` to `requestBody`, whether a response header is always sent, examples from real answers.
 */
export function completeDocument(
  document: OpenAPIV3_1.Document,
  examples: readonly RecordedExample[] = recordedExamples as RecordedExample[],
): OpenAPIV3_1.Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as
        (OpenAPIV3_1.OperationObject & { 'x-multipart-body'?: OpenAPIV3_1.RequestBodyObject }) | undefined;
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      // @fastify/swagger copies a response header's settings into its schema: `x-required` becomes `required`.
      for (const response of Object.values(operation.responses ?? {}) as OpenAPIV3_1.ResponseObject[]) {
        for (const header of Object.values(response.headers ?? {}) as OpenAPIV3_1.HeaderObject[]) {
          const schema = header.schema as (OpenAPIV3_1.SchemaObject & { 'x-required'?: boolean }) | undefined;
          if (schema && 'x-required' in schema) {
            header.required = Boolean(schema['x-required']);
            delete schema['x-required'];
          }
        }
      }
      const multipart = operation['x-multipart-body'];
      if (multipart) {
        operation.requestBody = multipart;
        delete operation['x-multipart-body'];
      }
    }
  }
  addExamples(document, examples);
  return document;
}

/**
 * The OpenAPI 3.1 document generated from the routes' zod schemas (served at /docs/json, browsable at /docs when
 * `apiDocsEnabled`: by default everywhere but production, where a public map of every endpoint helps nobody).
 * Every operation declares each status it answers with (docs/decisions/0033-openapi-contract.md).
 */
async function openApiPlugin(app: FastifyInstance, { config }: { config: Pick<AppConfig, 'apiDocsEnabled'> }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '집사 (Jipsa) API',
        description:
          '전월세 대출 추천·계산기·커뮤니티 API. Every body is the envelope `{ code, message, data }` with `code` equal to the HTTP status; errors carry `data.errorCode` (and `fieldErrors` for a 400).',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: '이 서버' }],
      // Public unless an operation says otherwise (AccessToken, RefreshToken, the login cookies).
      security: [{}],
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? completeDocument(documentObject.openapiObject as OpenAPIV3_1.Document)
        : documentObject.swaggerObject,
  });
  if (config.apiDocsEnabled) await app.register(swaggerUi, { routePrefix: '/docs' });
}

export default fp(openApiPlugin, { name: 'openapi' });
