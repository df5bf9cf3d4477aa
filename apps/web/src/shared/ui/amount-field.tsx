import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { amountInputCopy } from '../copy/amount-input-copy.ts';
import {
  acceptTypedAmount,
  addToAmount,
  applyKeypadKey,
  type AmountEntryOptions,
  type KeypadKey,
} from '../lib/amount-entry.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import styles from './amount-field.module.css';
import { keypadKeyHeight } from './keypad-key-height.ts';
import { NumericKeypad } from './numeric-keypad.tsx';
import { QuickAddBadges, type QuickAddBadge } from './quick-add-badges.tsx';

/** Spec §5 "Inline limits": input display max length is 30. */
export const AMOUNT_FIELD_MAX_LENGTH = 30;

export type AmountFieldProps = AmountEntryOptions & {
  label: string;
  /** Keep the label for screen readers only (when a card heading already shows it). */
  hideLabel?: boolean;
  /** '' = nothing entered (the placeholder shows), else digits (with one '.' in decimal mode). */
  value: string;
  onChange: (value: string) => void;
  /** Shown after the number: '만원', '년', '개월', '%'. */
  unit: string;
  placeholder?: string;
  /** A line under the input, e.g. the Korean reading of the amount ('2억 5,000만원'). */
  reading?: string | null;
  /** A red message under the input; marks the input invalid. */
  error?: string | null;
  badges?: readonly QuickAddBadge[];
  inputRef?: RefObject<HTMLInputElement | null>;
  id?: string;
};

// Touching the sheet must not blur the field before the click lands.
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A numeric field with the entry rules of spec §4: a real input for keyboards, the on-screen keypad
 * while it is focused on a screen without a mouse (the field scrolls into view above it), quick-add badges, a reading line and an
 * inline error. On touch screens the system keyboard stays down so only one keypad shows.
 */
export function AmountField({
  label,
  hideLabel = false,
  value,
  onChange,
  unit,
  placeholder,
  reading,
  error,
  badges,
  inputRef,
  id,
  decimal = false,
  cap,
  maxDecimals,
}: AmountFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const readingId = `${inputId}-reading`;
  const errorId = `${inputId}-error`;
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const [keypadOpen, setKeypadOpen] = useState(false);
  const isTouch = useMediaQuery('(pointer: coarse)');
  // The on-screen keypad is for screens without a mouse; a mouse and keyboard keep the real input (issue 11).
  const hasFinePointer = useMediaQuery('(pointer: fine)');
  const options: AmountEntryOptions = {
    decimal,
    ...(cap === undefined ? {} : { cap }),
    ...(maxDecimals === undefined ? {} : { maxDecimals }),
  };

  useEffect(() => {
    if (!keypadOpen) return;
    // After the sheet has taken its place (and padded the page), bring the field above it. Instantly:
    // typing right away would cancel a smooth scroll half-way and leave the field under the keypad.
    const frame = requestAnimationFrame(() => ref.current?.scrollIntoView?.({ block: 'center' }));
    return () => cancelAnimationFrame(frame);
  }, [keypadOpen, ref]);

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const next = acceptTypedAmount(event.target.value, options);
    if (next !== null) onChange(next);
  };
  const press = (key: KeypadKey) => onChange(applyKeypadKey(value, key, options));
  const closeOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') setKeypadOpen(false);
  };
  const unitId = `${inputId}-unit`;
  const describedBy = [unitId, reading ? readingId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.inputRow} data-invalid={error ? true : undefined} data-focused={keypadOpen || undefined}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          type="text"
          inputMode={isTouch ? 'none' : decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          maxLength={AMOUNT_FIELD_MAX_LENGTH}
          placeholder={placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={type}
          onFocus={() => setKeypadOpen(!hasFinePointer)}
          onClick={() => setKeypadOpen(!hasFinePointer)}
          onBlur={() => setKeypadOpen(false)}
          onKeyDown={closeOnEscape}
        />
        <span id={unitId} className={styles.unit}>
          {unit}
        </span>
      </div>
      {reading && (
        <p id={readingId} className={styles.reading}>
          {reading}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {badges && badges.length > 0 && (
        <QuickAddBadges
          badges={badges}
          label={`${label} ${amountInputCopy.quickAdd}`}
          onAdd={(amount) => onChange(addToAmount(value, amount, options))}
        />
      )}
      <BottomSheet open={keypadOpen} label={`${label} ${amountInputCopy.keypad}`}>
        {/* A tap anywhere on the sheet keeps the field focused; only '완료' or a tap outside closes it. */}
        <div onMouseDown={keepFieldFocus}>
          <div className={styles.sheetHeader}>
            <span className={styles.sheetValue}>
              <span className={styles.sheetLabel}>{label}</span>
              {reading ?? (value === '' ? '' : `${value}${unit}`)}
            </span>
            <button type="button" className={styles.done} onClick={() => ref.current?.blur()}>
              {amountInputCopy.done}
            </button>
          </div>
          <NumericKeypad
            extraKey={decimal ? '.' : '00'}
            keyHeight={keypadKeyHeight(window.innerHeight)}
            onKey={press}
          />
        </div>
      </BottomSheet>
    </div>
  );
}
