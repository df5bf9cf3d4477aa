import { REPORT_DETAIL_MAX_LENGTH, type ReportReason, type ReportTargetType } from '@jipsa/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { createReport } from '../api/reports.ts';
import { moderationCopy as copy, REPORT_REASON_LABELS } from '../copy.ts';
import { useHistoryEntryWhileOpen } from '../lib/use-history-entry-while-open.ts';
import styles from './moderation.module.css';

const REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];
const lengthOf = (text: string) => [...text].length;

export type ReportTarget = { targetType: ReportTargetType; targetId: string };

export type ReportSheetProps = {
  open: boolean;
  target: ReportTarget;
  onClose: () => void;
  /** After the server took the report; `hidden` when the item is hidden now. */
  onReported?: (hidden: boolean) => void;
};

type Outcome = { kind: 'done' | 'already'; text: string } | null;

/**
 * The report sheet (issue 33): a dialog (focus kept inside; Esc, the close button and the browser's back close it)
 * with the reasons, the detail (required for 기타, ≤ 500자 with a counter), and the Korean outcome: received, or
 * already reported (409, not an error); a refusal (the rate limit's 429…) shows the server's message.
 */
export function ReportSheet({ open, target, onClose, onReported }: ReportSheetProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isSending, setIsSending] = useState(false);
  const detailId = useId();
  const counterId = useId();
  useHistoryEntryWhileOpen(open, onClose);

  useEffect(() => {
    if (open) return;
    setReason(null);
    setDetail('');
    setProblem(null);
    setOutcome(null);
  }, [open]);

  const trimmed = detail.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return setProblem(copy.chooseReason);
    if (reason === 'OTHER' && trimmed === '') return setProblem(copy.detailRequired);
    if (lengthOf(trimmed) > REPORT_DETAIL_MAX_LENGTH) return setProblem(copy.detailTooLong(REPORT_DETAIL_MAX_LENGTH));
    setProblem(null);
    setIsSending(true);
    try {
      const receipt = await createReport({ ...target, reason, ...(trimmed ? { detail: trimmed } : {}) });
      setOutcome({ kind: 'done', text: receipt.hidden ? copy.reportHidden : copy.reportDone });
      onReported?.(receipt.hidden);
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'ALREADY_REPORTED') {
        const text = target.targetType === 'POST' ? copy.alreadyReportedPost : copy.alreadyReportedComment;
        setOutcome({ kind: 'already', text });
      } else {
        setProblem(error instanceof ApiError && error.status > 0 ? error.message : copy.reportFailed);
      }
    } finally {
      setIsSending(false);
    }
  };

  // Once the report is in, the sheet no longer asks (issue 50): its title says what happened.
  const question = target.targetType === 'POST' ? copy.reportPostTitle : copy.reportCommentTitle;
  const title =
    outcome === null ? question : outcome.kind === 'done' ? copy.reportDoneTitle : copy.alreadyReportedTitle;
  return (
    <Modal open={open} onClose={onClose} title={title}>
      {outcome ? (
        <div className={styles.outcome}>
          <p role="status">{outcome.text}</p>
          <button type="button" className={styles.primary} onClick={onClose}>
            {copy.close}
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.lead}>{copy.reportLead}</p>
          <fieldset className={styles.reasons}>
            <legend className="visually-hidden">{copy.reasonLegend}</legend>
            {REASONS.map((code) => (
              <label key={code} className={styles.reason}>
                <input
                  type="radio"
                  name="report-reason"
                  value={code}
                  checked={reason === code}
                  onChange={() => setReason(code)}
                />
                {REPORT_REASON_LABELS[code]}
              </label>
            ))}
          </fieldset>
          <label className={styles.fieldLabel} htmlFor={detailId}>
            {copy.detailLabel}
          </label>
          <textarea
            id={detailId}
            className={styles.textarea}
            value={detail}
            rows={3}
            placeholder={copy.detailPlaceholder}
            required={reason === 'OTHER'}
            aria-describedby={counterId}
            aria-invalid={lengthOf(trimmed) > REPORT_DETAIL_MAX_LENGTH || undefined}
            onChange={(event) => setDetail(event.target.value)}
          />
          <p id={counterId} className={styles.counter}>
            {copy.detailCounter(lengthOf(detail), REPORT_DETAIL_MAX_LENGTH)}
          </p>
          {problem && (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className={styles.danger} disabled={isSending} aria-busy={isSending || undefined}>
            {copy.submitReport}
          </button>
        </form>
      )}
    </Modal>
  );
}
