import { describe, expect, it } from 'vitest';
import { contractSchedule } from './contract-schedule.ts';
import { validateContractDates } from './validate-contract-dates.ts';

const dates = { contractDate: '2027-01-10', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' };

describe('validateContractDates', () => {
  it('날짜가 아닌 칸은 그 칸과 입력 형식을 알려줘요', () => {
    for (const field of ['contractDate', 'balanceDate', 'leaseEndDate'] as const) {
      expect(validateContractDates({ ...dates, [field]: '2027-3-1' })).toEqual({
        ok: false,
        field,
        reason: '날짜를 2027-03-01 형식으로 입력해주세요.',
      });
    }
  });

  it('잔금일이 계약일보다 앞서면 잔금일 칸에, 만기가 잔금일보다 늦지 않으면 만기 칸에 이유를 적어요', () => {
    expect(validateContractDates({ ...dates, balanceDate: '2027-01-09' })).toEqual({
      ok: false,
      field: 'balanceDate',
      reason: '잔금일·입주일은 계약일과 같거나 그 뒤여야 해요.',
    });
    expect(validateContractDates({ ...dates, leaseEndDate: '2027-03-01' })).toEqual({
      ok: false,
      field: 'leaseEndDate',
      reason: '계약 만기는 잔금일·입주일보다 뒤여야 해요.',
    });
  });

  it('체크리스트를 만들 수 없는 날짜면 ContractDatesError로 칸과 이유를 전해요', () => {
    expect(() => contractSchedule({ ...dates, leaseEndDate: '2027-02-01' }, '2026-11-26')).toThrow(
      expect.objectContaining({
        name: 'ContractDatesError',
        field: 'leaseEndDate',
        reason: '계약 만기는 잔금일·입주일보다 뒤여야 해요.',
        message: '계약 만기는 잔금일·입주일보다 뒤여야 해요.',
      }),
    );
  });
});
