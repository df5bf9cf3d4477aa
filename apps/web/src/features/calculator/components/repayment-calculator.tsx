import { useState, type FormEvent } from 'react';
import { repaymentCalcRequestSchema, type RepaymentCalcResponse, type RepaymentType } from '@jipsa/contracts';
import { manwonToWon } from '@jipsa/domain';
import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import { useRepaymentCalc } from '../api/repayment-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { periodToMonths } from '../lib/period-to-months.ts';
import { CalculatorResult } from './calculator-result.tsx';
import styles from './calculator.module.css';
import { PeriodField } from './period-field.tsx';
import { RepaymentChart } from './repayment-chart.tsx';
import { RepaymentSchedule } from './repayment-schedule.tsx';
import { CalculatorFormFooter, ResultFigure } from './calculator-form-footer.tsx';

const copy = calculatorCopy.repayment;

/** The 원리금 tab (spec §3 "Calculator states"): a loan → totals, a principal/interest chart and the schedule by year. */
export function RepaymentCalculator() {
  const [principal, setPrincipal] = useState('');
  const [interestRate, setInterestRate] = useState('');
  const [term, setTerm] = useState('');
  const [gracePeriod, setGracePeriod] = useState('');
  const [repaymentType, setRepaymentType] = useState<RepaymentType | null>('AMORTIZING');
  const [maturityPayment, setMaturityPayment] = useState('');
  const periodUnit = useAppStore((state) => state.periodUnit);
  const form = useCalculatorForm(repaymentCalcRequestSchema, useRepaymentCalc());

  const change = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    form.clearError(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({
      principal: principal === '' ? undefined : manwonToWon(amountValue(principal)),
      interestRatePercentage: interestRate === '' ? undefined : amountValue(interestRate),
      term: term === '' ? undefined : periodToMonths(term, periodUnit),
      gracePeriod: periodToMonths(gracePeriod, periodUnit),
      repaymentType: repaymentType ?? undefined,
      maturityPaymentAmount: manwonToWon(amountValue(maturityPayment)),
    });
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{calculatorCopy.tabIntros.REPAYMENT}</p>
        <AmountField
          label={copy.principal}
          value={principal}
          onChange={change('principal', setPrincipal)}
          unit={calculatorCopy.units.manwon}
          placeholder={calculatorCopy.amountPlaceholder}
          reading={formatManwon(amountValue(principal))}
          error={form.errors.principal}
          badges={QUICK_ADD_BADGES.default}
        />
        <AmountField
          label={copy.interestRate}
          value={interestRate}
          onChange={change('interestRatePercentage', setInterestRate)}
          unit={calculatorCopy.units.percent}
          placeholder={calculatorCopy.ratePlaceholder}
          error={form.errors.interestRatePercentage}
          decimal
        />
        <PeriodField
          label={copy.term}
          value={term}
          onChange={change('term', setTerm)}
          placeholder={calculatorCopy.periodPlaceholder}
          error={form.errors.term}
        />
        <PeriodField
          label={copy.gracePeriod}
          value={gracePeriod}
          onChange={change('gracePeriod', setGracePeriod)}
          placeholder={calculatorCopy.periodPlaceholder}
          error={form.errors.gracePeriod}
        />
        <p className={styles.hint}>{copy.gracePeriodHint}</p>
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
          label={copy.maturityPaymentAmount}
          value={maturityPayment}
          onChange={change('maturityPaymentAmount', setMaturityPayment)}
          unit={calculatorCopy.units.manwon}
          placeholder={calculatorCopy.amountPlaceholder}
          reading={formatManwon(amountValue(maturityPayment))}
          error={form.errors.maturityPaymentAmount}
          badges={QUICK_ADD_BADGES.default}
        />
        <p className={styles.hint}>{copy.maturityPaymentHint}</p>
        <CalculatorFormFooter generalError={form.generalError} isPending={form.isPending} />
      </form>
      <div aria-live="polite">{form.result && <RepaymentResult result={form.result} />}</div>
    </>
  );
}

function RepaymentResult({ result }: { result: RepaymentCalcResponse }) {
  const first = result.schedule[0];
  return (
    <CalculatorResult title={copy.resultTitle} revealKey={result}>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{copy.totalPayment}</span>
        <span className={styles.headlineValue} data-kind="money">
          {formatWon(result.totalPayment)}
        </span>
      </p>
      <dl className={styles.figures}>
        <ResultFigure label={copy.totalPrincipal}>{formatWon(result.totalPrincipal)}</ResultFigure>
        <ResultFigure label={copy.totalInterest}>{formatWon(result.totalInterest)}</ResultFigure>
        {first && <ResultFigure label={copy.firstPayment}>{formatPayment(first.totalPayment)}</ResultFigure>}
        <ResultFigure label={copy.columns.installment}>{copy.installments(result.totalInstallments)}</ResultFigure>
      </dl>
      <RepaymentChart schedule={result.schedule} />
      <h3 className={styles.subTitle}>{copy.scheduleTitle}</h3>
      <RepaymentSchedule schedule={result.schedule} />
    </CalculatorResult>
  );
}
