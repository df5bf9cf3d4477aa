import {
  childStatusSchema,
  houseOwnershipTypeSchema,
  maritalStatusSchema,
  ownershipTransferAnswerSchema,
  rentHousingTypeSchema,
} from '@jipsa/contracts';
import { rentHousingTypeLabels } from '../../../shared/copy/rent-housing-type-labels.ts';
import type { LoanForm } from '../../../shared/store/app-store.ts';
import { AddressAreaChoice } from '../../../shared/ui/address-area-choice.tsx';
import type { ChoiceOption } from '../../../shared/ui/choice-chips.tsx';
import { QUICK_ADD_BADGES } from '../../../shared/ui/quick-add-badge-sets.ts';
import type { QuickAddBadge } from '../../../shared/ui/quick-add-badges.tsx';
import { LoanFormAddressEditor } from '../../../shared/ui/loan-form-address-editor.tsx';
import {
  childStatusLabels,
  houseOwnershipLabels,
  loanFormCopy,
  maritalStatusLabels,
  ownershipTransferLabels,
} from '../copy-form.ts';
import {
  LOST_DEPOSIT_QUESTIONS_OPEN,
  NO_LOST_DEPOSIT,
  reportsLostDeposit,
  type LoanQuestionId,
} from '../lib/loan-form-questions.ts';
import { LoanFormAgeEditor } from './loan-form-age-editor.tsx';
import { LoanFormChoiceEditor } from './loan-form-choice-editor.tsx';
import { LoanFormMoneyEditor } from './loan-form-money-editor.tsx';
import styles from './loan-form.module.css';

// NOTE: spec §9 "Monthly rent badges: 40, 50, 60, 70만" — presets that set the rent (in 만원), unlike the
// "+" badges that add.
export const MONTHLY_RENT_BADGES: readonly QuickAddBadge[] = [
  { label: '40만', amount: 40 },
  { label: '50만', amount: 50 },
  { label: '60만', amount: 60 },
  { label: '70만', amount: 70 },
];

const optionsOf = <Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): ChoiceOption<Value>[] => values.map((value) => ({ value, label: labels[value] }));

const YES_NO: readonly ChoiceOption<boolean>[] = [
  { value: true, label: loanFormCopy.yes },
  { value: false, label: loanFormCopy.no },
];

type YesNoQuestion =
  | 'isSMEEmployee'
  | 'isLowIncomeOrSingleParent'
  | 'isOwnedHomeOver900M'
  | 'isNetAssetOver345M'
  | 'isElectronicContract'
  | 'hasLeaseholdRegistration'
  | 'isDecidedFraudVictim';

const YES_NO_EXPLANATIONS: Record<YesNoQuestion, string> = {
  isSMEEmployee: loanFormCopy.smeExplanation,
  isLowIncomeOrSingleParent: loanFormCopy.lowIncomeOrSingleParentExplanation,
  isOwnedHomeOver900M: loanFormCopy.ownedHomeValueExplanation,
  isNetAssetOver345M: loanFormCopy.netAssetExplanation,
  isElectronicContract: loanFormCopy.electronicContractExplanation,
  hasLeaseholdRegistration: loanFormCopy.leaseholdRegistrationExplanation,
  isDecidedFraudVictim: loanFormCopy.fraudVictimExplanation,
};

export type LoanFormQuestionEditorProps = {
  questionId: LoanQuestionId;
  /** The form as it stands with this question's answer so far. */
  form: LoanForm;
  onChange: (changes: Partial<LoanForm>) => void;
  /** Keeps the answer and moves on at once (the address sheet ends when an area is chosen). */
  onComplete: (changes: Partial<LoanForm>) => void;
  error: string | null;
};

type MoneyQuestion =
  | 'rentalDeposit'
  | 'monthlyRent'
  | 'cashOnHand'
  | 'annualIncome'
  | 'spouseAnnualIncome'
  | 'damagedLeaseDeposit'
  | 'lostDepositAmount'
  | 'netAssets';

const MONEY_BADGES: Record<MoneyQuestion, readonly QuickAddBadge[]> = {
  rentalDeposit: QUICK_ADD_BADGES.rentalDeposit,
  monthlyRent: MONTHLY_RENT_BADGES,
  cashOnHand: QUICK_ADD_BADGES.default,
  annualIncome: QUICK_ADD_BADGES.default,
  spouseAnnualIncome: QUICK_ADD_BADGES.default,
  damagedLeaseDeposit: QUICK_ADD_BADGES.rentalDeposit,
  lostDepositAmount: QUICK_ADD_BADGES.rentalDeposit,
  netAssets: QUICK_ADD_BADGES.rentalDeposit,
};

