import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { PeriodUnitToggle } from '../../../shared/ui/period-unit-toggle.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import { calculatorCopy } from '../copy.ts';
import { dsrFormCopy } from '../dsr-form-copy.ts';
import { loanChoiceOptions } from '../loan-choice-copy.ts';
import { isAskedDsrField, stressStageToday } from '../lib/dsr-asked-fields.ts';
import { dsrInlineLimitMessage, type DsrLimitedField } from '../lib/dsr-inline-limit.ts';
import {
  dsrLoanToFormValues,
  EMPTY_DSR_LOAN_FORM,
  type DsrLoanFormField,
  type DsrLoanFormValues,
} from '../lib/dsr-loan-form-values.ts';
import { readDsrLoanEditState } from '../lib/dsr-loan-edit-state.ts';
import type { CalculatorNavigationState } from '../lib/dsr-navigation-state.ts';
import { dsrSubmitFailure, type DsrSubmitFailure } from '../lib/dsr-submit-check.ts';
import { regulatedAreasToday } from '../lib/regulated-areas-today.ts';
import { toDsrLoan } from '../lib/to-dsr-loan.ts';
import styles from './dsr-loan-add-page.module.css';

const copy = dsrFormCopy;
const { units } = calculatorCopy;

/** Where cancel leads (spec §4 "DSR form"): the DSR tab, no loan. */
const CANCEL_STATE: CalculatorNavigationState = { calculator: 'DSR' };

function Card({
  title,
  action,
  error,
  children,
}: {
  title: string;
  action?: ReactNode;
  /** What the last 추가하기 found missing here, for the choice cards (the amount fields show their own). */
  error?: string | null;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-invalid={error ? true : undefined}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
      {error && <p className={styles.error}>{error}</p>}
    </section>
  );
}

/**
 * /calculator/dsrLoanAddPage (spec §2 "DSR loan-add page", §4 "DSR form", §5): the spec's cards in its order,
 * but only those the loan's type and repayment type need (issue 11: no 수도권 for a 신용대출, no grace for
 * 만기일시, no maturity payment — the DSR sends the principal), validated on change with the inline limits,
 * checked on submit in the spec's order (the message on screen, then the field scrolled into view and
 * focused), and handed to /calculator in navigation state. With `{ editIndex, loan }` in its own state it
 * edits that listed loan, and its title and button say 수정 (issue 26). It makes no server calls.
 */
