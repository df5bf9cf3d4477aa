import { useId, type FormEvent, type ReactNode } from 'react';
import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import cardStyles from '../../../shared/ui/card.module.css';
import { ChoiceChips, type ChoiceOption } from '../../../shared/ui/choice-chips.tsx';
import { renewalCopy as copy } from '../copy.ts';
import { hasLoan, isFundLoan, type RenewalDraft, type RenewalDraftField } from '../lib/renewal-draft.ts';
import type { RenewalErrors } from '../lib/renewal-request.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './renewal.module.css';

type Change = (field: RenewalDraftField) => (value: string) => void;
type FieldProps = {
  field: RenewalDraftField;
  label: string;
  draft: RenewalDraft;
  errors: RenewalErrors;
  change: Change;
};

const options = <Value extends string>(labels: Readonly<Record<Value, string>>): ChoiceOption<Value>[] =>
  (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));

const TERM_ORIGINS = options(copy.termOrigins);
const LOAN_KINDS = options(copy.loanKinds);
const GUARANTEES = options(copy.guarantees);
const LOAN_GUARANTORS = GUARANTEES.filter((option) => option.value !== 'NONE');
const YES_NO: ChoiceOption<string>[] = [
  { value: '1', label: copy.yes },
  { value: '0', label: copy.no },
];

