import { describe, expect, it } from 'vitest';
import { guaranteeAtRenewal } from './guarantee-at-renewal.ts';
import { renewalNoticePeriod } from './renewal-notice-period.ts';
import { LOAN_EXTENSION_APPLICATION_RULE, renewalTimeline, type RenewalTimelineInput } from './renewal-timeline.ts';

const TODAY = '2026-11-26';
const guaranteeOf = (held: 'HUG' | 'SGI') =>
  guaranteeAtRenewal(
    {
      held,
      otherwise: 'HUG',
      renewedStart: '2027-05-21',
      renewedEnd: '2029-05-20',
      deposit: 300_000_000,
      renewedDeposit: 300_000_000,
      yearlyFeeRateMilli: null,
    },
    TODAY,
  );
const base: RenewalTimelineInput = {
  leaseEnd: '2027-05-20',
  noticePeriod: renewalNoticePeriod('2027-05-20', '2025-05-21'),
  renewalRightUnused: true,
  loanMaturesOn: '2027-05-21',
  guarantee: guaranteeOf('HUG'),
  refinanceWindowTo: '2026-05-19',
  earlyExitLastDay: null,
};
const timeline = (overrides: Partial<RenewalTimelineInput> = {}) => renewalTimeline({ ...base, ...overrides }, TODAY);

describe('renewalTimeline — 날짜순 할 일', () => {
  it('갱신요구 기간, 이사 통지 마감, 대출 연장 신청과 만기, 계약 만기, 반환보증 마감을 날짜순으로 보여줘요', () => {
    expect(timeline().map((step) => [step.code, step.date, step.passed])).toEqual([
      ['REFINANCE_WINDOW_CLOSES', '2026-05-19', true],
      ['RENEWAL_REQUEST_OPENS', '2026-11-20', true],
      ['RENEWAL_REQUEST_CLOSES', '2027-03-20', false],
      ['LEAVING_NOTICE_BY', '2027-03-20', false],
      ['LOAN_EXTENSION_APPLY_FROM', '2027-04-21', false],
      ['LEASE_ENDS', '2027-05-20', false],
      ['LOAN_MATURES', '2027-05-21', false],
      ['GUARANTEE_DEADLINE', '2028-05-19', false],
    ]);
  });
  it('오늘인 날은 지나지 않았어요', () => {
    expect(timeline({ refinanceWindowTo: TODAY }).find((step) => step.code === 'REFINANCE_WINDOW_CLOSES')?.passed).toBe(
      false,
    );
  });
  it('갱신요구권을 이미 썼으면 갱신요구 단계가 없고, 대출·대환이 없으면 그 단계도 없어요', () => {
    expect(
      timeline({ renewalRightUnused: false, loanMaturesOn: null, refinanceWindowTo: null }).map((step) => step.code),
    ).toEqual(['LEAVING_NOTICE_BY', 'LEASE_ENDS', 'GUARANTEE_DEADLINE']);
  });
  it('3개월 해지를 하면 계약이 끝나는 날이 들어가요', () => {
    const step = timeline({ earlyExitLastDay: '2027-02-26' }).find((each) => each.code === 'EARLY_EXIT_LAST_DAY');
    expect(step).toMatchObject({ date: '2027-02-26', certainty: 'S', title: '중도 해지로 계약이 끝나는 날' });
    expect(step?.source).toContain('제6조의2');
  });
  it('각 단계는 제목과 할 일, 출처와 확실성 표시를 갖고, 반환보증 단계는 보증 상품 이름을 말해요', () => {
    const steps = timeline({ earlyExitLastDay: '2027-02-26' });
    for (const step of steps) {
      expect(step.title.trim(), step.code).not.toBe('');
      expect(step.detail.trim(), step.code).not.toBe('');
      expect(step.source.trim(), step.code).not.toBe('');
      expect(['P', 'S', 'U'], step.code).toContain(step.certainty);
    }
    expect(steps.find((step) => step.code === 'LEASE_ENDS')).toMatchObject({ source: '임대차 계약서', certainty: 'P' });
    expect(steps.find((step) => step.code === 'LOAN_MATURES')).toMatchObject({ source: '대출 약정', certainty: 'P' });
    expect(new Set(steps.map((step) => step.detail)).size).toBe(steps.length);
    expect(steps.find((step) => step.code === 'GUARANTEE_DEADLINE')).toMatchObject({
      title: 'HUG 전세보증금반환보증 가입 마감',
      certainty: 'S',
    });
    expect(steps.find((step) => step.code === 'RENEWAL_REQUEST_OPENS')?.detail).toBe(
      '이날부터 2027-03-20까지 집주인에게 계약갱신을 요구할 수 있어요. 문자나 내용증명처럼 남는 방법으로 보내세요.',
    );
    expect(steps.find((step) => step.code === 'LOAN_EXTENSION_APPLY_FROM')).toMatchObject({
      source: LOAN_EXTENSION_APPLICATION_RULE.source,
      certainty: 'S',
    });
    expect(steps.find((step) => step.code === 'LEAVING_NOTICE_BY')?.source).toContain('2020-12-10');
  });
  it('원문으로 확인하지 못한 보증기관의 기한은 U로 표시해요', () => {
    const sgi = timeline({ guarantee: guaranteeOf('SGI') }).find((step) => step.code === 'GUARANTEE_DEADLINE');
    expect(sgi).toMatchObject({ date: '2028-03-20', certainty: 'U', title: 'SGI 전세금보장신용보험 가입 마감' });
  });
});
