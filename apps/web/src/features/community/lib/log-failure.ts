import { ApiError } from '../../../shared/api/api-error.ts';

/**
 * Spec §8: comment add, delete and like failures (and like failures generally) are only logged, never
 * shown. A warning, not an error: nothing is broken for the person, the action simply did not happen.
 */
export function logFailure(action: string, error: unknown): void {
  console.warn(`[community] ${action} failed`, error);
}

/**
 * A refusal (403: a suspended member, or an author who blocks them; ADR 0038) is no passing failure: trying
 * again does the same, so the server's sentence is shown, like a refused delete's. Anything else is only logged.
 */
export function showRefusalOrLog(action: string, error: unknown): void {
  if (error instanceof ApiError && error.status === 403) window.alert(error.message);
  else logFailure(action, error);
}
