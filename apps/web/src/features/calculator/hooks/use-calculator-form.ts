import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error.ts';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { fieldErrorMap, type FieldErrorMap } from '../lib/field-error-map.ts';

type RequestSchema<Request> = { safeParse: (draft: unknown) => z.ZodSafeParseResult<Request> };
type RequestSchemaLoader<Request> = () => Promise<RequestSchema<Request>>;

/** A field's value and setter, as `useState` returns them. */
export type FieldState<Value> = readonly [Value, (value: Value) => void];

/** What a field component takes from the form: its value, a change that also clears its error, and the error. */
export type BoundField<Value> = {
  value: Value;
  onChange: (value: Value) => void;
  error: string | null;
};

export type CalculatorForm<Response> = ReturnType<typeof useCalculatorForm<unknown, Response>>;

/**
 * One calculator form: the draft is checked with the contract's request schema first (the messages
 * the server would send, without the round trip), then posted. The schema is loaded at the first submit at the
 * latest, so it is not part of the page's first code (issue 10). Field errors from either check land
 * in `errors` by field path ('loanAmount', 'loans.0.term' …) and clear as the field changes.
 * `refusals` counts the submits that ended in field errors, so the shell can bring the first one into view (quiet
 * submits are not counted).
 */
export function useCalculatorForm<Request, Response>(
  loadSchema: RequestSchemaLoader<Request>,
  mutation: UseMutationResult<Response, Error, Request>,
) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [refusals, setRefusals] = useState(0);
  const [schemaUnavailable, setSchemaUnavailable] = useState(false);
  const [revealsResult, setRevealsResult] = useState(true);

  const refuse = (fieldErrors: FieldErrorMap, quiet: boolean) => {
    setErrors(fieldErrors);
    if (!quiet && Object.keys(fieldErrors).length > 0) setRefusals((count) => count + 1);
  };

  /**
   * Checks and posts `draft`. A `quiet` submit is one the person did not ask for (a result computed again for
   * changed inputs): its result and its errors show where they belong, but neither takes the focus or scrolls.
   */
  const submit = async (draft: unknown, { quiet = false }: { quiet?: boolean } = {}) => {
    let schema: RequestSchema<Request>;
    try {
      schema = await loadSchema();
    } catch {
      // Its code could not be fetched (no network, nothing cached yet): said like any network failure.
      mutation.reset();
      setSchemaUnavailable(true);
      return;
    }
    setSchemaUnavailable(false);
    const checked = schema.safeParse(draft);
    if (!checked.success) {
      mutation.reset();
      refuse(fieldErrorMap(checked.error.issues), quiet);
      return;
    }
    setErrors({});
    // Set with the new request, so a result still showing is not brought into view on its way out.
    setRevealsResult(!quiet);
    mutation.mutate(checked.data, {
      onError: (error) => refuse(error instanceof ApiError ? fieldErrorMap(error.fieldErrors) : {}, quiet),
    });
  };

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  const field = <Value>(name: string, [value, setValue]: FieldState<Value>): BoundField<Value> => ({
    value,
    onChange: (next) => {
      setValue(next);
      clearError(name);
    },
    error: errors[name] ?? null,
  });

  // A failure without field errors (network, 5xx) is said once above the button.
  const generalError = schemaUnavailable
    ? commonCopy.networkError
    : mutation.error && !(mutation.error instanceof ApiError && mutation.error.fieldErrors.length > 0)
      ? mutation.error.message
      : null;

  return {
    errors,
    refusals,
    clearError,
    field,
    submit,
    /** Forgets the last result, e.g. when the inputs it was computed from changed. */
    reset: mutation.reset,
    result: mutation.data ?? null,
    /** Whether the result came from a submit the person asked for, so it is brought into view with the focus. */
    revealsResult,
    isPending: mutation.isPending,
    generalError,
  };
}
