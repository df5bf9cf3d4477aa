import type { RentOfferCompareRequestInput } from '@jipsa/contracts';
import { LOAN_PROFILE_REQUIRED_MESSAGES } from '@jipsa/contracts/loan-profile-messages';
import { toLoanProfileRequest } from '../../../shared/lib/loan-form-request.ts';
import type { LoanForm } from '../../../shared/store/app-store.ts';

export type RentOfferProfileCheck =
  { ok: true; profile: RentOfferCompareRequestInput['profile'] } | { ok: false; message: string };

// The deposit and rent come from each offer; the spouse's income and the 잔금일 answer have defaults; 기초생활수급·
// 차상위·한부모 is asked only where it can change a rate, and unasked prices under the usual cap with the condition;
// the owned home's 9억 is asked of 1주택자 in the loan form, and unasked is a stated condition; so is the 전자계약.
// The lost-deposit answers (issue 49) are asked only of a renter who reports one, and rent offers do not price the
// fund's deposit-damage loans.
const NOT_ASKED_HERE = new Set([
  'rentalDeposit',
  'monthlyRent',
  'spouseAnnualIncome',
  'ownershipTransferOnBalanceDay',
  'isLowIncomeOrSingleParent',
  'isOwnedHomeOver900M',
  'isElectronicContract',
  'damagedLeaseDeposit',
  'lostDepositAmount',
  'hasLeaseholdRegistration',
  'isDecidedFraudVictim',
  'netAssets',
]);
const REQUIRED = Object.entries(LOAN_PROFILE_REQUIRED_MESSAGES).filter(([field]) => !NOT_ASKED_HERE.has(field)) as [
  keyof LoanForm,
  string,
][];

/**
 * The person the comparison prices, from the loan form this tab holds (the deposit and rent come from the
 * offers instead): either the profile, or the contract's message for the first answer still missing. Runs while the
 * page renders, so without the schema library (issue 32): an answer the form holds was checked with the contract when
 * it was given (the form's questions, and the restore of a stored form), so what is left to find is the first one
 * missing; `rentOfferProfileSchema` agrees (rent-offer-profile.test.ts), and the request is checked with it on submit.
 * @example rentOfferProfileOf(emptyForm) // { ok: false, message: '보증금에 쓸 현금을 입력해주세요.' }
 */
export function rentOfferProfileOf(form: LoanForm): RentOfferProfileCheck {
  const missing = REQUIRED.find(([field]) => form[field] === null || form[field] === undefined);
  if (missing) return { ok: false, message: missing[1] };
  const { rentalDeposit: _deposit, monthlyRent: _rent, ...person } = toLoanProfileRequest(form);
  return { ok: true, profile: person as RentOfferCompareRequestInput['profile'] };
}
