import { rentHousingTypeLabels } from '../../../shared/copy/rent-housing-type-labels.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { addressText } from '../../../shared/lib/address-text.ts';
import type { LoanForm } from '../../../shared/store/app-store.ts';
import {
  childStatusLabels,
  houseOwnershipLabels,
  loanFormCopy,
  maritalStatusLabels,
  ownershipTransferLabels,
} from '../copy-form.ts';
import type { LoanQuestionId } from './loan-form-questions.ts';

const yesNo = (value: boolean | null) => (value === null ? null : value ? loanFormCopy.yes : loanFormCopy.no);

/**
 * What a row of /loan-info-entry shows for its answer, or null while it is unanswered ("선택하기").
 * @example loanFormAnswerText('rentalDeposit', { ...form, rentalDeposit: 250_000_000 }) // '2억 5,000만원'
 */
export function loanFormAnswerText(id: LoanQuestionId, form: LoanForm): string | null {
  switch (id) {
    case 'monthlyRent':
      return form.monthlyRent === null ? null : formatPayment(form.monthlyRent);
    case 'damagedLeaseDeposit':
    case 'lostDepositAmount':
    case 'netAssets': {
      const amount = form[id];
      return amount === null || amount === undefined ? null : formatWon(amount);
    }
    case 'hasLeaseholdRegistration':
    case 'isDecidedFraudVictim':
      return yesNo(form[id] ?? null);
    case 'rentalDeposit':
    case 'cashOnHand':
    case 'annualIncome':
    case 'spouseAnnualIncome': {
      const amount = form[id];
      return amount === null ? null : formatWon(amount);
    }
    case 'age':
      return form.age === null ? null : loanFormCopy.ageValue(form.age);
    case 'maritalStatus':
      return form.maritalStatus === null ? null : maritalStatusLabels[form.maritalStatus];
    case 'childStatus': {
      if (form.childStatus === null) return null;
      const children = childStatusLabels[form.childStatus];
      return form.hasNewborn ? `${children} · 신생아` : children;
    }
    case 'isSMEEmployee':
      return yesNo(form.isSMEEmployee);
    case 'isLowIncomeOrSingleParent':
      return yesNo(form.isLowIncomeOrSingleParent ?? null);
    case 'isOwnedHomeOver900M':
      return yesNo(form.isOwnedHomeOver900M ?? null);
    case 'isElectronicContract':
      return yesNo(form.isElectronicContract ?? null);
    case 'isNetAssetOver345M':
      return yesNo(form.isNetAssetOver345M);
    case 'houseOwnershipType':
      return form.houseOwnershipType === null ? null : houseOwnershipLabels[form.houseOwnershipType];
    case 'rentHousingType':
      return form.rentHousingType === null ? null : rentHousingTypeLabels[form.rentHousingType];
    case 'ownershipTransferOnBalanceDay':
      return form.ownershipTransferOnBalanceDay === null
        ? null
        : ownershipTransferLabels[form.ownershipTransferOnBalanceDay];
    case 'address':
      return form.districtCode === null ? null : addressText(form);
    case 'exclusiveArea':
      return form.exclusiveArea === null ? null : loanFormCopy.areaValue(form.exclusiveArea);
  }
}
