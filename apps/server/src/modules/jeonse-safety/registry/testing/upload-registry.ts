import type { FastifyInstance } from 'fastify';

/**
 * `POST /api/v1/jeonseSafety/registry` with `bytes` as the one file part of a multipart form, as the web page sends it.
 *
 * @example
 * const response = await uploadRegistry(testApp.app, readFileSync('trust.pdf'));
 */
export async function uploadRegistry(
  app: FastifyInstance,
  bytes: Buffer,
  { field = 'file', filename = '등기사항전부증명서.pdf' } = {},
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), filename);
  const body = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/v1/jeonseSafety/registry',
    headers: { 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}
