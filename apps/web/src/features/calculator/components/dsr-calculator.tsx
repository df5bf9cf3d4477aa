import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { dsrCalcRequestSchema, type DsrCalcResponse } from '@jipsa/contracts';
import { manwonToWon } from '@jipsa/domain';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import { useDsrCalc } from '../api/dsr-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { formatMonths } from '../lib/format-months.ts';
import { formatPercent } from '../lib/format-percent.ts';
import { CalculatorResult } from './calculator-result.tsx';
import styles from './calculator.module.css';
import { DsrGauge } from './dsr-gauge.tsx';
import { DsrLoanList } from './dsr-loan-list.tsx';
import listStyles from './dsr-loan-list.module.css';
import { PolicyDateNote } from './policy-date-note.tsx';
import { CalculatorFormFooter, ResultFigure } from './calculator-form-footer.tsx';

const copy = calculatorCopy.dsr;
type LenderType = 'BANK' | 'NON_BANK';

/** The DSR tab: the added loans, annual income and lender → DSR with stress, per-loan lines and room for a new mortgage. */
export function DsrCalculator() {
  const loans = useAppStore((state) => state.dsrLoans);
  const annualIncome = useAppStore((state) => state.annualIncome);
  const setAnnualIncome = useAppStore((state) => state.setAnnualIncome);
  const [incomeText, setIncomeText] = useState(() => (annualIncome === null ? '' : String(annualIncome / 10_000)));
  const [lenderType, setLenderType] = useState<LenderType>('BANK');
  const form = useCalculatorForm(dsrCalcRequestSchema, useDsrCalc());
  const { reset } = form;

  // A result describes the inputs it was computed from; once they change it would mislead.
  useEffect(() => {
    reset();
  }, [loans, annualIncome, lenderType, reset]);

  const changeIncome = (value: string) => {
    setIncomeText(value);
    setAnnualIncome(value === '' ? null : manwonToWon(amountValue(value)));
    form.clearError('annualIncome');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ annualIncome: annualIncome ?? undefined, loans, lenderType });
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{calculatorCopy.tabIntros.DSR}</p>
        <section className={styles.form} style={{ gap: 10 }} aria-label={copy.loans}>
          <div className={styles.periodHeader}>
            <h2 className={styles.subTitle}>{copy.loans}</h2>
            <Link to={PATHS.dsrLoanAdd} className={listStyles.add}>
              {copy.addLoan}
            </Link>
          </div>
          <DsrLoanList errors={form.errors} />
          {form.errors.loans && <p className={listStyles.error}>{form.errors.loans}</p>}
        </section>
        <AmountField
          label={copy.annualIncome}
          value={incomeText}
          onChange={changeIncome}
          unit={calculatorCopy.units.manwon}
          placeholder={calculatorCopy.amountPlaceholder}
          reading={formatManwon(amountValue(incomeText))}
          error={form.errors.annualIncome}
          badges={QUICK_ADD_BADGES.default}
        />
        <ChoiceChips
          legend={copy.lenderType}
          options={copy.lenderTypes}
          value={lenderType}
          onChange={setLenderType}
          columns={2}
          error={form.errors.lenderType}
        />
        <CalculatorFormFooter generalError={form.generalError} isPending={form.isPending} />
      </form>
      <div aria-live="polite">{form.result && <DsrResult result={form.result} />}</div>
    </>
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
