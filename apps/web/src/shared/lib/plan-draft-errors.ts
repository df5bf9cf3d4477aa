import { ApiError } from '../api/api-error.ts';

/** A plan form's messages: by field of its draft, or `form` for the whole of it. */
export type PlanErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/**
 * The server's refusal (a 400) by field of the draft, in Korean; null for anything else, which the page shows as the
 * error view with a retry. A refusal naming no field is said for the whole form (`fallback` when it says nothing).
 */
export function planErrorsOfRefusal<Field extends string>(
  error: unknown,
  fieldOf: (path: string) => Field | 'form',
  fallback: string,
): PlanErrors<Field> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: PlanErrors<Field> = {};
  for (const fieldError of error.fieldErrors) errors[fieldOf(fieldError.field)] ??= fieldError.message;
  if (Object.keys(errors).length === 0) errors.form = error.message || fallback;
  return errors;
}

/** Brings the input of the first field with an error into view and gives it the focus. */
export function focusPlanField(field: string) {
  const target = document.querySelector<HTMLElement>(`[data-field="${field}"] input`);
  target?.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}
