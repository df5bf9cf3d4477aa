import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, otherContentResponse } from '../../lib/envelope.ts';
import { createImageStorage } from './create-image-storage.ts';
import { IMAGE_CONTENT_TYPES, imageContentType, isImageKey } from './image-key.ts';
import type { ImageStorage } from './image-storage.ts';
import { IMAGES_COPY } from './copy.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where post images are stored (local disk or S3-compatible, from `config.storage`). */
    imageStorage: ImageStorage;
  }
}

// A key names one re-encoded image forever (a new upload gets a new key), so browsers and CDNs keep it a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const IMAGE_TYPES = Object.values(IMAGE_CONTENT_TYPES);

/**
 * `GET /images/{key}`: the stored images, and `app.imageStorage` for the modules that store them
 * (registered with fastify-plugin so the decoration is visible to the community module).
 */
async function imagesPlugin(app: FastifyInstance, { config, storage }: { config: AppConfig; storage?: ImageStorage }) {
  app.decorate('imageStorage', storage ?? createImageStorage(config.storage));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/images/:key',
    {
      schema: {
        tags: ['community'],
        summary: '글 이미지 (다시 인코딩된 JPEG/WebP, 1년 캐시)',
        params: z.object({ key: z.string() }),
        response: {
          ...otherContentResponse(200, 'The image, cached for a year', IMAGE_TYPES),
          ...errorResponses(['VALIDATION_FAILED', 'NOT_FOUND', 'SERVICE_UNAVAILABLE']),
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      // Only keys we could have made reach the storage: no `..`, no slashes, no other extensions.
      const body = isImageKey(key) ? await app.imageStorage.get(key) : null;
      if (!body) throw new AppError('NOT_FOUND', IMAGES_COPY.notFound);
      return (
        reply
          .header('Cache-Control', IMMUTABLE)
          .header('X-Content-Type-Options', 'nosniff')
          // Public pictures, shown by a web app that may live on another configured origin.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .type(imageContentType(key))
          .send(body)
      );
    },
  );
}

export const imageRoutes = fp(imagesPlugin, { name: 'images', dependencies: ['error-handler'] });
