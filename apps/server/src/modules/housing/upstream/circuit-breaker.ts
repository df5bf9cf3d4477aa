import { UpstreamError } from './upstream-error.ts';

export type CircuitState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

export type CircuitBreakerOptions = {
  /** Shown in errors and logs, e.g. 'juso'. */
  name: string;
  /** Consecutive upstream faults that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before letting one trial through. */
  coolDownMs: number;
  /** Milliseconds clock; injected so tests can move time. */
  now: () => number;
};

export type CircuitBreaker = {
  /** Runs `call` unless the circuit is open; records its outcome. */
  run<T>(call: () => Promise<T>): Promise<T>;
  state(): CircuitState;
};

/**
 * Stops calling an upstream that keeps failing, so each search does not wait for its timeouts.
 * After `failureThreshold` consecutive faults the circuit opens for `coolDownMs`; then a single trial call
 * is let through (half-open) while calls arriving meanwhile wait for its verdict: success closes the circuit
 * and lets them go, a fault opens it for another cool-down and refuses them.
 * Only faults of the upstream count (`UpstreamError.isUpstreamFault`): a refused keyword is not one.
 *
 * @example
 * const breaker = createCircuitBreaker({ name: 'juso', failureThreshold: 5, coolDownMs: 30_000, now: Date.now });
 * const page = await breaker.run(() => fetchPage());
 */
export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  let consecutiveFaults = 0;
  let openedAt: number | null = null;
  /** Settles when the half-open trial call has; calls arriving meanwhile wait for its verdict. */
  let trial: Promise<unknown> | null = null;

  const state = (): CircuitState => {
    if (openedAt === null) return 'CLOSED';
    return options.now() - openedAt >= options.coolDownMs ? 'HALF_OPEN' : 'OPEN';
  };

  const refuse = () =>
    new UpstreamError('CIRCUIT_OPEN', `${options.name}: circuit open after ${consecutiveFaults} consecutive failures`);

  const record = (error: unknown, isTrial: boolean) => {
    const isFault = !(error instanceof UpstreamError) || error.isUpstreamFault;
    if (isFault) {
      consecutiveFaults += 1;
      if (isTrial || consecutiveFaults >= options.failureThreshold) openedAt = options.now();
    } else if (isTrial) {
      // The upstream answered (it only disliked the input), which is proof enough that it is back.
      consecutiveFaults = 0;
      openedAt = null;
    }
  };

  const run = async <T>(call: () => Promise<T>): Promise<T> => {
    if (trial) {
      await trial.catch(() => undefined);
      return run(call);
    }
    const current = state();
    if (current === 'OPEN') throw refuse();
    const isTrial = current === 'HALF_OPEN';
    const attempt = call();
    if (isTrial) trial = attempt;
    try {
      const result = await attempt;
      consecutiveFaults = 0;
      openedAt = null;
      return result;
    } catch (error) {
      record(error, isTrial);
      throw error;
    } finally {
      if (isTrial) trial = null;
    }
  };

  return { state, run };
}