const MONEY_HINTS: Partial<Record<MoneyQuestion, string>> = {
  monthlyRent: loanFormCopy.hints.monthlyRent,
  cashOnHand: loanFormCopy.hints.cashOnHand,
  annualIncome: loanFormCopy.hints.annualIncome,
  spouseAnnualIncome: loanFormCopy.hints.spouseAnnualIncome,
  damagedLeaseDeposit: loanFormCopy.hints.damagedLeaseDeposit,
  lostDepositAmount: loanFormCopy.hints.lostDepositAmount,
  netAssets: loanFormCopy.hints.netAssets,
};

/** The editor of one question, the same in the sheet of /loan-info-entry and on a step of /loan-info-entry-b. */
export function LoanFormQuestionEditor({ questionId, form, onChange, onComplete, error }: LoanFormQuestionEditorProps) {
  const label = loanFormCopy.labels[questionId];
  switch (questionId) {
    case 'rentalDeposit':
    case 'monthlyRent':
    case 'cashOnHand':
    case 'annualIncome':
    case 'spouseAnnualIncome':
    case 'damagedLeaseDeposit':
    case 'lostDepositAmount':
    case 'netAssets':
      return (
        <LoanFormMoneyEditor
          label={label}
          value={form[questionId] ?? null}
          onChange={(value) => onChange({ [questionId]: value })}
          badges={MONEY_BADGES[questionId]}
          badgeMode={questionId === 'monthlyRent' ? 'set' : 'add'}
          hint={MONEY_HINTS[questionId]}
          error={error}
        />
      );
    case 'age':
      return (
        <LoanFormAgeEditor
          label={label}
          value={form.age}
          onChange={(age) => onChange({ age })}
          hint={loanFormCopy.hints.age}
          error={error}
        />
      );
    case 'maritalStatus':
      return (
        <LoanFormChoiceEditor
          legend={label}
          options={optionsOf(maritalStatusSchema.options, maritalStatusLabels)}
          value={form.maritalStatus}
          onChange={(maritalStatus) => onChange({ maritalStatus })}
        />
      );
    case 'childStatus':
      return (
        <LoanFormChoiceEditor
          legend={label}
          options={optionsOf(childStatusSchema.options, childStatusLabels)}
          value={form.childStatus}
          onChange={(childStatus) => onChange({ childStatus })}
        >
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={form.hasNewborn === true}
              onChange={(event) => onChange({ hasNewborn: event.target.checked })}
            />
            <span>{loanFormCopy.newborn}</span>
          </label>
          <p className={styles.hint}>{loanFormCopy.newbornHint}</p>
        </LoanFormChoiceEditor>
      );
    case 'isSMEEmployee':
    case 'isLowIncomeOrSingleParent':
    case 'isOwnedHomeOver900M':
    case 'isNetAssetOver345M':
    case 'isElectronicContract':
    case 'hasLeaseholdRegistration':
    case 'isDecidedFraudVictim':
      return (
        <LoanFormChoiceEditor
          legend={label}
          options={YES_NO}
          value={form[questionId] ?? null}
          onChange={(value) => onChange({ [questionId]: value })}
          explanation={YES_NO_EXPLANATIONS[questionId]}
        />
      );
    case 'houseOwnershipType':
      return (
        <LoanFormChoiceEditor
          legend={label}
          options={optionsOf(houseOwnershipTypeSchema.options, houseOwnershipLabels)}
          value={form.houseOwnershipType}
          onChange={(houseOwnershipType) => onChange({ houseOwnershipType })}
          explanation={loanFormCopy.houseOwnershipExplanation}
        >
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={reportsLostDeposit(form)}
              onChange={(event) => onChange(event.target.checked ? LOST_DEPOSIT_QUESTIONS_OPEN : NO_LOST_DEPOSIT)}
            />
            <span>{loanFormCopy.lostDeposit}</span>
          </label>
          <p className={styles.hint}>{loanFormCopy.lostDepositHint}</p>
        </LoanFormChoiceEditor>
      );
    case 'rentHousingType':
      return (
        <LoanFormChoiceEditor
          legend={label}
          options={optionsOf(rentHousingTypeSchema.options, rentHousingTypeLabels)}
          value={form.rentHousingType}
          onChange={(rentHousingType) => onChange({ rentHousingType })}
        />
      );
    case 'ownershipTransferOnBalanceDay':
      return (
        <LoanFormChoiceEditor
          legend={label}
          options={optionsOf(ownershipTransferAnswerSchema.options, ownershipTransferLabels)}
          value={form.ownershipTransferOnBalanceDay}
          onChange={(ownershipTransferOnBalanceDay) => onChange({ ownershipTransferOnBalanceDay })}
          explanation={loanFormCopy.ownershipTransferExplanation}
        />
      );
    case 'address':
      return <LoanFormAddressEditor form={form} onComplete={onComplete} />;
    case 'exclusiveArea':
      return (
        <AddressAreaChoice
          address={{ districtCode: form.districtCode ?? '', jibun: form.jibun ?? '', dongName: form.dongName ?? '' }}
          currentArea={form.exclusiveArea}
          onChoose={({ exclusiveArea }) => onComplete({ exclusiveArea })}
        />
      );
  }
}
