import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRegistryReader, REGISTRY_READER_LIMITS } from './registry-reader.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'testing', 'fixtures', name));
const TODAY = '2026-11-24';
const readers: ReturnType<typeof createRegistryReader>[] = [];
const readerWith = (limits: Partial<typeof REGISTRY_READER_LIMITS> = {}) => {
  const reader = createRegistryReader({ ...REGISTRY_READER_LIMITS, ...limits });
  readers.push(reader);
  return reader;
};
afterAll(() => Promise.all(readers.map((reader) => reader.close())));

/** The largest resident memory this process reached while `work` ran, above where it started (MB). */
async function rssGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growthMb: (peak - start) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

// The reader does not touch the database: it runs in one of the two server projects.
describe('createRegistryReader', () => {
  it('1GB로 부풀어 오르는 1MB 파일은 읽는 프로세스의 메모리 한도에서 끊고, 서버의 메모리는 그대로예요', async () => {
    const reader = readerWith();
    const { result, growthMb } = await rssGrowthDuring(() => reader.read(fixture('gigabyte-page.pdf'), TODAY));
    expect(result).toEqual({ ok: false, reason: 'TOO_MUCH_MEMORY' });
    // Before issue 45 the page was inflated in a worker thread of this process: 1.2–1.8 GB more.
    expect(growthMb).toBeLessThan(64);

    const next = await reader.read(fixture('trust.pdf'), TODAY);
    expect(next.ok && next.pages).toBe(3);
  });

  it('오래 걸리는 파일은 시간 제한에서 끊어요', async () => {
    // 120 MB of line operators: within the memory limit, far beyond the time limit.
    const reader = readerWith({ timeLimitMs: 1_000, maxRssMb: 1_024 });
    const started = performance.now();
    expect(await reader.read(fixture('operator-bomb.pdf'), TODAY)).toEqual({ ok: false, reason: 'TIMED_OUT' });
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it('시간 제한은 읽기 시작할 때부터 세요: 줄 서 있던 파일이 앞 파일 때문에 끊기지 않아요', async () => {
    const reader = readerWith({ timeLimitMs: 2_500, maxRssMb: 1_024 });
    const slow = reader.read(fixture('operator-bomb.pdf'), TODAY);
    const queued = reader.read(fixture('trust.pdf'), TODAY);
    expect(await slow).toEqual({ ok: false, reason: 'TIMED_OUT' });
    const behind = await queued;
    expect(behind.ok && behind.pages).toBe(3);
  });

  it('줄이 가득 차면 기다리게 하지 않고 곧바로 BUSY 예요', async () => {
    const reader = readerWith({ maxQueue: 1 });
    const reading = reader.read(fixture('gigabyte-page.pdf'), TODAY);
    const waiting = reader.read(fixture('trust.pdf'), TODAY);
    const started = performance.now();
    expect(await reader.read(fixture('lease-registration.pdf'), TODAY)).toEqual({ ok: false, reason: 'BUSY' });
    expect(performance.now() - started).toBeLessThan(100);
    expect((await reading).ok).toBe(false);
    expect((await waiting).ok).toBe(true);
  });

  it('쪽수가 한도를 넘으면 한 쪽도 읽지 않고 거절해요', async () => {
    expect(await readerWith().read(fixture('fifty-pages.pdf'), TODAY)).toEqual({
      ok: false,
      reason: 'TOO_MANY_PAGES',
    });
  });

  it('글자가 한도를 넘으면 그 자리에서 멈춰요', async () => {
    const reader = readerWith({ maxChars: 500 });
    expect(await reader.read(fixture('three-mortgages.pdf'), TODAY)).toEqual({ ok: false, reason: 'TOO_MUCH_TEXT' });
  });
});
