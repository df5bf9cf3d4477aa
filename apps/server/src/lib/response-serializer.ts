import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSchema = z.ZodType;

/**
 * Serialises replies with fast-json-stringify compiled from each route's zod response schema, the Fastify
 * way: walking every reply through zod cost a fifth of a calculator request (issue 16's profile, ADR 0014).
 * With `validate` (development and tests) the reply is first checked against the zod schema, so a route
 * that answers the wrong shape still fails loudly there; production only stringifies. A schema JSON Schema
 * cannot express falls back to JSON.stringify after the zod check.
 */
export function responseSerializerCompiler({ validate }: { validate: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = schema as ZodSchema;
    const stringify = compileStringify(zodSchema);
    if (!validate) return stringify;
    return (data) => {
      const checked = z.safeEncode(zodSchema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return stringify(checked.data);
    };
  };
}

function compileStringify(schema: ZodSchema): (data: unknown) => string {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return (data) => JSON.stringify(data);
  }
}
