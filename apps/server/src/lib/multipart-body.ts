import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

export type MultipartFile = {
  /** The media types accepted (checked by content where the route says so). */
  types: readonly string[];
  maxBytes: number;
  required: boolean;
  description: string;
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

/**
 * The OpenAPI request body of a multipart route (declared as `schema['x-multipart-body']`, see plugins/openapi.ts):
 * its text fields from their zod schema, each file part with its media types and size limit. The route reads the
 * parts itself, so no `body` schema is given to Fastify.
 *
 * @example
 * schema: { consumes: ['multipart/form-data'], 'x-multipart-body': multipartBody({ fields: createPostFieldsSchema, files }) }
 */
export function multipartBody({
  fields,
  files,
  description,
}: {
  fields?: z.ZodObject;
  files: Record<string, MultipartFile>;
  description?: string;
}): OpenAPIV3_1.RequestBodyObject {
  const properties: Record<string, OpenAPIV3_1.SchemaObject> = {};
  const required: string[] = [];
  if (fields) {
    const text = z.toJSONSchema(fields, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, OpenAPIV3_1.SchemaObject>;
      required?: string[];
    };
    // A multipart field is text whatever the schema reads it as; a preprocessed one converts to `{}`.
    for (const [name, schema] of Object.entries(text.properties ?? {})) {
      properties[name] = { type: 'string', ...schema } as OpenAPIV3_1.SchemaObject;
    }
    required.push(...(text.required ?? []));
  }
  const encoding: Record<string, OpenAPIV3_1.EncodingObject> = {};
  for (const [name, file] of Object.entries(files)) {
    properties[name] = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `${file.description} (${file.types.join(', ')}; at most ${megabytes(file.maxBytes)}: 413 over, 415 for another type)`,
    } as OpenAPIV3_1.SchemaObject;
    encoding[name] = { contentType: file.types.join(', '), 'x-max-bytes': file.maxBytes } as OpenAPIV3_1.EncodingObject;
    if (file.required) required.push(name);
  }
  return {
    required: true,
    ...(description ? { description } : {}),
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false },
        encoding,
      },
    },
  };
}
