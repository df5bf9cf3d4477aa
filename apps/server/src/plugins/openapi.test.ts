import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ERROR_STATUS, type ErrorCode } from '@jipsa/contracts';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { testDriver } from '../testing/test-env.ts';
import { operationIdOf, type RecordedExample } from './openapi.ts';

// The served OpenAPI document as a whole (issue 31, ADR 0033): what each operation declares, the Redocly lint, and a
// client generated from it. That every request and answer of the tests conforms to it is checked on every
// `app.inject` (testing/openapi-conformance-recorder.ts).

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
// The document does not depend on the database: the slow tools run in one of the two server projects.
const onceAcrossDrivers = testDriver() === 'pglite';

type Operation = OpenAPIV3_1.OperationObject & { responses: Record<string, OpenAPIV3_1.ResponseObject> };
const METHODS = ['get', 'put', 'post', 'delete'] as const;

let testApp: TestApp;
let document: OpenAPIV3_1.Document;
let operations: { name: string; operation: Operation }[];

beforeAll(async () => {
  testApp = await buildTestApp();
  document = (await testApp.app.inject({ method: 'GET', url: '/docs/json' })).json();
  operations = Object.entries(document.paths ?? {}).flatMap(([url, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method] as Operation | undefined;
      return operation ? [{ name: `${method.toUpperCase()} ${url}`, operation }] : [];
    }),
  );
});

afterAll(async () => {
  await testApp.app.close();
});

const jsonSchemaOf = (response: OpenAPIV3_1.ResponseObject) =>
  response.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject | undefined;

const errorCodesOf = (response: OpenAPIV3_1.ResponseObject): string[] => {
  const data = jsonSchemaOf(response)?.properties?.data as OpenAPIV3_1.SchemaObject | undefined;
  return ((data?.properties?.errorCode as OpenAPIV3_1.SchemaObject | undefined)?.enum ?? []) as string[];
};

