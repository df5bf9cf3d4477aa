import type { DepositTroublePlanRequestInput, DepositTroublePlanView, SavedDepositTroublePlan } from '@jipsa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useEnsureGuestToken } from '../../../shared/session/use-ensure-guest-token.ts';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useDepositTroublePlan,
  useSaveDepositTroublePlan,
  useSavedDepositTroublePlan,
} from '../api/deposit-trouble-plan.ts';
import { depositTroubleCopy as copy } from '../copy.ts';
import {
  ASKED_PARAM,
  depositTroubleSearch,
  EMPTY_DEPOSIT_TROUBLE_DRAFT,
  readDepositTroubleDraft,
  REPORT_PARAM,
  type DepositTroubleDraft,
  type DepositTroubleDraftField,
} from '../lib/deposit-trouble-draft.ts';
import {
  checkDepositTroubleDraft,
  depositTroubleDraftOf,
  depositTroubleFieldOf,
  type DepositTroubleErrorKey,
  type DepositTroubleErrors,
} from '../lib/deposit-trouble-request.ts';
import { DepositTroubleForm } from './deposit-trouble-form.tsx';
import { DepositTroublePlanResult } from './deposit-trouble-plan-result.tsx';
import { HelpContacts } from './help-contacts.tsx';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './deposit-trouble.module.css';

function Loading({ text }: { text: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}

/** The server's refusal by field in Korean; anything else is the error view with a retry. */
function errorsOfRefusal(error: unknown): DepositTroubleErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors: DepositTroubleErrors = {};
  for (const fieldError of error.fieldErrors) errors[depositTroubleFieldOf(fieldError.field)] ??= fieldError.message;
  if (Object.keys(errors).length === 0) errors.form = error.message || copy.failed;
  return errors;
}

/** A kept request without the report it was kept with: the calendar is asked with the answers alone. */
function withoutReport(request: SavedDepositTroublePlan['request']): DepositTroublePlanRequestInput {
  const { loanAdviceResultId: _reportId, ...answers } = request;
  return answers;
}

function focusFirst(first: DepositTroubleErrorKey) {
  const target = document.querySelector<HTMLElement>(`[data-field="${first}"] input`);
  target?.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * `/deposit-trouble` (issue 49): when the deposit does not come back, the dated plan (임차권등기명령, the guarantee
 * claim, the 전세사기피해자 outlook) for a guest or a member. The draft lives in the URL (a reload, the back button and
 * a shared link keep it); `plan=1` asks for its plan, and nothing is stored. With `report=<id>` a member keeps the
 * plan with that report (its checklist and .ics then carry the dates). Who to call is on every state of the page.
 */
export function DepositTroublePage() {
  useDocumentTitle(copy.title);
  const [searchParams] = useSearchParams();
  const reportId = searchParams.get(REPORT_PARAM);
  const saved = useSavedDepositTroublePlan(reportId);
  return (
    <section className={styles.page}>
      <h1 className={pageStyles.title}>{copy.title}</h1>
      <p className={pageStyles.question}>{copy.question}</p>
      <p className={pageStyles.hint}>{copy.hint}</p>
      {reportId !== null && <p className={pageStyles.hint}>{copy.fromReport}</p>}
      <HelpContacts />
      {reportId === null ? (
        <Guide reportId={null} saved={null} />
      ) : saved.isPending ? (
        <Loading text={copy.loadingSaved} />
      ) : saved.isError ? (
        <ErrorView onRetry={() => void saved.refetch()} />
      ) : (
        <Guide key={saved.data?.savedAt ?? 'none'} reportId={reportId} saved={saved.data} />
      )}
    </section>
  );
}

function Guide({ reportId, saved }: { reportId: string | null; saved: SavedDepositTroublePlan | null }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const urlDraft = readDepositTroubleDraft(searchParams);
  const asked = searchParams.get(ASKED_PARAM) === '1';
  const [draft, setDraft] = useState<DepositTroubleDraft>(
    () => urlDraft ?? (saved ? depositTroubleDraftOf(saved.request) : EMPTY_DEPOSIT_TROUBLE_DRAFT),
  );
  const [errors, setErrors] = useState<DepositTroubleErrors>({});
  const save = useSaveDepositTroublePlan(reportId ?? '');

  const change = (field: DepositTroubleDraftField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    // The draft is kept in this entry of the history; the plan shown always matches the form above it.
    void navigate({ search: depositTroubleSearch(next, { asked: false, reportId }) }, { replace: true });
  };

  const submit = async () => {
    const check = await checkDepositTroubleDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.first);
      return;
    }
    setErrors({});
    if (reportId === null) {
      void navigate({ search: depositTroubleSearch(draft, { asked: true }) });
      return;
    }
    save.mutate(check.request, {
      onSuccess: () =>
        void navigate({ search: depositTroubleSearch(EMPTY_DEPOSIT_TROUBLE_DRAFT, { asked: false, reportId }) }),
      onError: (error) => setErrors(errorsOfRefusal(error) ?? {}),
    });
  };

  return (
    <>
      <DepositTroubleForm
        draft={draft}
        errors={errors}
        onChange={change}
        onSubmit={() => void submit()}
        submitLabel={reportId === null ? copy.submit : copy.save}
        submitting={save.isPending}
      />
      {reportId === null ? (
        <AskedPlan draft={asked ? urlDraft : null} />
      ) : (
        <SavedPlan
          answer={
            save.data && save.variables
              ? { plan: save.data, request: save.variables }
              : urlDraft === null && saved
                ? { plan: saved.plan, request: withoutReport(saved.request) }
                : null
          }
          justSaved={save.isSuccess}
          saving={save.isPending}
          failed={save.isError && errorsOfRefusal(save.error) === null}
          onRetry={() => void submit()}
        />
      )}
    </>
  );
}

