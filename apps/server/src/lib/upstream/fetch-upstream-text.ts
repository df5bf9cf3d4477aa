import { UpstreamError } from './upstream-error.ts';

export type FetchUpstreamOptions = {
  /** Budget of one attempt, body included. */
  timeoutMs: number;
  /** Further attempts after the first, only for network errors and 5xx. */
  retries: number;
  /** Wait before the first retry; doubles for each next one. */
  backoffMs: number;
  /** Injected so tests need not wait. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where the call went, without the query: the query carries the API key, which must never reach a log. */
const describe = (url: URL) => `${url.origin}${url.pathname}`;

async function attempt(url: URL, options: FetchUpstreamOptions): Promise<string> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: 'application/json, application/xml;q=0.9, */*;q=0.1' },
    });
    const body = await response.text();
    if (!response.ok) {
      throw new UpstreamError('HTTP', `${describe(url)} answered ${response.status}`, { status: response.status });
    }
    return body;
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError('TIMEOUT', `${describe(url)} gave no answer within ${options.timeoutMs} ms`, {
        cause: error,
      });
    }
    throw new UpstreamError('NETWORK', `${describe(url)} could not be reached`, { cause: error });
  }
}

/**
 * GETs an official API and returns its body, with a timeout per attempt (AbortSignal.timeout) and
 * exponential backoff retries for network errors and 5xx. A timeout is not retried: an upstream that is slow
 * now is slow again a moment later, and the person is waiting. Every failure is an `UpstreamError`.
 *
 * @example
 * const body = await fetchUpstreamText(new URL('https://business.juso.go.kr/addrlink/addrLinkApi.do?…'),
 *   { timeoutMs: 3_000, retries: 2, backoffMs: 200 });
 */
export async function fetchUpstreamText(url: URL, options: FetchUpstreamOptions): Promise<string> {
  const sleep = options.sleep ?? defaultSleep;
  for (let attemptIndex = 0; ; attemptIndex += 1) {
    try {
      return await attempt(url, options);
    } catch (error) {
      const canRetry = error instanceof UpstreamError && error.isRetryable && attemptIndex < options.retries;
      if (!canRetry) throw error;
      await sleep(options.backoffMs * 2 ** attemptIndex);
    }
  }
}
