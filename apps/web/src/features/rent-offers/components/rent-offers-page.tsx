import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { MAX_RENT_OFFERS } from '@jipsa/contracts/input-limits';
import { ApiError } from '../../../shared/api/api-error.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatManwon, WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { rentOffersReturnState } from '../../../shared/lib/rent-offers-return.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import cardStyles from '../../../shared/ui/card.module.css';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useRentOfferComparison } from '../api/rent-offers.ts';
import { rentOffersCopy as copy } from '../copy.ts';
import { useAskedRentOffersCheck } from '../hooks/use-asked-rent-offers-check.ts';
import { rentOfferProfileOf } from '../lib/rent-offer-profile.ts';
import {
  emptyOffer,
  readRentOffersQuestion,
  rentOffersSearch,
  startingRentOffersQuestion,
  type ConversionDraft,
  type RentOfferDraft,
  type RentOffersQuestion,
} from '../lib/rent-offers-params.ts';
import { checkRentOffersQuestion, rentOffersRequest, type RentOffersFieldKey } from '../lib/rent-offers-request.ts';
import { RentOffersAnswer } from './rent-offers-answer.tsx';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './rent-offers.module.css';

const EMPTY_CONVERSION: ConversionDraft = { fullDeposit: '', ratePercent: '', minDeposit: '0' };
const toWon = (manwon: string) => Math.round(amountValue(manwon) * WON_PER_MANWON);

/** An amount in 만원 with its reading, marked for the first-error focus by its key. */
function ManwonField(props: {
  fieldKey: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error: string | null;
}) {
  return (
    <div data-field={props.fieldKey}>
      <AmountField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        unit={copy.manwon}
        placeholder={props.placeholder}
        reading={formatManwon(amountValue(props.value))}
        error={props.error}
      />
    </div>
  );
}

/**
 * `/rent-offers` (issue 17): the landlord's offers (two to five, or one and the conversion rate) priced for the
 * person of this tab's loan form, ranked with what each month's cost is made of, the winner in one sentence and,
 * with a conversion rate, the cheapest split on the line. The question lives in the URL, so a reload or the back
 * button shows the same comparison. Reached from the deposit entry and from a report (which loads its answers).
 * Without the loan form's answers the offers can still be typed: comparing then asks the loan form, which comes
 * back here with the question once it is complete.
 */
