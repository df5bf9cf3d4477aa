import { describe, expect, it } from 'vitest';
import { fraudVictimAssessment, FRAUD_VICTIM_LAW_RULES, type FraudVictimInput } from './fraud-victim-eligibility.ts';

const TODAY = '2026-11-29';
const input = (overrides: Partial<FraudVictimInput> = {}): FraudVictimInput => ({
  firstContractDate: '2024-10-15',
  deposit: 200_000_000,
  moveInReported: true,
  fixedDateStamped: true,
  movedOut: false,
  leaseRegistered: false,
  manyTenantsAtRisk: 'YES',
  intentNotToReturn: 'YES',
  ...overrides,
});
const assess = (overrides: Partial<FraudVictimInput> = {}, today = TODAY) =>
  fraudVictimAssessment(input(overrides), today);
const statusOf = (overrides: Partial<FraudVictimInput>, code: string, today = TODAY) =>
  assess(overrides, today).requirements.find((requirement) => requirement.code === code)?.status;

describe('fraudVictimAssessment — 전세사기피해자 결정의 네 요건과 법의 기한', () => {
  it('네 요건을 다 갖추면 LIKELY예요 (결정은 위원회가 해요)', () => {
    expect(assess().outlook).toBe('LIKELY');
  });
  it('최초 계약이 2025-05-31이면 적용되고, 2025-06-01이면 안 돼요', () => {
    expect(assess({ firstContractDate: '2025-05-31' }).outlook).toBe('LIKELY');
    const after = assess({ firstContractDate: '2025-06-01' });
    expect(after.outlook).toBe('NOT_COVERED');
    expect(after.requirements.find((each) => each.code === 'FIRST_CONTRACT_DATE')?.reason).toContain('2025-05-31');
  });
  it('보증금 5억은 요건 안, 5억 1원부터 7억까지는 위원회 판단, 7억 1원은 안 돼요', () => {
    expect(assess({ deposit: 500_000_000 }).outlook).toBe('LIKELY');
    expect(statusOf({ deposit: 500_000_001 }, 'DEPOSIT_CAP')).toBe('COMMITTEE');
    expect(assess({ deposit: 500_000_001 }).outlook).toBe('CONDITIONAL');
    expect(assess({ deposit: 700_000_000 }).outlook).toBe('CONDITIONAL');
    expect(statusOf({ deposit: 700_000_001 }, 'DEPOSIT_CAP')).toBe('NOT_MET');
    expect(assess({ deposit: 700_000_001 }).outlook).toBe('NOT_COVERED');
  });
  it('신청일이 2027-05-31이면 법 안이고, 2027-06-01이면 법이 끝났어요', () => {
    expect(assess({}, '2027-05-31').outlook).toBe('LIKELY');
    expect(statusOf({}, 'LAW_IN_FORCE', '2027-06-01')).toBe('NOT_MET');
    expect(assess({}, '2027-06-01').outlook).toBe('NOT_COVERED');
  });
  it('2024-11-11 개정 전에는 3억(위원회 5억)이 기준이었어요', () => {
    expect(statusOf({ deposit: 300_000_001 }, 'DEPOSIT_CAP', '2024-11-10')).toBe('COMMITTEE');
    expect(statusOf({ deposit: 300_000_001 }, 'DEPOSIT_CAP', '2024-11-11')).toBe('MET');
  });
  it('2025-06-01 개정 전의 법은 최초 계약일을 따지지 않았어요', () => {
    expect(statusOf({ firstContractDate: '2025-03-01' }, 'FIRST_CONTRACT_DATE', '2025-05-31')).toBe('MET');
    expect(assess({}, '2025-05-31').law.lawExpiresOn).toBe('2025-05-31');
    expect(assess({}, '2025-06-01').law.lawExpiresOn).toBe('2027-05-31');
  });
  it('대항력과 확정일자, 또는 임차권등기가 있어야 해요', () => {
    expect(statusOf({ fixedDateStamped: false }, 'OPPOSABILITY_AND_FIXED_DATE')).toBe('NOT_MET');
    expect(statusOf({ moveInReported: false }, 'OPPOSABILITY_AND_FIXED_DATE')).toBe('NOT_MET');
    expect(statusOf({ movedOut: true }, 'OPPOSABILITY_AND_FIXED_DATE')).toBe('NOT_MET');
    expect(statusOf({ movedOut: true, leaseRegistered: true }, 'OPPOSABILITY_AND_FIXED_DATE')).toBe('MET');
    expect(statusOf({ fixedDateStamped: false, leaseRegistered: true }, 'OPPOSABILITY_AND_FIXED_DATE')).toBe('MET');
  });
  it('여러 세입자 피해를 모르면 CONDITIONAL, 아니라면 NOT_COVERED예요', () => {
    expect(assess({ manyTenantsAtRisk: 'UNKNOWN' }).outlook).toBe('CONDITIONAL');
    expect(assess({ manyTenantsAtRisk: 'NO' }).outlook).toBe('NOT_COVERED');
  });
  it('돌려주지 않을 의도는 아니라고 답해도 위원회가 판단해 CONDITIONAL이에요', () => {
    expect(statusOf({ intentNotToReturn: 'NO' }, 'INTENT_NOT_TO_RETURN')).toBe('COMMITTEE');
    expect(assess({ intentNotToReturn: 'NO' }).outlook).toBe('CONDITIONAL');
    expect(assess({ intentNotToReturn: 'UNKNOWN' }).outlook).toBe('CONDITIONAL');
  });
  it('신청은 시·도, 결정은 최대 30+30+15일, 이의신청은 30일이에요', () => {
    const { process } = assess();
    expect(process).toMatchObject({ maxDaysToDecision: 75, appealDays: 30, decisionBy: '2027-02-12' });
    expect(process.source).toContain('이의신청');
  });
  it('지원은 시행된 날부터: LH 매입은 2024-11-11부터예요', () => {
    const codes = (today: string) => assess({}, today).supports.map((support) => support.code);
    expect(codes('2024-11-10')).toEqual(['AUCTION_DEFERRAL', 'PRIORITY_PURCHASE', 'EMERGENCY_HOUSING']);
    expect(codes('2024-11-11')).toEqual(['AUCTION_DEFERRAL', 'PRIORITY_PURCHASE', 'LH_PURCHASE', 'EMERGENCY_HOUSING']);
  });
  it('법의 줄마다 출처와 표시가 있어요', () => {
    for (const rule of FRAUD_VICTIM_LAW_RULES) {
      expect(rule.source).toContain('전세사기피해자');
      expect(rule.certainty).toBe('S');
    }
  });
});
