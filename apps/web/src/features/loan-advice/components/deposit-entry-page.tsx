import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLoanAdviceListQuery } from '../../../shared/api/loan-advice-list.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { formatManwon, WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { hasMemberSession } from '../../../shared/session/has-member-session.ts';
import { useEnsureGuestToken } from '../../../shared/session/use-ensure-guest-token.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import { simpleProductsQueryOptions } from '../api/simple-products.ts';
import { depositCopy } from '../copy-deposit.ts';
import { readStoredRentalDeposit, storeRentalDeposit } from '../lib/stored-deposit.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './deposit-entry-page.module.css';
import { DepositEntryRecentReports } from './deposit-entry-recent-reports.tsx';
import { JeonseSafetyEntryLink } from './jeonse-safety-entry-link.tsx';
import { RentOffersEntryLink } from './rent-offers-entry-link.tsx';
import { validateDepositEntry } from './deposit-entry-validation.ts';

const ERRORS = { TOO_SMALL: depositCopy.tooSmall, TOO_LARGE: depositCopy.tooLarge } as const;

/** The field starts from the deposit entered before (the store, or this tab's session after a reload). */
function initialManwon(storeDeposit: number | null): string {
  const deposit = storeDeposit ?? readStoredRentalDeposit();
  return deposit === null ? '' : String(Math.floor(deposit / WON_PER_MANWON));
}

/**
 * `/deposit-entry` (docs/screens.md "Loan advice funnel" 2): the deposit in 만원 with its Korean reading,
 * the keypad or the keyboard, quick-add badges and inline limits; the CTA asks which products the
 * deposit can use and opens /deposit-result. Makes sure the browser has a guest token for the form. A member also
 * sees `memberSections` (the app composes what other features keep for them there).
 */
export function DepositEntryPage({ memberSections }: { memberSections?: ReactNode } = {}) {
  useDocumentTitle(depositCopy.entryTitle);
  const guestToken = useEnsureGuestToken();
  const isAuthenticated = useAppStore((state) => state.isAuthenticated);
  const isMember = isAuthenticated || hasMemberSession();
  const recentReports = useLoanAdviceListQuery(isMember);
  const updateLoanForm = useAppStore((state) => state.updateLoanForm);
  const [value, setValue] = useState(() => initialManwon(useAppStore.getState().loanForm.rentalDeposit));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const validation = validateDepositEntry(value);
  const error = !validation.ok && validation.reason !== 'EMPTY' ? ERRORS[validation.reason] : null;

  const change = (next: string) => {
    setValue(next);
    setSubmitError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validation.ok || isSubmitting) return;
    const { rentalDeposit } = validation;
    setIsSubmitting(true);
    setSubmitError(null);
    try {
      // The result page reads the same cache entry, so it opens with the products already there.
      await queryClient.fetchQuery(simpleProductsQueryOptions(rentalDeposit));
      updateLoanForm({ rentalDeposit });
      storeRentalDeposit(rentalDeposit);
      await navigate(PATHS.depositResult);
    } catch (failure) {
      setSubmitError(failure instanceof Error ? failure.message : commonCopy.errorView);
      setIsSubmitting(false);
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={pageStyles.title}>{depositCopy.entryTitle}</h1>
      <p className={pageStyles.question}>{depositCopy.entryQuestion}</p>
      <p className={pageStyles.hint}>{depositCopy.entryHint}</p>

      {guestToken.status === 'failed' && (
        <div className={styles.notice} role="alert">
          <span>{depositCopy.guestTokenFailed}</span>
          <button type="button" className={styles.noticeRetry} onClick={guestToken.retry}>
            {commonCopy.retry}
          </button>
        </div>
      )}

      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.fieldCard}>
          <AmountField
            label={depositCopy.fieldLabel}
            value={value}
            onChange={change}
            unit={depositCopy.unit}
            placeholder={depositCopy.placeholder}
            reading={formatManwon(amountValue(value))}
            error={error}
            badges={QUICK_ADD_BADGES.rentalDeposit}
          />
        </div>
        {submitError && (
          <p className={styles.submitError} role="alert">
            {submitError}
          </p>
        )}
        <button
          type="submit"
          className={styles.submit}
          disabled={!validation.ok || isSubmitting}
          aria-busy={isSubmitting}
        >
          {isSubmitting ? depositCopy.submitting : depositCopy.submit}
        </button>
      </form>

      <JeonseSafetyEntryLink known={{ rentalDeposit: validation.ok ? validation.rentalDeposit : null }} />
      <RentOffersEntryLink />

      {isMember && recentReports.data && <DepositEntryRecentReports reports={recentReports.data} />}
      {isMember && memberSections}
    </section>
  );
}
