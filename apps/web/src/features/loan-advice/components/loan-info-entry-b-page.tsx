import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useWhenGone } from '../../../shared/lib/use-when-gone.ts';
import { useAppStore, type LoanForm } from '../../../shared/store/app-store.ts';
import { loanAdviceCopy } from '../copy.ts';
import { loanFormCopy } from '../copy-form.ts';
import { preTermsBody } from '../lib/loan-form-pre-terms-body.ts';
import { askedSteps, loanQuestion, type LoanQuestionId } from '../lib/loan-form-questions.ts';
import { validateLoanQuestion } from '../lib/loan-form-validation.ts';
import { LoanFormEstimateBox } from './loan-form-estimate-box.tsx';
import { LoanFormQuestionStep } from './loan-form-question-step.tsx';
import type { LoanInfoEntryState } from './loan-info-entry-page.tsx';
import styles from './loan-form.module.css';

/**
 * `/loan-info-entry-b` (docs/screens.md "Loan advice funnel" 5, group B): the questions one per screen with a
 * progress bar and the live estimate; back goes to the previous question; the last answer leads to
 * /loan-info-entry as a review. The step survives a reload with the form.
 */
export function LoanInfoEntryBPage() {
  useDocumentTitle(loanAdviceCopy.loanInfoEntryBTitle);
  const navigate = useNavigate();
  const form = useAppStore((state) => state.loanForm);
  const storedStep = useAppStore((state) => state.loanInfoStep);
  const setStep = useAppStore((state) => state.setLoanInfoStep);
  const updateLoanForm = useAppStore((state) => state.updateLoanForm);
  const [draft, setDraft] = useState<Partial<LoanForm>>({});
  const whenGone = useWhenGone();
  // After "다음" or "이전 질문" the focus moves to the new question (issue 50), not left on a button that went away.
  // Focus only, no scroll to it: the progress and the live estimate above it stay in view.
  const questionRef = useRef<HTMLHeadingElement>(null);
  const [hasMoved, setHasMoved] = useState(false);
  useEffect(() => {
    if (hasMoved) questionRef.current?.focus();
  }, [storedStep, hasMoved]);

  const steps = askedSteps(form);
  const index = Math.min(Math.max(storedStep, 1), steps.length) - 1;
  const question = steps[index] ?? steps[0];
  if (!question) return null;

  const goTo = (step: number) => {
    setDraft({});
    setHasMoved(true);
    setStep(step);
  };

  const keepAnswer = (questionId: LoanQuestionId, changes: Partial<LoanForm>): string | null => {
    const next = { ...form, ...changes };
    const message = validateLoanQuestion(loanQuestion(questionId), next);
    if (message !== null) return message;
    updateLoanForm(changes);
    const nextSteps = askedSteps(next);
    const position = nextSteps.findIndex((step) => step.id === questionId);
    if (position === nextSteps.length - 1) {
      // Done: the next visit starts from the first question again. Only once this page has gone: while the review
      // page's code loads this page stays on screen, and must not jump to question 1.
      whenGone(() => setStep(1));
      const state: LoanInfoEntryState = { review: true };
      void navigate(PATHS.loanInfoEntry, { state });
    } else {
      goTo(position + 2);
    }
    return null;
  };

  const back = () => {
    if (index === 0) void navigate(PATHS.depositResult);
    else goTo(index);
  };

  const answered = new Set<LoanQuestionId>(steps.slice(0, index).map((step) => step.id));
  if (Object.keys(draft).length > 0) answered.add(question.id);
  const current = index + 1;

  return (
    <section className={styles.page}>
      <div className={styles.topBar}>
        <button type="button" className={styles.backButton} aria-label={loanFormCopy.back} onClick={back}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={loanAdviceCopy.loanInfoEntryBTitle}
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={current}
          aria-valuetext={loanFormCopy.progress(current, steps.length)}
        >
          <div className={styles.progressFill} style={{ width: `${(current / steps.length) * 100}%` }} />
        </div>
        <span className={styles.progressText} aria-hidden="true">
          {current}/{steps.length}
        </span>
      </div>
      <h1 className={styles.lead}>{loanAdviceCopy.loanInfoEntryBTitle}</h1>
      <LoanFormEstimateBox body={preTermsBody({ ...form, ...draft }, answered)} />
      <h2 ref={questionRef} tabIndex={-1} className={styles.question}>
        {loanFormCopy.questions[question.id]}
      </h2>
      <LoanFormQuestionStep
        key={question.id}
        questionId={question.id}
        submitLabel={loanFormCopy.next}
        onSubmit={keepAnswer}
        onDraftChange={setDraft}
      />
    </section>
  );
}
