import { useState, type FormEvent } from 'react';
import { dtiCalcRequestSchema, type DtiCalcResponse, type RepaymentType } from '@jipsa/contracts';
import { manwonToWon } from '@jipsa/domain';
import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import { useDtiCalc } from '../api/dti-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { formatPercent } from '../lib/format-percent.ts';
import { periodToMonths } from '../lib/period-to-months.ts';
import { CalculatorResult } from './calculator-result.tsx';
import styles from './calculator.module.css';
import { PeriodField } from './period-field.tsx';
import { PolicyDateNote } from './policy-date-note.tsx';
import { CalculatorFormFooter, ResultFigure } from './calculator-form-footer.tsx';

const copy = calculatorCopy.dti;

const wonOrUndefined = (manwon: string) => (manwon === '' ? undefined : manwonToWon(amountValue(manwon)));

/** The DTI tab (spec §3 "Calculator states"): income, the new loan and other loans' yearly interest. */
export function DtiCalculator() {
  const [annualIncome, setAnnualIncome] = useState('');
  const [loanAmount, setLoanAmount] = useState('');
  const [interestRate, setInterestRate] = useState('');
  const [loanTerm, setLoanTerm] = useState('');
  const [repaymentType, setRepaymentType] = useState<RepaymentType | null>('AMORTIZING');
  const [otherInterest, setOtherInterest] = useState('');
  const periodUnit = useAppStore((state) => state.periodUnit);
  const form = useCalculatorForm(dtiCalcRequestSchema, useDtiCalc());

  const change = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    form.clearError(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({
      annualIncome: wonOrUndefined(annualIncome),
      loanAmount: wonOrUndefined(loanAmount),
      interestRate: interestRate === '' ? undefined : amountValue(interestRate),
      loanTerm: loanTerm === '' ? undefined : periodToMonths(loanTerm, periodUnit),
      repaymentType: repaymentType ?? undefined,
      yearlyLoanInterestRepayment: wonOrUndefined(otherInterest),
    });
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{calculatorCopy.tabIntros.DTI}</p>
        <AmountField
          label={copy.annualIncome}
          value={annualIncome}
          onChange={change('annualIncome', setAnnualIncome)}
          unit={calculatorCopy.units.manwon}
          placeholder={calculatorCopy.amountPlaceholder}
          reading={formatManwon(amountValue(annualIncome))}
          error={form.errors.annualIncome}
          badges={QUICK_ADD_BADGES.default}
        />
        <AmountField
          label={copy.loanAmount}
          value={loanAmount}
          onChange={change('loanAmount', setLoanAmount)}
          unit={calculatorCopy.units.manwon}
          placeholder={calculatorCopy.amountPlaceholder}
          reading={formatManwon(amountValue(loanAmount))}
          error={form.errors.loanAmount}
          badges={QUICK_ADD_BADGES.default}
        />
        <AmountField
          label={copy.interestRate}
          value={interestRate}
          onChange={change('interestRate', setInterestRate)}
          unit={calculatorCopy.units.percent}
          placeholder={calculatorCopy.ratePlaceholder}
          error={form.errors.interestRate}
          decimal
        />
        <PeriodField
          label={copy.loanTerm}
          value={loanTerm}
          onChange={change('loanTerm', setLoanTerm)}
          placeholder={calculatorCopy.periodPlaceholder}
          error={form.errors.loanTerm}
        />
        <ChoiceChips
          legend={copy.repaymentType}
          options={calculatorCopy.options.repaymentTypes}
          value={repaymentType}
          onChange={(value) => {
            setRepaymentType(value);
            form.clearError('repaymentType');
          }}
          columns={3}
          error={form.errors.repaymentType}
        />
        <AmountField
          label={copy.yearlyLoanInterestRepayment}
          value={otherInterest}
          onChange={change('yearlyLoanInterestRepayment', setOtherInterest)}
          unit={calculatorCopy.units.manwon}
          placeholder={calculatorCopy.amountPlaceholder}
          reading={formatManwon(amountValue(otherInterest))}
          error={form.errors.yearlyLoanInterestRepayment}
          badges={QUICK_ADD_BADGES.default}
        />
        <p className={styles.hint}>{copy.yearlyLoanInterestHint}</p>
        <CalculatorFormFooter generalError={form.generalError} isPending={form.isPending} />
      </form>
      <div aria-live="polite">{form.result && <DtiResult result={form.result} />}</div>
    </>
  );
}

function DtiResult({ result }: { result: DtiCalcResponse }) {
  return (
    <CalculatorResult title={copy.resultTitle} revealKey={result}>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{copy.ratio}</span>
        <span className={styles.headlineValue}>{formatPercent(result.dtiPercent)}</span>
      </p>
      <dl className={styles.figures}>
        <ResultFigure label={copy.annualRepayment}>{formatWon(result.annualRepaymentAmount)}</ResultFigure>
        <ResultFigure label={copy.annualPrincipal}>{formatWon(result.annualRepaymentPrincipal)}</ResultFigure>
        <ResultFigure label={copy.annualInterest}>{formatWon(result.annualRepaymentInterest)}</ResultFigure>
        <ResultFigure label={copy.otherInterest}>{formatWon(result.yearlyLoanInterestRepayment)}</ResultFigure>
        <ResultFigure label={copy.annualIncome}>{formatWon(result.annualIncome)}</ResultFigure>
      </dl>
      <h3 className={styles.subTitle}>{copy.referenceLimits}</h3>
      <ul className={styles.rules}>
        {result.referenceLimits.map((limit) => {
          const within = limit.limitPercent === null || result.dtiPercent <= limit.limitPercent;
          return (
            <li key={limit.key}>
              {limit.label}: {limit.note}
              {limit.limitPercent !== null && (
                <strong className={within ? styles.pass : styles.fail}>
                  {' '}
                  · {within ? copy.withinReference : copy.overReference}
                </strong>
              )}
            </li>
          );
        })}
      </ul>
      <PolicyDateNote policyDate={result.policyDate} />
    </CalculatorResult>
  );
}