function SavedPlan({
  answer,
  justSaved,
  saving,
  failed,
  onRetry,
}: {
  answer: { plan: DepositTroublePlanView; request: DepositTroublePlanRequestInput } | null;
  justSaved: boolean;
  saving: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  if (saving) return <Loading text={copy.loading} />;
  if (failed) return <ErrorView onRetry={onRetry} />;
  if (answer === null) return <p className={pageStyles.hint}>{copy.empty}</p>;
  return (
    <>
      <p className={pageStyles.hint} role="status">
        {justSaved ? copy.saved : copy.savedPlan}
      </p>
      <DepositTroublePlanResult plan={answer.plan} request={answer.request} />
    </>
  );
}

/** The plan of the draft the URL asks about: checked, then computed (nothing stored). */
function AskedPlan({ draft }: { draft: DepositTroubleDraft | null }) {
  // The route answers guests and members: a first visit gets its guest token here.
  const session = useEnsureGuestToken();
  const check = useQuery({
    queryKey: ['depositTroubleAskedCheck', draft],
    queryFn: () => checkDepositTroubleDraft(draft!),
    enabled: draft !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const request = check.data?.ok ? check.data.request : null;
  const plan = useDepositTroublePlan(request, session.status === 'ready');
  if (draft === null) return <p className={pageStyles.hint}>{copy.empty}</p>;
  if (session.status === 'failed') return <ErrorView onRetry={session.retry} />;
  if (check.data && !check.data.ok) {
    return (
      <p className={pageStyles.error} role="alert">
        {Object.values(check.data.errors)[0]}
      </p>
    );
  }
  if (request === null || plan.isPending) return <Loading text={copy.loading} />;
  if (plan.isError) {
    const refusal = errorsOfRefusal(plan.error);
    return refusal ? (
      <p className={pageStyles.error} role="alert">
        {Object.values(refusal)[0]}
      </p>
    ) : (
      <ErrorView onRetry={() => void plan.refetch()} />
    );
  }
  return <DepositTroublePlanResult plan={plan.data} request={request} />;
}
