import { partialLoanProfileSchema } from '@jipsa/contracts';
import { describe, expect, it } from 'vitest';
import { LOAN_FORM_DEFAULTS } from '../../../shared/store/app-store.ts';
import { COMPLETE_LOAN_FORM } from '../../../testing/loan-form-test-forms.ts';
import { preTermsBody } from './loan-form-pre-terms-body.ts';

describe('preTermsBody', () => {
  it('지나온 질문의 답만 보내고, 아직 보지 않은 기본값은 null(모름)로 보내요', () => {
    const body = preTermsBody(COMPLETE_LOAN_FORM, new Set(['rentalDeposit', 'monthlyRent']));
    expect(body).toMatchObject({ rentalDeposit: 250_000_000, monthlyRent: 0, age: null, houseOwnershipType: null });
    expect(body.districtCode).toBeNull();
    expect(body.exclusiveArea).toBeNull();
    expect(partialLoanProfileSchema.safeParse(body).success).toBe(true);
  });

  it('보증금은 그 질문을 지나기 전에도 늘 보내요', () => {
    expect(preTermsBody({ ...LOAN_FORM_DEFAULTS, rentalDeposit: 90_000_000 }, new Set()).rentalDeposit).toBe(
      90_000_000,
    );
  });

  it('주소를 답하면 면적까지 함께 보내고, 미혼이면 배우자 소득은 0이에요', () => {
    const body = preTermsBody(COMPLETE_LOAN_FORM, new Set(['maritalStatus', 'address']));
    expect(body).toMatchObject({ districtCode: '1168010100', jibun: '754', exclusiveArea: 55, spouseAnnualIncome: 0 });
  });
});
