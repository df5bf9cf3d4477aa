import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { Exchange } from '../lib/exchange-recorder.ts';
import { isApiPath } from '../plugins/error-handler.ts';

export type { Exchange };

/** Paths outside the documented API: the docs themselves and the operator's endpoints. */
const UNDOCUMENTED = [/^\/docs(\/|$)/, /^\/(health|ready|metrics)$/];

/** What an unrouted request may answer: the envelope's 404, or 400/413/415 for a body that could not be read. */
const UNROUTED_STATUSES = new Set([400, 404, 413, 415]);

const mediaType = (value: unknown) =>
  String(value ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

const formatErrors = (errors: readonly { instancePath?: string; message?: string }[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ');

const ajvs = new Map<string, Ajv2020>();

/** Holds exchanges against one served document; `check` answers what in the exchange the document does not declare. */
export type ConformanceChecker = { check(exchange: Exchange): string[] };

/** A checker for `document` (OpenAPI 3.1: its schemas are JSON Schema 2020-12, so Ajv's 2020 dialect). */
export async function createConformanceChecker(document: OpenAPIV3_1.Document): Promise<ConformanceChecker> {
  const api = new OpenAPIBackend({
    definition: structuredClone(document) as never,
    // quick: no check of the document itself (the lint does that), validators compiled as operations are met.
    quick: true,
    strict: true,
    // One Ajv per option set (openapi-backend asks for a fresh one per operation, and each compiles the meta-schemas).
    customizeAjv: (_ajv, options) => {
      const key = JSON.stringify(options);
      let ajv = ajvs.get(key);
      if (!ajv) {
        ajv = new Ajv2020({ ...options, strict: false, allErrors: true });
        addFormats.default(ajv);
        ajvs.set(key, ajv);
      }
      return ajv as never;
    },
  });
  await api.init();

  const check = (exchange: Exchange): string[] => {
    const [path = '/', query = ''] = exchange.url.split('?');
    const method = exchange.method.toLowerCase();
    if (!isApiPath(path) || UNDOCUMENTED.some((pattern) => pattern.test(path))) return [];
    if (method === 'options' || method === 'head') return [];
    const where = `${exchange.method} ${exchange.url} → ${exchange.status}`;
    const headers = Object.fromEntries(
      Object.entries(exchange.requestHeaders).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    const request = { method, path, headers, query: Object.fromEntries(new URLSearchParams(query)) };
    const operation = api.router.matchOperation(request) as Operation | undefined;
    if (!operation) {
      // No such operation: a 404, or the refusal of a body that could not even be read.
      return UNROUTED_STATUSES.has(exchange.status) ? [] : [`${where}: no operation in the document for this path`];
    }
    const problems: string[] = [];
    const declared = (operation.responses as Record<string, OpenAPIV3_1.ResponseObject> | undefined)?.[
      String(exchange.status)
    ];
    if (!declared) return [`${where}: status ${exchange.status} is not declared for ${operation.operationId}`];

    // The body: of a declared media type, and valid against its schema when it is JSON.
    const type = mediaType(exchange.responseHeaders['content-type']);
    const declaredTypes = Object.keys(declared.content ?? {});
    if (exchange.hasResponseBody) {
      if (!declaredTypes.includes(type)) {
        problems.push(
          `${where}: a ${type || 'untyped'} body where ${declaredTypes.join(', ') || 'no body'} is declared`,
        );
      } else if (type === 'application/json' && exchange.responseBody !== undefined) {
        let body: unknown;
        try {
          body = JSON.parse(exchange.responseBody);
        } catch {
          problems.push(`${where}: the body is not JSON`);
        }
        const result = api.validator.validateResponse(body, operation.operationId!, exchange.status);
        if (!result.valid) problems.push(`${where}: body ${formatErrors(result.errors)}`);
      }
    } else if (declaredTypes.length > 0 && exchange.status !== 304) {
      problems.push(`${where}: no body where ${declaredTypes.join(', ')} is declared`);
    }

    // Declared response headers (Retry-After on 429, Location on redirects) must be there and match.
    const headerResult = api.validator.validateResponseHeaders(exchange.responseHeaders, operation.operationId!, {
      statusCode: exchange.status,
      setMatchType: 'any' as never,
    });
    if (!headerResult.valid) problems.push(`${where}: headers ${formatErrors(headerResult.errors)}`);
    for (const [name, header] of Object.entries(declared.headers ?? {}) as [string, OpenAPIV3_1.HeaderObject][]) {
      const sent = Object.keys(exchange.responseHeaders).some((key) => key.toLowerCase() === name.toLowerCase());
      if (header.required && !sent) problems.push(`${where}: no ${name} header, which is declared as always sent`);
    }

    // A success must have had a request the document accepts, with its security. (A redirect may carry a refusal:
    // the login steps send the browser on with `error=`.)
    if (exchange.status < 300) {
      const requestType = mediaType(headers['content-type']);
      const bodyTypes = Object.keys(
        (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content ?? {},
      );
      if (requestType && bodyTypes.length > 0 && !bodyTypes.includes(requestType)) {
        problems.push(`${where}: a ${requestType} request body where ${bodyTypes.join(', ')} is declared`);
      }
      const readable = requestType !== 'multipart/form-data';
      const result = api.validator.validateRequest(
        { ...request, ...(readable && exchange.requestBody !== undefined ? { body: exchange.requestBody } : {}) },
        operation.operationId!,
      );
      // A multipart body is read by the route itself, part by part: only its declared type is checked here.
      const errors = readable
        ? result.errors
        : result.errors?.filter((error) => error.params?.missingProperty !== 'requestBody');
      if (errors?.length) problems.push(`${where}: request ${formatErrors(errors)}`);
      problems.push(...securityProblems(where, operation, document, headers));
    }
    return problems;
  };
  return { check };
}

/** A 2xx behind a security requirement needs one of its alternatives present (an empty one is "optional"). */
function securityProblems(
  where: string,
  operation: Operation,
  document: OpenAPIV3_1.Document,
  headers: Record<string, string>,
): string[] {
  const requirements = (operation.security ?? document.security ?? []) as OpenAPIV3_1.SecurityRequirementObject[];
  if (requirements.length === 0) return [];
  const cookies = new Set(
    (headers.cookie ?? '')
      .split(';')
      .map((pair) => pair.split('=')[0]!.trim())
      .filter(Boolean),
  );
  const schemes = (document.components?.securitySchemes ?? {}) as Record<string, OpenAPIV3_1.ApiKeySecurityScheme>;
  const present = (name: string) => {
    const scheme = schemes[name];
    if (!scheme) return false;
    if (scheme.in === 'header') return Boolean(headers[scheme.name.toLowerCase()]);
    if (scheme.in === 'cookie') return cookies.has(scheme.name);
    return false;
  };
  const satisfied = requirements.some((requirement) => Object.keys(requirement).every(present));
  return satisfied ? [] : [`${where}: answered without the security ${JSON.stringify(requirements)} declares`];
}
