import { describe, expect, it } from 'vitest';
import { leaseRegistrationWindow, REGISTRATION_BEFORE_SERVICE_RULES } from './lease-registration-order.ts';

describe('leaseRegistrationWindow — 임차권등기명령은 임대차가 끝난 다음 날부터', () => {
  it('계약 만기 다음 날부터 신청할 수 있어요', () => {
    expect(leaseRegistrationWindow('2026-10-31', undefined, '2026-11-29')).toMatchObject({
      leaseEndedOn: '2026-10-31',
      applyFrom: '2026-11-01',
    });
  });
  it('묵시적 갱신 뒤에는 집주인이 통지를 받은 날부터 3개월이 지나야 끝나요', () => {
    const window = leaseRegistrationWindow('2025-10-31', '2026-11-10', '2026-11-29');
    expect(window.leaseEndedOn).toBe('2027-02-10');
    expect(window.applyFrom).toBe('2027-02-11');
  });
  it('갱신된 계약이 3개월보다 먼저 끝나면 그 만기가 끝이에요', () => {
    expect(leaseRegistrationWindow('2024-12-31', '2026-11-30', '2026-11-29').leaseEndedOn).toBe('2026-12-31');
  });
  it('2023-07-19부터는 임대인에게 송달되기 전에도 등기돼요 (그 전날은 아니에요)', () => {
    expect(
      leaseRegistrationWindow('2023-07-17', undefined, '2023-07-17').ruleOfApplication.registrationBeforeService,
    ).toBe(false);
    expect(
      leaseRegistrationWindow('2023-07-18', undefined, '2023-07-17').ruleOfApplication.registrationBeforeService,
    ).toBe(true);
    expect(
      leaseRegistrationWindow('2023-01-31', undefined, '2023-07-19').ruleOfApplication.registrationBeforeService,
    ).toBe(true);
    expect(
      leaseRegistrationWindow('2023-01-31', undefined, '2023-07-18').ruleOfApplication.registrationBeforeService,
    ).toBe(false);
  });
  it('규칙마다 출처와 확실성 표시가 있어요', () => {
    for (const rule of REGISTRATION_BEFORE_SERVICE_RULES) {
      expect(rule.source).toContain('제3조의3');
      expect(rule.certainty).toBe('S');
    }
  });
});
