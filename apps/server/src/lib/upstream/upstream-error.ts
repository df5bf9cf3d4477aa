/**
 * Why an official source could not answer:
 * - NETWORK: the connection failed; TIMEOUT: no answer in time; HTTP: a non-2xx status;
 * - MALFORMED: the body was not the JSON/XML shape the API documents;
 * - SERVICE: the API answered with its own error code (key not registered, quota, system error);
 * - REJECTED: the API refused this request's input (juso's "주소를 상세히 입력해 주시기 바랍니다") —
 *   the caller's question, not the upstream's health, so it never trips the circuit breaker;
 * - CIRCUIT_OPEN: we did not call because the upstream failed repeatedly just before.
 */
export type UpstreamFailureKind =
  'NETWORK' | 'TIMEOUT' | 'HTTP' | 'MALFORMED' | 'SERVICE' | 'REJECTED' | 'CIRCUIT_OPEN';

export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';

  constructor(
    readonly kind: UpstreamFailureKind,
    message: string,
    readonly details: { status?: number; upstreamCode?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
  }

  /** Worth another try right away: the connection broke or the server said 5xx. */
  get isRetryable(): boolean {
    return this.kind === 'NETWORK' || (this.kind === 'HTTP' && (this.details.status ?? 0) >= 500);
  }

  /** Counts against the upstream's health in the circuit breaker. */
  get isUpstreamFault(): boolean {
    return this.kind !== 'REJECTED' && this.kind !== 'CIRCUIT_OPEN';
  }
}
