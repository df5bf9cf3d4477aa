import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error.ts';
import { fieldErrorMap, type FieldErrorMap } from '../lib/field-error-map.ts';

type RequestSchema<Request> = { safeParse: (draft: unknown) => z.ZodSafeParseResult<Request> };

/**
 * One calculator form: the draft is checked with the contract's request schema first (the messages
 * the server would send, without the round trip), then posted. Field errors from either check land
 * in `errors` by field path ('loanAmount', 'loans.0.term' …) and clear as the field changes.
 */
export function useCalculatorForm<Request, Response>(
  schema: RequestSchema<Request>,
  mutation: UseMutationResult<Response, Error, Request>,
) {
  const [errors, setErrors] = useState<FieldErrorMap>({});

  const submit = (draft: unknown) => {
    const checked = schema.safeParse(draft);
    if (!checked.success) {
      mutation.reset();
      setErrors(fieldErrorMap(checked.error.issues));
      return;
    }
    setErrors({});
    mutation.mutate(checked.data, {
      onError: (error) => setErrors(error instanceof ApiError ? fieldErrorMap(error.fieldErrors) : {}),
    });
  };

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  // A failure without field errors (network, 5xx) is said once above the button.
  const generalError =
    mutation.error && !(mutation.error instanceof ApiError && mutation.error.fieldErrors.length > 0)
      ? mutation.error.message
      : null;

  return {
    errors,
    clearError,
    submit,
    /** Forgets the last result, e.g. when the inputs it was computed from changed. */
    reset: mutation.reset,
    result: mutation.data ?? null,
    isPending: mutation.isPending,
    generalError,
  };
}
