import type { SharedReport } from '@jipsa/contracts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { communityDetailPath, PATHS } from '../../../shared/config/paths.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { formatRate } from '../../../shared/format/format-rate.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { LoanReportSummaryRow } from '../../../shared/ui/loan-report-summary-row.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSharedReport } from '../api/shared-report.ts';
import { communityCopy } from '../copy.ts';
import { goBack } from '../lib/go-back.ts';
import { PageHeader } from './page-header.tsx';
import styles from './shared-report-page.module.css';

const copy = communityCopy.sharedReport;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function SharedReportView({ report }: { report: SharedReport }) {
  return (
    <>
      <p className={styles.lead}>{copy.lead}</p>
      <p className={styles.lead}>{copy.roundedNote(formatWon(report.amountUnit))}</p>
      <section className={styles.card} aria-labelledby="shared-report-product">
        <h2 id="shared-report-product" className="visually-hidden">
          {report.loanProductName ?? copy.noProduct}
        </h2>
        <LoanReportSummaryRow summary={report} />
      </section>

      <section className={styles.card} aria-labelledby="shared-report-monthly">
        <h2 id="shared-report-monthly" className={styles.heading}>
          {copy.monthlyHeading}
        </h2>
        <dl className={styles.figures}>
          <Figure label={copy.loanAmount} value={formatWon(report.loanAmount)} />
          <Figure label={copy.monthlyInterest} value={formatPayment(report.monthlyInterestCost)} />
          <Figure label={copy.monthlyRent} value={formatPayment(report.monthlyRent)} />
          <Figure label={copy.monthlyTotal} value={formatPayment(report.totalLivingCost)} />
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="shared-report-one-off">
        <h2 id="shared-report-one-off" className={styles.heading}>
          {copy.oneOffHeading}
        </h2>
        <dl className={styles.figures}>
          <Figure label={copy.guaranteeFee} value={formatPayment(report.guaranteeInsuranceFee)} />
          <Figure label={copy.stampDuty} value={formatPayment(report.stampDuty)} />
        </dl>
      </section>

      {report.otherProducts.length > 0 && (
        <section className={styles.card} aria-labelledby="shared-report-others">
          <h2 id="shared-report-others" className={styles.heading}>
            {copy.othersHeading}
          </h2>
          <ul className={styles.others}>
            {report.otherProducts.map((product) => (
              <li key={product.loanProductCode} className={styles.other}>
                <strong>{product.loanProductName}</strong>
                {product.eligible ? (
                  <span className={styles.eligible}>
                    {copy.eligible} · {formatRate(product.expectedLoanRate, 2)} · {formatWon(product.possibleLoanLimit)}
                    {product.isEstimate && ` · ${copy.estimate}`}
                  </span>
                ) : (
                  <span className={styles.notEligible}>{copy.notEligible(product.notEligibleRules.join(', '))}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.caption}>{copy.policyDate(formatKoreanDate(report.policyDate))}</p>
    </>
  );
}

/**
 * `/community/shared-report?postId=…` (issue 11): the report attached to a post as every reader sees it —
 * product, rate, limit, loan, monthly and one-off costs, the other products — without the author's inputs. The
 * author's own report stays at `/report/{id}`. The post id is in the URL, so a reload or a shared link works.
 */
export function SharedReportPage() {
  useDocumentTitle(copy.title);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const postId = searchParams.get('postId');
  const query = useSharedReport(postId);
  const back = () => goBack(navigate, location, postId ? communityDetailPath(postId) : PATHS.community);
  // An address whose post id is not one (400) names no report either: a retry could not help.
  const notFound =
    postId === null || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));

  return (
    <div className={styles.page}>
      <PageHeader title={copy.title} onBack={back} />
      <div className={styles.body}>
        {notFound ? (
          <div className={styles.empty} role="alert">
            <p>{copy.notFound}</p>
            <Link className={styles.button} to={PATHS.community}>
              {copy.toCommunity}
            </Link>
          </div>
        ) : query.isPending ? (
          <div className={styles.loading} role="status">
            <Spinner />
            <span>{copy.loading}</span>
          </div>
        ) : query.isError ? (
          <ErrorView onRetry={() => void query.refetch()} />
        ) : (
          <SharedReportView report={query.data} />
        )}
        <div className={styles.actions}>
          {postId && (
            <Link className={styles.secondary} to={communityDetailPath(postId)}>
              {copy.toPost}
            </Link>
          )}
          <Link className={styles.button} to={PATHS.depositEntry}>
            {copy.mine}
          </Link>
        </div>
      </div>
    </div>
  );
}
