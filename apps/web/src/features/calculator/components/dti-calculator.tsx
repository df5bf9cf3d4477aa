import { useState } from 'react';
import type { DtiCalcResponse, RepaymentType } from '@jipsa/contracts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { useDtiCalc } from '../api/dti-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { dtiCopy } from '../dti-copy.ts';
import { loanChoiceOptions } from '../loan-choice-copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { monthsFromText, numberFromText, wonFromManwonText } from '../lib/calculator-draft.ts';
import { formatPercent } from '../lib/format-percent.ts';
import { ManwonField, RateField } from './calculator-fields.tsx';
import { CalculatorResult, ResultFigure } from './calculator-result.tsx';
import { CalculatorShell } from './calculator-shell.tsx';
import styles from './calculator.module.css';
import { PeriodField } from './period-field.tsx';
import { PolicyDateNote } from './policy-date-note.tsx';

const copy = dtiCopy;

const loadRequestSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) => contract.dtiCalcRequestSchema);

/** The DTI tab (spec §3 "Calculator states"): income, the new loan and other loans' yearly interest. */
export function DtiCalculator() {
  const annualIncome = useState('');
  const loanAmount = useState('');
  const interestRate = useState('');
  const loanTerm = useState('');
  const repaymentType = useState<RepaymentType | null>('AMORTIZING');
  const otherInterest = useState('');
  const periodUnit = useAppStore((state) => state.periodUnit);
  const form = useCalculatorForm(loadRequestSchema, useDtiCalc());

  const draft = () => ({
    annualIncome: wonFromManwonText(annualIncome[0]),
    loanAmount: wonFromManwonText(loanAmount[0]),
    interestRate: numberFromText(interestRate[0]),
    loanTerm: monthsFromText(loanTerm[0], periodUnit),
    repaymentType: repaymentType[0] ?? undefined,
    yearlyLoanInterestRepayment: wonFromManwonText(otherInterest[0]),
  });

  return (
    <CalculatorShell
      intro={calculatorCopy.tabIntros.DTI}
      form={form}
      draft={draft}
      result={form.result && <DtiResult result={form.result} />}
    >
      <ManwonField label={copy.annualIncome} {...form.field('annualIncome', annualIncome)} />
      <ManwonField label={copy.loanAmount} {...form.field('loanAmount', loanAmount)} />
      <RateField label={copy.interestRate} {...form.field('interestRate', interestRate)} />
      <PeriodField
        label={copy.loanTerm}
        placeholder={calculatorCopy.periodPlaceholder}
        {...form.field('loanTerm', loanTerm)}
      />
      <ChoiceChips
        legend={copy.repaymentType}
        options={loanChoiceOptions.repaymentTypes}
        columns={3}
        {...form.field('repaymentType', repaymentType)}
      />
      <ManwonField
        label={copy.yearlyLoanInterestRepayment}
        {...form.field('yearlyLoanInterestRepayment', otherInterest)}
      />
      <p className={styles.hint}>{copy.yearlyLoanInterestHint}</p>
    </CalculatorShell>
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
