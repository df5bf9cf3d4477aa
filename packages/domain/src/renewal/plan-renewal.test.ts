import { describe, expect, it } from 'vitest';
import { planRenewal } from './plan-renewal.ts';
import type { BankLoan, RenewalPlanInput } from './renewal-plan-input.ts';
import type { RenewalCondition } from './renewal-rule.ts';

const CONTEXT = { today: '2026-11-26', baseRateMilli: 2_500 };
const LEASE = {
  startsOn: '2025-05-21',
  endsOn: '2027-05-20',
  deposit: 300_000_000,
  monthlyRent: 0,
  termOrigin: 'NEW',
} as const;
const plan = (input: Partial<RenewalPlanInput> = {}, context = CONTEXT) =>
  planRenewal({ lease: LEASE, ...input }, context);
const said = (conditions: readonly RenewalCondition[]) =>
  conditions.map((condition) => `${condition.certainty} ${condition.code}: ${condition.message}`);

const REFUSAL =
  'S RENEWAL_REFUSAL_GROUNDS: 집주인이 직접 살려는 경우처럼 법이 정한 사유가 있으면 갱신요구를 거절할 수 있어요 (주택임대차보호법 제6조의3 제1항 단서).';
const ORDINANCE =
  'U LOCAL_ORDINANCE_CAP: 시·도 조례가 5 %보다 낮은 상한을 정했으면 그 상한이 적용돼요. 조례로 정한 곳이 있는지는 확인하지 못했어요.';
const AGREED =
  'S AGREED_CONTRACT_HAS_NO_CAP: 5 % 상한은 갱신요구권을 써서 갱신할 때 적용돼요. 요구하지 않고 합의해 새로 계약하면 상한이 없어요 (대법원 2002다23482).';
const FEE_NOT_GIVEN =
  'U GUARANTEE_FEE_NOT_GIVEN: 보증료율을 몰라 반환보증료는 계산하지 않았어요. 보증기관의 보증료율을 넣으면 계산해요.';
const EARLY_EXIT =
  'S EARLY_EXIT_COUNTS_FROM_RECEIPT: 3개월은 집주인이 해지 통지를 받은 날부터 세요. 통지가 늦게 닿으면 2027-02-26보다 늦어져요. 문자나 내용증명으로 받은 날을 남겨 두세요.';

