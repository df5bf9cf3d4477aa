import type { LoanForm } from '../../../shared/store/app-store.ts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import {
  childStatusLabels,
  houseOwnershipLabels,
  loanFormCopy,
  maritalStatusLabels,
  ownershipTransferLabels,
  rentHousingTypeLabels,
} from '../copy-form.ts';
import { districtNameOf } from './district-name-of.ts';
import type { LoanQuestionId } from './loan-form-questions.ts';

const yesNo = (value: boolean | null) => (value === null ? null : value ? loanFormCopy.yes : loanFormCopy.no);

/**
 * The address as one line: the building, else the neighbourhood, with its 시군구 (a 동 name alone is shared by
 * several 구) and its 지번 when there is one.
 * @example addressText({ buildingName: '', districtCode: '1144012400', dongName: '망원동', jibun: '123-4' }) // '마포구 망원동 123-4'
 */
export function addressText(
  form: Pick<LoanForm, 'buildingName' | 'districtCode' | 'dongName' | 'jibun'>,
): string | null {
  const district = form.districtCode === null ? null : districtNameOf(form.districtCode);
  const place = [district, form.dongName, form.jibun].filter((part) => part !== null && part !== '').join(' ');
  if (form.buildingName) return place === '' ? form.buildingName : `${form.buildingName} (${place})`;
  return place === '' ? null : place;
}

/**
 * What a row of /loan-info-entry shows for its answer, or null while it is unanswered ("선택하기").
 * @example loanFormAnswerText('rentalDeposit', { ...form, rentalDeposit: 250_000_000 }) // '2억 5,000만원'
 */
export function loanFormAnswerText(id: LoanQuestionId, form: LoanForm): string | null {
  switch (id) {
    case 'monthlyRent':
      return form.monthlyRent === null ? null : formatPayment(form.monthlyRent);
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
