import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendError } from './error-handler.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/web/dist, seen from the bundled server (apps/server/dist) or from the sources (apps/server/src/plugins). */
export function defaultWebDistDir(): string | undefined {
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and index.html for
 * any other GET that is not an API path so deep links and reloads work. Unknown API paths get a JSON 404.
 */
async function staticWebPlugin(app: FastifyInstance, { webDistDir }: { webDistDir: string | undefined }) {
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (webDistDir && wantsPage && !isApiPath(request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 'NOT_FOUND', '요청하신 주소를 찾을 수 없어요.');
  });
}

export default fp(staticWebPlugin, { name: 'static-web' });
