import type { LoanAdviceSummary } from '@jipsa/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLoanAdviceListQuery } from '../../../shared/api/loan-advice-list.ts';
import { canListOwnReports } from '../../../shared/session/can-list-own-reports.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { loanReportCopy } from '../../../shared/copy/loan-report-copy.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { LoanReportSummaryRow } from '../../../shared/ui/loan-report-summary-row.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { communityCopy } from '../copy.ts';
import { keepModifyDraft } from '../lib/kept-modify-draft.ts';
import { keepWriteDraft } from '../lib/kept-write-draft.ts';
import { readRecentReportState, type EditorState, type RecentReportState } from '../lib/navigation-state.ts';
import { EMPTY_POST_DRAFT, type PostDraft } from '../lib/post-draft.ts';
import { PageHeader } from './page-header.tsx';
import styles from './recent-report-page.module.css';

const NO_DRAFT: RecentReportState = { from: 'write', communityDetail: EMPTY_POST_DRAFT, baseline: EMPTY_POST_DRAFT };

/**
 * /community/recent-report ('최근 보고서', spec §2): the person's reports; choosing one attaches it to
 * the draft and returns to `/community/{from}`: back to the editor's own history entry (spec §4, issue 50 #5).
 */
export function RecentReportPage() {
  useDocumentTitle(communityCopy.recentReportTitle);
  const navigate = useNavigate();
  const location = useLocation();
  const { from, communityDetail, baseline, editorEntryKey } = readRecentReportState(location.state) ?? NO_DRAFT;
  const canList = canListOwnReports();
  const query = useLoanAdviceListQuery(canList);

  const returnWith = (draft: PostDraft) => {
    // The editor stays in history under the picker: go back to it (as the phone's back does), the draft kept under its
    // entry (issue 50 #5).
    if (editorEntryKey !== undefined && location.key !== 'default') {
      if (from === 'write') keepWriteDraft(draft, editorEntryKey);
      else keepModifyDraft(editorEntryKey, draft);
      void navigate(-1);
      return;
    }
    // Opened on its own (a reload or a typed address): no editor below it, so it opens one with the draft.
    const state: EditorState = { communityDetail: draft, baseline };
    void navigate(from === 'modify' ? PATHS.communityModify : PATHS.communityWrite, { replace: true, state });
  };
  const choose = (report: LoanAdviceSummary) =>
    returnWith({
      ...communityDetail,
      loanAdviceSummaryReport: {
        loanAdviceResultId: report.loanAdviceResultId,
        loanProductCode: report.loanProductCode,
        loanProductName: report.loanProductName,
        expectedLoanRate: report.expectedLoanRate,
        possibleLoanLimit: report.possibleLoanLimit,
      },
    });

  const reports = canList ? query.data : [];
  return (
    <section className={styles.page}>
      <PageHeader title={communityCopy.recentReportTitle} onBack={() => returnWith(communityDetail)} />
      {reports === undefined ? (
        query.isError ? (
          <ErrorView onRetry={() => void query.refetch()} />
        ) : (
          <div className={styles.status} role="status">
            <Spinner />
            <span className="visually-hidden">{communityCopy.loadingReports}</span>
          </div>
        )
      ) : reports.length === 0 ? (
        <div className={styles.empty}>
          <p>{communityCopy.noReports}</p>
          <Link className={styles.cta} to={PATHS.depositEntry}>
            {communityCopy.goToDepositEntry}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.lead}>{communityCopy.recentReportLead}</p>
          <ul className={styles.list}>
            {reports.map((report) => {
              const hasProduct = report.loanProductCode !== null;
              return (
                <li key={report.loanAdviceResultId}>
                  <button
                    type="button"
                    className={styles.row}
                    onClick={() => choose(report)}
                    disabled={!hasProduct}
                    aria-current={
                      communityDetail.loanAdviceSummaryReport?.loanAdviceResultId === report.loanAdviceResultId ||
                      undefined
                    }
                  >
                    <LoanReportSummaryRow
                      summary={report}
                      caption={
                        hasProduct
                          ? loanReportCopy.caption(report.rentalDeposit, report.createdAt)
                          : communityCopy.reportWithoutProduct
                      }
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
