import { useId, type RefObject } from 'react';
import styles from './choice-chips.module.css';

export type ChoiceOption<Value> = { readonly value: Value; readonly label: string };

export type ChoiceChipsProps<Value extends string | boolean> = {
  /** The question, e.g. '대출 상환방법'. */
  legend: string;
  /** Keep the legend for screen readers only (when a card heading already shows it). */
  hideLegend?: boolean;
  options: readonly ChoiceOption<Value>[];
  /** `null`: nothing chosen yet. */
  value: Value | null;
  onChange: (value: Value) => void;
  /** The first option's radio, so a form can move focus to this question. */
  firstInputRef?: RefObject<HTMLInputElement | null>;
  /** Chips per row; 0 lets them wrap by their width. */
  columns?: number;
  error?: string | null;
};

/**
 * A single choice shown as chips (native radio buttons underneath: arrow keys, labels and screen
 * readers work as usual). The chosen chip is blue.
 */
export function ChoiceChips<Value extends string | boolean>({
  legend,
  hideLegend = false,
  options,
  value,
  onChange,
  firstInputRef,
  columns = 0,
  error,
}: ChoiceChipsProps<Value>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={hideLegend ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div
        className={styles.chips}
        style={columns > 0 ? { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
        data-grid={columns > 0 || undefined}
      >
        {options.map((option, index) => {
          const checked = option.value === value;
          return (
            <label key={String(option.value)} className={styles.chip} data-checked={checked || undefined}>
              <input
                ref={index === 0 ? firstInputRef : undefined}
                className={styles.radio}
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
