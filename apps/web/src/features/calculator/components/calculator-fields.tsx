import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import { calculatorCopy } from '../copy.ts';
import type { BoundField } from '../hooks/use-calculator-form.ts';

type CalculatorFieldProps = BoundField<string> & { label: string };

/** An amount in 만원 with its Korean reading ('2억 5,000만원') and the quick-add badges. */
export function ManwonField({ label, value, onChange, error }: CalculatorFieldProps) {
  return (
    <AmountField
      label={label}
      value={value}
      onChange={onChange}
      unit={calculatorCopy.units.manwon}
      placeholder={calculatorCopy.amountPlaceholder}
      reading={formatManwon(amountValue(value))}
      error={error}
      badges={QUICK_ADD_BADGES.default}
    />
  );
}

/** A yearly interest rate in %. */
export function RateField({ label, value, onChange, error }: CalculatorFieldProps) {
  return (
    <AmountField
      label={label}
      value={value}
      onChange={onChange}
      unit={calculatorCopy.units.percent}
      placeholder={calculatorCopy.ratePlaceholder}
      error={error}
      decimal
    />
  );
}
