import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

// Replies go out through fast-json-stringify compiled from the zod schema (ADR 0014); development and tests
// check each reply against the schema first, production does not.

const replySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  note: z.string().nullable(),
  tags: z.array(z.string()),
});

async function serve(validate: boolean, body: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler({ validate }));
  app.get('/thing', { schema: { response: { 200: replySchema } } }, async () => body);
  const response = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return response;
}

const good = { id: 'a1', amount: 12_345, createdAt: '2026-11-24T09:00:00+09:00', note: null, tags: ['전세'] };

describe('responseSerializerCompiler', () => {
  it('스키마대로 직렬화하고, 스키마에 없는 필드는 내보내지 않아요', async () => {
    for (const validate of [true, false]) {
      const response = await serve(validate, { ...good, secret: '내보내면 안 돼요' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(good);
      expect(response.body).not.toContain('secret');
    }
  });

  it('개발·테스트에서는 모양이 틀린 응답을 500으로 막아요', async () => {
    const response = await serve(true, { ...good, amount: 1.5 });
    expect(response.statusCode).toBe(500);
  });

  it('운영에서는 검사 없이 내보내되, 빠진 필수 값은 여전히 실패해요', async () => {
    expect((await serve(false, { ...good, amount: 1.5 })).statusCode).toBe(200);
    const { id: _id, ...withoutId } = good;
    expect((await serve(false, withoutId)).statusCode).toBe(500);
  });
});
