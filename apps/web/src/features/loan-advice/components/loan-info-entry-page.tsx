import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { noReportPath, reportPath } from '../../../shared/config/paths.ts';
import { rentOffersReturnPath, type RentOffersReturnState } from '../../../shared/lib/rent-offers-return.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { clearLoanDraft, useAppStore, type LoanForm } from '../../../shared/store/app-store.ts';
import { useCreateLoanAdvice } from '../api/create-loan-advice.ts';
import { loanFormCopy } from '../copy-form.ts';
import { loanAdviceCopy } from '../copy.ts';
import { loanFormAnswerText } from '../lib/loan-form-answer-text.ts';
import {
  askedQuestions,
  isQuestionAnswered,
  loanQuestion,
  nextEmptyQuestion,
  questionOfField,
  type LoanFormField,
  type LoanQuestionId,
} from '../lib/loan-form-questions.ts';
import { validateLoanForm, validateLoanQuestion } from '../lib/loan-form-validation.ts';
import { JeonseSafetyEntryLink } from './jeonse-safety-entry-link.tsx';
import { LoanFormFieldSheet } from './loan-form-field-sheet.tsx';
import { LoanFormHouseValueNote } from './loan-form-house-value-note.tsx';
import styles from './loan-form.module.css';

/**
 * Navigation state of /loan-info-entry: `review` when the one-question-per-screen form (B) ends here, `returnTo`
 * when the rent-offer comparison asked for the answers (submitting goes back there instead of making a report).
 */
export type LoanInfoEntryState = { review?: boolean } | RentOffersReturnState;

const isReview = (state: unknown) =>
  typeof state === 'object' && state !== null && 'review' in state && state.review === true;

type Problem = { questionId: LoanQuestionId; message: string };

/** A field the server refused, as the question to open, when the server named one we ask for. */
function problemOfServer(error: ApiError, form: LoanForm): Problem | null {
  const field = error.fieldErrors.find((entry) => entry.field in form);
  return field ? { questionId: questionOfField(field.field as LoanFormField), message: field.message } : null;
}

/**
 * `/loan-info-entry` (docs/screens.md "Loan advice funnel" 4, group A): one row per question; a row opens its
 * editor in a bottom sheet, and "다음" opens the next unanswered one. Submitting checks the form with the
 * contract, opens the first missing question, else creates the report and shows it — or, opened from the
 * rent-offer comparison, returns there with the answers.
 */
export function LoanInfoEntryPage() {
  const location = useLocation();
  const review = isReview(location.state);
  const comparison = rentOffersReturnPath(location.state);
  const submitLabel = comparison === null ? loanFormCopy.submit : loanFormCopy.backToComparison;
  const title = review ? loanFormCopy.reviewTitle : loanAdviceCopy.loanInfoEntryTitle;
  useDocumentTitle(loanAdviceCopy.loanInfoEntryTitle);
  const navigate = useNavigate();
  const form = useAppStore((state) => state.loanForm);
  const updateLoanForm = useAppStore((state) => state.updateLoanForm);
  const openLoginModal = useAppStore((state) => state.openLoginModal);
  const createReport = useCreateLoanAdvice();
  const [openQuestion, setOpenQuestion] = useState<LoanQuestionId | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const open = (questionId: LoanQuestionId, message: string | null = null) => {
    setProblem(message === null ? null : { questionId, message });
    setOpenQuestion(questionId);
  };

  const keepAnswer = (questionId: LoanQuestionId, changes: Partial<LoanForm>): string | null => {
    const next = { ...form, ...changes };
    const message = validateLoanQuestion(loanQuestion(questionId), next);
    if (message !== null) return message;
    updateLoanForm(changes);
    setProblem(null);
    setOpenQuestion(nextEmptyQuestion(next, questionId));
    return null;
  };

  const submit = () => {
    setSubmitError(null);
    // The form as stored at the click, not as of this render: an answer kept a moment ago counts.
    const checked = validateLoanForm(useAppStore.getState().loanForm);
    if (!checked.ok) {
      open(checked.questionId, checked.message);
      return;
    }
    if (comparison !== null) {
      void navigate(comparison);
      return;
    }
    createReport.mutate(checked.request, {
      onSuccess: (report) => {
        clearLoanDraft(useAppStore.getState().loanForm);
        const id = report.loanAdviceResultId;
        void navigate(report.hasEligibleProduct ? reportPath(id) : noReportPath(id));
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          setSubmitError(loanFormCopy.submitFailed);
          return;
        }
        if (error.errorCode === 'GUEST_QUOTA_EXCEEDED') {
          setSubmitError(error.message);
          openLoginModal();
          return;
        }
        const refused = problemOfServer(error, form);
        if (refused) {
          open(refused.questionId, refused.message);
          return;
        }
        // 401s already opened the login modal in the API client; the message says why nothing happened.
        setSubmitError(error.message || loanFormCopy.submitFailed);
      },
    });
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{loanFormCopy.lead}</p>
      <p className={styles.answeredCount}>
        {loanFormCopy.answeredCount(
          askedQuestions(form).filter((question) => isQuestionAnswered(question, form)).length,
          askedQuestions(form).length,
        )}
      </p>
      <ul className={styles.rows}>
        {askedQuestions(form).map((question) => {
          const answer = loanFormAnswerText(question.id, form);
          const rowProblem = problem?.questionId === question.id ? problem.message : null;
          return (
            <li key={question.id}>
              <button
                type="button"
                className={styles.row}
                data-invalid={rowProblem ? true : undefined}
                aria-describedby={rowProblem ? `${question.id}-problem` : undefined}
                onClick={() => open(question.id)}
              >
                <span className={styles.rowLabel}>{loanFormCopy.labels[question.id]}</span>
                <span className={answer === null ? styles.rowPlaceholder : styles.rowValue}>
                  {answer ?? loanFormCopy.choose}
                </span>
                <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
              {rowProblem && (
                <p id={`${question.id}-problem`} className={styles.rowError}>
                  {rowProblem}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <LoanFormHouseValueNote form={form} />
      {form.districtCode && (
        <JeonseSafetyEntryLink
          known={{
            districtCode: form.districtCode,
            dongName: form.dongName,
            jibun: form.jibun,
            buildingName: form.buildingName,
            rentHousingType: form.rentHousingType,
            exclusiveArea: form.exclusiveArea,
            rentalDeposit: form.rentalDeposit,
          }}
        />
      )}
      <div className={styles.submitBar}>
        {submitError && (
          <p className={styles.error} role="alert">
            {submitError}
          </p>
        )}
        <button type="button" className={styles.primaryButton} disabled={createReport.isPending} onClick={submit}>
          {createReport.isPending ? loanFormCopy.submitting : submitLabel}
        </button>
      </div>
      <LoanFormFieldSheet
        questionId={openQuestion}
        error={problem?.questionId === openQuestion ? problem.message : null}
        submitLabel={loanFormCopy.next}
        completeLabel={submitLabel}
        onSubmit={keepAnswer}
        onFormComplete={submit}
        onClose={() => setOpenQuestion(null)}
      />
    </section>
  );
}
