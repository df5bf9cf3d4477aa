import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfTextReader, PDF_TEXT_LIMITS } from './read-pdf-text.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'testing', 'fixtures', name));
const reader = createPdfTextReader({ ...PDF_TEXT_LIMITS, timeLimitMs: 1_500 });
afterAll(() => reader.close());

describe('createPdfTextReader', () => {
  it('120MB로 부풀어 오르는 페이지는 시간 제한에서 끊고, 다음 파일은 새 작업자가 읽어요', async () => {
    const started = performance.now();
    expect(await reader.read(fixture('operator-bomb.pdf'))).toEqual({ ok: false, reason: 'TIMED_OUT' });
    expect(performance.now() - started).toBeLessThan(4_000);

    const next = await reader.read(fixture('trust.pdf'));
    expect(next.ok && next.pages.length).toBe(3);
  });

  it('쪽수가 한도를 넘으면 한 쪽도 읽지 않고 거절해요', async () => {
    expect(await reader.read(fixture('fifty-pages.pdf'))).toEqual({ ok: false, reason: 'TOO_MANY_PAGES' });
  });

  it('글자가 한도를 넘으면 그 자리에서 멈춰요', async () => {
    const small = createPdfTextReader({ ...PDF_TEXT_LIMITS, maxChars: 500 });
    try {
      expect(await small.read(fixture('three-mortgages.pdf'))).toEqual({ ok: false, reason: 'TOO_MUCH_TEXT' });
    } finally {
      await small.close();
    }
  });

  it('호출한 쪽의 바이트는 그대로 남아요', async () => {
    const bytes = fixture('not-a-registry.pdf');
    const copy = Buffer.from(bytes);
    await reader.read(bytes);
    expect(bytes.equals(copy)).toBe(true);
  });
});
