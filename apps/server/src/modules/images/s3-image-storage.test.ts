import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newImageKey } from './image-key.ts';
import { createS3ImageStorage } from './s3-image-storage.ts';

// A stand-in for an S3-compatible service (MinIO, R2): path-style objects in memory, every request recorded.
type Recorded = { method: string; path: string; headers: IncomingMessage['headers'] };
const objects = new Map<string, { body: Buffer; contentType: string }>();
const requests: Recorded[] = [];
let server: Server;
let endpoint: string;
let failWith: number | null = null;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '';
    requests.push({ method: request.method ?? '', path, headers: request.headers });
    if (failWith) {
      response.writeHead(failWith).end('<Error><Code>InternalError</Code></Error>');
      return;
    }
    if (request.method === 'PUT') {
      objects.set(path, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const storage = () =>
  createS3ImageStorage({
    endpoint,
    bucket: 'jipsa-images',
    region: 'ap-northeast-2',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
  });

describe('S3 호환 이미지 저장소', () => {
  it('{endpoint}/{bucket}/{key} 로 서명한 PUT, GET, DELETE 를 보내요', async () => {
    const key = newImageKey('webp');
    await storage().put(key, Buffer.from('webp-bytes'), 'image/webp');
    expect((await storage().get(key))?.toString()).toBe('webp-bytes');
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();

    const [put] = requests.filter((request) => request.path === `/jipsa-images/${key}`);
    expect(put).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/webp' } });
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-2\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(
      requests.filter((request) => request.path === `/jipsa-images/${key}`).map((request) => request.method),
    ).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
  });

  it('서비스가 실패하면 두 번 더 시도하고, 그래도 안 되면 한국어 503 (원인에는 상태 코드)을 내요', async () => {
    failWith = 500;
    try {
      const key = newImageKey('jpg');
      const failure = await storage()
        .put(key, Buffer.from('x'), 'image/jpeg')
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', statusCode: 503 });
      expect(String((failure as Error).cause)).toMatch(/S3 PUT .* failed with 500/);
      expect(requests.filter((request) => request.path.endsWith(key))).toHaveLength(3);
      failWith = 403;
      await expect(storage().get(newImageKey('jpg'))).rejects.toThrow(/failed with 403/);
    } finally {
      failWith = null;
    }
  });

  it('저장소가 아예 답하지 않으면 한국어 503 이에요', async () => {
    const unreachable = createS3ImageStorage({
      endpoint: 'http://127.0.0.1:9',
      bucket: 'jipsa',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    await expect(unreachable.get(newImageKey('jpg'))).rejects.toMatchObject({
      errorCode: 'SERVICE_UNAVAILABLE',
      message: '사진 저장소에 잠시 연결할 수 없어요. 사진 없이 올리거나 잠시 후 다시 시도해주세요.',
    });
  });

  it('이미지 키가 아닌 이름은 요청을 보내기 전에 거절해요', async () => {
    const before = requests.length;
    await expect(storage().get('../other-bucket/secret')).rejects.toThrow('not an image key');
    expect(requests.length).toBe(before);
  });
});
