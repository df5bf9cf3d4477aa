import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useEnsureGuestToken } from '../../../shared/session/use-ensure-guest-token.ts';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDepositTroublePlan } from '../api/deposit-trouble-plan.ts';
import { depositTroubleCopy as copy } from '../copy.ts';
import {
  ASKED_PARAM,
  depositTroubleSearch,
  EMPTY_DEPOSIT_TROUBLE_DRAFT,
  readDepositTroubleDraft,
  type DepositTroubleDraft,
  type DepositTroubleDraftField,
} from '../lib/deposit-trouble-draft.ts';
import {
  checkDepositTroubleDraft,
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

function focusFirst(first: DepositTroubleErrorKey) {
  const target = document.querySelector<HTMLElement>(`[data-field="${first}"] input`);
  target?.scrollIntoView?.({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * `/deposit-trouble` (issue 49): when the deposit does not come back, the dated plan (임차권등기명령, the guarantee
 * claim, the 전세사기피해자 outlook) for a guest or a member. The draft lives in the URL (a reload, the back button and
 * a shared link keep it); `plan=1` asks for its plan. Nothing is stored. Who to call is on every state of the page.
 */
export function DepositTroublePage() {
  useDocumentTitle(copy.title);
  return (
    <section className={styles.page}>
      <h1 className={pageStyles.title}>{copy.title}</h1>
      <p className={pageStyles.question}>{copy.question}</p>
      <p className={pageStyles.hint}>{copy.hint}</p>
      <HelpContacts />
      <Guide />
    </section>
  );
}

function Guide() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const urlDraft = readDepositTroubleDraft(searchParams);
  const asked = searchParams.get(ASKED_PARAM) === '1';
  const [draft, setDraft] = useState<DepositTroubleDraft>(() => urlDraft ?? EMPTY_DEPOSIT_TROUBLE_DRAFT);
  const [errors, setErrors] = useState<DepositTroubleErrors>({});

  const change = (field: DepositTroubleDraftField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    // The draft is kept in this entry of the history; the plan shown always matches the form above it.
    void navigate({ search: depositTroubleSearch(next, { asked: false }) }, { replace: true });
  };

  const submit = async () => {
    const check = await checkDepositTroubleDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.first);
      return;
    }
    setErrors({});
    void navigate({ search: depositTroubleSearch(draft, { asked: true }) });
  };

  return (
    <>
      <DepositTroubleForm draft={draft} errors={errors} onChange={change} onSubmit={() => void submit()} />
      <AskedPlan draft={asked ? urlDraft : null} />
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
