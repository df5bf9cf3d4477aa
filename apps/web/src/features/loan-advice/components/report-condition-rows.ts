import type { UserInputInfo } from '@jipsa/contracts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { addressText } from '../../../shared/lib/address-text.ts';
import { reportCopy } from '../copy-report.ts';

export type ConditionRow = { readonly label: string; readonly value: string };

const { conditionLabels: label, conditionValues: values } = reportCopy;

/**
 * Every answer a report used, as label and value lines for the "적용 조건" sheet. Spouse income only
 * when the person is not single (the form asks it only then).
 * @example conditionRows(info)[0] // { label: '전월세 보증금', value: '2억 5,000만원' }
 */
export function conditionRows(info: UserInputInfo): ConditionRow[] {
  const rows: ConditionRow[] = [
    { label: label.rentalDeposit, value: formatWon(info.rentalDeposit) },
    { label: label.monthlyRent, value: info.monthlyRent === 0 ? values.noRent : formatPayment(info.monthlyRent) },
    { label: label.cashOnHand, value: formatWon(info.cashOnHand) },
    { label: label.age, value: values.age(info.age) },
    { label: label.maritalStatus, value: values.maritalStatus[info.maritalStatus] },
    { label: label.annualIncome, value: formatWon(info.annualIncome) },
  ];
  if (info.maritalStatus !== 'SINGLE') {
    rows.push({ label: label.spouseAnnualIncome, value: formatWon(info.spouseAnnualIncome) });
  }
  rows.push(
    { label: label.childStatus, value: values.childStatus[info.childStatus] },
    { label: label.hasNewborn, value: values.yesNo(info.hasNewborn) },
    { label: label.isSMEEmployee, value: values.yesNo(info.isSMEEmployee) },
  );
  // Asked only where the 1.0 %p cap could change a rate: shown only when answered.
  if (typeof info.isLowIncomeOrSingleParent === 'boolean') {
    rows.push({ label: label.isLowIncomeOrSingleParent, value: values.yesNo(info.isLowIncomeOrSingleParent) });
  }
  rows.push({ label: label.houseOwnershipType, value: values.houseOwnershipType[info.houseOwnershipType] });
  if (typeof info.isOwnedHomeOver900M === 'boolean') {
    rows.push({ label: label.isOwnedHomeOver900M, value: values.yesNo(info.isOwnedHomeOver900M) });
  }
  rows.push(
    { label: label.isNetAssetOver345M, value: values.yesNo(info.isNetAssetOver345M) },
    { label: label.rentHousingType, value: values.rentHousingType[info.rentHousingType] },
    { label: label.exclusiveArea, value: values.area(info.exclusiveArea) },
    { label: label.address, value: addressText(info) ?? '' },
  );
  // Asked while the 전자계약 preference runs: shown only when answered.
  if (typeof info.isElectronicContract === 'boolean') {
    rows.push({ label: label.isElectronicContract, value: values.yesNo(info.isElectronicContract) });
  }
  return rows;
}
