import type { Won } from '@jipsa/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { formatManwon, WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import {
  acceptTypedAmount,
  addToAmount,
  amountValue,
  applyKeypadKey,
  type KeypadKey,
} from '../../../shared/lib/amount-entry.ts';
import { useMediaQuery } from '../../../shared/lib/use-media-query.ts';
import { keypadKeyHeight } from '../../../shared/ui/keypad-key-height.ts';
import { NumericKeypad } from '../../../shared/ui/numeric-keypad.tsx';
import { QuickAddBadges, type QuickAddBadge } from '../../../shared/ui/quick-add-badges.tsx';
import { loanFormCopy } from '../copy-form.ts';
import styles from './loan-form.module.css';

export type LoanFormMoneyEditorProps = {
  label: string;
  value: Won | null;
  onChange: (value: Won | null) => void;
  badges: readonly QuickAddBadge[];
  /** `add`: the spec's "+1000만" badges add to the amount; `set`: the monthly-rent presets (40만 …) replace it. */
  badgeMode: 'add' | 'set';
  hint?: string | undefined;
  error: string | null;
};

const manwonText = (value: Won | null) => (value === null ? '' : String(Math.floor(value / WON_PER_MANWON)));
const toWon = (text: string): Won | null => (text === '' ? null : Math.round(amountValue(text) * WON_PER_MANWON));

/**
 * An amount in 만원 (the value is kept in 원): a real input for keyboards, the on-screen keypad always
 * shown (it lives in the sheet or step, so it needs no sheet of its own), the Korean reading and badges.
 */
export function LoanFormMoneyEditor({
  label,
  value,
  onChange,
  badges,
  badgeMode,
  hint,
  error,
}: LoanFormMoneyEditorProps) {
  const inputId = useId();
  const [text, setText] = useState(() => manwonText(value));
  const isTouch = useMediaQuery('(pointer: coarse)');
  // The on-screen keypad is for screens without a mouse; a mouse and keyboard keep the real input (issue 11).
  const hasFinePointer = useMediaQuery('(pointer: fine)');
  const reading = text === '' ? null : (formatManwon(amountValue(text)) ?? '0원');

  const change = (next: string) => {
    setText(next);
    onChange(toWon(next));
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const next = acceptTypedAmount(event.target.value);
    if (next !== null) change(next);
  };
  const press = (key: KeypadKey) => change(applyKeypadKey(text, key));
  const badge = (amount: number) => change(badgeMode === 'add' ? addToAmount(text, amount) : String(amount));

  return (
    <div className={styles.editor}>
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <div className={styles.amountRow} data-invalid={error ? true : undefined}>
        <input
          id={inputId}
          className={styles.amountInput}
          type="text"
          inputMode={isTouch ? 'none' : 'numeric'}
          autoComplete="off"
          placeholder="0"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-reading`}
          onChange={type}
        />
        <span className={styles.unit}>{loanFormCopy.manwonUnit}</span>
      </div>
      <p id={`${inputId}-reading`} className={styles.reading} aria-live="polite">
        {reading ?? hint ?? ''}
      </p>
      <QuickAddBadges
        badges={badges}
        label={badgeMode === 'set' ? loanFormCopy.monthlyRentPresets : undefined}
        onAdd={badge}
      />
      {!hasFinePointer && <NumericKeypad extraKey="00" keyHeight={keypadKeyHeight(window.innerHeight)} onKey={press} />}
    </div>
  );
}
