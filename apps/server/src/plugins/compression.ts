import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlib } from 'node:zlib';

/**
 * Compresses API answers above 1 kB in the browser's encoding (issue 10): brotli at quality 4 — near gzip's cost per
 * byte and smaller — else gzip. Static files and pages arrive already compressed and are left alone (they carry
 * their Content-Encoding). `npm run bench` measures what this costs on the hot routes.
 */
async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

export default fp(compressionPlugin, { name: 'compression' });
