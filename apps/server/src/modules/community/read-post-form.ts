import { POST_IMAGE_FIELD, type FieldError } from '@jipsa/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { COMMUNITY_COPY as COPY } from './copy.ts';

export type PostForm<T> = { fields: T; image: Buffer | null };

function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? 'body') : issue.path.join('.') || 'body',
    message: issue.message,
  }));
}

/**
 * Reads the multipart body of `POST /api/v1/post` or `PUT /api/v1/post/{id}`: the text fields, checked
 * against `schema` (400 with Korean field messages), and the bytes of the one file field `imageFile`
 * (limits of the community plugin's multipart registration: over 10 MB is 413).
 *
 * @example
 * const { fields, image } = await readPostForm(request, createPostFieldsSchema);
 */
export async function readPostForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<PostForm<z.output<S>>> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    await readParts(request, fields, (bytes) => {
      image = bytes;
    });
  } catch (error) {
    // busboy reports a body it cannot read (no or wrong boundary, cut short, garbage) with a bare Error;
    // the multipart plugin's own limits carry a status and keep their meaning (413, 406).
    if (error instanceof AppError || hasHttpStatus(error)) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError('VALIDATION_FAILED', UNREADABLE_FORM);
  }

  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw new AppError('VALIDATION_FAILED', fieldErrors[0]?.message, fieldErrors);
  }
  return { fields: parsed.data, image };
}

const UNREADABLE_FORM = COPY.unreadableForm;

const hasHttpStatus = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';

async function readParts(request: FastifyRequest, fields: Record<string, string>, setImage: (bytes: Buffer) => void) {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== POST_IMAGE_FIELD) {
        throw AppError.invalidField(part.fieldname, COPY.imageField);
      }
      const bytes = await part.toBuffer();
      // A file input left empty still submits a part: nameless and empty. That is no image, not a broken one.
      if (bytes.length === 0 && part.filename === '') continue;
      setImage(bytes);
      continue;
    }
    if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
    if (Object.hasOwn(fields, part.fieldname)) {
      throw AppError.invalidField(part.fieldname, COPY.fieldTwice);
    }
    fields[part.fieldname] = String(part.value);
  }
}
