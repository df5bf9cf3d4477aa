import { amountInputCopy } from '../copy/amount-input-copy.ts';
import type { PeriodUnit } from '../store/app-store.ts';
import styles from './period-unit-toggle.module.css';

export type PeriodUnitToggleProps = {
  value: PeriodUnit;
  onChange: (unit: PeriodUnit) => void;
  /** Names the toggle, e.g. '총 대출 기간 단위'. */
  label: string;
};

const UNITS: readonly { unit: PeriodUnit; text: string }[] = [
  { unit: '년', text: amountInputCopy.yearsToggle },
  { unit: '월', text: amountInputCopy.monthsToggle },
];

/** The 년/월 switch for loan periods; the chosen unit is blue. Callers convert years × 12 on submit. */
export function PeriodUnitToggle({ value, onChange, label }: PeriodUnitToggleProps) {
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      {UNITS.map(({ unit, text }) => (
        <button
          key={unit}
          type="button"
          className={styles.option}
          aria-pressed={value === unit}
          onClick={() => onChange(unit)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
