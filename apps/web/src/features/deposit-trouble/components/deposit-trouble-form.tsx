import { useId, type FormEvent, type ReactNode } from 'react';
import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { formatPayment } from '../../../shared/format/format-won.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import cardStyles from '../../../shared/ui/card.module.css';
import { ChoiceChips, type ChoiceOption } from '../../../shared/ui/choice-chips.tsx';
import { depositTroubleCopy as copy } from '../copy.ts';
import {
  holdsGuarantee,
  registrationAhead,
  type DepositTroubleDraft,
  type DepositTroubleDraftField,
} from '../lib/deposit-trouble-draft.ts';
import type { DepositTroubleErrors } from '../lib/deposit-trouble-request.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './deposit-trouble.module.css';

type Change = (field: DepositTroubleDraftField) => (value: string) => void;
type FieldProps = {
  field: DepositTroubleDraftField;
  label: string;
  draft: DepositTroubleDraft;
  errors: DepositTroubleErrors;
  change: Change;
};

const options = <Value extends string>(labels: Readonly<Record<Value, string>>): ChoiceOption<Value>[] =>
  (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));

const RETURN_STATES = options(copy.depositReturnedOptions);
const GUARANTEES = options(copy.guarantees);
const TRI_STATES = options(copy.triStates);
const YES_NO: ChoiceOption<string>[] = [
  { value: '1', label: copy.yes },
  { value: '0', label: copy.no },
];

/** A day, with the browser's date picker; marked for the first-error focus by its field. */
function DateField({ field, label, draft, errors, change, hint }: FieldProps & { hint?: string }) {
  const id = useId();
  const error = errors[field];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
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
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {hint && (
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

/** An amount in 만원 with its Korean reading (the app's keypad field). */
function ManwonField({ field, label, draft, errors, change }: FieldProps) {
  return (
    <div data-field={field}>
      <AmountField
        label={label}
        value={draft[field]}
        onChange={change(field)}
        unit={copy.manwon}
        placeholder={copy.depositPlaceholder}
        reading={formatManwon(amountValue(draft[field]))}
        error={errors[field] ?? null}
      />
    </div>
  );
}

/** A whole number in its own unit (원, 명). */
function PlainAmountField({
  field,
  label,
  draft,
  errors,
  change,
  unit,
  placeholder,
  reading,
}: FieldProps & { unit: string; placeholder?: string; reading?: string | null }) {
  return (
    <div data-field={field}>
      <AmountField
        label={label}
        value={draft[field]}
        onChange={change(field)}
        unit={unit}
        placeholder={placeholder}
        reading={reading ?? null}
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
 * The guide's questions, each shown only when its answer changes the plan: the notice day after 묵시적 갱신, the
 * unreturned amount when part came back, the jeonse loan with a guarantee (the claim repays the bank first), the
 * court-cost inputs while the 임차권 is not on the registry.
 */
export function DepositTroubleForm({
  draft,
  errors,
  onChange,
  onSubmit,
  submitLabel,
  submitting,
}: {
  draft: DepositTroubleDraft;
  errors: DepositTroubleErrors;
  onChange: (field: DepositTroubleDraftField, value: string) => void;
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
  const serviceFee = amountValue(draft.serviceFeeUnit);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={copy.title}>
      <Group legend={copy.leaseLegend}>
        <DateField field="leaseEndsOn" label={copy.leaseEndsOn} {...props} />
        <Toggle field="tacitRenewal" label={copy.tacitRenewal} {...props} />
        {draft.tacitRenewal === '1' && (
          <DateField
            field="tacitRenewalNoticeReceivedOn"
            label={copy.tacitRenewalNoticeReceivedOn}
            hint={copy.tacitRenewalHint}
            {...props}
          />
        )}
        <DateField field="firstContractDate" label={copy.firstContractDate} hint={copy.firstContractHint} {...props} />
        <ManwonField field="deposit" label={copy.deposit} {...props} />
      </Group>

      <Group legend={copy.returnLegend}>
        <Choice field="depositReturned" label={copy.depositReturned} choices={RETURN_STATES} {...props} />
        {draft.depositReturned === 'PART' && (
          <ManwonField field="unreturnedAmount" label={copy.unreturnedAmount} {...props} />
        )}
        <Choice field="movedOut" label={copy.movedOut} choices={YES_NO} {...props} />
        <Choice field="moveInReported" label={copy.moveInReported} choices={YES_NO} {...props} />
        <Choice field="fixedDateStamped" label={copy.fixedDateStamped} choices={YES_NO} {...props} />
        <Choice field="leaseRegistered" label={copy.leaseRegistered} choices={YES_NO} {...props} />
      </Group>

      <Group legend={copy.guaranteeLegend}>
        <Choice field="guarantee" label={copy.guarantee} choices={GUARANTEES} {...props} />
        {holdsGuarantee(draft) && (
          <Choice field="jeonseLoanOutstanding" label={copy.jeonseLoanOutstanding} choices={YES_NO} {...props} />
        )}
      </Group>

      <Group legend={copy.houseLegend}>
        <Choice field="auctionStarted" label={copy.auctionStarted} choices={YES_NO} {...props} />
        <Choice field="seizureStarted" label={copy.seizureStarted} choices={YES_NO} {...props} />
        <Choice field="manyTenantsAtRisk" label={copy.manyTenantsAtRisk} choices={TRI_STATES} {...props} />
        <Choice field="intentNotToReturn" label={copy.intentNotToReturn} choices={TRI_STATES} {...props} />
      </Group>

      {registrationAhead(draft) && (
        <Group legend={copy.costLegend}>
          <PlainAmountField field="landlords" label={copy.landlords} unit={copy.people} placeholder="1" {...props} />
          <PlainAmountField
            field="serviceFeeUnit"
            label={copy.serviceFeeUnit}
            unit={copy.wonUnit}
            placeholder="5200"
            reading={draft.serviceFeeUnit === '' ? null : formatPayment(serviceFee)}
            {...props}
          />
          <p className={pageStyles.hint}>{copy.serviceFeeHint}</p>
        </Group>
      )}

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
