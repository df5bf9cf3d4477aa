import { AwsClient } from 'aws4fetch';
import { AppError } from '../../lib/app-error.ts';
import { assertImageKey } from './image-key.ts';
import type { ImageStorage } from './image-storage.ts';

const STORE_UNAVAILABLE = '사진 저장소에 잠시 연결할 수 없어요. 사진 없이 올리거나 잠시 후 다시 시도해주세요.';

export type S3ImageStorageOptions = {
  /** e.g. `https://s3.ap-northeast-2.amazonaws.com` or a MinIO / R2 URL; AWS's regional endpoint when absent. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Images as objects of an S3-compatible bucket, addressed path-style (`{endpoint}/{bucket}/{key}`, which
 * MinIO, R2 and AWS all accept) and signed with SigV4.
 *
 * @example
 * const storage = createS3ImageStorage({ endpoint: 'http://127.0.0.1:9000', bucket: 'jipsa', region: 'us-east-1', accessKeyId, secretAccessKey });
 */
export function createS3ImageStorage(options: S3ImageStorageOptions): ImageStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    // aws4fetch retries 5xx and 429 ten times by default (seconds of backoff inside one upload request).
    retries: 2,
  });
  const endpoint = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/+$/, '');
  const urlOf = (key: string) => {
    assertImageKey(key);
    return `${endpoint}/${encodeURIComponent(options.bucket)}/${key}`;
  };
  const fail = async (action: string, key: string, response: Response) => {
    const detail = (await response.text()).slice(0, 300);
    const error = new Error(`S3 ${action} ${key} failed with ${response.status}: ${detail}`);
    return response.status >= 500 ? unavailable(error) : error;
  };
  /** The store did not answer, or failed on its side: the person is told so, in Korean, with a 503. */
  const unavailable = (cause: unknown) =>
    Object.assign(new AppError('SERVICE_UNAVAILABLE', STORE_UNAVAILABLE), { cause });
  const send = async (url: string, init: RequestInit) => {
    try {
      return await client.fetch(url, init);
    } catch (error) {
      throw unavailable(error);
    }
  };

  return {
    async put(key, body, contentType) {
      const response = await send(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      if (!response.ok) throw await fail('PUT', key, response);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await fail('GET', key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await fail('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
