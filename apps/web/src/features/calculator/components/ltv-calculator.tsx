import { useState } from 'react';
import type { LtvCalcResponse } from '@jipsa/contracts';
import {
  formatPolicyDate,
  OWNERSHIP_TYPES_BY_PURPOSE,
  type LoanPurpose,
  type LtvHouseOwnershipType,
  type RegionType,
} from '@jipsa/domain';
import { formatWon } from '../../../shared/format/format-won.ts';
import { ChoiceChips, type ChoiceOption } from '../../../shared/ui/choice-chips.tsx';
import { useLtvCalc } from '../api/ltv-calc.ts';
import { calculatorCopy } from '../copy.ts';
import { ltvCopy } from '../ltv-copy.ts';
import { useCalculatorForm } from '../hooks/use-calculator-form.ts';
import { wonFromManwonText } from '../lib/calculator-draft.ts';
import { regulatedAreasToday } from '../lib/regulated-areas-today.ts';
import { formatPercent } from '../lib/format-percent.ts';
import { ManwonField } from './calculator-fields.tsx';
import { CalculatorResult, ResultFigure } from './calculator-result.tsx';
import { CalculatorShell } from './calculator-shell.tsx';
import styles from './calculator.module.css';
import { PolicyDateNote } from './policy-date-note.tsx';

const copy = ltvCopy;

const optionsOf = <Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): ChoiceOption<Value>[] => values.map((value) => ({ value, label: labels[value] }));

const PURPOSE_OPTIONS = optionsOf<LoanPurpose>(['HOME_PURCHASE', 'LIVING_STABILITY'], copy.loanPurposes);
const REGION_OPTIONS = optionsOf<RegionType>(
  ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'],
  copy.regionTypes,
);

const loadRequestSchema = () =>
  import('@jipsa/contracts/calculators').then((contract) => contract.ltvCalcRequestSchema);

/** The LTV tab: purpose, house price (만원), region and ownership → ratio, amount, cap and the rules that applied. */
export function LtvCalculator() {
  const [loanPurpose, setLoanPurpose] = useState<LoanPurpose>('HOME_PURCHASE');
  const collateralValue = useState('');
  const regionType = useState<RegionType | null>('REGULATED_AREA');
  const ownershipState = useState<LtvHouseOwnershipType | null>('NO_HOUSE');
  const [ownership, setOwnership] = ownershipState;
  const householdIncome = useState('');
  const asksIncome = ownership === 'ORDINARY_DEMAND';
  const form = useCalculatorForm(loadRequestSchema, useLtvCalc());
  const regulatedAreas = regulatedAreasToday();

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

  // A house priced 0원 has nothing to lend against: it is asked for like an empty price (issue 26), not answered 0원.
  const price = wonFromManwonText(collateralValue[0]);
  const draft = () => ({
    loanPurpose,
    collateralValue: price === 0 ? undefined : price,
    regionType: regionType[0] ?? undefined,
    houseOwnershipType: ownership ?? undefined,
    householdIncome: asksIncome ? wonFromManwonText(householdIncome[0]) : undefined,
  });

  return (
    <CalculatorShell
      intro={calculatorCopy.tabIntros.LTV}
      form={form}
      draft={draft}
      result={form.result && <LtvResult result={form.result} />}
    >
      <ChoiceChips
        legend={copy.loanPurpose}
        options={PURPOSE_OPTIONS}
        columns={2}
        {...form.field('loanPurpose', [loanPurpose, choosePurpose])}
      />
      <ManwonField label={copy.collateralValue} {...form.field('collateralValue', collateralValue)} />
      <ChoiceChips
        legend={copy.regionType}
        options={REGION_OPTIONS}
        columns={3}
        {...form.field('regionType', regionType)}
      />
      {regulatedAreas && (
        <p className={styles.hint}>
          {copy.regionHint(formatPolicyDate(regulatedAreas.effectiveFrom), regulatedAreas.summary)}
        </p>
      )}
      <ChoiceChips
        legend={copy.houseOwnershipType}
        options={ownershipOptions}
        columns={2}
        {...form.field('houseOwnershipType', ownershipState)}
      />
      {asksIncome && (
        <>
          <ManwonField label={copy.householdIncome} {...form.field('householdIncome', householdIncome)} />
          <p className={styles.hint}>{copy.householdIncomeHint}</p>
        </>
      )}
    </CalculatorShell>
  );
}

export function LtvResult({ result }: { result: LtvCalcResponse }) {
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
