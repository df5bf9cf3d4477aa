import type { ReactNode } from 'react';
import { ChoiceChips, type ChoiceOption } from '../../../shared/ui/choice-chips.tsx';
import styles from './loan-form.module.css';

export type LoanFormChoiceEditorProps<Value extends string | boolean> = {
  legend: string;
  options: readonly ChoiceOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** A short explanation under the choices (중소기업, 순자산). */
  explanation?: string | undefined;
  /** More of the same question under the choices (the newborn checkbox under the children). */
  children?: ReactNode;
};

/** A question answered by one choice of a list. The sheet or step title already asks it, so the legend is hidden. */
export function LoanFormChoiceEditor<Value extends string | boolean>({
  legend,
  options,
  value,
  onChange,
  explanation,
  children,
}: LoanFormChoiceEditorProps<Value>) {
  return (
    <div className={styles.editor}>
      <ChoiceChips legend={legend} hideLegend options={options} value={value} onChange={onChange} columns={1} />
      {children}
      {explanation && <p className={styles.explanation}>{explanation}</p>}
    </div>
  );
}
