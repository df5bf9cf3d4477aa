import { useId, type FormEvent, type ReactNode } from 'react';
import { AmountField } from './amount-field.tsx';
import cardStyles from './card.module.css';
import { ChoiceChips, type ChoiceOption } from './choice-chips.tsx';
import pageStyles from './question-page.module.css';
import styles from './plan-page.module.css';

/**
 * What every question of a plan form (만기 플래너, 보증금 반환 가이드) is given: its field in the draft, the whole draft
 * (every value a string, '' when not answered), the messages by field, and the change of one field.
 */
export type PlanFieldProps<Field extends string> = {
  field: Field;
  label: string;
  draft: Readonly<Record<Field, string>>;
  errors: Partial<Record<Field | 'form', string>>;
  change: (field: Field) => (value: string) => void;
};

/** A card of questions under its legend. */
export function PlanGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={cardStyles.card}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A day, with the browser's date picker, its hint and its error; marked for the first-error focus by its field. */
export function PlanDateField<Field extends string>({
  field,
  label,
  draft,
  errors,
  change,
  hint,
}: PlanFieldProps<Field> & { hint?: string }) {
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

/** An amount in its unit (만원, %, 명 …) on the app's keypad field; `reading` is the line under it. */
export function PlanAmountField<Field extends string>({
  field,
  label,
  draft,
  errors,
  change,
  unit,
  placeholder,
  reading,
  decimal,
  maxDecimals,
}: PlanFieldProps<Field> & {
  unit: string;
  placeholder?: string;
  reading?: string | null;
  decimal?: boolean;
  maxDecimals?: number;
}) {
  return (
    <div data-field={field}>
      <AmountField
        label={label}
        value={draft[field]}
        onChange={change(field)}
        unit={unit}
        placeholder={placeholder}
        reading={reading}
        error={errors[field] ?? null}
        decimal={decimal}
        maxDecimals={maxDecimals}
      />
    </div>
  );
}

/** One answer of a few (네/아니요 among them) as chips; '' is no answer yet. */
export function PlanChoice<Field extends string>({
  field,
  label,
  draft,
  errors,
  change,
  choices,
}: PlanFieldProps<Field> & { choices: ChoiceOption<string>[] }) {
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

/** A box that opens more questions: '1' when ticked, '' when not. */
export function PlanToggle<Field extends string>({
  field,
  label,
  draft,
  change,
}: Omit<PlanFieldProps<Field>, 'errors'>) {
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

/**
 * A plan's form under its name: the questions, the message for the whole form, then its button (busy while the plan
 * is kept). The browser's own validation is off: the draft is checked in Korean on submit.
 */
export function PlanForm({
  label,
  onSubmit,
  error,
  submitLabel,
  submitting,
  children,
}: {
  label: string;
  onSubmit: () => void;
  error: string | undefined;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      {children}
      {error && (
        <p className={pageStyles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={cardStyles.submit} disabled={submitting} aria-busy={submitting}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The labels of a choice by code, in the order the copy gives them. */
export const planOptions = <Value extends string>(labels: Readonly<Record<Value, string>>): ChoiceOption<Value>[] =>
  (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));

/** 네/아니요 as '1' | '0'. */
export const yesNoOptions = (yes: string, no: string): ChoiceOption<string>[] => [
  { value: '1', label: yes },
  { value: '0', label: no },
];
