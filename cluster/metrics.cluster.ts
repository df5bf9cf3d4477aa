import { describe, expect, inject, it } from 'vitest';
import { Browser } from './support/client.ts';

// Every instance's /metrics on its own port, scraped by a real Prometheus (Debian's), as an operator's would
// (issue 31, docs/deploy.md "Metrics").

type VectorSample = { metric: Record<string, string>; value: [number, string] };

async function query(promql: string): Promise<VectorSample[]> {
  const url = `${inject('prometheusUrl')}/api/v1/query?query=${encodeURIComponent(promql)}`;
  const answer = (await (await fetch(url)).json()) as { status: string; data: { result: VectorSample[] } };
  expect(answer.status).toBe('success');
  return answer.data.result;
}

/** Asks until `check` accepts the result: Prometheus scrapes every second. */
async function queryUntil(promql: string, check: (result: VectorSample[]) => boolean): Promise<VectorSample[]> {
  let result: VectorSample[] = [];
  for (let attempt = 0; attempt < 60; attempt += 1) {
    result = await query(promql);
    if (check(result)) return result;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return result;
}

/**
 * The result once Prometheus has caught up: two answers a few scrapes apart that agree. An earlier file restarts
 * instances (their counters start again at 0) and the last scrape may be up to a second old.
 */
async function settledQuery(promql: string): Promise<VectorSample[]> {
  const values = (result: VectorSample[]) => JSON.stringify(result.map((sample) => [sample.metric, sample.value[1]]));
  let previous = await query(promql);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const current = await query(promql);
    if (values(current) === values(previous)) return current;
    previous = current;
  }
  throw new Error(`Prometheus did not settle on ${promql}`);
}

describe('Prometheus 가 모든 인스턴스의 지표를 모아요', () => {
  it('세 인스턴스 모두 지표 포트로 수집되고 있어요 (up = 1)', async () => {
    const names = inject('clusterInstances').map((instance) => instance.name);
    const up = await queryUntil('up{job="jipsa"}', (result) => result.filter((s) => s.value[1] === '1').length === 3);
    expect(Object.fromEntries(up.map((sample) => [sample.metric.instance, sample.value[1]]))).toEqual(
      Object.fromEntries(names.map((name) => [name, '1'])),
    );
  });

  it('부하 분산기로 보낸 요청이 세 인스턴스의 요청 수로 Prometheus 에 잡혀요', async () => {
    const browser = new Browser();
    const promql = 'sum by (instance) (jipsa_http_requests_total{route="/api/v1/post/sorted",status_code="200"})';
    const countsOf = (result: VectorSample[]) =>
      Object.fromEntries(result.map((sample) => [sample.metric.instance, Number(sample.value[1])]));
    const before = countsOf(await settledQuery(promql));
    for (let call = 0; call < 6; call += 1) expect((await browser.request('/api/v1/post/sorted')).status).toBe(200);
    const servedBy = browser.servedBy.reduce<Record<string, number>>(
      (counts, name) => ({ ...counts, [name]: (counts[name] ?? 0) + 1 }),
      {},
    );
    expect(Object.keys(servedBy)).toHaveLength(3);

    // Each instance's counter grew by exactly the requests it answered (X-Served-By), none counted twice.
    const expected = Object.fromEntries(
      Object.entries(servedBy).map(([name, count]) => [name, (before[name] ?? 0) + count]),
    );
    const after = await queryUntil(promql, (result) =>
      Object.entries(expected).every(([name, count]) => countsOf(result)[name] === count),
    );
    expect(countsOf(after)).toEqual(expected);
  });

  it('공개 주소(부하 분산기)와 인스턴스의 본 포트는 /metrics 를 내주지 않아요', async () => {
    const browser = new Browser();
    const publicAnswer = await browser.request('/metrics');
    expect(publicAnswer.status).toBe(404);
    expect(publicAnswer.text).not.toContain('jipsa_http_requests_total');
    for (const instance of inject('clusterInstances')) {
      const direct = await fetch(`${instance.url}/metrics`);
      expect(direct.status).toBe(404);
    }
  });
});
