import { useState } from 'react';
import { useNavigate } from 'react-router';
import { focusPlanField, type PlanErrors } from './plan-draft-errors.ts';

type PlanCheck<Field extends string, Request> =
  { ok: true; request: Request } | { ok: false; errors: PlanErrors<Field>; first: Field | 'form' };

/**
 * A plan form's draft, kept in the URL: each change replaces this history entry's search (the plan shown always
 * matches the form above it) and clears that field's message. Submitting checks the draft (the first field in error
 * takes the focus); a valid draft is then asked for its plan in the URL (`reportId` null) or kept with the report,
 * after which the URL holds the report alone and the server's refusal lands on its fields.
 */
export function usePlanDraft<Field extends string, Draft extends Record<Field, string>, Request>({
  initialDraft,
  emptyDraft,
  reportId,
  searchOf,
  check,
  keep,
  errorsOfRefusal,
}: {
  initialDraft: () => Draft;
  emptyDraft: Draft;
  reportId: string | null;
  searchOf: (draft: Draft, options: { asked: boolean; reportId: string | null }) => string;
  check: (draft: Draft) => Promise<PlanCheck<Field, Request>>;
  keep: (request: Request, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  errorsOfRefusal: (error: unknown) => PlanErrors<Field> | null;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(initialDraft);
  const [errors, setErrors] = useState<PlanErrors<Field>>({});

  const change = (field: Field, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    void navigate({ search: searchOf(next, { asked: false, reportId }) }, { replace: true });
  };

  const submit = async () => {
    const result = await check(draft);
    if (!result.ok) {
      setErrors(result.errors);
      focusPlanField(result.first);
      return;
    }
    setErrors({});
    if (reportId === null) {
      void navigate({ search: searchOf(draft, { asked: true, reportId }) });
      return;
    }
    keep(result.request, {
      onSuccess: () => void navigate({ search: searchOf(emptyDraft, { asked: false, reportId }) }),
      onError: (error) => setErrors(errorsOfRefusal(error) ?? {}),
    });
  };

  return { draft, errors, change, submit };
}