/** A day, with the browser's date picker; marked for the first-error focus by its field. */
function DateField({ field, label, draft, errors, change, hint }: FieldProps & { hint?: string }) {
  const id = useId();
  const error = errors[field];
  return (
    <div className={styles.dateField} data-field={field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        type="date"
        value={draft[field]}
        onChange={(event) => change(field)(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className={pageStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={pageStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** An amount in 만원 with its Korean reading. */
function ManwonField({ field, label, draft, errors, change, placeholder }: FieldProps & { placeholder?: string }) {
  return (
    <div data-field={field}>
      <AmountField
        label={label}
        value={draft[field]}
        onChange={change(field)}
        unit={copy.manwon}
        placeholder={placeholder}
        reading={formatManwon(amountValue(draft[field]))}
        error={errors[field] ?? null}
      />
    </div>
  );
}

/** A rate in percent, up to three decimals. */
function PercentField({ field, label, draft, errors, change }: FieldProps) {
  return (
    <div data-field={field}>
      <AmountField
        label={label}
        value={draft[field]}
        onChange={change(field)}
        unit={copy.percent}
        placeholder={copy.ratePlaceholder}
        error={errors[field] ?? null}
        decimal
        maxDecimals={3}
      />
    </div>
  );
}

/** A whole count (extensions, children). */
function CountField({ field, label, draft, errors, change, unit }: FieldProps & { unit: string }) {
  return (
    <div data-field={field}>
      <AmountField
        label={label}
        value={draft[field]}
        onChange={change(field)}
        unit={unit}
        placeholder="0"
        error={errors[field] ?? null}
      />
    </div>
  );
}

function Choice({ field, label, draft, errors, change, choices }: FieldProps & { choices: ChoiceOption<string>[] }) {
  return (
    <div data-field={field}>
      <ChoiceChips
        legend={label}
        options={choices}
        value={draft[field] === '' ? null : draft[field]}
        onChange={change(field)}
        error={errors[field] ?? null}
      />
    </div>
  );
}

function Toggle({ field, label, draft, change }: Omit<FieldProps, 'errors'>) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={draft[field] === '1'}
        onChange={(event) => change(field)(event.target.checked ? '1' : '')}
      />
      {label}
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={cardStyles.card}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The planner's questions, each shown only when its answer changes the plan: the offer's amounts once there is an
 * offer, the loan's facts once there is a loan (children for a 버팀목, the guarantor and 수도권 for a bank loan), the
 * refinance offer with a loan, the next home when asked for.
 */
export function RenewalForm({
  draft,
  errors,
  onChange,
  onSubmit,
  submitLabel,
  submitting,
}: {
  draft: RenewalDraft;
  errors: RenewalErrors;
  onChange: (field: RenewalDraftField, value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting: boolean;
}) {
  const change: Change = (field) => (value) => onChange(field, value);
  const props = { draft, errors, change };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={copy.title}>
      <Group legend={copy.leaseLegend}>
        <DateField field="leaseStart" label={copy.leaseStart} {...props} />
        <DateField field="leaseEnd" label={copy.leaseEnd} {...props} />
        <ManwonField field="deposit" label={copy.deposit} placeholder={copy.depositPlaceholder} {...props} />
        <ManwonField field="rent" label={copy.rent} placeholder={copy.rentPlaceholder} {...props} />
        <Choice field="termOrigin" label={copy.termOrigin} choices={TERM_ORIGINS} {...props} />
      </Group>

      <Group legend={copy.offerLegend}>
        <Toggle field="hasOffer" label={copy.offerToggle} {...props} />
        {draft.hasOffer === '1' && (
          <>
            <ManwonField
              field="offerDeposit"
              label={copy.offerDeposit}
              placeholder={copy.depositPlaceholder}
              {...props}
            />
            <ManwonField field="offerRent" label={copy.offerRent} placeholder={copy.rentPlaceholder} {...props} />
          </>
        )}
      </Group>

      <Group legend={copy.loanLegend}>
        <Choice field="loanKind" label={copy.loanKind} choices={LOAN_KINDS} {...props} />
        {hasLoan(draft) && (
          <>
            <ManwonField field="loanBalance" label={copy.loanBalance} {...props} />
            <PercentField field="loanRate" label={copy.loanRate} {...props} />
            <DateField field="loanDrawnOn" label={copy.loanDrawnOn} {...props} />
            <DateField field="loanMaturesOn" label={copy.loanMaturesOn} {...props} />
            <CountField field="loanExtensions" label={copy.loanExtensions} unit={copy.times} {...props} />
          </>
        )}
        {draft.loanKind === 'BANK' && (
          <>
            <Choice field="loanGuarantor" label={copy.loanGuarantor} choices={LOAN_GUARANTORS} {...props} />
            <Choice field="metroArea" label={copy.metroArea} choices={YES_NO} {...props} />
          </>
        )}
        {isFundLoan(draft) && (
          <>
            <CountField field="minorChildren" label={copy.minorChildren} unit={copy.people} {...props} />
            <p className={pageStyles.hint}>{copy.minorChildrenHint}</p>
          </>
        )}
        {hasLoan(draft) && <Toggle field="hasRefinance" label={copy.refinanceToggle} {...props} />}
        {hasLoan(draft) && draft.hasRefinance === '1' && (
          <>
            <PercentField field="refinanceRate" label={copy.refinanceRate} {...props} />
            <PercentField field="prepaymentFeeRate" label={copy.prepaymentFeeRate} {...props} />
            <PercentField field="newGuaranteeFeeRate" label={copy.newGuaranteeFeeRate} {...props} />
          </>
        )}
      </Group>

      <Group legend={copy.guaranteeLegend}>
        <Choice field="guarantee" label={copy.guarantee} choices={GUARANTEES} {...props} />
        {draft.guarantee !== '' && draft.guarantee !== 'NONE' && (
          <PercentField field="guaranteeFeeRate" label={copy.guaranteeFeeRate} {...props} />
        )}
      </Group>

      <Group legend={copy.moveLegend}>
        <DateField field="plannedMoveOn" label={copy.plannedMoveOn} hint={copy.plannedMoveHint} {...props} />
        <Toggle field="hasNextHome" label={copy.nextHomeToggle} {...props} />
        {draft.hasNextHome === '1' && (
          <>
            <ManwonField
              field="nextDeposit"
              label={copy.nextDeposit}
              placeholder={copy.depositPlaceholder}
              {...props}
            />
            <ManwonField field="nextRent" label={copy.nextRent} placeholder={copy.rentPlaceholder} {...props} />
            <ManwonField field="movingCost" label={copy.movingCost} placeholder={copy.rentPlaceholder} {...props} />
          </>
        )}
      </Group>

      {errors.form && (
        <p className={pageStyles.error} role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className={cardStyles.submit} disabled={submitting} aria-busy={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}