export function RentOffersPage() {
  useDocumentTitle(copy.title);
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const loanForm = useAppStore((state) => state.loanForm);
  const updateLoanForm = useAppStore((state) => state.updateLoanForm);
  const profile = rentOfferProfileOf(loanForm);
  const asked = readRentOffersQuestion(searchParams);
  const [draft, setDraft] = useState<RentOffersQuestion>(
    () => asked ?? startingRentOffersQuestion(loanForm.rentalDeposit, loanForm.monthlyRent),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const askedCheck = useAskedRentOffersCheck(asked, profile.ok ? profile.profile : null);
  const askedRequest = askedCheck !== null && askedCheck !== 'checking' && askedCheck.ok ? askedCheck.request : null;
  const comparison = useRentOfferComparison(askedRequest);

  const changeOffer = (index: number, field: keyof RentOfferDraft) => (value: string) => {
    setDraft((current) => ({
      ...current,
      offers: current.offers.map((offer, at) => (at === index ? { ...offer, [field]: value } : offer)),
    }));
    setErrors((current) => ({ ...current, [`offers.${index}.${field}`]: '', form: '' }));
  };
  const changeLine = (field: keyof ConversionDraft) => (value: string) => {
    setDraft((current) => ({
      ...current,
      conversion: { ...(current.conversion ?? EMPTY_CONVERSION), [field]: value },
    }));
    const key = { fullDeposit: 'line.full', ratePercent: 'line.rate', minDeposit: 'line.min' }[field];
    setErrors((current) => ({ ...current, [key]: '', form: '' }));
  };
  const changeFee = (value: string) => {
    setDraft((current) => ({ ...current, maintenanceFee: value }));
    setErrors((current) => ({ ...current, fee: '', form: '' }));
  };
  const addOffer = () =>
    setDraft((current) => ({
      ...current,
      offers: [...current.offers, emptyOffer(current.offers.map((offer) => offer.label))],
    }));
  const removeOffer = (index: number) => {
    setDraft((current) => ({ ...current, offers: current.offers.filter((_, at) => at !== index) }));
    setErrors({});
  };

  const showErrors = (found: Record<RentOffersFieldKey, string>, first: RentOffersFieldKey) => {
    setErrors(found);
    const target = document.querySelector<HTMLElement>(`[data-field="${first}"] input`);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const search = rentOffersSearch(draft);
    if (!profile.ok) {
      const check = await checkRentOffersQuestion(draft);
      if (!check.ok) return showErrors(check.errors, check.first);
      setErrors({});
      // The loan form's own deposit question is answered by the first offer, so it does not ask it again.
      const [first] = draft.offers;
      if (loanForm.rentalDeposit === null && first) {
        updateLoanForm({ rentalDeposit: toWon(first.deposit), monthlyRent: toWon(first.rent) });
      }
      // The question stays in this page's entry, so the back button from the loan form finds it typed.
      void navigate({ search }, { replace: true });
      void navigate(PATHS.loanInfoEntry, { state: rentOffersReturnState(search) });
      return;
    }
    const check = await rentOffersRequest(draft, profile.profile);
    if (!check.ok) return showErrors(check.errors, check.first);
    setErrors({});
    void navigate({ search });
  };

  const error = (key: string) => errors[key] || null;
  const conversion = draft.conversion;
  return (
    <section className={styles.page}>
      <h1 className={pageStyles.title}>{copy.title}</h1>
      <p className={pageStyles.question}>{copy.question}</p>
      <p className={pageStyles.hint}>{copy.hint}</p>
      {!profile.ok && (
        <div className={cardStyles.notice}>
          <p className={styles.noticeTitle}>{copy.profileNeeded}</p>
          <p>{copy.profileNeededHint(profile.message)}</p>
          <Link
            className={cardStyles.secondaryButton}
            to={PATHS.loanInfoEntry}
            state={rentOffersReturnState(location.search)}
          >
            {copy.toLoanForm}
          </Link>
        </div>
      )}

      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={copy.offersLegend}>
        {draft.offers.map((offer, index) => (
          <fieldset key={index} className={cardStyles.card}>
            <legend className="visually-hidden">{copy.offerGroup(offer.label, index)}</legend>
            <div className={styles.offerHeader} data-field={`offers.${index}.label`}>
              <input
                className={styles.labelInput}
                value={offer.label}
                maxLength={20}
                aria-label={copy.offerLabel(index)}
                onChange={(event) => changeOffer(index, 'label')(event.target.value)}
              />
              {draft.offers.length > 1 && (
                <button
                  type="button"
                  className={styles.removeButton}
                  aria-label={copy.removeOffer(copy.offerGroup(offer.label, index))}
                  onClick={() => removeOffer(index)}
                >
                  ×
                </button>
              )}
            </div>
            {error(`offers.${index}.label`) && <p className={pageStyles.error}>{error(`offers.${index}.label`)}</p>}
            <ManwonField
              fieldKey={`offers.${index}.deposit`}
              label={copy.depositLabel}
              value={offer.deposit}
              onChange={changeOffer(index, 'deposit')}
              placeholder={copy.depositPlaceholder}
              error={error(`offers.${index}.deposit`)}
            />
            <ManwonField
              fieldKey={`offers.${index}.rent`}
              label={copy.rentLabel}
              value={offer.rent}
              onChange={changeOffer(index, 'rent')}
              placeholder={copy.rentPlaceholder}
              error={error(`offers.${index}.rent`)}
            />
          </fieldset>
        ))}
        {draft.offers.length < MAX_RENT_OFFERS && (
          <button type="button" className={cardStyles.secondaryButton} onClick={addOffer}>
            {copy.addOffer}
          </button>
        )}

        <div className={cardStyles.card}>
          <ManwonField
            fieldKey="fee"
            label={copy.maintenanceLabel}
            value={draft.maintenanceFee}
            onChange={changeFee}
            placeholder={copy.maintenancePlaceholder}
            error={error('fee')}
          />
          <p className={pageStyles.hint}>{copy.maintenanceHint}</p>
        </div>

        <div className={cardStyles.card}>
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={conversion !== null}
              onChange={(event) =>
                setDraft((current) => ({ ...current, conversion: event.target.checked ? EMPTY_CONVERSION : null }))
              }
            />
            {copy.conversionToggle}
          </label>
          <p className={pageStyles.hint}>{copy.conversionHint}</p>
          {conversion && (
            <>
              <ManwonField
                fieldKey="line.full"
                label={copy.fullDepositLabel}
                value={conversion.fullDeposit}
                onChange={changeLine('fullDeposit')}
                placeholder={copy.depositPlaceholder}
                error={error('line.full')}
              />
              <div data-field="line.rate">
                <AmountField
                  label={copy.rateLabel}
                  value={conversion.ratePercent}
                  onChange={changeLine('ratePercent')}
                  unit={copy.percent}
                  placeholder={copy.ratePlaceholder}
                  error={error('line.rate')}
                  decimal
                  maxDecimals={3}
                />
              </div>
              <ManwonField
                fieldKey="line.min"
                label={copy.minDepositLabel}
                value={conversion.minDeposit}
                onChange={changeLine('minDeposit')}
                placeholder={copy.rentPlaceholder}
                error={error('line.min')}
              />
            </>
          )}
        </div>

        {error('form') && (
          <p className={pageStyles.error} role="alert">
            {error('form')}
          </p>
        )}
        <button type="submit" className={cardStyles.submit}>
          {copy.submit}
        </button>
      </form>

      {askedCheck !== null && askedCheck !== 'checking' && !askedCheck.ok && (
        <p className={pageStyles.error} role="alert">
          {Object.values(askedCheck.errors)[0]}
        </p>
      )}
      {askedCheck !== null &&
        (askedCheck === 'checking' || askedCheck.ok) &&
        (askedRequest === null || comparison.isPending ? (
          <div className={styles.loading} role="status">
            <Spinner />
            <span>{copy.loading}</span>
          </div>
        ) : comparison.isError ? (
          // A question the server refuses says why in Korean; anything else may pass on a retry.
          comparison.error instanceof ApiError && comparison.error.status === 400 ? (
            <p className={pageStyles.error} role="alert">
              {comparison.error.message}
            </p>
          ) : (
            <ErrorView onRetry={() => void comparison.refetch()} />
          )
        ) : (
          <>
            <RentOffersAnswer answer={comparison.data} conversion={askedRequest.conversion} revealKey={location.key} />
            {/* The answers behind the comparison are a whole loan form: its report is one tap away (issue 26). */}
            <Link className={cardStyles.secondaryButton} to={PATHS.loanInfoEntry}>
              {copy.toReport}
            </Link>
          </>
        ))}
    </section>
  );
}
