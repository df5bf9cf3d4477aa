import { describe, expect, it } from 'vitest';
import { LTV_INPUT } from './testing/calculator-inputs.ts';
import { validateLtvInput, type LtvInput } from './validate-ltv-input.ts';

const input = LTV_INPUT;

describe('validateLtvInput', () => {
  it('올바른 요청은 통과해요', () => {
    expect(validateLtvInput(input)).toEqual({ ok: true });
    expect(
      validateLtvInput({ ...input, loanPurpose: 'LIVING_STABILITY', houseOwnershipType: 'MORE_THAN_TWO_HOUSE' }),
    ).toEqual({ ok: true });
  });

  it('목적에 없는 주택 보유 유형은 houseOwnershipType 항목 오류예요', () => {
    expect(validateLtvInput({ ...input, houseOwnershipType: 'SINGLE_HOUSE' })).toEqual({
      ok: false,
      field: 'houseOwnershipType',
      reason: '주택구입 대출에는 1주택 세대 유형을 고를 수 없어요.',
    });
    expect(
      validateLtvInput({ ...input, loanPurpose: 'LIVING_STABILITY', houseOwnershipType: 'LIFETIME_FIRST' }),
    ).toEqual({
      ok: false,
      field: 'houseOwnershipType',
      reason: '생활안정자금 대출에는 생애최초 구입자 유형을 고를 수 없어요.',
    });
  });

  it.each([
    [{ collateralValue: -1 }, 'collateralValue'],
    [{ collateralValue: 0.5 }, 'collateralValue'],
    [{ collateralValue: 100_000_000_001 }, 'collateralValue'],
    [{ loanPurpose: 'REFINANCE' as LtvInput['loanPurpose'] }, 'loanPurpose'],
    [{ regionType: 'SEOUL' as LtvInput['regionType'] }, 'regionType'],
    [{ houseOwnershipType: 'MANY' as LtvInput['houseOwnershipType'] }, 'houseOwnershipType'],
    [{ policyDate: '2025-02-30' }, 'policyDate'],
    [{ policyDate: '2020-01-01' }, 'policyDate'],
  ])('%o 이면 %s 항목을 알려줘요', (change, field) => {
    const result = validateLtvInput({ ...input, ...change });
    expect(result.ok === false && result.field).toBe(field);
  });
});