describe('planRenewal — 이슈의 예', () => {
  it('만기 2027-05-20, 갱신요구권을 안 썼고 오늘이 2026-11-26이면 2026-11-20부터 2027-03-20까지 요구할 수 있고, 갱신하면 2029-05-20에 끝나요', () => {
    const answer = plan();
    expect(answer.renewalRightUnused).toBe(true);
    expect(answer.renewalRequestWindow).toEqual({ from: '2026-11-20', to: '2027-03-20', status: 'OPEN' });
    expect(answer.renewedLeaseEnd).toBe('2029-05-20');
    expect(answer.leavingNoticeBy).toBe('2027-03-20');
  });

  it('전세 3억, 기준금리 2.50 %: 3억 1,500만원까지, 그 5 %를 월세로 받으면 min(10 %, 4.5 %)로 한 달 56,250원까지예요', () => {
    expect(plan()).toMatchObject({
      maxDepositOnRenewal: 315_000_000,
      maxMonthlyRentForIncrease: 56_250,
      conversionCapMilli: 4_500,
      increaseCap: { increaseAllowed: true, maxDeposit: 315_000_000, maxMonthlyRent: 0 },
    });
  });

  describe('2억 은행 전세대출 4.20 % → 3.60 %, 6개월 전 대출', () => {
    const bankLoan: BankLoan = {
      kind: 'BANK',
      guarantor: 'HUG',
      balance: 200_000_000,
      rateMilli: 4_200,
      drawnOn: '2026-05-26',
      maturesOn: '2028-05-26',
      extensionsUsed: 0,
      isMetroArea: true,
      houseOwnership: 'NO_HOUSE',
    };
    const input: Partial<RenewalPlanInput> = {
      lease: { ...LEASE, startsOn: '2026-05-26', endsOn: '2028-05-25' },
      loan: bankLoan,
      refinanceOffer: { rateMilli: 3_600, prepaymentFeeRateMilli: 600, guaranteeFeeRateMilli: 150 },
    };
    it('수수료 900,000 + 보증료 450,000 + 인지세 절반 75,000 = 1,425,000, 한 달 100,000 절약, 14.25개월에 본전, 18개월이면 +375,000 (얇아요)', () => {
      expect(plan(input).refinance).toMatchObject({
        prepaymentFee: 900_000,
        guaranteeFee: 450_000,
        stampDuty: 75_000,
        upfrontCost: 1_425_000,
        monthlySaving: 100_000,
        breakEvenMonths: 14.25,
        horizonMonths: 18,
        net: 375_000,
        verdict: 'THIN_MARGIN',
        window: { from: '2026-08-27', to: '2027-05-25' },
        inWindow: true,
      });
    });
    it('12개월 뒤 이사하면 −225,000이라 갈아타지 않아요', () => {
      expect(plan({ ...input, plannedMoveOn: '2027-11-26' }).refinance).toMatchObject({
        upfrontCost: 1_425_000,
        horizonMonths: 12,
        net: -225_000,
        verdict: 'DONT_SWITCH',
      });
    });
    it('대환 조건들을 밝혀요: 인프라 기간(보도), 달 단위 계산, 보증료를 돌려받지 못함', () => {
      const conditions = said(plan(input).conditions);
      expect(conditions).toContain(
        'S REFINANCE_WINDOW_UNCONFIRMED: 대환대출 인프라로는 대출받고 3개월이 지난 뒤(2026-08-27)부터 임대차 기간의 절반이 지나기 전(2027-05-25)까지, 같은 보증기관의 대출로만 옮길 수 있다는 보도를 따랐어요. 금융위원회 원문은 확인하지 못했어요.',
      );
      expect(conditions.map((each) => each.split(':')[0])).toEqual([
        'S RENEWAL_REFUSAL_GROUNDS',
        'U LOCAL_ORDINANCE_CAP',
        'S AGREED_CONTRACT_HAS_NO_CAP',
        'S REFINANCE_WINDOW_UNCONFIRMED',
        'S REFINANCE_MONTHS_NOT_DAYS',
        'U REFINANCE_GUARANTEE_FEE_KEPT',
        'U GUARANTEE_FEE_NOT_GIVEN',
      ]);
    });
    it('무주택자의 은행 대출은 연장도 증액도 DSR 밖이고, 반환보증이 없으면 대출 보증기관의 기한을 보여줘요', () => {
      const answer = plan({ ...input, landlordOffer: { deposit: 315_000_000, monthlyRent: 0 } });
      expect(answer.bankLoan).toMatchObject({
        extension: { counted: false, reason: 'NO_HOUSE' },
        increase: { counted: false, reason: 'NO_HOUSE' },
        singleHouseLimit: null,
      });
      expect(answer.fundExtension).toBeNull();
      expect(answer.fundIncreaseLimit).toBeNull();
      expect(answer.guarantee).toMatchObject({ guarantor: 'HUG', action: 'NEW' });
    });
  });
});

