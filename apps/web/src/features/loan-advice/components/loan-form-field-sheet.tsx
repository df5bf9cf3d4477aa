import { useState } from 'react';
import type { LoanForm } from '../../../shared/store/app-store.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { loanFormCopy } from '../copy-form.ts';
import type { LoanQuestionId } from '../lib/loan-form-questions.ts';
import { LoanFormQuestionStep } from './loan-form-question-step.tsx';

export type LoanFormFieldSheetProps = {
  /** The open question; null closes the sheet. */
  questionId: LoanQuestionId | null;
  /** Shown when the sheet opens (the submit found the question missing). */
  error: string | null;
  submitLabel: string;
  onSubmit: (questionId: LoanQuestionId, changes: Partial<LoanForm>) => string | null;
  onClose: () => void;
};

/**
 * The bottom sheet a row of /loan-info-entry opens: the question as its title and its editor. While it
 * animates out it keeps showing the last question.
 */
export function LoanFormFieldSheet({ questionId, error, submitLabel, onSubmit, onClose }: LoanFormFieldSheetProps) {
  const [shown, setShown] = useState(questionId);
  if (questionId !== null && questionId !== shown) setShown(questionId);
  const visible = questionId ?? shown;

  return (
    <Modal open={questionId !== null} onClose={onClose} title={visible ? loanFormCopy.questions[visible] : ''}>
      {visible && (
        <LoanFormQuestionStep
          key={visible}
          questionId={visible}
          initialError={error}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
        />
      )}
    </Modal>
  );
}
