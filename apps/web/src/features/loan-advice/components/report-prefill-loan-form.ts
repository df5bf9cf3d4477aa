import type { UserInputInfo } from '@jipsa/contracts';
import type { LoanForm } from '../../../shared/store/app-store.ts';

/**
 * The loan form filled with the answers a report was computed from ("다시 산출하기"): every field,
 * so the form opens complete and the person changes only what is different now.
 * @example loanFormFromUserInputInfo(info).rentalDeposit // info.rentalDeposit
 */
export function loanFormFromUserInputInfo(info: UserInputInfo): LoanForm {
  return {
    rentalDeposit: info.rentalDeposit,
    monthlyRent: info.monthlyRent,
    cashOnHand: info.cashOnHand,
    age: info.age,
    hasNewborn: info.hasNewborn,
    maritalStatus: info.maritalStatus,
    annualIncome: info.annualIncome,
    spouseAnnualIncome: info.spouseAnnualIncome,
    childStatus: info.childStatus,
    isSMEEmployee: info.isSMEEmployee,
    isLowIncomeOrSingleParent: info.isLowIncomeOrSingleParent ?? null,
    houseOwnershipType: info.houseOwnershipType,
    isOwnedHomeOver900M: info.isOwnedHomeOver900M ?? null,
    isElectronicContract: info.isElectronicContract ?? null,
    isNetAssetOver345M: info.isNetAssetOver345M,
    rentHousingType: info.rentHousingType,
    exclusiveArea: info.exclusiveArea,
    buildingName: info.buildingName,
    districtCode: info.districtCode,
    dongName: info.dongName,
    jibun: info.jibun,
    // Forms stored before the question (ADR 0028) leave it to be asked, not answered for the person.
    ownershipTransferOnBalanceDay: info.ownershipTransferOnBalanceDay ?? null,
    // A lost deposit reported with the report (issue 49 #4) opens its questions again; otherwise nothing is asked.
    ...(info.damagedLeaseDeposit === undefined || info.damagedLeaseDeposit === null
      ? {}
      : {
          damagedLeaseDeposit: info.damagedLeaseDeposit,
          lostDepositAmount: info.lostDepositAmount ?? null,
          hasLeaseholdRegistration: info.hasLeaseholdRegistration ?? null,
          isDecidedFraudVictim: info.isDecidedFraudVictim ?? null,
          netAssets: info.netAssets ?? null,
        }),
  };
}
