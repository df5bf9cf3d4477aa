import type { LoanAdviceReport } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS, renewalPath } from '../../../shared/config/paths.ts';
import { shareCopy } from '../../../shared/copy/share-copy.ts';
import { formatRate } from '../../../shared/format/format-rate.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ShareActions } from '../../../shared/ui/share-actions.tsx';
import { userInputInfoQueryOptions } from '../api/user-input-info.ts';
import { reportCopy } from '../copy-report.ts';
import { ReportConditionsSheet } from './report-conditions-sheet.tsx';
import styles from './report-page.module.css';
import { loanFormFromUserInputInfo } from './report-prefill-loan-form.ts';

export type ReportActionsProps = {
  report: LoanAdviceReport;
  /** A report without a product has nothing to attach to a post. */
  canShare: boolean;
};

/**
 * What to do with a report: see the answers it used, compute it again from those answers (the A form,
 * which is also the B flow's review page), or attach it to a community post.
 */
export function ReportActions({ report, canShare }: ReportActionsProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const updateLoanForm = useAppStore((state) => state.updateLoanForm);
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const [isPreparing, setIsPreparing] = useState(false);
  const [recalculateError, setRecalculateError] = useState<string | null>(null);

  // The report's answers become this tab's loan form, then `path` opens with them: the form to compute again,
  // or the 전세·월세 comparison of this person (its first offer is the report's deposit and rent).
  const continueWithAnswers = async (path: string) => {
    setIsPreparing(true);
    setRecalculateError(null);
    try {
      const info = await queryClient.fetchQuery(userInputInfoQueryOptions(report.userInputInfoId));
      updateLoanForm(loanFormFromUserInputInfo(info));
      await navigate(path);
    } catch {
      setRecalculateError(reportCopy.recalculateFailed);
      setIsPreparing(false);
    }
  };

  const share = () =>
    void navigate(PATHS.communityWrite, {
      state: {
        communityDetail: {
          loanAdviceSummaryReport: {
            loanAdviceResultId: report.loanAdviceResultId,
            loanProductCode: report.loanProductCode,
            loanProductName: report.loanProductName,
            expectedLoanRate: report.expectedLoanRate,
            possibleLoanLimit: report.possibleLoanLimit,
          },
        },
      },
    });

  return (
    <div className={styles.actions}>
      <div className={styles.actionRow}>
        <button type="button" className={styles.secondary} onClick={() => setConditionsOpen(true)}>
          {reportCopy.showConditions}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void continueWithAnswers(PATHS.loanInfoEntry)}
          disabled={isPreparing}
          aria-busy={isPreparing}
        >
          {reportCopy.recalculate}
        </button>
      </div>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => void continueWithAnswers(PATHS.rentOffers)}
        disabled={isPreparing}
        aria-busy={isPreparing}
      >
        {reportCopy.compareRentOffers}
      </button>
      {/* The plan for the lease's end is kept with this report (issue 48). */}
      <Link className={styles.secondary} to={renewalPath(report.loanAdviceResultId)}>
        {reportCopy.planRenewal}
      </Link>
      {recalculateError && (
        <p className={styles.alert} role="alert">
          {recalculateError}
        </p>
      )}
      {canShare && (
        <button type="button" className={styles.primary} onClick={share}>
          {reportCopy.shareToCommunity}
        </button>
      )}
      <ShareActions
        title={shareCopy.reportTitle}
        text={shareCopy.reportText(
          report.loanProductName,
          report.expectedLoanRate === null ? null : formatRate(report.expectedLoanRate, 2),
        )}
        url="/"
      />
      <ReportConditionsSheet
        userInputInfoId={report.userInputInfoId}
        open={conditionsOpen}
        onClose={() => setConditionsOpen(false)}
      />
    </div>
  );
}
