import { useEffect, useEffectEvent, useState } from 'react';
import { useAppStore, type LoanForm } from '../../../shared/store/app-store.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { loanFormCopy } from '../copy-form.ts';
import type { LoanQuestionId } from '../lib/loan-form-questions.ts';
import { hasUnansweredQuestion, LoanFormQuestionStep } from './loan-form-question-step.tsx';

export type LoanFormFieldSheetProps = {
  /** The open question; null closes the sheet. */
  questionId: LoanQuestionId | null;
  /** Shown when the sheet opens (the submit found the question missing). */
  error: string | null;
  submitLabel: string;
  /** The button's words on the answer that completes the form (the page's own submit words). */
  completeLabel: string;
  onSubmit: (questionId: LoanQuestionId, changes: Partial<LoanForm>) => string | null;
  /** The kept answer was the last one the form lacked: the form is complete and goes off (issue 26). */
  onFormComplete: () => void;
  onClose: () => void;
};

/**
 * The bottom sheet a row of /loan-info-entry opens: the question as its title and its editor. While it
 * animates out it keeps showing the last question. The answer that completes the form says so on its button
 * and submits the form, as "다음" on any other answer moves on; an edit of a form already complete only closes.
 */
export function LoanFormFieldSheet({
  questionId,
  error,
  submitLabel,
  completeLabel,
  onSubmit,
  onFormComplete,
  onClose,
}: LoanFormFieldSheetProps) {
  const [shown, setShown] = useState(questionId);
  if (questionId !== null && questionId !== shown) setShown(questionId);
  const visible = questionId ?? shown;
  const [completed, setCompleted] = useState(false);
  const completeForm = useEffectEvent(onFormComplete);

  const keep = (id: LoanQuestionId, changes: Partial<LoanForm>) => {
    const wasIncomplete = hasUnansweredQuestion(useAppStore.getState().loanForm);
    const message = onSubmit(id, changes);
    if (message === null && wasIncomplete && !hasUnansweredQuestion(useAppStore.getState().loanForm)) {
      setCompleted(true);
    }
    return message;
  };

  // After the render that shows the kept answer, so the page submits the form as it now stands.
  useEffect(() => {
    if (!completed) return;
    setCompleted(false);
    completeForm();
  }, [completed]);

  return (
    <Modal open={questionId !== null} onClose={onClose} title={visible ? loanFormCopy.questions[visible] : ''}>
      {visible && (
        <LoanFormQuestionStep
          key={visible}
          questionId={visible}
          initialError={error}
          submitLabel={submitLabel}
          lastSubmitLabel={completeLabel}
          onSubmit={keep}
        />
      )}
    </Modal>
  );
}
