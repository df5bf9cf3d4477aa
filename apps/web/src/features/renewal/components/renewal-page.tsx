import type { RenewalPlanView, SavedRenewalPlan } from '@jipsa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { planErrorsOfRefusal } from '../../../shared/lib/plan-draft-errors.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { usePlanDraft } from '../../../shared/lib/use-plan-draft.ts';
import { useEnsureGuestToken } from '../../../shared/session/use-ensure-guest-token.ts';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { LoadingStatus } from '../../../shared/ui/loading-status.tsx';
import { KeptPlanStatus, PlanErrorMessage } from '../../../shared/ui/plan-answer-status.tsx';
import { useRenewalPlan, useSaveRenewalPlan, useSavedRenewalPlan } from '../api/renewal-plan.ts';
import { renewalCopy as copy } from '../copy.ts';
import {
  ASKED_PARAM,
  EMPTY_RENEWAL_DRAFT,
  readRenewalDraft,
  renewalSearch,
  REPORT_PARAM,
  type RenewalDraft,
} from '../lib/renewal-draft.ts';
import { checkRenewalDraft, movingCostOf, renewalDraftOf, renewalFieldOf } from '../lib/renewal-request.ts';
import { RenewalForm } from './renewal-form.tsx';
import { RenewalPlanResult } from './renewal-plan-result.tsx';
import pageStyles from '../../../shared/ui/question-page.module.css';
import planStyles from '../../../shared/ui/plan-page.module.css';
import styles from './renewal.module.css';

/** The server's refusal by field in Korean; anything else is the error view with a retry. */
const errorsOfRefusal = (error: unknown) => planErrorsOfRefusal(error, renewalFieldOf, copy.failed);

/**
 * `/renewal` (issue 48): the lease's end planned with dates and amounts. The draft lives in the URL (a reload, the
 * back button and a shared link keep it); `plan=1` asks for its plan. With `report=<id>` the plan is kept with that
 * report and reopened from it unchanged.
 */
export function RenewalPage() {
  useDocumentTitle(copy.title);
  const [searchParams] = useSearchParams();
  const reportId = searchParams.get(REPORT_PARAM);
  const saved = useSavedRenewalPlan(reportId);
  return (
    <section className={planStyles.page}>
      <h1 className={pageStyles.title}>{copy.title}</h1>
      <p className={pageStyles.question}>{copy.question}</p>
      <p className={pageStyles.hint}>{copy.hint}</p>
      {reportId !== null && <p className={pageStyles.hint}>{copy.fromReport}</p>}
      {/* The lease has ended and the deposit has not come back: the guide for that (issue 49). */}
      <Link className={styles.guideLink} to={PATHS.depositTrouble}>
        {copy.depositTroubleLink}
      </Link>
      {reportId === null ? (
        <Planner reportId={null} saved={null} />
      ) : saved.isPending ? (
        <LoadingStatus text={copy.loadingSaved} />
      ) : saved.isError ? (
        <ErrorView onRetry={() => void saved.refetch()} />
      ) : (
        <Planner key={saved.data?.savedAt ?? 'none'} reportId={reportId} saved={saved.data} />
      )}
    </section>
  );
}

function Planner({ reportId, saved }: { reportId: string | null; saved: SavedRenewalPlan | null }) {
  const [searchParams] = useSearchParams();
  const urlDraft = readRenewalDraft(searchParams);
  const asked = searchParams.get(ASKED_PARAM) === '1';
  const save = useSaveRenewalPlan(reportId ?? '');
  const { draft, errors, change, submit } = usePlanDraft({
    initialDraft: () => urlDraft ?? (saved ? renewalDraftOf(saved.request) : EMPTY_RENEWAL_DRAFT),
    emptyDraft: EMPTY_RENEWAL_DRAFT,
    reportId,
    searchOf: renewalSearch,
    check: checkRenewalDraft,
    keep: save.mutate,
    errorsOfRefusal,
  });

  return (
    <>
      <RenewalForm
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
          plan={save.data ?? (urlDraft === null ? (saved?.plan ?? null) : null)}
          justSaved={save.isSuccess}
          saving={save.isPending}
          failed={save.isError && errorsOfRefusal(save.error) === null}
          onRetry={() => void submit()}
          movingCost={movingCostOf(draft)}
          reportId={reportId}
        />
      )}
    </>
  );
}

/** A plan not kept with a report: the draft the URL asks about, checked, then computed (nothing stored). */
function AskedPlan({ draft }: { draft: RenewalDraft | null }) {
  // The route answers guests and members: a first visit gets its guest token here, as the deposit entry does.
  const session = useEnsureGuestToken();
  const check = useQuery({
    queryKey: ['renewalAskedCheck', draft],
    queryFn: () => checkRenewalDraft(draft!),
    enabled: draft !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const request = check.data?.ok ? check.data.request : null;
  const plan = useRenewalPlan(request, session.status === 'ready');
  if (draft === null) return <p className={pageStyles.hint}>{copy.empty}</p>;
  if (session.status === 'failed') return <ErrorView onRetry={session.retry} />;
  if (check.data && !check.data.ok) return <PlanErrorMessage errors={check.data.errors} />;
  if (request === null || plan.isPending) return <LoadingStatus text={copy.loading} />;
  if (plan.isError) {
    const refusal = errorsOfRefusal(plan.error);
    return refusal ? <PlanErrorMessage errors={refusal} /> : <ErrorView onRetry={() => void plan.refetch()} />;
  }
  return <RenewalPlanResult plan={plan.data} movingCost={movingCostOf(draft)} reportId={null} />;
}

function SavedPlan({
  plan,
  justSaved,
  saving,
  failed,
  onRetry,
  movingCost,
  reportId,
}: {
  plan: RenewalPlanView | null;
  justSaved: boolean;
  saving: boolean;
  failed: boolean;
  onRetry: () => void;
  movingCost: number;
  reportId: string;
}) {
  return (
    <KeptPlanStatus saving={saving} failed={failed} onRetry={onRetry} justSaved={justSaved} copy={copy}>
      {plan === null ? null : <RenewalPlanResult plan={plan} movingCost={movingCost} reportId={reportId} />}
    </KeptPlanStatus>
  );
}
