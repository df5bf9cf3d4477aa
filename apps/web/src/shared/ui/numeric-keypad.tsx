import type { MouseEvent } from 'react';
import { amountInputCopy } from '../copy/amount-input-copy.ts';
import type { KeypadKey } from '../lib/amount-entry.ts';
import styles from './numeric-keypad.module.css';
import { LineIcon } from './line-icon.tsx';

export type NumericKeypadProps = {
  /** The key left of 0: '00' on amount keypads, '.' (shown as '·') on a rate keypad. */
  extraKey: '00' | '.';
  onKey: (key: KeypadKey) => void;
  /** Pixel height of each key (see keypadKeyHeight). */
  keyHeight: number;
  label?: string;
};

const DIGIT_ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
] as const;

// Pressing a key must not take focus from the field it types into (the field owns the keypad).
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The on-screen keypad of spec §2: 1–9, then '00' or '·', 0 and backspace. Keys are out of the Tab
 * order: keyboard users type into the field itself, the keypad is for touch.
 */
export function NumericKeypad({ extraKey, onKey, keyHeight, label = amountInputCopy.keypad }: NumericKeypadProps) {
  const key = (value: KeypadKey, text: string, ariaLabel?: string) => (
    <button
      key={value}
      type="button"
      className={styles.key}
      style={{ height: keyHeight }}
      tabIndex={-1}
      aria-label={ariaLabel}
      onMouseDown={keepFieldFocus}
      onClick={() => onKey(value)}
    >
      {text}
    </button>
  );

  return (
    <div className={styles.keypad} role="group" aria-label={label}>
      {DIGIT_ROWS.flat().map((digit) => key(digit, digit))}
      {extraKey === '.' ? key('.', '·', amountInputCopy.decimalPoint) : key('00', '00')}
      {key('0', '0')}
      <button
        type="button"
        className={styles.key}
        style={{ height: keyHeight }}
        tabIndex={-1}
        aria-label={amountInputCopy.backspace}
        onMouseDown={keepFieldFocus}
        onClick={() => onKey('backspace')}
      >
        <LineIcon size={24}>
          <path d="M9 5h11v14H9l-6-7z" />
          <path d="M12 9l6 6M18 9l-6 6" />
        </LineIcon>
      </button>
    </div>
  );
}
