import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { readAbTestType } from '../../../shared/session/ab-test-type.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ChoiceChips, type ChoiceOption } from '../../../shared/ui/choice-chips.tsx';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { LoanReportSummaryRow } from '../../../shared/ui/loan-report-summary-row.tsx';
import { useSimpleProductsQuery } from '../api/simple-products.ts';
import { depositCopy } from '../copy-deposit.ts';
import { readStoredRentalDeposit } from '../lib/stored-deposit.ts';
import styles from './deposit-result-page.module.css';
import { sortSimpleProducts, type DepositResultOrder } from './deposit-result-sort.ts';
import { LoadingDepositResultSkeleton } from './loading-deposit-result-skeleton.tsx';

const ORDER_OPTIONS: readonly ChoiceOption<DepositResultOrder>[] = [
  { value: 'LIMIT', label: depositCopy.sortByLimit },
  { value: 'RATE', label: depositCopy.sortByRate },
];

/** The loan form of the person's A/B group (docs/screens.md: "A" → /loan-info-entry, "B" → /loan-info-entry-b). */
const loanFormPath = () => (readAbTestType() === 'B' ? PATHS.loanInfoEntryB : PATHS.loanInfoEntry);

/**
 * `/deposit-result` (docs/screens.md "Loan advice funnel" 3): the products the entered deposit can use,
 * 한도순 or 금리순, then on to the loan form. The deposit comes from this tab's session, so a reload works.
 */
export function DepositResultPage() {
  useDocumentTitle(depositCopy.resultTitle);
  const [rentalDeposit] = useState(readStoredRentalDeposit);
  const updateLoanForm = useAppStore((state) => state.updateLoanForm);
  const storeDeposit = useAppStore((state) => state.loanForm.rentalDeposit);
  const [order, setOrder] = useState<DepositResultOrder>('LIMIT');
  const products = useSimpleProductsQuery(rentalDeposit);

  useEffect(() => {
    // After a reload the store is fresh: give the loan form the deposit it will start from.
    if (rentalDeposit !== null && storeDeposit === null) updateLoanForm({ rentalDeposit });
  }, [rentalDeposit, storeDeposit, updateLoanForm]);

  if (rentalDeposit === null) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{depositCopy.resultTitle}</h1>
        <p className={styles.lead}>{depositCopy.noDeposit}</p>
        <Link className={styles.cta} to={PATHS.depositEntry}>
          {depositCopy.goToDepositEntry}
        </Link>
      </section>
    );
  }

  if (products.isPending) return <LoadingDepositResultSkeleton title={depositCopy.resultTitle} />;

  if (products.isError) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{depositCopy.resultTitle}</h1>
        <ErrorView onRetry={() => void products.refetch()} />
      </section>
    );
  }

  const sorted = sortSimpleProducts(products.data, order);

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{depositCopy.resultTitle}</h1>
      <p className={styles.lead}>{depositCopy.resultLead(rentalDeposit)}</p>
      <p className={styles.note}>{depositCopy.resultNote}</p>

      {sorted.length === 0 ? (
        <p className={styles.empty}>{depositCopy.noProducts}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <span className={styles.count}>{depositCopy.productCount(sorted.length)}</span>
            <ChoiceChips
              legend={depositCopy.sortLegend}
              hideLegend
              options={ORDER_OPTIONS}
              value={order}
              onChange={setOrder}
            />
          </div>
          <ul className={styles.list} aria-label={depositCopy.resultTitle}>
            {sorted.map((product) => (
              <li key={product.loanProductCode} className={styles.card}>
                <LoanReportSummaryRow summary={product} />
              </li>
            ))}
          </ul>
        </>
      )}

      <div className={styles.actions}>
        <Link className={styles.cta} to={loanFormPath()}>
          {depositCopy.next}
        </Link>
        <Link className={styles.secondary} to={PATHS.depositEntry}>
          {depositCopy.changeDeposit}
        </Link>
      </div>
    </section>
  );
}
