import { rentOfferProfileSchema, type RentOfferCompareRequestInput } from '@jipsa/contracts';
import { toLoanProfileRequest } from '../../../shared/lib/loan-form-request.ts';
import type { LoanForm } from '../../../shared/store/app-store.ts';

export type RentOfferProfileCheck =
  { ok: true; profile: RentOfferCompareRequestInput['profile'] } | { ok: false; message: string };

/**
 * The person the comparison prices, from the loan form this tab holds (the deposit and rent come from the
 * offers instead): either the profile, or the contract's message for the first answer still missing.
 * @example rentOfferProfileOf(emptyForm) // { ok: false, message: '보증금에 쓸 현금을 입력해주세요.' }
 */
export function rentOfferProfileOf(form: LoanForm): RentOfferProfileCheck {
  const { rentalDeposit: _deposit, monthlyRent: _rent, ...person } = toLoanProfileRequest(form);
  const parsed = rentOfferProfileSchema.safeParse(person);
  if (parsed.success) return { ok: true, profile: person as RentOfferCompareRequestInput['profile'] };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '대출 정보를 먼저 입력해주세요.' };
}
