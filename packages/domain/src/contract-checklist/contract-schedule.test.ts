import { describe, expect, it } from 'vitest';
import { CONTRACT_STEP_CODES, contractSchedule, type ContractStep } from './contract-schedule.ts';
import { ContractDatesError, validateContractDates } from './validate-contract-dates.ts';
import { RETURN_GUARANTEE_DEADLINE_RULES, lastDayToApply } from './return-guarantee-deadlines.ts';

const POLICY_DATE = '2026-11-26';
const dates = { contractDate: '2027-01-10', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' };
const schedule = (overrides: Partial<typeof dates> = {}, policyDate = POLICY_DATE) =>
  contractSchedule({ ...dates, ...overrides }, policyDate);
const step = (steps: readonly ContractStep[], code: string) => {
  const found = steps.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no step ${code}`);
  return found;
};

describe('contractSchedule — 계약일·잔금일·만기로 만든 날짜별 체크리스트', () => {
  it('계약 전 단계는 계약일, 잔금일 단계는 잔금일에 해요', () => {
    const steps = schedule();
    for (const code of [
      'REGISTRY_BEFORE_SIGNING',
      'BUILDING_LEDGER',
      'LANDLORD_IDENTITY',
      'TAX_ARREARS',
      'FIXED_DATE_STATUS',
      'SPECIAL_TERMS_MORTGAGE',
    ]) {
      expect(step(steps, code)).toMatchObject({ phase: 'BEFORE_SIGNING', dueDate: '2027-01-10' });
    }
    for (const code of ['REGISTRY_ON_BALANCE_DAY', 'LANDLORD_ACCOUNT', 'MOVE_IN_REPORT_AND_FIXED_DATE']) {
      expect(step(steps, code)).toMatchObject({ phase: 'BALANCE_DAY', dueDate: '2027-03-01' });
    }
  });

  it('대항력은 전입신고 다음 날 0시부터라고 말하고, 출처와 시행일을 적어요', () => {
    const moveIn = step(schedule(), 'MOVE_IN_REPORT_AND_FIXED_DATE');
    expect(moveIn.detail).toContain('다음 날 0시');
    expect(moveIn.source).toContain('제3조 제1항');
    for (const each of schedule()) expect(each.source).toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('반환보증 마감: HUG·HF는 계약기간 절반이 지나기 전날, SGI는 시작 후 10개월이 되기 전날이에요', () => {
    const steps = schedule();
    // 2027-03-01 → 2029-02-28 is 730 days; half is 365 days, so 2028-02-29 (a leap day) is the last day.
    expect(step(steps, 'RETURN_GUARANTEE_HUG')).toMatchObject({
      dueDate: '2028-02-28',
      window: { from: '2027-03-01', to: '2028-02-28' },
    });
    expect(step(steps, 'RETURN_GUARANTEE_HF').dueDate).toBe('2028-02-28');
    expect(step(steps, 'RETURN_GUARANTEE_SGI').dueDate).toBe('2027-12-31');
    expect(step(steps, 'RETURN_GUARANTEE_HF').detail).toContain('확인이 필요해요');
    expect(step(steps, 'RETURN_GUARANTEE_HUG').detail).not.toContain('확인이 필요해요');
  });

  it('계약기간이 1년이 안 되면 반환보증 마감 단계가 없어요', () => {
    const codes = schedule({ leaseEndDate: '2028-02-28' }).map((each) => each.code);
    expect(codes).not.toContain('RETURN_GUARANTEE_HUG');
    expect(schedule({ leaseEndDate: '2028-03-01' }).map((each) => each.code)).toContain('RETURN_GUARANTEE_HUG');
  });

  it('갱신요구 기간은 만기 6개월 전부터 2개월 전까지, 말일은 그 달의 마지막 날로 맞춰요', () => {
    expect(step(schedule({ leaseEndDate: '2029-08-31' }), 'RENEWAL_REQUEST')).toMatchObject({
      dueDate: '2029-06-30',
      window: { from: '2029-02-28', to: '2029-06-30' },
    });
    // 2028 is a leap year: 8-31 minus six months is 2-29.
    expect(step(schedule({ leaseEndDate: '2028-08-31' }), 'RENEWAL_REQUEST').window).toEqual({
      from: '2028-02-29',
      to: '2028-06-30',
    });
  });

  it('2020-12-10 전에 맺은 계약은 만기 1개월 전까지 갱신을 요구할 수 있어요', () => {
    const old = schedule({ contractDate: '2020-11-01', balanceDate: '2020-12-01', leaseEndDate: '2022-11-30' });
    expect(step(old, 'RENEWAL_REQUEST').window).toEqual({ from: '2022-05-30', to: '2022-10-30' });
    const after = schedule({ contractDate: '2020-12-10', balanceDate: '2020-12-20', leaseEndDate: '2022-11-30' });
    expect(step(after, 'RENEWAL_REQUEST').window?.to).toBe('2022-09-30');
  });

  it('2023-04-01 뒤 계약이면 입주일까지 동의 없이 체납 세금을 열람할 수 있다고 말해요 (보증금 1천만원 초과 조건과 함께)', () => {
    const tax = step(schedule(), 'TAX_ARREARS');
    expect(tax.window).toEqual({ from: '2027-01-10', to: '2027-03-01' });
    expect(tax.condition).toContain('1천만원');
    expect(tax.detail).toContain('납세증명서');
    const before = step(
      schedule({ contractDate: '2023-03-20', balanceDate: '2023-04-20', leaseEndDate: '2025-04-19' }),
      'TAX_ARREARS',
    );
    expect(before.window).toBeUndefined();
    expect(before.detail).not.toContain('동의 없이');
    expect(before.detail).not.toContain('납세증명서를 보여주거나');
  });

  it('5 % 상한은 날짜가 없는 규칙이라 맨 끝에 있고, 나머지는 날짜순이에요', () => {
    const steps = schedule();
    expect(steps.at(-1)).toMatchObject({ code: 'RENEWAL_RENT_CAP', dueDate: null });
    const days = steps.flatMap((each) => (each.dueDate ? [each.dueDate] : []));
    expect(days).toEqual([...days].sort());
    expect(steps.map((each) => each.code).slice(0, 1)).toEqual(['REGISTRY_BEFORE_SIGNING']);
  });

  it('모든 단계의 코드는 알려진 코드이고 겹치지 않아요', () => {
    const codes = schedule().map((each) => each.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(CONTRACT_STEP_CODES).toContain(code);
  });

  it('잔금일이 계약일보다 앞서거나 만기가 잔금일보다 늦지 않으면 어느 칸이 틀렸는지 알려줘요', () => {
    expect(() => schedule({ balanceDate: '2027-01-09' })).toThrow(ContractDatesError);
    expect(validateContractDates({ ...dates, balanceDate: '2027-01-09' })).toMatchObject({
      ok: false,
      field: 'balanceDate',
    });
    expect(validateContractDates({ ...dates, leaseEndDate: '2027-03-01' })).toMatchObject({
      ok: false,
      field: 'leaseEndDate',
    });
    expect(validateContractDates({ ...dates, contractDate: '2027-02-30' })).toMatchObject({
      ok: false,
      field: 'contractDate',
    });
    expect(validateContractDates({ ...dates, balanceDate: '2027-01-10' })).toEqual({ ok: true });
  });
});

describe('lastDayToApply', () => {
  it('절반 규칙은 엄격하게 읽어요: 절반이 지나는 날의 전날이 마지막 날', () => {
    expect(lastDayToApply({ kind: 'BEFORE_HALF_OF_TERM' }, '2027-01-01', '2027-12-31')).toBe('2027-07-01');
    expect(lastDayToApply({ kind: 'MONTHS_FROM_START', months: 10 }, '2027-05-31', '2029-05-30')).toBe('2028-03-30');
  });

  it('표는 보증기관마다 날짜순이에요', () => {
    for (const guarantor of ['HUG', 'HF', 'SGI']) {
      const rows = RETURN_GUARANTEE_DEADLINE_RULES.filter((rule) => rule.guarantor === guarantor).map(
        (rule) => rule.effectiveFrom,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows).toEqual([...rows].sort());
    }
  });
});