describe('planRenewal — 계약', () => {
  it('전세만 있으면 조건은 거절 사유, 조례, 합의 재계약, 보증료 미입력이에요', () => {
    const answer = plan();
    expect(said(answer.conditions)).toEqual([REFUSAL, ORDINANCE, AGREED, FEE_NOT_GIVEN]);
    expect(answer).toMatchObject({
      earlyExitEffectiveDate: null,
      landlordOffer: null,
      fundExtension: null,
      bankLoan: null,
      refinance: null,
      brokerageFee: null,
      guaranteeDeadline: '2028-05-19',
    });
  });

  it('갱신요구 기간 전·첫날·마지막 날·다음 날', () => {
    const status = (today: string) => plan({}, { ...CONTEXT, today }).renewalRequestWindow?.status;
    expect(status('2026-11-19')).toBe('NOT_YET_OPEN');
    expect(status('2026-11-20')).toBe('OPEN');
    expect(status('2027-03-20')).toBe('OPEN');
    expect(status('2027-03-21')).toBe('CLOSED');
  });

  it('2020-12-10 전에 계약서를 쓴 계약은 1개월 전까지예요 (계약일을 알려 주면 그 날로 판단해요)', () => {
    const old = { startsOn: '2020-12-20', endsOn: '2022-12-19', termOrigin: 'NEW' as const };
    const today = { ...CONTEXT, today: '2022-06-01' };
    expect(plan({ lease: { ...LEASE, ...old, contractDate: '2020-12-09' } }, today).renewalRequestWindow).toMatchObject(
      {
        from: '2022-06-19',
        to: '2022-11-19',
      },
    );
    expect(plan({ lease: { ...LEASE, ...old } }, today).renewalRequestWindow?.to).toBe('2022-10-19');
  });

  it('마지막으로 올린 지 1년이 안 되면 올릴 수 없어요', () => {
    expect(plan({ lease: { ...LEASE, lastIncreaseOn: '2026-05-22' } })).toMatchObject({
      maxDepositOnRenewal: 300_000_000,
      maxMonthlyRentForIncrease: 0,
    });
  });

  it('갱신요구권을 이미 썼으면 요구 기간도 상한도 없고, 3개월 해지를 할 수 있어요', () => {
    const answer = plan({
      lease: { ...LEASE, termOrigin: 'RENEWAL_RIGHT_USED' },
      landlordOffer: { deposit: 400_000_000, monthlyRent: 0 },
    });
    expect(answer).toMatchObject({
      renewalRightUnused: false,
      renewalRequestWindow: null,
      increaseCap: null,
      maxDepositOnRenewal: null,
      maxMonthlyRentForIncrease: null,
      landlordOffer: { capApplies: false, overCap: false },
      earlyExitEffectiveDate: '2027-02-26',
      renewedLeaseEnd: '2029-05-20',
    });
    expect(said(answer.conditions)).toEqual([
      'S AGREED_CONTRACT_HAS_NO_CAP: 갱신요구권을 이미 써서 이번 만기에는 요구할 수 없어요. 집주인과 합의해 새로 계약하면 5 % 상한이 없어요 (대법원 2002다23482).',
      EARLY_EXIT,
      FEE_NOT_GIVEN,
    ]);
    expect(answer.timeline.map((step) => step.code)).toEqual([
      'EARLY_EXIT_LAST_DAY',
      'LEAVING_NOTICE_BY',
      'LEASE_ENDS',
      'GUARANTEE_DEADLINE',
    ]);
  });

  it('해지 통지일을 주면 그 날부터 3개월이에요', () => {
    expect(
      plan({ lease: { ...LEASE, termOrigin: 'IMPLICIT_RENEWAL' }, exitNoticeOn: '2026-12-31' }).earlyExitEffectiveDate,
    ).toBe('2027-03-31');
  });

  it('묵시적 갱신 중인 반전세에 상한을 넘는 제안이 오면 돌려받을 수 있다고 알리고, 환산 방식을 조건으로 밝혀요', () => {
    const answer = plan({
      lease: { ...LEASE, termOrigin: 'IMPLICIT_RENEWAL', monthlyRent: 100_000 },
      landlordOffer: { deposit: 300_000_000, monthlyRent: 200_000 },
    });
    // Cap: 315,000,000 and 105,000; the offer adds 100,000 of rent where 56,250 + 5,000 was the room.
    expect(answer.landlordOffer).toEqual({
      capApplies: true,
      overCap: true,
      excessAsDeposit: 10_333_334,
      excessAsMonthlyRent: 38_750,
      reclaimable: true,
    });
    expect(said(answer.conditions)).toEqual([
      REFUSAL,
      ORDINANCE,
      AGREED,
      'U MIXED_LEASE_CAP_READING: 월세가 있는 제안은 월세를 전환율 상한(연 4.5 %)으로 보증금에 환산해 5 % 상한과 견줬어요. 보증금과 월세를 함께 바꿀 때의 계산식은 법에 없어 확인이 필요해요.',
      EARLY_EXIT,
      FEE_NOT_GIVEN,
    ]);
  });

  it('전세 계약에 월세 없는 제안이면 환산 조건을 말하지 않고, 월세만 있는 계약이면 말해요', () => {
    const codes = (input: Partial<RenewalPlanInput>) => plan(input).conditions.map((each) => each.code);
    expect(codes({ landlordOffer: { deposit: 330_000_000, monthlyRent: 0 } })).not.toContain('MIXED_LEASE_CAP_READING');
    expect(codes({ landlordOffer: { deposit: 300_000_000, monthlyRent: 1 } })).toContain('MIXED_LEASE_CAP_READING');
    expect(
      codes({ lease: { ...LEASE, monthlyRent: 1 }, landlordOffer: { deposit: 300_000_000, monthlyRent: 0 } }),
    ).toContain('MIXED_LEASE_CAP_READING');
    expect(
      codes({
        lease: { ...LEASE, termOrigin: 'RENEWAL_RIGHT_USED', monthlyRent: 100_000 },
        landlordOffer: { deposit: 300_000_000, monthlyRent: 200_000 },
      }),
    ).not.toContain('MIXED_LEASE_CAP_READING');
  });

  it('상한을 넘는 전세 제안은 넘는 만큼을 알려요', () => {
    expect(plan({ landlordOffer: { deposit: 330_000_000, monthlyRent: 0 } }).landlordOffer).toMatchObject({
      overCap: true,
      excessAsDeposit: 15_000_000,
      reclaimable: true,
    });
  });
});

