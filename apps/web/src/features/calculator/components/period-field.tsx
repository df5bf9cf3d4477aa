import type { RefObject } from 'react';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import { PeriodUnitToggle } from '../../../shared/ui/period-unit-toggle.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import { calculatorCopy } from '../copy.ts';
import styles from './calculator.module.css';

export type PeriodFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Hide the visible heading when a card above already names the field. */
  hideHeading?: boolean;
};

/**
 * A loan period in the shared 년/월 unit (the store's `periodUnit`, default 년): switching it in one
 * field switches every period field, and the badges follow the unit (+1/+5/+10년, +6/+12/+24개월).
 */
export function PeriodField({
  label,
  value,
  onChange,
  error,
  placeholder,
  inputRef,
  hideHeading = false,
}: PeriodFieldProps) {
  const unit = useAppStore((state) => state.periodUnit);
  const setUnit = useAppStore((state) => state.setPeriodUnit);
  const inYears = unit === '년';
  return (
    <div className={styles.form} style={{ gap: 8 }}>
      <div className={styles.periodHeader}>
        <span className={styles.periodLabel} aria-hidden="true" hidden={hideHeading}>
          {label}
        </span>
        <PeriodUnitToggle value={unit} onChange={setUnit} label={calculatorCopy.periodUnitOf(label)} />
      </div>
      <AmountField
        label={label}
        hideLabel
        value={value}
        onChange={onChange}
        unit={inYears ? calculatorCopy.units.years : calculatorCopy.units.months}
        placeholder={placeholder ?? calculatorCopy.amountPlaceholder}
        error={error ?? null}
        badges={inYears ? QUICK_ADD_BADGES.termYears : QUICK_ADD_BADGES.termMonths}
        {...(inputRef ? { inputRef } : {})}
      />
    </div>
  );
}
