import multipart from '@fastify/multipart';
import { REGISTRY_FILE_FIELD, REGISTRY_PDF_MAX_BYTES, registryReadingSchema } from '@jipsa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import { errorResponses, ok, okResponse } from '../../../lib/envelope.ts';
import { multipartBody } from '../../../lib/multipart-body.ts';
import {
  REGISTRY_BUSY,
  REGISTRY_FILE_MISSING,
  REGISTRY_FORM_UNREADABLE,
  REGISTRY_NOT_MULTIPART,
  REGISTRY_TOO_LARGE,
  REGISTRY_UNREADABLE_REASONS,
} from './copy.ts';
import { createRegistryService } from './registry.service.ts';

export type RegistryRoutesOptions = { config: AppConfig };

const DESCRIPTION = [
  `multipart/form-data with one file part \`${REGISTRY_FILE_FIELD}\`: the 등기사항전부증명서 PDF (집합건물 or 건물) as`,
  '인터넷등기소 issues it, ≤ 10 MB (413 over). Read in memory in a process of its own, one file at a time, within',
  'a page, text, time and memory limit; never stored, never logged. A scan, an encrypted PDF or another document is',
  '400 `REGISTRY_UNREADABLE` with a Korean reason; a full queue is 503 with `Retry-After`. How the layout is read and',
  'how 말소 is decided: docs/decisions/0030-reading-the-registry.md; the bounds: docs/decisions/0039-registry-reading-bounds.md.',
].join(' ');

/** Seconds a refused upload is asked to wait: about one reading at its time limit. */
const BUSY_RETRY_AFTER_S = 10;

const hasHttpStatus = (error: unknown): error is { statusCode: number } =>
  typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';

/** The bytes of the one file part, held in memory only; 413 over the limit. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== REGISTRY_FILE_FIELD) {
      throw AppError.invalidField(REGISTRY_FILE_FIELD, REGISTRY_FILE_MISSING);
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw AppError.invalidField(REGISTRY_FILE_FIELD, REGISTRY_FILE_MISSING);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (hasHttpStatus(error) && error.statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', REGISTRY_TOO_LARGE);
    if (hasHttpStatus(error)) throw error;
    // busboy's bare Error for a body it cannot read (no boundary, cut short).
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new AppError('VALIDATION_FAILED', REGISTRY_FORM_UNREADABLE);
  }
}

/** `POST /api/v1/jeonseSafety/registry` (issue 30): what a 등기사항전부증명서 PDF says. No login, nothing stored. */
export const registryRoutes: FastifyPluginAsyncZod<RegistryRoutesOptions> = async (app, { config }) => {
  const service = createRegistryService({ clock: app.clock });
  app.addHook('onClose', async () => service.close());

  // Only this plugin parses multipart: one file, no text fields worth reading.
  await app.register(multipart, {
    limits: { fileSize: REGISTRY_PDF_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });

  app.post(
    '/api/v1/jeonseSafety/registry',
    {
      config: {
        rateLimit: { max: config.registryUploadsPerMinute, timeWindow: '1 minute' },
        // A PDF sent as the raw body is told how to send it, in words about PDFs.
        unsupportedMediaTypeMessage: REGISTRY_NOT_MULTIPART,
      },
      schema: {
        tags: ['jeonse-safety'],
        summary: '등기사항전부증명서 PDF 읽기: 소유자, 갑구·을구의 살아 있는 권리, 선순위 채권 합계, 위험 신호',
        description: DESCRIPTION,
        consumes: ['multipart/form-data'],
        'x-multipart-body': multipartBody({
          files: {
            [REGISTRY_FILE_FIELD]: {
              types: ['application/pdf'],
              maxBytes: REGISTRY_PDF_MAX_BYTES,
              required: true,
              description: '등기사항전부증명서 PDF',
            },
          },
        }),
        response: {
          ...okResponse(registryReadingSchema),
          ...errorResponses([
            'VALIDATION_FAILED',
            'REGISTRY_UNREADABLE',
            'PAYLOAD_TOO_LARGE',
            'UNSUPPORTED_MEDIA_TYPE',
            'SERVICE_UNAVAILABLE',
          ]),
        },
      },
    },
    async (request, reply) => {
      const bytes = await uploadedFile(request);
      const result = await service.read(bytes);
      if (!result.ok) {
        // The reason only: never a word of the file.
        request.log.info({ reason: result.reason, bytes: bytes.length }, 'registry pdf not read');
        if (result.reason === 'BUSY') {
          reply.header('Retry-After', String(BUSY_RETRY_AFTER_S));
          throw new AppError('SERVICE_UNAVAILABLE', REGISTRY_BUSY);
        }
        throw new AppError('REGISTRY_UNREADABLE', REGISTRY_UNREADABLE_REASONS[result.reason]);
      }
      const { reading, pages } = result;
      request.log.info({ pages, entries: reading.entries.length, flags: reading.flags.length }, 'registry pdf read');
      return ok(reading);
    },
  );
};
