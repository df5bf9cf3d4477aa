import type { DepositTroublePlanRequestInput, DepositTroublePlanView, SavedDepositTroublePlan } from '@jipsa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { planErrorsOfRefusal } from '../../../shared/lib/plan-draft-errors.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { usePlanDraft } from '../../../shared/lib/use-plan-draft.ts';
import { useEnsureGuestToken } from '../../../shared/session/use-ensure-guest-token.ts';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { LoadingStatus } from '../../../shared/ui/loading-status.tsx';
import { KeptPlanStatus, PlanErrorMessage } from '../../../shared/ui/plan-answer-status.tsx';
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
} from '../lib/deposit-trouble-draft.ts';
import {
  checkDepositTroubleDraft,
  depositTroubleDraftOf,
  depositTroubleFieldOf,
} from '../lib/deposit-trouble-request.ts';
import { DepositTroubleForm } from './deposit-trouble-form.tsx';
import { DepositTroublePlanResult } from './deposit-trouble-plan-result.tsx';
import { HelpContacts } from './help-contacts.tsx';
import pageStyles from '../../../shared/ui/question-page.module.css';
import planStyles from '../../../shared/ui/plan-page.module.css';

/** The server's refusal by field in Korean; anything else is the error view with a retry. */
const errorsOfRefusal = (error: unknown) => planErrorsOfRefusal(error, depositTroubleFieldOf, copy.failed);

/** A kept request without the report it was kept with: the calendar is asked with the answers alone. */
function withoutReport(request: SavedDepositTroublePlan['request']): DepositTroublePlanRequestInput {
  const { loanAdviceResultId: _reportId, ...answers } = request;
  return answers;
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
    <section className={planStyles.page}>
      <h1 className={pageStyles.title}>{copy.title}</h1>
      <p className={pageStyles.question}>{copy.question}</p>
      <p className={pageStyles.hint}>{copy.hint}</p>
      {reportId !== null && <p className={pageStyles.hint}>{copy.fromReport}</p>}
      <HelpContacts />
      {reportId === null ? (
        <Guide reportId={null} saved={null} />
      ) : saved.isPending ? (
        <LoadingStatus text={copy.loadingSaved} />
      ) : saved.isError ? (
        <ErrorView onRetry={() => void saved.refetch()} />
      ) : (
        <Guide key={saved.data?.savedAt ?? 'none'} reportId={reportId} saved={saved.data} />
      )}
    </section>
  );
}

function Guide({ reportId, saved }: { reportId: string | null; saved: SavedDepositTroublePlan | null }) {
  const [searchParams] = useSearchParams();
  const urlDraft = readDepositTroubleDraft(searchParams);
  const asked = searchParams.get(ASKED_PARAM) === '1';
  const save = useSaveDepositTroublePlan(reportId ?? '');
  const { draft, errors, change, submit } = usePlanDraft({
    initialDraft: () => urlDraft ?? (saved ? depositTroubleDraftOf(saved.request) : EMPTY_DEPOSIT_TROUBLE_DRAFT),
    emptyDraft: EMPTY_DEPOSIT_TROUBLE_DRAFT,
    reportId,
    searchOf: depositTroubleSearch,
    check: checkDepositTroubleDraft,
    keep: save.mutate,
    errorsOfRefusal,
  });

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
  return (
    <KeptPlanStatus saving={saving} failed={failed} onRetry={onRetry} justSaved={justSaved} copy={copy}>
      {answer === null ? null : <DepositTroublePlanResult plan={answer.plan} request={answer.request} />}
    </KeptPlanStatus>
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
  if (check.data && !check.data.ok) return <PlanErrorMessage errors={check.data.errors} />;
  if (request === null || plan.isPending) return <LoadingStatus text={copy.loading} />;
  if (plan.isError) {
    const refusal = errorsOfRefusal(plan.error);
    return refusal ? <PlanErrorMessage errors={refusal} /> : <ErrorView onRetry={() => void plan.refetch()} />;
  }
  return <DepositTroublePlanResult plan={plan.data} request={request} />;
}