describe('planRenewal — 버팀목', () => {
  const fund = {
    kind: 'FUND' as const,
    balance: 100_000_000,
    rateMilli: 2_300,
    drawnOn: '2025-05-21',
    maturesOn: '2027-05-21',
    extensionsUsed: 4,
  };
  const lease = { ...LEASE, deposit: 150_000_000 };

  it('네 번 연장한 버팀목은 미성년 자녀 1명이면 한 번 더 연장할 수 있고, 원금 10 %를 안 갚으면 2년 40만원이 더 들어요', () => {
    const answer = plan({ lease, loan: fund, minorChildren: 1 });
    expect(answer.fundExtension).toMatchObject({
      allowed: true,
      extraExtension: { index: 1, childrenNeeded: 1, allowed: true },
      costWithoutRepaying: 400_000,
      repaymentToAvoidAddOn: 10_000_000,
    });
    expect(answer.fundIncreaseLimit).toBeNull();
    expect(answer.bankLoan).toBeNull();
    expect(said(answer.conditions)).toEqual([
      REFUSAL,
      ORDINANCE,
      AGREED,
      'U FUND_ADD_ON_READING: 원금 10 %를 갚지 않을 때의 가산금리(연 0.2 %p, 연장 1년 이하 0.1 %p)는 2차 자료로 읽었어요. 연장할 때마다 더해지는지는 확인하지 못했어요.',
      FEE_NOT_GIVEN,
    ]);
  });

  it('자녀 수를 모르면 0명으로 봐요', () => {
    expect(plan({ lease, loan: fund }).fundExtension?.allowed).toBe(false);
  });

  it('보증금이 오르면 늘릴 수 있는 금액을 보여주고, 비율(80 %)과 한도를 가정했으면 밝혀요', () => {
    const offer = { deposit: 157_500_000, monthlyRent: 0 };
    const answer = plan({ lease, loan: fund, minorChildren: 1, landlordOffer: offer });
    expect(answer.fundIncreaseLimit).toBe(7_500_000);
    expect(answer.conditions.map((each) => each.code)).toEqual([
      'RENEWAL_REFUSAL_GROUNDS',
      'LOCAL_ORDINANCE_CAP',
      'AGREED_CONTRACT_HAS_NO_CAP',
      'FUND_ADD_ON_READING',
      'FUND_LOAN_TO_DEPOSIT_ASSUMED',
      'FUND_PRODUCT_LIMIT_NOT_GIVEN',
      'GUARANTEE_FEE_NOT_GIVEN',
    ]);
    expect(said(answer.conditions)).toContain(
      'U FUND_LOAN_TO_DEPOSIT_ASSUMED: 늘릴 수 있는 대출은 올린 뒤 보증금의 80 %까지로 봤어요. 상품마다 비율이 달라요 (일반 버팀목 70 %).',
    );
    expect(said(answer.conditions)).toContain(
      'U FUND_PRODUCT_LIMIT_NOT_GIVEN: 상품 한도를 입력하지 않아 한도는 따지지 않았어요.',
    );
    const given = plan({
      lease,
      loan: { ...fund, loanToDepositPercent: 70, productLimit: 120_000_000 },
      minorChildren: 1,
      landlordOffer: offer,
    });
    expect(given.fundIncreaseLimit).toBe(7_500_000);
    expect(given.conditions.map((each) => each.code)).not.toContain('FUND_LOAN_TO_DEPOSIT_ASSUMED');
    expect(given.conditions.map((each) => each.code)).not.toContain('FUND_PRODUCT_LIMIT_NOT_GIVEN');
    expect(
      plan({ lease, loan: { ...fund, loanToDepositPercent: 60 }, minorChildren: 1, landlordOffer: offer })
        .fundIncreaseLimit,
    ).toBe(0);
  });

  it('신생아 특례는 12년 읽기를 조건으로 밝히고, 자녀에 따른 추가 연장은 하지 않는다고 말해요', () => {
    const newborn = { ...fund, kind: 'FUND_NEWBORN' as const };
    const within = plan({ lease, loan: newborn, minorChildren: 1 });
    expect(within.fundExtension).toMatchObject({ allowed: true, regularExtensions: 5, extraExtension: null });
    expect(within.conditions.map((each) => each.code)).toContain('FUND_TERM_READING');
    expect(within.conditions.map((each) => each.code)).not.toContain('FUND_NEWBORN_EXTRA_EXTENSIONS');
    const past = plan({ lease, loan: { ...newborn, extensionsUsed: 5 }, minorChildren: 1 });
    expect(past.fundExtension?.allowed).toBe(false);
    expect(said(past.conditions)).toEqual(
      expect.arrayContaining([
        'S FUND_TERM_READING: 신생아 특례 버팀목의 "최장 12년"을 대출기간(처음 2년과 2년씩 다섯 번 연장)으로 읽었어요. 특례금리 기간으로 적은 자료도 있어 기금 수탁은행에 확인이 필요해요.',
        'U FUND_NEWBORN_EXTRA_EXTENSIONS: 신생아 특례 버팀목도 미성년 자녀 수만큼 더 연장해 주는지는 찾지 못해 연장할 수 없다고 봤어요. 기금 수탁은행에 물어보세요.',
      ]),
    );
  });
});

