import { describe, expect, it } from 'vitest';
import { DEPOSIT_TROUBLE_CONTACTS, LANDLORD_LIST_LINK } from './deposit-trouble-contacts.ts';
import type { DepositTroubleInput } from './deposit-trouble-input.ts';
import { FRAUD_VICTIM_LAW_RULES, FRAUD_VICTIM_SUPPORTS } from './fraud-victim-eligibility.ts';
import { guaranteeClaim } from './guarantee-claim.ts';
import { LEASE_REGISTRATION_COST_RULES } from './lease-registration-costs.ts';
import { REGISTRATION_BEFORE_SERVICE_RULES } from './lease-registration-order.ts';
import { planDepositTrouble } from './plan-deposit-trouble.ts';
import { DepositTroubleInputError } from './validate-deposit-trouble-input.ts';

const TODAY = '2026-11-29';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
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

/** Every text a renter reads and every date the plan names, with where it sits in the answer. */
function leaves(value: unknown, at = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${at}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, at === '' ? key : `${at}.${key}`));
  }
  return [[at, value]];
}
const isDateField = (path: string) => /(On|From|By|Date|since|date)$/.test(path);

const varied: ReadonlyArray<[string, Partial<DepositTroubleInput>, string?]> = [
  ['HUG, 아직 살고 있어요', {}],
  [
    '경매와 압류, 전세대출, 묵시적 갱신',
    {
      auctionStarted: true,
      seizureStarted: true,
      jeonseLoanOutstanding: true,
      tacitRenewalNoticeReceivedOn: '2026-07-01',
      leaseEndsOn: '2026-06-30',
    },
  ],
  ['임차권등기 뒤 이사', { leaseRegistered: true, movedOut: true, guarantee: 'HF' }],
  ['등기 없이 이사, 대항력 없음', { movedOut: true, moveInReported: false, guarantee: 'NONE' }],
  ['보증금이 위원회 한도를 넘어요', { deposit: 800_000_000, guarantee: 'SGI' }],
  ['2023년에 보던 법', { firstContractDate: '2020-01-10', leaseEndsOn: '2023-06-30' }, '2023-09-01'],
  ['법이 끝난 뒤', {}, '2027-06-01'],
];

describe('보증금 가이드의 글과 날짜 — 빈 칸이나 날짜 아닌 날짜가 없어요', () => {
  it.each(varied)('%s: 모든 문장이 비어 있지 않고 모든 날짜가 날짜예요', (_, overrides, today = TODAY) => {
    for (const [path, value] of leaves(plan(overrides, today))) {
      if (typeof value === 'string') expect(value, path).not.toBe('');
      if (isDateField(path) && value !== null) expect(value, path).toMatch(ISO_DATE);
    }
  });
  it('규정 표의 줄마다 시작일, 제목과 출처가 있어요', () => {
    const rows = [
      ...FRAUD_VICTIM_LAW_RULES,
      ...FRAUD_VICTIM_SUPPORTS,
      ...LEASE_REGISTRATION_COST_RULES,
      ...REGISTRATION_BEFORE_SERVICE_RULES,
    ];
    for (const [path, value] of leaves(rows)) {
      if (typeof value === 'string') expect(value, path).not.toBe('');
      if (isDateField(path) && value !== null) expect(value, path).toMatch(ISO_DATE);
    }
    expect(FRAUD_VICTIM_LAW_RULES[0]).toMatchObject({ effectiveFrom: '2023-06-01', lawExpiresOn: '2025-05-31' });
    expect(REGISTRATION_BEFORE_SERVICE_RULES[0].effectiveFrom).toBe('1999-03-01');
    expect(FRAUD_VICTIM_SUPPORTS.map((support) => [support.title, support.effectiveFrom])).toEqual([
      ['경매·공매 유예·정지', '2023-06-01'],
      ['우선매수권', '2023-06-01'],
      ['LH 매입과 경매차익', '2024-11-11'],
      ['긴급주거', '2023-06-01'],
    ]);
  });
  it('연락처와 악성 임대인 명단은 이름, 설명과 출처를 말해요', () => {
    expect(DEPOSIT_TROUBLE_CONTACTS.map((contact) => contact.name)).toEqual([
      '전세피해지원센터',
      '대한법률구조공단',
      'HUG 전세사기피해자 경·공매지원센터',
    ]);
    expect(DEPOSIT_TROUBLE_CONTACTS[2]?.url).toBe('https://www.khug.or.kr/jeonse');
    for (const [path, value] of leaves([DEPOSIT_TROUBLE_CONTACTS, LANDLORD_LIST_LINK])) {
      if (typeof value === 'string') expect(value, path).not.toBe('');
    }
    expect(LANDLORD_LIST_LINK.title).toBe('상습 채무불이행자(악성 임대인) 명단');
  });
});

