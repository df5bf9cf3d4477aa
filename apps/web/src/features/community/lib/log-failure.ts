/**
 * Spec §8: comment add, delete and like failures (and like failures generally) are only logged, never
 * shown. A warning, not an error: nothing is broken for the person, the action simply did not happen.
 */
export function logFailure(action: string, error: unknown): void {
  console.warn(`[community] ${action} failed`, error);
}