describe('planRenewal — 은행 대출, 대환 기간, 반환보증, 이사', () => {
  const bank: BankLoan = {
    kind: 'BANK',
    guarantor: 'HF',
    balance: 150_000_000,
    rateMilli: 4_000,
    drawnOn: '2025-05-21',
    maturesOn: '2027-05-21',
    extensionsUsed: 0,
    isMetroArea: true,
    houseOwnership: 'ONE_HOUSE',
  };
  const input: Partial<RenewalPlanInput> = {
    landlordOffer: { deposit: 315_000_000, monthlyRent: 0 },
    loan: bank,
    refinanceOffer: { rateMilli: 3_500, prepaymentFeeRateMilli: 600, guaranteeFeeRateMilli: 100 },
    guarantee: { guarantor: 'SGI', yearlyFeeRateMilli: 200 },
    nextHome: { deposit: 10_000_000, monthlyRent: 500_000 },
  };

  it('모든 부분이 있는 계획', () => {
    const answer = plan(input);
    expect(answer.bankLoan).toMatchObject({
      extension: { counted: false, reason: 'EXTENSION_WITHOUT_INCREASE' },
      increase: { counted: true, reason: 'ONE_HOUSE' },
      singleHouseLimit: { limit: 200_000_000, maxIncrease: 50_000_000 },
    });
    expect(answer.refinance).toMatchObject({ inWindow: false, window: { from: '2025-08-22', to: '2026-05-19' } });
    expect(answer.guarantee).toMatchObject({
      guarantor: 'SGI',
      action: 'RENEW_WITH_INCREASE',
      deadline: '2028-03-20',
      feeForRenewedTerm: 1_260_000,
    });
    expect(answer.guaranteeDeadline).toBe('2028-03-20');
    expect(answer.brokerageFee).toBe(240_000);
    expect(said(answer.conditions)).toEqual([
      REFUSAL,
      ORDINANCE,
      AGREED,
      'U SINGLE_HOUSE_LIMIT_ON_EXTENSION: 증액 없이 연장하면 대출받을 때의 한도가 그대로라고 봤어요 (확인 필요). 보증금을 올리며 대출을 늘리면 오늘의 수도권 1주택자 한도 2억원 안에서만 늘릴 수 있어요.',
      'S REFINANCE_WINDOW_UNCONFIRMED: 대환대출 인프라로는 대출받고 3개월이 지난 뒤(2025-08-22)부터 임대차 기간의 절반이 지나기 전(2026-05-19)까지, 같은 보증기관의 대출로만 옮길 수 있다는 보도를 따랐어요. 금융위원회 원문은 확인하지 못했어요.',
      'S REFINANCE_OUTSIDE_WINDOW: 오늘은 그 기간 밖이라 인프라로는 옮길 수 없어요. 은행 창구에서 새 대출로 갚는 방법이 있는지 물어보세요.',
      'S REFINANCE_MONTHS_NOT_DAYS: 중도상환수수료·보증료·아끼는 이자는 달 단위로 셌어요. 은행은 날 단위로 계산해 조금 다를 수 있어요.',
      'U REFINANCE_GUARANTEE_FEE_KEPT: 새 대출의 보증료는 만기까지 한 번에 내고, 일찍 이사해도 돌려받지 못한다고 봤어요.',
      'U GUARANTEE_DEADLINE_ESTIMATE: SGI 전세금보장신용보험의 가입 기한은 보증기관 원문으로 확인하지 못했어요.',
      'U GUARANTEE_INCREASE_HANDLING: 보증금이 오르면 지금 보증을 늘려 갱신하는지 새로 가입하는지 확인하지 못했어요. 보증기관에 물어보세요.',
      'S BROKERAGE_FEE_IS_A_CEILING: 중개보수는 법정 상한이에요. 실제 금액은 이 안에서 중개사와 정하고, 부가세는 따로예요.',
    ]);
  });

  it('반환보증이 없으면 은행 대출의 보증기관 기한으로, 보증금이 그대로면 늘리지 않아요', () => {
    const answer = plan({ loan: bank });
    expect(answer.guarantee).toMatchObject({ guarantor: 'HF', action: 'NEW', deadline: '2028-05-19' });
    expect(answer.bankLoan?.increase).toBeNull();
    expect(said(answer.conditions)).toContain(
      'U GUARANTEE_DEADLINE_ESTIMATE: HF 전세지킴보증의 가입 기한은 보증기관 원문으로 확인하지 못했어요.',
    );
  });

  it('대환 기간의 첫날과 마지막 날은 기간 안이에요', () => {
    const refinance = { loan: bank, refinanceOffer: input.refinanceOffer };
    const inWindow = (today: string) => plan(refinance, { ...CONTEXT, today }).refinance?.inWindow;
    expect(inWindow('2025-08-21')).toBe(false);
    expect(inWindow('2025-08-22')).toBe(true);
    expect(inWindow('2026-05-19')).toBe(true);
    expect(inWindow('2026-05-20')).toBe(false);
  });

  it('타임라인은 대출 만기와 대환 마감을 넣어 날짜순이에요', () => {
    expect(plan(input).timeline.map((step) => [step.code, step.date, step.passed])).toEqual([
      ['REFINANCE_WINDOW_CLOSES', '2026-05-19', true],
      ['RENEWAL_REQUEST_OPENS', '2026-11-20', true],
      ['RENEWAL_REQUEST_CLOSES', '2027-03-20', false],
      ['LEAVING_NOTICE_BY', '2027-03-20', false],
      ['LOAN_EXTENSION_APPLY_FROM', '2027-04-21', false],
      ['LEASE_ENDS', '2027-05-20', false],
      ['LOAN_MATURES', '2027-05-21', false],
      ['GUARANTEE_DEADLINE', '2028-03-20', false],
    ]);
  });
});

