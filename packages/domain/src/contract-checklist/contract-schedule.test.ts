import { describe, expect, it } from 'vitest';
import { isPolicyDate } from '../policy/policy-date.ts';
import { CONTRACT_STEP_CODES, contractSchedule, type ContractStep } from './contract-schedule.ts';
import { ContractDatesError, validateContractDates } from './validate-contract-dates.ts';
import { RETURN_GUARANTEE_DEADLINE_RULES, lastDayToApply } from '../jeonse-safety/return-guarantee-deadlines.ts';
import { renewalNoticePeriod } from '../renewal/renewal-notice-period.ts';

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
    expect(moveIn.detail).toContain('집주인이 보증금을 돌려주지 못하면 대항력과 확정일자 순서대로 돌려받아요.');
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

  it('반환보증 단계는 상품 이름, 신청 기한을 말로 풀어 쓴 문장, 마지막 날과 조건을 보여줘요', () => {
    const steps = schedule();
    expect(step(steps, 'RETURN_GUARANTEE_HUG')).toMatchObject({
      title: 'HUG 전세보증금반환보증 가입 마감',
      detail:
        'HUG 전세보증금반환보증은 계약기간의 절반이 지나기 전까지 신청할 수 있어요. 전입신고와 확정일자를 받은 뒤 2028-02-28까지 신청하세요. 늦으면 이 계약으로는 가입할 수 없어요.',
      condition: '계약기간이 1년 이상이고, 임대차가 잔금·입주일(2027-03-01)에 시작할 때',
    });
    expect(step(steps, 'RETURN_GUARANTEE_HF').title).toBe('HF 전세지킴보증 가입 마감');
    expect(step(steps, 'RETURN_GUARANTEE_SGI')).toMatchObject({
      title: 'SGI 전세금보장신용보험 가입 마감',
      detail:
        'SGI 전세금보장신용보험은 임대차가 시작하고 10개월 안에 신청할 수 있어요. 전입신고와 확정일자를 받은 뒤 2027-12-31까지 신청하세요. 늦으면 이 계약으로는 가입할 수 없어요. 이 기한은 보증기관에 한 번 더 확인이 필요해요.',
    });
  });

  it('기준일이 보증기관 표보다 앞서도 가장 이른 기한 규칙으로 반환보증 마감을 보여줘요', () => {
    const codes = schedule({}, '2019-01-01').map((each) => each.code);
    expect(codes).toEqual(
      expect.arrayContaining(['RETURN_GUARANTEE_HUG', 'RETURN_GUARANTEE_HF', 'RETURN_GUARANTEE_SGI']),
    );
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

  it('갱신요구 단계는 요구할 수 있는 첫날과 마지막 날을 문장에 적어요', () => {
    expect(step(schedule(), 'RENEWAL_REQUEST').detail).toContain(
      '2028-08-28부터 2028-12-28까지 집주인에게 계약갱신을 요구하세요',
    );
  });

  it('2023-04-01에 맺은 계약부터 입주일까지 동의 없이 체납 세금을 열람할 수 있다고 말해요 (전날 계약은 아니에요)', () => {
    const onTheDay = step(
      schedule({ contractDate: '2023-04-01', balanceDate: '2023-05-01', leaseEndDate: '2025-04-30' }),
      'TAX_ARREARS',
    );
    expect(onTheDay.window).toEqual({ from: '2023-04-01', to: '2023-05-01' });
    expect(onTheDay.detail).toBe(
      '계약 전에 집주인의 동의를 받아 세무서와 시·군·구청에서 미납 국세·지방세를 열람하세요. 계약한 뒤에도 입주일(2023-05-01)까지는 동의 없이 세무서와 시·군·구청에서 열람할 수 있어요. 밀린 세금은 경매에서 보증금보다 먼저 가져갈 수 있어요.',
    );
    const dayBefore = step(
      schedule({ contractDate: '2023-03-31', balanceDate: '2023-05-01', leaseEndDate: '2025-04-30' }),
      'TAX_ARREARS',
    );
    expect(dayBefore).toMatchObject({
      detail:
        '계약 전에 집주인의 동의를 받아 세무서와 시·군·구청에서 미납 국세·지방세를 열람하세요. 밀린 세금은 경매에서 보증금보다 먼저 가져갈 수 있어요.',
      condition: null,
    });
  });

  it('2023-07-19에 맺은 계약부터 집주인이 확정일자 현황과 납세증명서를 보여줘야 한다고 말해요 (전날 계약은 동의를 받아 열람해요)', () => {
    const datesFrom = (contractDate: string) => ({
      contractDate,
      balanceDate: '2023-09-01',
      leaseEndDate: '2025-08-31',
    });
    const onTheDay = schedule(datesFrom('2023-07-19'));
    expect(step(onTheDay, 'FIXED_DATE_STATUS').detail).toBe(
      '집주인은 계약할 때 이 집의 확정일자 부여 현황(다른 세입자의 보증금·차임)을 보여주거나 열람에 동의해야 해요. 다가구주택이면 먼저 들어온 세입자의 보증금이 내 보증금보다 앞서요.',
    );
    expect(step(onTheDay, 'TAX_ARREARS').detail).toBe(
      '집주인은 계약할 때 국세·지방세 납세증명서를 보여주거나 미납 세금 열람에 동의해야 해요. 계약한 뒤에도 입주일(2023-09-01)까지는 동의 없이 세무서와 시·군·구청에서 열람할 수 있어요. 밀린 세금은 경매에서 보증금보다 먼저 가져갈 수 있어요.',
    );
    const dayBefore = schedule(datesFrom('2023-07-18'));
    expect(step(dayBefore, 'FIXED_DATE_STATUS').detail).toBe(
      '집주인의 동의를 받아 주민센터에서 이 집의 확정일자 부여 현황을 열람하세요. 다가구주택이면 먼저 들어온 세입자의 보증금이 내 보증금보다 앞서요.',
    );
    expect(step(dayBefore, 'TAX_ARREARS').detail).toMatch(/^계약 전에 집주인의 동의를 받아/);
  });

  it('어느 계약이든 모든 단계는 비어 있지 않은 서로 다른 제목과 설명을 보여주고, 조건이 있으면 비어 있지 않아요', () => {
    const contracts = [
      dates,
      { contractDate: '2020-11-01', balanceDate: '2020-12-01', leaseEndDate: '2022-11-30' },
      { contractDate: '2023-05-10', balanceDate: '2023-06-01', leaseEndDate: '2025-05-31' },
    ];
    for (const contract of contracts) {
      const steps = schedule(contract);
      for (const each of steps) {
        expect(each.title.trim(), each.code).not.toBe('');
        expect(each.detail.trim(), each.code).not.toBe('');
        if (each.condition !== null) expect(each.condition.trim(), each.code).not.toBe('');
      }
      expect(new Set(steps.map((each) => each.title)).size).toBe(steps.length);
      expect(new Set(steps.map((each) => each.detail)).size).toBe(steps.length);
    }
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

  it('표는 보증기관마다 실제 날짜로 시작하고 날짜순이에요', () => {
    for (const guarantor of ['HUG', 'HF', 'SGI']) {
      const rows = RETURN_GUARANTEE_DEADLINE_RULES.filter((rule) => rule.guarantor === guarantor).map(
        (rule) => rule.effectiveFrom,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const effectiveFrom of rows) expect(isPolicyDate(effectiveFrom), effectiveFrom).toBe(true);
      expect(rows).toEqual([...rows].sort());
    }
  });

  it('갱신요구 기간과 그 출처는 갱신 계획의 규칙 하나에서 와요 (2020-12-10 전후)', () => {
    const after = step(schedule(), 'RENEWAL_REQUEST');
    expect(after.source).toBe(
      '주택임대차보호법 제6조의3 제1항 (2020-07-31 시행) · 주택임대차보호법 제6조 제1항·제6조의3 제1항 (법률 제17363호, 2020-06-09 개정, 2020-12-10 이후 체결·갱신된 계약): 만료 6개월 전부터 2개월 전까지',
    );
    const { from, to } = renewalNoticePeriod(dates.leaseEndDate, dates.contractDate);
    expect(after.window).toEqual({ from, to });
    const before = schedule({ contractDate: '2020-12-09', balanceDate: '2020-12-20', leaseEndDate: '2022-11-30' });
    expect(step(before, 'RENEWAL_REQUEST')).toMatchObject({
      dueDate: '2022-10-30',
      source:
        '주택임대차보호법 제6조의3 제1항 (2020-07-31 시행) · 주택임대차보호법 제6조 제1항 (법률 제9653호, 2009-05-08): 만료 6개월 전부터 1개월 전까지',
    });
  });
});
