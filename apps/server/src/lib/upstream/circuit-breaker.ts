import {
  BrokenCircuitError,
  CircuitState as BreakerState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
} from 'cockatiel';
import { UpstreamError } from './upstream-error.ts';

export type CircuitState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

export type CircuitBreakerOptions = {
  /** Shown in errors and logs, e.g. 'juso'. */
  name: string;
  /** Consecutive upstream faults that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before letting one trial through. */
  coolDownMs: number;
};

export type CircuitBreaker = {
  /** Runs `call` unless the circuit is open; records its outcome. */
  run<T>(call: () => Promise<T>): Promise<T>;
  state(): CircuitState;
};

/** Only faults of the upstream count: a refused keyword means the upstream is up. */
const isUpstreamFault = (error: Error) => !(error instanceof UpstreamError) || error.isUpstreamFault;

/**
 * Stops calling an upstream that keeps failing, so each search does not wait for its timeouts — cockatiel's
 * circuit breaker. After `failureThreshold` consecutive faults the circuit opens for `coolDownMs`; then a
 * single trial call is let through (half-open) while calls arriving meanwhile wait for its verdict: success
 * (or an answer that is not a fault) closes the circuit, a fault opens it for another cool-down. An open
 * circuit refuses with `UpstreamError('CIRCUIT_OPEN')`. Time is the system clock (`Date.now`).
 *
 * @example
 * const breaker = createCircuitBreaker({ name: 'juso', failureThreshold: 5, coolDownMs: 30_000 });
 * const page = await breaker.run(() => fetchPage());
 */
export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const policy = circuitBreaker(handleWhen(isUpstreamFault), {
    halfOpenAfter: options.coolDownMs,
    breaker: new ConsecutiveBreaker(options.failureThreshold),
  });
  let openedAt = 0;
  policy.onBreak(() => {
    openedAt = Date.now();
  });

  return {
    async run(call) {
      try {
        return await policy.execute(call);
      } catch (error) {
        if (error instanceof BrokenCircuitError) {
          throw new UpstreamError('CIRCUIT_OPEN', `${options.name}: circuit open after repeated failures`);
        }
        throw error;
      }
    },
    state() {
      if (policy.state === BreakerState.Closed) return 'CLOSED';
      if (policy.state === BreakerState.HalfOpen) return 'HALF_OPEN';
      // cockatiel moves to half-open on the next call; until then, an expired cool-down reads as half-open.
      return Date.now() - openedAt >= options.coolDownMs ? 'HALF_OPEN' : 'OPEN';
    },
  };
}
