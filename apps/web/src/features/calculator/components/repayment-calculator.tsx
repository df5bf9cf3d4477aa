import { useState } from 'react';
import type { RepaymentCalcResponse, RepaymentType } from '@jipsa/contracts';
import { manwonToWon } from '@jipsa/domain';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { formatWonRounded } from '../../../shared/format/format-won-rounded.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { useRepaymentCalc } from '../api/repayment-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { loanChoiceOptions } from '../loan-choice-copy.ts';
import { repaymentCopy } from '../repayment-copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { monthsFromText, numberFromText, wonFromManwonText } from '../lib/calculator-draft.ts';
import { periodToMonths } from '../lib/period-to-months.ts';
import { ManwonField, RateField } from './calculator-fields.tsx';
import { CalculatorResult, ResultFigure } from './calculator-result.tsx';
import { CalculatorShell } from './calculator-shell.tsx';
import styles from './calculator.module.css';
import { PeriodField } from './period-field.tsx';
import { RepaymentChart } from './repayment-chart.tsx';
import { RepaymentSchedule } from './repayment-schedule.tsx';

const copy = repaymentCopy;

const loadRequestSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) => contract.repaymentCalcRequestSchema);

/** The 원리금 tab (spec §3 "Calculator states"): a loan → totals, a principal/interest chart and the schedule by year. */
export function RepaymentCalculator() {
  const principal = useState('');
  const interestRate = useState('');
  const term = useState('');
  const gracePeriod = useState('');
  const repaymentType = useState<RepaymentType | null>('AMORTIZING');
  const maturityPayment = useState('');
  const periodUnit = useAppStore((state) => state.periodUnit);
  const form = useCalculatorForm(loadRequestSchema, useRepaymentCalc());

  // An empty grace period or maturity payment means none (0), unlike the amounts every loan has.
  const draft = () => ({
    principal: wonFromManwonText(principal[0]),
    interestRatePercentage: numberFromText(interestRate[0]),
    term: monthsFromText(term[0], periodUnit),
    gracePeriod: periodToMonths(gracePeriod[0], periodUnit),
    repaymentType: repaymentType[0] ?? undefined,
    maturityPaymentAmount: manwonToWon(amountValue(maturityPayment[0])),
  });

  return (
    <CalculatorShell
      intro={calculatorCopy.tabIntros.REPAYMENT}
      form={form}
      draft={draft}
      result={form.result && <RepaymentResult result={form.result} />}
    >
      <ManwonField label={copy.principal} {...form.field('principal', principal)} />
      <RateField label={copy.interestRate} {...form.field('interestRatePercentage', interestRate)} />
      <PeriodField label={copy.term} placeholder={calculatorCopy.periodPlaceholder} {...form.field('term', term)} />
      <PeriodField
        label={copy.gracePeriod}
        placeholder={calculatorCopy.periodPlaceholder}
        {...form.field('gracePeriod', gracePeriod)}
      />
      <p className={styles.hint}>{copy.gracePeriodHint}</p>
      <ChoiceChips
        legend={copy.repaymentType}
        options={loanChoiceOptions.repaymentTypes}
        columns={3}
        {...form.field('repaymentType', repaymentType)}
      />
      <ManwonField label={copy.maturityPaymentAmount} {...form.field('maturityPaymentAmount', maturityPayment)} />
      <p className={styles.hint}>{copy.maturityPaymentHint}</p>
    </CalculatorShell>
  );
}

export function RepaymentResult({ result }: { result: RepaymentCalcResponse }) {
  const first = result.schedule[0];
  const last = result.schedule.at(-1);
  return (
    <CalculatorResult title={copy.resultTitle} revealKey={result}>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{copy.totalPayment}</span>
        <span className={styles.headlineValue} data-kind="money">
          {formatWonRounded(result.totalPayment)}
        </span>
      </p>
      <p className={styles.headlineExact}>{copy.exactTotal(formatWon(result.totalPayment))}</p>
      <dl className={styles.figures}>
        <ResultFigure label={copy.totalPrincipal}>{formatWon(result.totalPrincipal)}</ResultFigure>
        <ResultFigure label={copy.totalInterest}>{formatWon(result.totalInterest)}</ResultFigure>
        {first && <ResultFigure label={copy.firstPayment}>{formatPayment(first.totalPayment)}</ResultFigure>}
        {last && last !== first && (
          <ResultFigure label={copy.maturityPayment(last.installmentNumber)}>
            {copy.maturityParts(
              formatPayment(last.totalPayment),
              formatPayment(last.principalPayment),
              formatPayment(last.interestPayment),
            )}
          </ResultFigure>
        )}
        <ResultFigure label={copy.columns.installment}>{copy.installments(result.totalInstallments)}</ResultFigure>
      </dl>
      <RepaymentChart schedule={result.schedule} />
      <h3 className={styles.subTitle}>{copy.scheduleTitle}</h3>
      <RepaymentSchedule schedule={result.schedule} />
    </CalculatorResult>
  );
}
