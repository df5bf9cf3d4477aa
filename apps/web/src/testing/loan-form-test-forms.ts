import { LOAN_FORM_DEFAULTS, type LoanForm } from '../shared/store/app-store.ts';

/** A complete loan form of a single 31-year-old renting in 역삼동 (test data of the loan form's tests). */
export const COMPLETE_LOAN_FORM: LoanForm = {
  ...LOAN_FORM_DEFAULTS,
  rentalDeposit: 250_000_000,
  monthlyRent: 0,
  cashOnHand: 50_000_000,
  age: 31,
  maritalStatus: 'SINGLE',
  annualIncome: 42_000_000,
  spouseAnnualIncome: null,
  childStatus: 'NO_CHILD',
  isSMEEmployee: false,
  houseOwnershipType: 'NO_HOUSE',
  isNetAssetOver345M: false,
  rentHousingType: 'APARTMENT',
  exclusiveArea: 55,
  buildingName: '역삼래미안',
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
  ownershipTransferOnBalanceDay: 'NO',
  // Asked until 2026-12-31 (the 전자계약 preference); not sent after.
  isElectronicContract: false,
};