describe('planRenewal — 남을까 옮길까', () => {
  const fundLoan = {
    kind: 'FUND',
    balance: 100_000_000,
    rateMilli: 2_400,
    drawnOn: '2025-05-21',
    maturesOn: '2027-05-21',
    extensionsUsed: 0,
  } as const;
  const nextHome = { deposit: 200_000_000, monthlyRent: 300_000, monthlyTotal: 700_000, movingCost: 1_000_000 };
  const COUNTED =
    'U STAY_OR_MOVE_WHAT_IS_COUNTED: 남을 때는 갱신 뒤 월세와 지금 대출의 이자, 연장 가산금리만 셌어요. 지금 집에 묶인 자기자금의 이자와 올려 줄 보증금의 비용은 세지 않았어요. 옮길 때는 임대 조건 비교의 월 비용(대출 이자, 자기자금 이자, 보증료·인지세, 월세 세액공제)에 중개보수 상한과 이사비를 더했어요. 관리비는 두 쪽 다 세지 않았어요.';
  const NO_MOVING_COST =
    'U MOVING_COST_NOT_GIVEN: 이사비를 입력하지 않아 0원으로 계산했어요. 넣으면 옮길 때 비용에 더해요.';

  it('갱신 월세 5만원과 버팀목 1억 2.4 %(가산 40만원)로 남기와 월 비용 70만원인 집으로 옮기기를 24개월로 견줘요', () => {
    const answer = plan({ landlordOffer: { deposit: 300_000_000, monthlyRent: 50_000 }, loan: fundLoan, nextHome });
    expect(answer.brokerageFee).toBe(690_000);
    expect(answer.stayOrMove).toEqual({
      horizonMonths: 24,
      staying: {
        monthlyCost: 266_667,
        totalOverHorizon: 6_400_000,
        monthlyRent: 50_000,
        loanInterest: 4_800_000,
        extensionCost: 400_000,
      },
      moving: {
        monthlyCost: 770_417,
        totalOverHorizon: 18_490_000,
        offerMonthlyTotal: 700_000,
        brokerageFee: 690_000,
        movingCost: 1_000_000,
      },
      difference: 12_090_000,
      monthlyDifference: 503_750,
      aboutTheSameBand: 266_667,
      verdict: 'STAY',
    });
    expect(said(answer.conditions)).toContain(COUNTED);
    expect(said(answer.conditions)).not.toContain(NO_MOVING_COST);
    expect(said(answer.conditions).at(-1)).toBe(COUNTED);
  });

  it('집주인 제안이 없으면 지금 월세로, 대출이 없으면 이자 없이, 이사비가 없으면 0원으로 세고 그렇다고 말해요', () => {
    const answer = plan({
      lease: { ...LEASE, deposit: 50_000_000, monthlyRent: 900_000 },
      nextHome: { deposit: 300_000_000, monthlyRent: 0, monthlyTotal: 600_000 },
    });
    expect(answer.stayOrMove).toMatchObject({
      staying: { monthlyCost: 900_000, totalOverHorizon: 21_600_000, loanInterest: 0, extensionCost: 0 },
      moving: { monthlyCost: 637_500, totalOverHorizon: 15_300_000, brokerageFee: 900_000, movingCost: 0 },
      difference: -6_300_000,
      verdict: 'MOVE',
    });
    expect(said(answer.conditions).slice(-2)).toEqual([COUNTED, NO_MOVING_COST]);
  });

  it('은행 대출은 연장 가산금리 없이 이자만 세요', () => {
    const bank: BankLoan = {
      kind: 'BANK',
      guarantor: 'HUG',
      balance: 200_000_000,
      rateMilli: 4_200,
      drawnOn: '2026-05-26',
      maturesOn: '2028-05-26',
      extensionsUsed: 0,
      isMetroArea: true,
      houseOwnership: 'NO_HOUSE',
    };
    expect(plan({ loan: bank, nextHome }).stayOrMove?.staying).toEqual({
      monthlyCost: 700_000,
      totalOverHorizon: 16_800_000,
      monthlyRent: 0,
      loanInterest: 16_800_000,
      extensionCost: 0,
    });
  });

  it('이사 갈 집이 없거나 그 집의 한 달 비용을 모르면 견주지 않고, 그 조건도 말하지 않아요', () => {
    const withoutTotal = plan({ nextHome: { deposit: 200_000_000, monthlyRent: 300_000 } });
    expect(withoutTotal.stayOrMove).toBeNull();
    expect(withoutTotal.brokerageFee).toBe(690_000);
    expect(withoutTotal.conditions.map((condition) => condition.code)).not.toContain('STAY_OR_MOVE_WHAT_IS_COUNTED');
    expect(plan().stayOrMove).toBeNull();
  });
});

describe('planRenewal — 잘못된 입력', () => {
  it('계약 만기가 시작일보다 앞서면 RenewalInputError 로 칸과 이유를 알려줘요', () => {
    expect(() => plan({ lease: { ...LEASE, endsOn: '2025-05-01' } })).toThrow(
      expect.objectContaining({
        name: 'RenewalInputError',
        field: 'lease.endsOn',
        reason: '계약 만기는 계약 시작일보다 뒤여야 해요.',
      }),
    );
  });
  it('대출 잔액이 보증금보다 크면 안 돼요', () => {
    expect(() =>
      plan({
        loan: {
          kind: 'FUND',
          balance: 300_000_001,
          rateMilli: 2_300,
          drawnOn: '2025-05-21',
          maturesOn: '2027-05-21',
          extensionsUsed: 0,
        },
      }),
    ).toThrow('대출 잔액은 보증금보다 클 수 없어요.');
  });
});
