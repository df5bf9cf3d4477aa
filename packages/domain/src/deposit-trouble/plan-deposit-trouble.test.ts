import { describe, expect, it } from 'vitest';
import type { DepositTroubleInput } from './deposit-trouble-input.ts';
import { planDepositTrouble } from './plan-deposit-trouble.ts';
import { DepositTroubleInputError } from './validate-deposit-trouble-input.ts';

const TODAY = '2026-11-29';
const base: DepositTroubleInput = {
  leaseEndsOn: '2026-10-31',
  firstContractDate: '2024-10-15',
  deposit: 200_000_000,
  depositReturned: 'NONE',
  movedOut: false,
  moveInReported: true,
  fixedDateStamped: true,
  guarantee: 'HUG',
  auctionStarted: false,
  seizureStarted: false,
};
const plan = (overrides: Partial<DepositTroubleInput> = {}, today = TODAY) =>
  planDepositTrouble({ ...base, ...overrides }, { today });
const codes = (overrides: Partial<DepositTroubleInput> = {}, today = TODAY) =>
  plan(overrides, today).conditions.map((condition) => condition.code);

describe('planDepositTrouble — 보증금을 못 받았을 때의 날짜별 계획', () => {
  it('임차권등기명령, HUG 청구, 전세사기피해자 결정을 날짜순으로 말해요', () => {
    const answer = plan();
    expect(answer).toMatchObject({
      today: TODAY,
      leaseEndedOn: '2026-10-31',
      leaseHasEnded: true,
      unreturnedAmount: 200_000_000,
      leaseRegistration: {
        alreadyRegistered: false,
        applyFrom: '2026-11-01',
        canApplyNow: true,
        moveOnlyOnceRegistered: '등기부에 올라간 것을 확인하고 이사하세요.',
        costs: { total: 43_400 },
      },
      guaranteeClaim: { earliestClaimOn: '2026-12-01', claimOpen: false },
      fraudVictim: { outlook: 'CONDITIONAL' },
    });
    expect(answer.leaseRegistration.registrationBeforeService.registrationBeforeService).toBe(true);
    expect(answer.timeline.map((step) => [step.code, step.date, step.passed])).toEqual([
      ['LEASE_ENDED', '2026-10-31', true],
      ['LEASE_REGISTRATION_FROM', '2026-11-01', true],
      ['GUARANTEE_CLAIM_FROM', '2026-12-01', false],
      ['FRAUD_DECISION_APPLY_BY', '2027-05-31', false],
    ]);
  });
  it('만기 전에는 아직 신청할 수 없고, 만기 다음 날부터 할 수 있어요', () => {
    expect(plan({ leaseEndsOn: '2026-11-29' }).leaseRegistration.canApplyNow).toBe(false);
    expect(plan({ leaseEndsOn: '2026-11-28' }).leaseRegistration.canApplyNow).toBe(true);
  });
  it('이미 등기부에 올랐으면 신청 단계가 없어요', () => {
    const answer = plan({ leaseRegistered: true, movedOut: true });
    expect(answer.leaseRegistration).toMatchObject({ alreadyRegistered: true, canApplyNow: false });
    expect(answer.timeline.map((step) => step.code)).not.toContain('LEASE_REGISTRATION_FROM');
    expect(codes({ leaseRegistered: true, movedOut: true })).not.toContain('MOVED_OUT_WITHOUT_REGISTRATION');
  });
  it('일부만 못 받았으면 그 금액을 말해요', () => {
    expect(plan({ depositReturned: 'PART', unreturnedAmount: 50_000_000 }).unreturnedAmount).toBe(50_000_000);
  });
  it('임대인이 둘이고 송달료를 넣으면 비용에 반영돼요', () => {
    const answer = plan({ landlords: 2, serviceFeeUnit: 5_500 });
    expect(answer.leaseRegistration.costs).toMatchObject({ parties: 3, total: 61_700 });
    expect(codes({ landlords: 2, serviceFeeUnit: 5_500 })).not.toContain('SERVICE_FEE_UNIT_UNCONFIRMED');
  });
  it('전세사기 특별법이 적용되지 않으면 신청 마감이 없어요 (2025-06-01 최초 계약)', () => {
    const answer = plan({ firstContractDate: '2025-06-01' });
    expect(answer.fraudVictim.outlook).toBe('NOT_COVERED');
    expect(answer.timeline.map((step) => step.code)).not.toContain('FRAUD_DECISION_APPLY_BY');
  });
  it('HF·SGI·보증 없음·모름은 청구 날짜 없이 조건으로 말해요', () => {
    expect(plan({ guarantee: 'SGI' }).timeline.map((step) => step.code)).not.toContain('GUARANTEE_CLAIM_FROM');
    expect(codes({ guarantee: 'HF' })).toEqual(
      expect.arrayContaining(['GUARANTEE_TERMS_NOT_FOUND', 'GUARANTEE_REVIEW_TIME_UNKNOWN']),
    );
    expect(codes({ guarantee: 'NONE' })).toContain('NO_GUARANTEE');
    expect(codes({ guarantee: 'UNKNOWN' })).toContain('GUARANTEE_UNKNOWN');
    expect(codes()).toEqual(expect.arrayContaining(['HUG_ACCIDENT_DAY_READING', 'GUARANTEE_REVIEW_TIME_UNKNOWN']));
  });
  it('조건: 등기 없이 이사, 묵시적 갱신, 경매·압류, 송달료, 위원회, 연락처, 명단 주소', () => {
    expect(
      codes({ movedOut: true, tacitRenewalNoticeReceivedOn: '2026-11-10', auctionStarted: true, seizureStarted: true }),
    ).toEqual([
      'MOVED_OUT_WITHOUT_REGISTRATION',
      'TACIT_RENEWAL_COUNTS_FROM_RECEIPT',
      'AUCTION_CLAIM_DIVIDEND',
      'SEIZURE_MAY_LEAD_TO_AUCTION',
      'SERVICE_FEE_UNIT_UNCONFIRMED',
      'COURT_COST_FIGURES_SECONDARY',
      'HUG_ACCIDENT_DAY_READING',
      'GUARANTEE_REVIEW_TIME_UNKNOWN',
      'FRAUD_DECISION_IS_THE_COMMITTEES',
      'FRAUD_WITHOUT_OPPOSABILITY',
      'CONTACTS_CHECKED_SECONDARY',
      'LANDLORD_LIST_PAGE_ADDRESS',
    ]);
    expect(codes({}, '2027-06-01')).toContain('FRAUD_LAW_MAY_BE_EXTENDED');
  });
  it('묵시적 갱신 뒤 통지를 받은 날부터 3개월로 날짜가 모두 옮겨가요', () => {
    const answer = plan({
      leaseEndsOn: '2025-10-31',
      firstContractDate: '2023-10-15',
      tacitRenewalNoticeReceivedOn: '2026-11-10',
    });
    expect(answer).toMatchObject({ leaseEndedOn: '2027-02-10', leaseHasEnded: false });
    expect(answer.guaranteeClaim.earliestClaimOn).toBe('2027-03-11');
  });
  it('모든 답에 연락처 세 곳과 명단 링크가 있어요', () => {
    const answer = plan();
    expect(answer.contacts.map((contact) => contact.phone)).toEqual(['1533-8119', '132', null]);
    expect(answer.landlordList.url).toMatch(/^https:\/\/www\.khug\.or\.kr\//);
    for (const contact of answer.contacts) expect(contact.checkedOn).toBe('2026-11-29');
  });
  it('받아들이지 않는 입력은 필드와 문장을 담은 오류로 던져요', () => {
    expect(() => plan({ deposit: 0 })).toThrow(DepositTroubleInputError);
    try {
      plan({ unreturnedAmount: 300_000_000 });
    } catch (error) {
      expect(error).toMatchObject({
        field: 'unreturnedAmount',
        reason: '돌려받지 못한 금액은 보증금보다 클 수 없어요.',
      });
    }
  });
  it('사람에게 보이는 문장은 모두 해요체의 빈 칸 없는 문장이에요', () => {
    const variants: Partial<DepositTroubleInput>[] = [
      { movedOut: true, tacitRenewalNoticeReceivedOn: '2026-11-10', auctionStarted: true, seizureStarted: true },
      { guarantee: 'HF', jeonseLoanOutstanding: true, fixedDateStamped: false },
      { guarantee: 'SGI', manyTenantsAtRisk: 'NO', intentNotToReturn: 'NO', deposit: 600_000_000 },
      { guarantee: 'NONE', manyTenantsAtRisk: 'YES', intentNotToReturn: 'YES' },
      { guarantee: 'UNKNOWN', moveInReported: false, firstContractDate: '2025-06-01' },
    ];
    const sentences = (answer: ReturnType<typeof plan>) => [
      ...answer.conditions.map((condition) => condition.message),
      ...answer.timeline.map((step) => step.detail),
      ...answer.guaranteeClaim.steps.map((step) => step.detail),
      ...answer.fraudVictim.requirements.map((requirement) => requirement.reason),
      ...answer.fraudVictim.supports.map((support) => support.detail),
    ];
    for (const variant of variants) {
      for (const sentence of sentences(plan(variant))) expect(sentence).toMatch(/[가-힣].*(요|요\)|세요)\.$/);
    }
    expect(plan({}, '2027-06-01').fraudVictim.requirements[0]?.reason).toBe(
      '특별법은 2027-05-31까지만 효력이 있어 지금은 신청할 수 없어요.',
    );
  });
  it('조건 문장은 계획의 날짜와 금액을 담아요', () => {
    const messageOf = (overrides: Partial<DepositTroubleInput>, code: string) =>
      plan(overrides).conditions.find((condition) => condition.code === code)?.message;
    expect(messageOf({}, 'HUG_ACCIDENT_DAY_READING')).toContain('2026-12-01');
    expect(messageOf({}, 'SERVICE_FEE_UNIT_UNCONFIRMED')).toContain('5,200원');
    expect(messageOf({ guarantee: 'HF' }, 'GUARANTEE_TERMS_NOT_FOUND')).toContain('HF 전세지킴보증');
    expect(messageOf({ guarantee: 'SGI' }, 'GUARANTEE_TERMS_NOT_FOUND')).toContain('SGI 전세금보장신용보험');
    expect(
      messageOf(
        { leaseEndsOn: '2025-10-31', firstContractDate: '2023-10-15', tacitRenewalNoticeReceivedOn: '2026-11-10' },
        'TACIT_RENEWAL_COUNTS_FROM_RECEIPT',
      ),
    ).toContain('2027-02-10');
    expect(
      plan({ deposit: 600_000_000 }).fraudVictim.requirements.find((each) => each.code === 'DEPOSIT_CAP')?.reason,
    ).toBe('보증금이 5억원을 넘어요. 위원회가 7억원까지 인정할 수 있어요.');
  });
});
