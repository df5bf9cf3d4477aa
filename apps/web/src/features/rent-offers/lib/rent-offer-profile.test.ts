import { rentOfferProfileSchema } from '@jipsa/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLoanProfileRequest } from '../../../shared/lib/loan-form-request.ts';
import { LOAN_FORM_DEFAULTS, type LoanForm } from '../../../shared/store/app-store.ts';
import { rentOfferProfileOf } from './rent-offer-profile.ts';

const answered: LoanForm = {
  ...LOAN_FORM_DEFAULTS,
  rentalDeposit: 200_000_000,
  monthlyRent: 0,
  cashOnHand: 50_000_000,
  age: 31,
  maritalStatus: 'MARRIED',
  annualIncome: 45_000_000,
  spouseAnnualIncome: 30_000_000,
  childStatus: 'NO_CHILD',
  hasNewborn: false,
  isSMEEmployee: true,
  houseOwnershipType: 'NO_HOUSE',
  isNetAssetOver345M: false,
  rentHousingType: 'APARTMENT',
  exclusiveArea: 59.9,
  buildingName: '역삼래미안',
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '',
  ownershipTransferOnBalanceDay: 'NO',
};

/** What the contract's schema says of the form, in the shape `rentOfferProfileOf` answers. */
function bySchema(form: LoanForm) {
  const { rentalDeposit: _deposit, monthlyRent: _rent, ...person } = toLoanProfileRequest(form);
  const parsed = rentOfferProfileSchema.safeParse(person);
  return parsed.success ? { ok: true, profile: person } : { ok: false, message: parsed.error.issues[0]?.message };
}

const fields = Object.keys(answered) as (keyof LoanForm)[];

describe('전세·월세 비교에 쓸 사람 정보', () => {
  it('아무것도 답하지 않은 폼은 계약처럼 현금부터 물어요', () => {
    expect(rentOfferProfileOf(LOAN_FORM_DEFAULTS)).toEqual({ ok: false, message: '보증금에 쓸 현금을 입력해주세요.' });
    expect(rentOfferProfileOf(LOAN_FORM_DEFAULTS)).toEqual(bySchema(LOAN_FORM_DEFAULTS));
  });

  it('다 답한 폼은 보증금과 월세를 뺀 그대로 보내요', () => {
    expect(rentOfferProfileOf(answered)).toEqual(bySchema(answered));
    expect(rentOfferProfileOf(answered).ok).toBe(true);
  });

  it('어떤 답이 비어 있어도 계약의 스키마와 같은 첫 메시지를 말해요', () => {
    fc.assert(
      fc.property(fc.subarray(fields), (unanswered) => {
        const form = { ...answered, ...Object.fromEntries(unanswered.map((field) => [field, null])) };
        expect(rentOfferProfileOf(form)).toEqual(bySchema(form));
      }),
      { numRuns: 500 },
    );
  });
});
