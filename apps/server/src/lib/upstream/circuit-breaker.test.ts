import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker.ts';
import { UpstreamError } from './upstream-error.ts';

// cockatiel reads Date.now: the tests move a fake clock (only Date; timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T00:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(failureThreshold = 3, coolDownMs = 1_000) {
  const breaker = createCircuitBreaker({ name: 'test', failureThreshold, coolDownMs });
  let calls = 0;
  const fail = () =>
    breaker.run(async () => {
      calls += 1;
      throw new UpstreamError('HTTP', '503', { status: 503 });
    });
  const succeed = () =>
    breaker.run(async () => {
      calls += 1;
      return 'ok';
    });
  return { breaker, fail, succeed, calls: () => calls, advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

describe('회로 차단기', () => {
  it('연속 실패가 기준에 닿으면 열리고 더는 호출하지 않아요', async () => {
    const { breaker, fail, succeed, calls } = setup(3);
    for (let i = 0; i < 3; i += 1) await expect(fail()).rejects.toMatchObject({ kind: 'HTTP' });
    expect(breaker.state()).toBe('OPEN');
    await expect(succeed()).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
    expect(calls()).toBe(3);
  });

  it('중간에 성공하면 연속 실패 수가 처음부터 다시 세어져요', async () => {
    const { breaker, fail, succeed } = setup(3);
    await expect(fail()).rejects.toThrow();
    await expect(fail()).rejects.toThrow();
    await succeed();
    await expect(fail()).rejects.toThrow();
    await expect(fail()).rejects.toThrow();
    expect(breaker.state()).toBe('CLOSED');
  });

  it('대기 시간이 지나면 한 번 시험해 보고 성공하면 닫혀요', async () => {
    const { breaker, fail, succeed, advance } = setup(2, 1_000);
    await expect(fail()).rejects.toThrow();
    await expect(fail()).rejects.toThrow();
    advance(999);
    expect(breaker.state()).toBe('OPEN');
    advance(1);
    expect(breaker.state()).toBe('HALF_OPEN');
    await expect(succeed()).resolves.toBe('ok');
    expect(breaker.state()).toBe('CLOSED');
  });

  it('시험 호출이 실패하면 다시 대기 시간 동안 열려요', async () => {
    const { breaker, fail, succeed, advance } = setup(2, 1_000);
    await expect(fail()).rejects.toThrow();
    await expect(fail()).rejects.toThrow();
    advance(1_000);
    await expect(fail()).rejects.toMatchObject({ kind: 'HTTP' });
    expect(breaker.state()).toBe('OPEN');
    advance(500);
    await expect(succeed()).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
  });

  it('반쯤 열린 동안 다른 호출은 시험 결과를 기다렸다가 성공하면 이어서 보내요', async () => {
    const { breaker, fail, advance } = setup(1, 1_000);
    await expect(fail()).rejects.toThrow();
    advance(1_000);
    let release!: () => void;
    const order: string[] = [];
    const trial = breaker.run(
      () =>
        new Promise<string>((resolve) => {
          release = () => {
            order.push('trial');
            resolve('ok');
          };
        }),
    );
    const waiting = breaker.run(async () => {
      order.push('second');
      return 'second';
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await expect(trial).resolves.toBe('ok');
    await expect(waiting).resolves.toBe('second');
    expect(order).toEqual(['trial', 'second']);
    expect(breaker.state()).toBe('CLOSED');
  });

  it('시험 호출이 실패하면 기다리던 호출도 부르지 않고 거절해요', async () => {
    const { breaker, fail, advance, calls } = setup(1, 1_000);
    await expect(fail()).rejects.toThrow();
    advance(1_000);
    const trial = fail();
    const waiting = breaker.run(async () => 'never');
    await expect(trial).rejects.toMatchObject({ kind: 'HTTP' });
    await expect(waiting).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
    expect(calls()).toBe(2);
  });

  it('입력을 거절당한 것은 업스트림 장애로 세지 않아요', async () => {
    const { breaker } = setup(1);
    await expect(breaker.run(async () => Promise.reject(new UpstreamError('REJECTED', 'E0006')))).rejects.toThrow();
    expect(breaker.state()).toBe('CLOSED');
  });
});
