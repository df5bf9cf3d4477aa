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

  const amountSentence = '주택가격은 0원 이상 1,000억원 이하로 입력해주세요.';
  const incomeSentence = '부부합산 연소득은 0원 이상 1,000억원 이하로 입력해주세요.';

  it.each([
    [{ collateralValue: -1 }, 'collateralValue', amountSentence],
    [{ collateralValue: 0.5 }, 'collateralValue', amountSentence],
    [{ collateralValue: 100_000_000_001 }, 'collateralValue', amountSentence],
    [{ householdIncome: -1 }, 'householdIncome', incomeSentence],
    [{ householdIncome: 50_000_000.5 }, 'householdIncome', incomeSentence],
    [{ householdIncome: Number.NaN }, 'householdIncome', incomeSentence],
    [{ householdIncome: 100_000_000_001 }, 'householdIncome', incomeSentence],
    [{ loanPurpose: 'REFINANCE' as LtvInput['loanPurpose'] }, 'loanPurpose', '대출 목적을 선택해주세요.'],
    [{ regionType: 'SEOUL' as LtvInput['regionType'] }, 'regionType', '지역을 선택해주세요.'],
    [
      { houseOwnershipType: 'MANY' as LtvInput['houseOwnershipType'] },
      'houseOwnershipType',
      '주택 보유 유형을 선택해주세요.',
    ],
    [{ policyDate: '2025-02-30' }, 'policyDate', '기준일은 2025-10-16 형식의 날짜로 입력해주세요.'],
    [{ policyDate: '2022-12-31' }, 'policyDate', 'LTV는 2023년 1월 1일 이후 기준일로만 계산할 수 있어요.'],
  ])('%o 이면 %s 항목과 그 이유를 알려줘요', (change, field, reason) => {
    expect(validateLtvInput({ ...input, ...change })).toEqual({ ok: false, field, reason });
  });

  it('주택가격은 0원부터 1,000억원까지 받아요', () => {
    for (const collateralValue of [0, 100_000_000_000]) {
      expect(validateLtvInput({ ...input, collateralValue })).toEqual({ ok: true });
    }
  });

  it('부부합산 연소득은 0원부터 1,000억원까지 받고, 안 적어도 돼요', () => {
    for (const householdIncome of [0, 90_000_000, 100_000_000_000, undefined]) {
      expect(validateLtvInput({ ...input, householdIncome })).toEqual({ ok: true });
    }
  });
});