describe('OpenAPI 문서', () => {
  it('OpenAPI 3.1 이고 모든 API 경로가 실려요', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations.length).toBeGreaterThanOrEqual(49);
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
  });

  it('모든 경로가 429(Retry-After)와 500을, 오류마다 그 상태의 errorCode 만 선언해요', () => {
    for (const { name, operation } of operations) {
      expect(operation.responses['429'], name).toBeDefined();
      expect(operation.responses['500'], name).toBeDefined();
      expect(operation.responses['429']!.headers?.['Retry-After'], name).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        const codes = errorCodesOf(response);
        if (Number(status) < 400 || !jsonSchemaOf(response)) continue;
        expect(codes.length, `${name} ${status}`).toBeGreaterThan(0);
        for (const code of codes)
          expect(ERROR_STATUS[code as ErrorCode], `${name} ${status} ${code}`).toBe(Number(status));
        const data = jsonSchemaOf(response)!.properties!.data as OpenAPIV3_1.SchemaObject;
        expect(Boolean(data.properties?.fieldErrors), `${name} ${status}`).toBe(codes.includes('VALIDATION_FAILED'));
        expect(response.content?.['application/json']?.example, `${name} ${status}`).toBeDefined();
      }
    }
  });

  it('라우트마다 가능한 오류를 따로 선언해요 (예: 계산기는 401 이 없고, 글 수정은 403·404·413·415 가 있어요)', () => {
    const byName = new Map(operations.map(({ name, operation }) => [name, operation]));
    expect(Object.keys(byName.get('POST /api/v1/ltvCalc')!.responses)).toEqual([
      '200',
      '400',
      '413',
      '415',
      '429',
      '500',
    ]);
    const edit = byName.get('PUT /api/v1/post/{postId}')!;
    expect(errorCodesOf(edit.responses['403']!).sort()).toEqual(['ACCOUNT_SUSPENDED', 'FORBIDDEN', 'LOGIN_REQUIRED']);
    expect(Object.keys(edit.responses)).toEqual(expect.arrayContaining(['401', '404', '413', '415', '503']));
    expect(errorCodesOf(byName.get('POST /api/v1/loanAdvice')!.responses['429']!).sort()).toEqual([
      'GUEST_QUOTA_EXCEEDED',
      'RATE_LIMITED',
    ]);
  });

  it('글 쓰기·수정과 등기부 PDF 는 multipart 본문을 파일 형식·크기 한도와 함께 선언해요', () => {
    const byName = new Map(operations.map(({ name, operation }) => [name, operation]));
    for (const name of ['POST /api/v1/post', 'PUT /api/v1/post/{postId}']) {
      const media = (byName.get(name)!.requestBody as OpenAPIV3_1.RequestBodyObject).content['multipart/form-data']!;
      expect(Object.keys((media.schema as OpenAPIV3_1.SchemaObject).properties!), name).toEqual(
        expect.arrayContaining(['title', 'content', 'loanAdviceResultId', 'imageFile']),
      );
      expect(media.encoding?.imageFile?.contentType, name).toBe('image/jpeg, image/png, image/webp, image/gif');
      expect((media.encoding?.imageFile as Record<string, unknown>)['x-max-bytes'], name).toBe(10 * 1024 * 1024);
    }
    const edit = byName.get('PUT /api/v1/post/{postId}')!.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(
      Object.keys((edit.content['multipart/form-data']!.schema as OpenAPIV3_1.SchemaObject).properties!),
    ).toContain('existingImageUrl');
    const registry = byName.get('POST /api/v1/jeonseSafety/registry')!.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(registry.content['multipart/form-data']!.encoding?.file?.contentType).toBe('application/pdf');
  });

  it('로그인 단계는 302 와 Location 을, 인증이 필요한 경로는 그 보안 요구를 선언해요', () => {
    const byName = new Map(operations.map(({ name, operation }) => [name, operation]));
    for (const name of ['GET /oauth2/authorization/kakao', 'GET /login/oauth2/code/kakao', 'POST /dev-login']) {
      const found = byName.get(name)!.responses['302']!;
      expect((found.headers?.Location as OpenAPIV3_1.HeaderObject | undefined)?.required, name).toBe(true);
      expect(found.content, name).toBeUndefined();
    }
    expect(byName.get('GET /login/oauth2/code/kakao')!.security).toEqual([{ LoginState: [], LoginBinding: [] }]);
    expect(byName.get('POST /auth/token')!.security).toEqual([{ LoginBinding: [] }]);
    expect(byName.get('POST /auth/refresh')!.security).toEqual([{ RefreshToken: [] }]);
    expect(byName.get('DELETE /api/v1/user')!.security).toEqual([{ AccessToken: [] }]);
    expect(byName.get('GET /api/v1/post/sorted')!.security).toEqual([{ AccessToken: [] }, {}]);
    expect(document.components?.securitySchemes?.LoginBinding).toMatchObject({ in: 'cookie' });
  });

  it('문서의 예시는 서버의 실제 답이에요 (UPDATE_OPENAPI_EXAMPLES=1 이면 다시 기록해요)', async () => {
    const file = path.join(import.meta.dirname, 'openapi-examples.json');
    const examples = JSON.parse(await readFile(file, 'utf8')) as RecordedExample[];
    const answered: RecordedExample[] = [];
    for (const { request } of examples) {
      const response = await testApp.app.inject({
        method: request.method as 'GET' | 'POST',
        url: request.url,
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      answered.push({
        operationId: operationIdOf(request.method.toLowerCase(), request.url.split('?')[0]!),
        request,
        status: response.statusCode,
        response: response.json(),
      });
    }
    if (process.env.UPDATE_OPENAPI_EXAMPLES === '1') {
      await writeFile(file, `${JSON.stringify(answered, null, 2)}\n`);
      return;
    }
    expect(answered).toEqual(examples);
    for (const example of examples) {
      const operation = operations.find(({ operation }) => operation.operationId === example.operationId)!.operation;
      expect(operation.responses[String(example.status)]!.content?.['application/json']?.example).toEqual(
        example.response,
      );
    }
  });

  it.runIf(onceAcrossDrivers)('Redocly lint (redocly.yaml) 에 오류가 하나도 없어요', async () => {
    await mkdir(path.join(ROOT, 'node_modules/.cache'), { recursive: true });
    const folder = await mkdtemp(path.join(ROOT, 'node_modules/.cache/jipsa-openapi-lint-'));
    try {
      const file = path.join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      // A non-zero exit (any error) rejects with the report.
      const { stdout, stderr } = await run(
        path.join(BIN, 'redocly'),
        ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'summary'],
        { cwd: ROOT },
      );
      expect(`${stdout}${stderr}`).not.toMatch(/error/i);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it.runIf(onceAcrossDrivers)(
    '문서로 만든 클라이언트(openapi-typescript + openapi-fetch)가 타입 검사를 통과하고 실제로 호출돼요',
    async () => {
      await mkdir(path.join(ROOT, 'node_modules/.cache'), { recursive: true });
      const folder = await mkdtemp(path.join(ROOT, 'node_modules/.cache/jipsa-openapi-client-'));
      try {
        await writeFile(path.join(folder, 'api.ts'), astToString(await openapiTS(document as never)));
        await copyFile(
          path.join(ROOT, 'apps/server/openapi-client/client-calls.ts'),
          path.join(folder, 'client-calls.ts'),
        );
        await writeFile(
          path.join(folder, 'tsconfig.json'),
          JSON.stringify({
            extends: path.join(ROOT, 'tsconfig.base.json'),
            compilerOptions: { types: ['node'], typeRoots: [path.join(ROOT, 'node_modules/@types')] },
            files: ['client-calls.ts'],
          }),
        );
        // Typechecks the calls against the generated types; a non-zero exit rejects with tsc's report.
        await run(path.join(BIN, 'tsc'), ['-p', path.join(folder, 'tsconfig.json')], { cwd: folder }).catch(
          (failure: { stdout?: string }) => {
            throw new Error(`The generated client does not typecheck against client-calls.ts:\n${failure.stdout}`);
          },
        );

        const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
        const { clientCalls } = (await import(path.join(folder, 'client-calls.ts'))) as {
          clientCalls: (baseUrl: string) => Promise<Record<string, Record<string, unknown>>>;
        };
        const answers = await clientCalls(address);
        expect(answers.guest).toEqual({ status: 200, roleType: 'GUEST', hasToken: true });
        expect(answers.ltv).toMatchObject({ status: 200, possibleLoanAmount: expect.any(Number) });
        expect(answers.refused).toEqual({ status: 400, fields: ['collateralValue'] });
        expect(answers.missing).toEqual({ status: 404, errorCode: 'NOT_FOUND' });
        expect(answers.posts).toMatchObject({ status: 200 });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
