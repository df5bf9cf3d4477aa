import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { DsrCalcResponse } from '@jipsa/contracts';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { useDsrCalc } from '../api/dsr-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { wonFromManwonText } from '../lib/calculator-draft.ts';
import { formatMonths } from '../lib/format-months.ts';
import { formatPercent } from '../lib/format-percent.ts';
import { ManwonField } from './calculator-fields.tsx';
import { CalculatorResult, ResultFigure } from './calculator-result.tsx';
import { CalculatorShell } from './calculator-shell.tsx';
import styles from './calculator.module.css';
import { DsrGauge } from './dsr-gauge.tsx';
import { DsrLoanList } from './dsr-loan-list.tsx';
import listStyles from './dsr-loan-list.module.css';
import { PolicyDateNote } from './policy-date-note.tsx';

const copy = calculatorCopy.dsr;
type LenderType = 'BANK' | 'NON_BANK';

const loadRequestSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) => contract.dsrCalcRequestSchema);

/** The DSR tab: the added loans, annual income and lender → DSR with stress, per-loan lines and room for a new mortgage. */
export function DsrCalculator() {
  const loans = useAppStore((state) => state.dsrLoans);
  const annualIncome = useAppStore((state) => state.annualIncome);
  const setAnnualIncome = useAppStore((state) => state.setAnnualIncome);
  const [incomeText, setIncomeText] = useState(() => (annualIncome === null ? '' : String(annualIncome / 10_000)));
  const lenderTypeState = useState<LenderType>('BANK');
  const [lenderType] = lenderTypeState;
  const form = useCalculatorForm(loadRequestSchema, useDsrCalc());
  const { reset } = form;

  // A result describes the inputs it was computed from; once they change it would mislead.
  useEffect(() => {
    reset();
  }, [loans, annualIncome, lenderType, reset]);

  // The income is kept in the store, so the loan-add page and back keep it.
  const changeIncome = (value: string) => {
    setIncomeText(value);
    setAnnualIncome(wonFromManwonText(value) ?? null);
  };

  return (
    <CalculatorShell
      intro={calculatorCopy.tabIntros.DSR}
      form={form}
      draft={() => ({ annualIncome: annualIncome ?? undefined, loans, lenderType })}
      result={form.result && <DsrResult result={form.result} />}
    >
      <section className={styles.form} style={{ gap: 10 }} aria-label={copy.loans}>
        <div className={styles.periodHeader}>
          <h2 className={styles.subTitle}>{copy.loans}</h2>
          <Link to={PATHS.dsrLoanAdd} className={listStyles.add}>
            {copy.addLoan}
          </Link>
        </div>
        <DsrLoanList errors={form.errors} />
        {form.errors.loans && (
          <p className={listStyles.error} data-invalid tabIndex={-1}>
            {form.errors.loans}
          </p>
        )}
      </section>
      <ManwonField label={copy.annualIncome} {...form.field('annualIncome', [incomeText, changeIncome])} />
      <ChoiceChips
        legend={copy.lenderType}
        options={copy.lenderTypes}
        columns={2}
        {...form.field('lenderType', lenderTypeState)}
      />
    </CalculatorShell>
  );
}

function DsrResult({ result }: { result: DsrCalcResponse }) {
  const { maxAdditionalMortgage: mortgage } = result;
  return (
    <CalculatorResult title={copy.resultTitle} revealKey={result}>
      <DsrGauge dsrPercent={result.dsrPercent} limitPercent={result.limitPercent} withinLimit={result.withinLimit} />
      <dl className={styles.figures}>
        <ResultFigure label={copy.totalAnnualRepayment}>{formatWon(result.totalAnnualRepayment)}</ResultFigure>
        <ResultFigure label={copy.annualIncome}>{formatWon(result.annualIncome)}</ResultFigure>
        <ResultFigure label={copy.stressStage}>{result.stressStageName ?? copy.noStress}</ResultFigure>
      </dl>
      <p className={styles.note}>{result.borrowerLevelApplies ? copy.borrowerLevel : copy.notBorrowerLevel}</p>

      {result.loans.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{copy.loanRepayments}</h3>
          <ol className={listStyles.list}>
            {result.loans.map((loan, index) => (
              <li key={index} className={styles.card}>
                <p className={styles.cardTitle}>
                  {index + 1}. {calculatorCopy.labels.loanTypes[loan.loanType]} · {formatWon(loan.principal)}
                </p>
                <div className={styles.cardRow}>
                  <span>{copy.annualPrincipal}</span>
                  <span>{formatWon(loan.annualPrincipalRepayment)}</span>
                </div>
                <div className={styles.cardRow}>
                  <span>{copy.annualInterest}</span>
                  <span>{formatWon(loan.annualInterestRepayment)}</span>
                </div>
                <div className={styles.cardRow}>
                  <span>{copy.stressAddOn}</span>
                  <span>{copy.stressAddOnValue(formatPercent(loan.stressRatePercent))}</span>
                </div>
                <p className={styles.note}>
                  {loan.assumedTermMonths === null
                    ? copy.interestOnly
                    : copy.assumedTerm(formatMonths(loan.assumedTermMonths))}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}

      <h3 className={styles.subTitle}>{copy.maxAdditionalMortgage}</h3>
      <div className={styles.card}>
        <div className={styles.cardRow}>
          <span>{copy.withStress}</span>
          <span>{formatWon(mortgage.withStress)}</span>
        </div>
        <div className={styles.cardRow}>
          <span>{copy.withoutStress}</span>
          <span>{formatWon(mortgage.withoutStress)}</span>
        </div>
        <p className={styles.note}>
          {copy.maxMortgageAssumption(
            formatPercent(mortgage.ratePercent, 3),
            mortgage.stressRatePercent > 0 ? formatPercent(mortgage.stressRatePercent) : '',
          )}
        </p>
      </div>
      <PolicyDateNote policyDate={result.policyDate} />
    </CalculatorResult>
  );
}