describe('보증금 가이드의 경계', () => {
  it('만기일 당일에는 계약이 아직 끝나지 않았어요', () => {
    expect(plan({ leaseEndsOn: TODAY }).leaseHasEnded).toBe(false);
    expect(plan({ leaseEndsOn: '2026-11-28' }).leaseHasEnded).toBe(true);
  });
  it('묻지 않은 사정(묵시적 갱신, 경매, 압류, 대항력 없음)의 조건은 붙이지 않아요', () => {
    const codes = plan().conditions.map((condition) => condition.code);
    for (const absent of [
      'TACIT_RENEWAL_COUNTS_FROM_RECEIPT',
      'AUCTION_CLAIM_DIVIDEND',
      'SEIZURE_MAY_LEAD_TO_AUCTION',
      'FRAUD_WITHOUT_OPPOSABILITY',
      'FRAUD_LAW_MAY_BE_EXTENDED',
      'MOVED_OUT_WITHOUT_REGISTRATION',
    ]) {
      expect(codes).not.toContain(absent);
    }
    expect(plan({}, '2027-06-01').conditions.find((each) => each.code === 'FRAUD_LAW_MAY_BE_EXTENDED')?.message).toBe(
      '특별법 기한이 다시 늘어났는지는 확인하지 못했어요. 전세피해지원센터에 물어보세요.',
    );
  });
  it('전세대출이 있다고 하지 않으면 대출 상환 단계가 없어요', () => {
    expect(plan().guaranteeClaim.steps.map((step) => step.code)).not.toContain('LOAN_REPAID_FIRST');
    expect(plan({ jeonseLoanOutstanding: true }).guaranteeClaim.steps.map((step) => step.code)).toContain(
      'LOAN_REPAID_FIRST',
    );
  });
  it('청구 단계는 청구할 수 있는 날과, 경매 뒤라면 배당 부족분도 말해요', () => {
    const claimDetail = (auctionStarted: boolean) =>
      plan({ auctionStarted }).guaranteeClaim.steps.find((step) => step.code === 'CLAIM')?.detail;
    expect(claimDetail(false)).toBe('2026-12-01부터 보증기관에 이행을 청구할 수 있어요.');
    expect(claimDetail(true)).toBe(
      '2026-12-01부터 보증기관에 이행을 청구할 수 있어요. 경매·공매가 끝나 배당을 덜 받았다면 그 부족분도 청구할 수 있어요.',
    );
  });
  it('보증이 없거나 모르면 청구 날짜도 단계도 없어요', () => {
    for (const guarantee of ['NONE', 'UNKNOWN'] as const) {
      expect(
        guaranteeClaim(
          { guarantee, leaseEndedOn: '2026-01-31', jeonseLoanOutstanding: false, auctionStarted: false },
          TODAY,
        ),
      ).toEqual({
        guarantee,
        termsKnown: false,
        accidentOn: null,
        earliestClaimOn: null,
        claimOpen: false,
        steps: [],
        rule: null,
      });
    }
  });
  it('같은 날의 두 일정은 처음 정한 순서(보증 청구, 피해자 결정 마감)대로예요', () => {
    // 2027-04-30 ends → HUG's 보증사고 from 2027-05-31, the same day the special law ends.
    const timeline = plan({ leaseEndsOn: '2027-04-30' }).timeline.map((step) => [step.code, step.date]);
    expect(timeline).toEqual([
      ['LEASE_ENDED', '2027-04-30'],
      ['LEASE_REGISTRATION_FROM', '2027-05-01'],
      ['GUARANTEE_CLAIM_FROM', '2027-05-31'],
      ['FRAUD_DECISION_APPLY_BY', '2027-05-31'],
    ]);
  });
  it('잘못된 입력의 오류는 이름으로 알아볼 수 있어요', () => {
    expect(() => plan({ deposit: -1 })).toThrow(DepositTroubleInputError);
    try {
      plan({ deposit: -1 });
    } catch (error) {
      expect((error as Error).name).toBe('DepositTroubleInputError');
    }
  });
});
