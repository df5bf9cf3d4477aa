import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { DsrCalcResponse } from '@jipsa/contracts';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { useAppStore, type DsrLoanEntry } from '../../../shared/store/app-store.ts';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { useDsrCalc } from '../api/dsr-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { dsrCopy } from '../dsr-copy.ts';
import { loanChoiceLabels } from '../loan-choice-copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { wonFromManwonText } from '../lib/calculator-draft.ts';
import { asksHouseOwnershipToday } from '../lib/dsr-asked-fields.ts';
import { mortgageBesideNoHouse } from '../lib/mortgage-beside-no-house.ts';
import { readCalculatorNavigationState } from '../lib/dsr-navigation-state.ts';
import {
  forgetDsrResult,
  keepDsrResult,
  readKeptDsrResult,
  type DsrHouseOwnershipAnswer,
  type DsrLenderType,
} from '../lib/kept-dsr-result.ts';
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

const copy = dsrCopy;

// The homes owned are optional to the API (not given → a 전세대출 counts, on a stated condition) but the form asks them
// wherever they change the figure, so there they must be answered (issue 29).
const loadRequestSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) =>
    contract.dsrCalcRequestSchema.superRefine((request, ctx) => {
      if (request.houseOwnership !== undefined || !asksHouseOwnershipToday(request.loans)) return;
      ctx.addIssue({ code: 'custom', path: ['houseOwnership'], message: copy.houseOwnershipRequired });
    }),
  );

/**
 * The DSR tab: the added loans, annual income and lender → DSR with stress, per-loan lines and room for a new mortgage.
 * A result follows the loan list (issue 26): it is computed again when a loan is added, edited or removed, and after
 * a reload, so it never describes a list the screen no longer shows. A change of income or lender takes it away until
 * 계산하기 is pressed again (a result per keystroke would be noise).
 */
export function DsrCalculator() {
  const loans = useAppStore((state) => state.dsrLoans);
  const annualIncome = useAppStore((state) => state.annualIncome);
  const setAnnualIncome = useAppStore((state) => state.setAnnualIncome);
  const [incomeText, setIncomeText] = useState(() => (annualIncome === null ? '' : String(annualIncome / 10_000)));
  const [lenderType, setLenderType] = useState<DsrLenderType>(() => readKeptDsrResult()?.lenderType ?? 'BANK');
  const [houseOwnership, setHouseOwnership] = useState<DsrHouseOwnershipAnswer | null>(
    () => readKeptDsrResult()?.houseOwnership ?? null,
  );
  // Asked only when a listed 수도권 전세대출 could count today (10·15 대책); elsewhere the answer changes nothing.
  const asksOwnership = asksHouseOwnershipToday(loans);
  const ownershipSent = asksOwnership ? (houseOwnership ?? undefined) : undefined;
  const calculation = useDsrCalc();
  const form = useCalculatorForm(loadRequestSchema, calculation);
  const { reset, submit } = form;

  // While a result shows, a reload and the loan-add page keep it, with the lender it was computed for.
  const shownFor = form.result ? calculation.variables : undefined;
  useEffect(() => {
    if (shownFor) {
      const { lenderType: shownLender, houseOwnership: shownOwnership } = shownFor;
      keepDsrResult(
        shownOwnership ? { lenderType: shownLender, houseOwnership: shownOwnership } : { lenderType: shownLender },
      );
    }
  }, [shownFor]);

  // Coming back from the loan-add page, its loan lands in the list a moment after this mounts; computing before
  // would ask for the old list.
  const location = useLocation();
  const [loanOnItsWay] = useState(() => (readCalculatorNavigationState(location.state)?.loan ?? null) !== null);
  const [loansAtMount] = useState(loans);
  const computedFor = useRef<readonly DsrLoanEntry[] | null>(null);
  useEffect(() => {
    if ((loanOnItsWay && loans === loansAtMount) || computedFor.current === loans) return;
    computedFor.current = loans;
    if (readKeptDsrResult() === null) reset();
    else
      void submit(
        { annualIncome: annualIncome ?? undefined, loans, lenderType, houseOwnership: ownershipSent },
        { quiet: true },
      );
  }, [loans, loanOnItsWay, loansAtMount, annualIncome, lenderType, ownershipSent, reset, submit]);

  // A result describes the income and lender it was computed from; once they change it would mislead.
  const dropResult = () => {
    reset();
    forgetDsrResult();
  };

  // The income is kept in the store, so the loan-add page and back keep it.
  const changeIncome = (value: string) => {
    setIncomeText(value);
    setAnnualIncome(wonFromManwonText(value) ?? null);
    dropResult();
  };
  const chooseLender = (value: DsrLenderType) => {
    setLenderType(value);
    dropResult();
  };
  const chooseOwnership = (value: DsrHouseOwnershipAnswer | null) => {
    setHouseOwnership(value);
    dropResult();
  };

  return (
    <CalculatorShell
      intro={calculatorCopy.tabIntros.DSR}
      form={form}
      draft={() => ({ annualIncome: annualIncome ?? undefined, loans, lenderType, houseOwnership: ownershipSent })}
      result={form.result && <DsrResult result={form.result} reveal={form.revealsResult} />}
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
        {...form.field('lenderType', [lenderType, chooseLender])}
      />
      {asksOwnership && (
        <>
          <ChoiceChips
            legend={copy.houseOwnership}
            options={copy.houseOwnerships}
            columns={3}
            {...form.field('houseOwnership', [houseOwnership, chooseOwnership])}
          />
          <p className={styles.hint}>{copy.houseOwnershipHint}</p>
          {mortgageBesideNoHouse(houseOwnership, loans) && (
            <p className={styles.warning} role="status">
              {copy.mortgageBesideNoHouse}
            </p>
          )}
        </>
      )}
    </CalculatorShell>
  );
}

export function DsrResult({ result, reveal }: { result: DsrCalcResponse; reveal: boolean }) {
  const { maxAdditionalMortgage: mortgage } = result;
  const anyLoanStressed = result.loans.some((loan) => loan.countedInDsr && loan.stressRatePercent > 0);
  return (
    <CalculatorResult title={copy.resultTitle} revealKey={result} reveal={reveal}>
      <DsrGauge dsrPercent={result.dsrPercent} limitPercent={result.limitPercent} withinLimit={result.withinLimit} />
      <dl className={styles.figures}>
        <ResultFigure label={copy.totalAnnualRepayment}>{formatWon(result.totalAnnualRepayment)}</ResultFigure>
        <ResultFigure label={copy.annualIncome}>{formatWon(result.annualIncome)}</ResultFigure>
        <ResultFigure label={copy.stressStage}>
          {result.stressStageName === null
            ? copy.noStress
            : anyLoanStressed
              ? result.stressStageName
              : copy.noStressAdded}
        </ResultFigure>
      </dl>
      <p className={styles.note}>{result.borrowerLevelApplies ? copy.borrowerLevel : copy.notBorrowerLevel}</p>
      {result.notes.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{copy.notes}</h3>
          <ul className={styles.rules}>
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}

      {result.loans.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{copy.loanRepayments}</h3>
          <ol className={listStyles.list}>
            {result.loans.map((loan, index) => (
              <li key={index} className={styles.card}>
                <p className={styles.cardTitle}>
                  {index + 1}. {loanChoiceLabels.loanTypes[loan.loanType]} · {formatWon(loan.principal)}
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
                  {!loan.countedInDsr
                    ? copy.notCounted
                    : loan.assumedTermMonths === null
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
