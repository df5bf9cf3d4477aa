import { MAX_AGE, MIN_AGE } from '@jipsa/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { loanFormCopy } from '../copy-form.ts';
import styles from './loan-form.module.css';

export type LoanFormAgeEditorProps = {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  hint: string;
  error: string | null;
};

/** Where the − / + buttons start from an empty field: the middle of the ages the youth products ask about. */
const STARTING_AGE = 30;

/** 만 나이: a number field with − / + buttons (a wheel is awkward for keyboards and screen readers). */
export function LoanFormAgeEditor({ label, value, onChange, hint, error }: LoanFormAgeEditorProps) {
  const inputId = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const change = (next: string) => {
    setText(next);
    onChange(next === '' ? null : Number(next));
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '').slice(0, 3);
    change(digits);
  };
  const step = (delta: number) => {
    // An empty field shows STARTING_AGE as its placeholder, so − and + step from what the person sees.
    const current = text === '' ? STARTING_AGE : Number(text);
    change(String(Math.min(MAX_AGE, Math.max(MIN_AGE, current + delta))));
  };

  return (
    <div className={styles.editor}>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={loanFormCopy.ageDecrease}
          onClick={() => step(-1)}
        >
          −
        </button>
        <div className={styles.amountRow} data-invalid={error ? true : undefined}>
          <label htmlFor={inputId} className="visually-hidden">
            {label}
          </label>
          <input
            id={inputId}
            className={`${styles.amountInput} ${styles.centered}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={String(STARTING_AGE)}
            value={text}
            aria-invalid={error ? true : undefined}
            onChange={type}
          />
          <span className={styles.unit}>{loanFormCopy.ageUnit}</span>
        </div>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={loanFormCopy.ageIncrease}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}
