import { useState } from 'react';
import { useAppStore, type LoanForm } from '../../../shared/store/app-store.ts';
import {
  askedQuestions,
  blankAnswerAsZero,
  isQuestionAnswered,
  type LoanQuestionId,
} from '../lib/loan-form-questions.ts';
import { LoanFormQuestionEditor } from './loan-form-question-editor.tsx';
import styles from './loan-form.module.css';

/** The address and area editors end by a choice of their own; the rest end with the button. */
const ENDS_BY_CHOICE: ReadonlySet<LoanQuestionId> = new Set(['address', 'exclusiveArea']);

/** Whether some question this person is asked is still unanswered. */
export const hasUnansweredQuestion = (form: LoanForm) =>
  askedQuestions(form).some((question) => !isQuestionAnswered(question, form));

export type LoanFormQuestionStepProps = {
  questionId: LoanQuestionId;
  /** A message to show from the start (the form's submit found this question missing). */
  initialError?: string | null;
  submitLabel: string;
  /**
   * The button's words when this answer is the one that completes the form (no question left after it),
   * so the person knows it ends the form; `submitLabel` when not given.
   */
  lastSubmitLabel?: string;
  /** Keeps the answer; returns the message to show when it cannot be kept, else null. */
  onSubmit: (questionId: LoanQuestionId, changes: Partial<LoanForm>) => string | null;
  /** Every change of the answer before it is kept (the live estimate of /loan-info-entry-b). */
  onDraftChange?: (draft: Partial<LoanForm>) => void;
};

/**
 * One question with its editor, its error and the "다음" button. The answer stays a draft until the
 * button keeps it, so closing the sheet leaves the form as it was. Mount it with `key={questionId}`.
 */
export function LoanFormQuestionStep({
  questionId,
  initialError = null,
  submitLabel,
  lastSubmitLabel,
  onSubmit,
  onDraftChange,
}: LoanFormQuestionStepProps) {
  const form = useAppStore((state) => state.loanForm);
  const [draft, setDraft] = useState<Partial<LoanForm>>({});
  const [error, setError] = useState<string | null>(initialError);

  const change = (changes: Partial<LoanForm>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    setError(null);
    onDraftChange?.(next);
  };
  const submit = (changes: Partial<LoanForm>) =>
    setError(
      onSubmit(questionId, blankAnswerAsZero(questionId, { ...form, ...draft, ...changes }, { ...draft, ...changes })),
    );
  const isLastAnswer = hasUnansweredQuestion(form) && !hasUnansweredQuestion({ ...form, ...draft });

  return (
    <div className={styles.step}>
      <LoanFormQuestionEditor
        questionId={questionId}
        form={{ ...form, ...draft }}
        onChange={change}
        onComplete={submit}
        error={error}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {!ENDS_BY_CHOICE.has(questionId) && (
        <button type="button" className={styles.primaryButton} onClick={() => submit({})}>
          {isLastAnswer && lastSubmitLabel ? lastSubmitLabel : submitLabel}
        </button>
      )}
    </div>
  );
}