export function DsrLoanAddPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const periodUnit = useAppStore((state) => state.periodUnit);
  const setPeriodUnit = useAppStore((state) => state.setPeriodUnit);
  const [editing] = useState(() => readDsrLoanEditState(location.state));
  const title = editing ? calculatorCopy.dsrLoanEditTitle : calculatorCopy.dsrLoanAddTitle;
  useDocumentTitle(title);
  const [prefill] = useState(() =>
    editing ? dsrLoanToFormValues(editing.loan, useAppStore.getState().periodUnit) : null,
  );
  const [values, setValues] = useState<DsrLoanFormValues>(prefill?.values ?? EMPTY_DSR_LOAN_FORM);
  const [changed, setChanged] = useState<ReadonlySet<DsrLoanFormField>>(() => new Set());
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<DsrSubmitFailure | null>(null);
  const submitting = useRef(false);
  const [stressStage] = useState(() => stressStageToday());

  const fieldRefs: Record<DsrLoanFormField, RefObject<HTMLInputElement | null>> = {
    loanType: useRef<HTMLInputElement>(null),
    repaymentType: useRef<HTMLInputElement>(null),
    principal: useRef<HTMLInputElement>(null),
    maturityPaymentAmount: useRef<HTMLInputElement>(null),
    term: useRef<HTMLInputElement>(null),
    gracePeriod: useRef<HTMLInputElement>(null),
    interestRatePercentage: useRef<HTMLInputElement>(null),
    isMetroArea: useRef<HTMLInputElement>(null),
    interestRateType: useRef<HTMLInputElement>(null),
    isPolicyLoan: useRef<HTMLInputElement>(null),
    jeonseStart: useRef<HTMLInputElement>(null),
    loanDate: useRef<HTMLInputElement>(null),
    leaseSignedDate: useRef<HTMLInputElement>(null),
  };

  // Spec §2: the page opens at the top. (A block body: newer browsers return a promise from scrollTo,
  // which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  // A loan whose periods are not whole years is edited in months.
  useEffect(() => {
    if (prefill && prefill.unit !== useAppStore.getState().periodUnit) setPeriodUnit(prefill.unit);
  }, [prefill, setPeriodUnit]);

  const change =
    <Field extends DsrLoanFormField>(field: Field) =>
    (value: DsrLoanFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setChanged((current) => (current.has(field) ? current : new Set(current).add(field)));
      setSubmitError((current) => (current?.field === field ? null : current));
    };

  // Spec §4: the form validates on change, so a field speaks up once it has been touched.
  const inlineError = (field: DsrLimitedField) =>
    changed.has(field) ? dsrInlineLimitMessage(field, values[field]) : null;
  const choiceError = (field: DsrLoanFormField) => (submitError?.field === field ? submitError.message : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const failure = dsrSubmitFailure(values, periodUnit);
    if (failure) {
      // Every field speaks up now, and the first one that stopped the loan comes into view with the focus.
      setSubmitError(failure);
      setChanged(new Set(Object.keys(fieldRefs) as DsrLoanFormField[]));
      const target = fieldRefs[failure.field].current;
      target?.scrollIntoView?.({ block: 'center' });
      target?.focus({ preventScroll: true });
      return;
    }
    submitting.current = true;
    setIsSubmitting(true);
    const state: CalculatorNavigationState = {
      calculator: 'DSR',
      loan: toDsrLoan(values, periodUnit),
      ...(editing ? { editIndex: editing.editIndex } : {}),
    };
    void navigate(PATHS.calculator, { state });
  };

  const inYears = periodUnit === '년';
  const periodUnitText = inYears ? units.years : units.months;
  const periodBadges = inYears ? QUICK_ADD_BADGES.termYears : QUICK_ADD_BADGES.termMonths;
  // Term and grace share the 년/월 toggle (spec §2), so their cards differ only by field.
  const periodCard = (field: 'term' | 'gracePeriod') => (
    <Card
      title={copy[field]}
      action={
        <PeriodUnitToggle
          value={periodUnit}
          onChange={setPeriodUnit}
          label={calculatorCopy.periodUnitOf(copy[field])}
        />
      }
    >
      <AmountField
        label={copy[field]}
        hideLabel
        value={values[field]}
        onChange={change(field)}
        unit={periodUnitText}
        placeholder={field === 'gracePeriod' ? copy.gracePlaceholder : copy.periodPlaceholder}
        error={inlineError(field)}
        badges={periodBadges}
        inputRef={fieldRefs[field]}
      />
    </Card>
  );

  // A 수도권 전세대출's dates (issue 47 #6): the browser's date field gives `2025-11-01`.
  const dateCard = (field: 'loanDate' | 'leaseSignedDate', hint?: string) => (
    <Card title={copy[field]} error={choiceError(field)}>
      <input
        ref={fieldRefs[field]}
        className={styles.dateInput}
        type="date"
        aria-label={copy[field]}
        value={values[field]}
        onChange={(event) => change(field)(event.target.value)}
        aria-invalid={choiceError(field) ? true : undefined}
      />
      {hint && <p className={styles.hint}>{hint}</p>}
    </Card>
  );

  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <button
          type="button"
          className={styles.cancel}
          aria-label={copy.cancel}
          onClick={() => void navigate(PATHS.calculator, { state: CANCEL_STATE })}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      {editing && <p className={styles.editing}>{copy.editing}</p>}

      <Card title={copy.loanType}>
        <ChoiceChips
          legend={copy.loanType}
          hideLegend
          options={loanChoiceOptions.loanTypes}
          value={values.loanType}
          onChange={change('loanType')}
          firstInputRef={fieldRefs.loanType}
          columns={2}
        />
      </Card>

      <Card title={copy.repaymentType} error={choiceError('repaymentType')}>
        <ChoiceChips
          legend={copy.repaymentType}
          hideLegend
          options={loanChoiceOptions.repaymentTypes}
          value={values.repaymentType}
          onChange={change('repaymentType')}
          firstInputRef={fieldRefs.repaymentType}
          columns={3}
        />
      </Card>

      <Card title={copy.principal}>
        <AmountField
          label={copy.principal}
          hideLabel
          value={values.principal}
          onChange={change('principal')}
          unit={units.manwon}
          placeholder={calculatorCopy.amountPlaceholder}
          reading={formatManwon(amountValue(values.principal))}
          error={inlineError('principal')}
          badges={QUICK_ADD_BADGES.principal}
          inputRef={fieldRefs.principal}
        />
      </Card>

      {periodCard('term')}
      {isAskedDsrField('gracePeriod', values) && periodCard('gracePeriod')}

      <Card title={copy.interestRate}>
        <AmountField
          label={copy.interestRate}
          hideLabel
          value={values.interestRatePercentage}
          onChange={change('interestRatePercentage')}
          unit={units.percent}
          placeholder={copy.ratePlaceholder}
          error={inlineError('interestRatePercentage')}
          inputRef={fieldRefs.interestRatePercentage}
          decimal
        />
      </Card>

      {isAskedDsrField('isMetroArea', values) && (
        <Card title={copy.isMetroArea} error={choiceError('isMetroArea')}>
          <ChoiceChips
            legend={copy.isMetroArea}
            hideLegend
            options={loanChoiceOptions.metroArea}
            value={values.isMetroArea}
            onChange={change('isMetroArea')}
            firstInputRef={fieldRefs.isMetroArea}
            columns={2}
          />
          {values.loanType === 'JEONSE_LOAN' && (
            <p className={styles.hint}>{copy.jeonseRegionHint(regulatedAreasToday()?.summary ?? null)}</p>
          )}
        </Card>
      )}

      {isAskedDsrField('isPolicyLoan', values) && (
        <Card title={copy.isPolicyLoan} error={choiceError('isPolicyLoan')}>
          <ChoiceChips
            legend={copy.isPolicyLoan}
            hideLegend
            options={copy.policyLoanOptions}
            value={values.isPolicyLoan}
            onChange={change('isPolicyLoan')}
            firstInputRef={fieldRefs.isPolicyLoan}
            columns={2}
          />
          <p className={styles.hint}>{copy.isPolicyLoanHint}</p>
        </Card>
      )}

      {isAskedDsrField('jeonseStart', values) && (
        <Card title={copy.jeonseStart} error={choiceError('jeonseStart')}>
          <ChoiceChips
            legend={copy.jeonseStart}
            hideLegend
            options={copy.jeonseStartOptions}
            value={values.jeonseStart}
            onChange={change('jeonseStart')}
            firstInputRef={fieldRefs.jeonseStart}
            columns={2}
          />
          <p className={styles.hint}>{copy.jeonseStartHint}</p>
        </Card>
      )}
      {isAskedDsrField('loanDate', values) && dateCard('loanDate')}
      {isAskedDsrField('leaseSignedDate', values) && dateCard('leaseSignedDate', copy.leaseSignedDateHint)}

      <Card title={copy.interestRateType(stressStage)}>
        <ChoiceChips
          legend={copy.interestRateType(stressStage)}
          hideLegend
          options={loanChoiceOptions.interestRateTypes}
          value={values.interestRateType}
          onChange={change('interestRateType')}
          firstInputRef={fieldRefs.interestRateType}
          columns={3}
        />
      </Card>

      <div className={styles.footer}>
        {submitError && (
          <p className={styles.formError} role="alert">
            {submitError.message}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={isSubmitting}>
          {editing ? copy.submitEdit : copy.submit}
        </button>
      </div>
    </form>
  );
}
