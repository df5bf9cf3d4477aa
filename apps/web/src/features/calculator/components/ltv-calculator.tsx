import { useState, type FormEvent } from 'react';
import { ltvCalcRequestSchema, type LtvCalcResponse } from '@jipsa/contracts';
import {
  manwonToWon,
  OWNERSHIP_TYPES_BY_PURPOSE,
  type LoanPurpose,
  type LtvHouseOwnershipType,
  type RegionType,
} from '@jipsa/domain';
import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import { ChoiceChips, type ChoiceOption } from '../../../shared/ui/choice-chips.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import { useLtvCalc } from '../api/ltv-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { formatPercent } from '../lib/format-percent.ts';
import { CalculatorResult } from './calculator-result.tsx';
import styles from './calculator.module.css';
import { PolicyDateNote } from './policy-date-note.tsx';
import { CalculatorFormFooter, ResultFigure } from './calculator-form-footer.tsx';

const copy = calculatorCopy.ltv;

const optionsOf = <Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): ChoiceOption<Value>[] => values.map((value) => ({ value, label: labels[value] }));

const PURPOSE_OPTIONS = optionsOf<LoanPurpose>(['HOME_PURCHASE', 'LIVING_STABILITY'], copy.loanPurposes);
const REGION_OPTIONS = optionsOf<RegionType>(
  ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'],
  copy.regionTypes,
);

/** The LTV tab: purpose, house price (만원), region and ownership → ratio, amount, cap and the rules that applied. */
export function LtvCalculator() {
  const [loanPurpose, setLoanPurpose] = useState<LoanPurpose>('HOME_PURCHASE');
  const [collateralValue, setCollateralValue] = useState('');
  const [regionType, setRegionType] = useState<RegionType | null>('REGULATED_AREA');
  const [ownership, setOwnership] = useState<LtvHouseOwnershipType | null>('NO_HOUSE');
  const [householdIncome, setHouseholdIncome] = useState('');
  const asksIncome = ownership === 'ORDINARY_DEMAND';
  const form = useCalculatorForm(ltvCalcRequestSchema, useLtvCalc());

  const ownershipOptions = optionsOf<LtvHouseOwnershipType>(
    OWNERSHIP_TYPES_BY_PURPOSE[loanPurpose],
    copy.houseOwnershipTypes,
  );

  const choosePurpose = (purpose: LoanPurpose) => {
    setLoanPurpose(purpose);
    // Each purpose has its own ownership types; a choice from the other list would be refused.
    if (ownership !== null && !(OWNERSHIP_TYPES_BY_PURPOSE[purpose] as readonly string[]).includes(ownership))
      setOwnership(null);
    form.clearError('houseOwnershipType');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({
      loanPurpose,
      collateralValue: collateralValue === '' ? undefined : manwonToWon(amountValue(collateralValue)),
      regionType: regionType ?? undefined,
      houseOwnershipType: ownership ?? undefined,
      householdIncome: asksIncome && householdIncome !== '' ? manwonToWon(amountValue(householdIncome)) : undefined,
    });
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{calculatorCopy.tabIntros.LTV}</p>
        <ChoiceChips
          legend={copy.loanPurpose}
          options={PURPOSE_OPTIONS}
          value={loanPurpose}
          onChange={choosePurpose}
          columns={2}
          error={form.errors.loanPurpose}
        />
        <AmountField
          label={copy.collateralValue}
          value={collateralValue}
          onChange={(value) => {
            setCollateralValue(value);
            form.clearError('collateralValue');
          }}
          unit={calculatorCopy.units.manwon}
          placeholder={calculatorCopy.amountPlaceholder}
          reading={formatManwon(amountValue(collateralValue))}
          error={form.errors.collateralValue}
          badges={QUICK_ADD_BADGES.default}
        />
        <ChoiceChips
          legend={copy.regionType}
          options={REGION_OPTIONS}
          value={regionType}
          onChange={(value) => {
            setRegionType(value);
            form.clearError('regionType');
          }}
          columns={3}
          error={form.errors.regionType}
        />
        <ChoiceChips
          legend={copy.houseOwnershipType}
          options={ownershipOptions}
          value={ownership}
          onChange={(value) => {
            setOwnership(value);
            form.clearError('houseOwnershipType');
          }}
          columns={2}
          error={form.errors.houseOwnershipType}
        />
        {asksIncome && (
          <>
            <AmountField
              label={copy.householdIncome}
              value={householdIncome}
              onChange={(value) => {
                setHouseholdIncome(value);
                form.clearError('householdIncome');
              }}
              unit={calculatorCopy.units.manwon}
              placeholder={calculatorCopy.amountPlaceholder}
              reading={formatManwon(amountValue(householdIncome))}
              error={form.errors.householdIncome}
              badges={QUICK_ADD_BADGES.default}
            />
            <p className={styles.hint}>{copy.householdIncomeHint}</p>
          </>
        )}
        <CalculatorFormFooter generalError={form.generalError} isPending={form.isPending} />
      </form>
      <div aria-live="polite">{form.result && <LtvResult result={form.result} />}</div>
    </>
  );
}

function LtvResult({ result }: { result: LtvCalcResponse }) {
  return (
    <CalculatorResult title={copy.resultTitle} revealKey={result}>
      <p className={styles.headline}>
        <span className={styles.headlineLabel}>{copy.ratio}</span>
        <span className={styles.headlineValue}>{formatPercent(result.ltvPercent)}</span>
      </p>
      <dl className={styles.figures}>
        <ResultFigure label={copy.possibleLoanAmount}>{formatWon(result.possibleLoanAmount)}</ResultFigure>
        <ResultFigure label={copy.capAmount}>
          {result.capAmount === null ? copy.noCap : formatWon(result.capAmount)}
        </ResultFigure>
        <ResultFigure label={copy.collateralValue}>{formatWon(result.collateralValue)}</ResultFigure>
      </dl>
      <h3 className={styles.subTitle}>{copy.appliedRules}</h3>
      <ul className={styles.rules}>
        {result.appliedRules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {result.isEstimate && <p className={styles.warning}>{copy.estimate}</p>}
      <PolicyDateNote policyDate={result.policyDate} />
    </CalculatorResult>
  );
}
