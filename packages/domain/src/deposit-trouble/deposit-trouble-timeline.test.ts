import { describe, expect, it } from 'vitest';
import { depositTroubleTimeline, type DepositTroubleTimelineInput } from './deposit-trouble-timeline.ts';
import { fraudVictimAssessment } from './fraud-victim-eligibility.ts';
import { guaranteeClaim } from './guarantee-claim.ts';
import { leaseRegistrationWindow } from './lease-registration-order.ts';

const TODAY = '2026-11-29';
const fraud = (firstContractDate: string) =>
  fraudVictimAssessment(
    {
      firstContractDate,
      deposit: 200_000_000,
      moveInReported: true,
      fixedDateStamped: true,
      movedOut: false,
      leaseRegistered: false,
      manyTenantsAtRisk: 'UNKNOWN',
      intentNotToReturn: 'UNKNOWN',
    },
    TODAY,
  );
const base: DepositTroubleTimelineInput = {
  registration: leaseRegistrationWindow('2026-11-28', undefined, TODAY),
  leaseRegistered: false,
  guaranteeClaim: guaranteeClaim(
    { guarantee: 'HUG', leaseEndedOn: '2026-11-28', jeonseLoanOutstanding: false, auctionStarted: false },
    TODAY,
  ),
  fraudVictim: fraud('2024-10-15'),
};
const timeline = (overrides: Partial<DepositTroubleTimelineInput> = {}) =>
  depositTroubleTimeline({ ...base, ...overrides }, TODAY);

describe('depositTroubleTimeline — 날짜순 할 일', () => {
  it('종료일, 등기 신청 시작, 보증 청구 시작, 피해자 결정 신청 마감 순이고, 오늘은 지나지 않았어요', () => {
    expect(timeline().map((step) => [step.code, step.date, step.passed])).toEqual([
      ['LEASE_ENDED', '2026-11-28', true],
      ['LEASE_REGISTRATION_FROM', '2026-11-29', false],
      ['GUARANTEE_CLAIM_FROM', '2026-12-29', false],
      ['FRAUD_DECISION_APPLY_BY', '2027-05-31', false],
    ]);
  });
  it('각 단계는 출처와 표시를 갖고, 청구 단계는 보증기관 이름을 말해요', () => {
    const steps = timeline();
    for (const step of steps) {
      expect(step.source.length).toBeGreaterThan(0);
      expect(step.certainty).toBe('S');
    }
    expect(steps.find((step) => step.code === 'GUARANTEE_CLAIM_FROM')?.title).toBe('HUG 반환보증 이행 청구 시작');
    expect(steps.find((step) => step.code === 'LEASE_REGISTRATION_FROM')?.detail).toContain(
      '등기부에 올라간 것을 확인하고 이사하세요.',
    );
    expect(steps.find((step) => step.code === 'FRAUD_DECISION_APPLY_BY')?.detail).toContain('최대 75일');
  });
  it('등기가 이미 됐거나, 청구 조건을 모르거나, 특별법 밖이면 그 단계가 없어요', () => {
    expect(
      timeline({
        leaseRegistered: true,
        guaranteeClaim: guaranteeClaim(
          { guarantee: 'HF', leaseEndedOn: '2026-11-28', jeonseLoanOutstanding: false, auctionStarted: false },
          TODAY,
        ),
        fraudVictim: fraud('2025-06-01'),
      }).map((step) => step.code),
    ).toEqual(['LEASE_ENDED']);
  });
  it('같은 날의 단계는 목록 순서를 지켜요', () => {
    const sameDay = leaseRegistrationWindow('2027-05-30', undefined, TODAY);
    expect(timeline({ registration: sameDay }).map((step) => [step.code, step.date])).toEqual([
      ['GUARANTEE_CLAIM_FROM', '2026-12-29'],
      ['LEASE_ENDED', '2027-05-30'],
      ['LEASE_REGISTRATION_FROM', '2027-05-31'],
      ['FRAUD_DECISION_APPLY_BY', '2027-05-31'],
    ]);
  });
});
