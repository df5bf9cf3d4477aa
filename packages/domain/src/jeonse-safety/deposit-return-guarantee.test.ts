import { describe, expect, it } from 'vitest';
import type { PolicyDate } from '../policy/policy-date.ts';
import {
  assessDepositReturnGuarantee,
  maxDepositByJeonseRatio,
  priorLiensOverLimit,
  rentAsDeposit,
  type DepositReturnGuaranteeInput,
} from './deposit-return-guarantee.ts';
import { depositReturnGuaranteeTerms, GUARANTORS, type Guarantor } from './deposit-return-guarantee-terms.ts';

const TODAY = '2026-11-24';
// 공시가격 2억 다세대 in 서울: valued at 2억 × 140 % = 2억 8천, of which 90 % is 2억 5,200만.
const villa: DepositReturnGuaranteeInput = {
  rentalDeposit: 240_000_000,
  monthlyRent: 0,
  priorLiens: 0,
  rentHousingType: 'HOUSEHOLD_HOUSE',
  isCapital: true,
  houseValue: { value: 280_000_000, basis: 'OFFICIAL_PRICE' },
};
const PRODUCT: Record<Guarantor, string> = {
  HUG: 'HUG 반환보증',
  HF: 'HF 전세지킴보증',
  SGI: 'SGI 전세금보장신용보험',
};
const IS_ESTIMATE: Record<Guarantor, boolean> = { HUG: false, HF: true, SGI: true };
const assess = (institution: Guarantor, input: Partial<DepositReturnGuaranteeInput>, date: PolicyDate = TODAY) =>
  assessDepositReturnGuarantee(institution, depositReturnGuaranteeTerms(institution, date), { ...villa, ...input });

describe('assessDepositReturnGuarantee — (보증금 + 선순위 채권) ≤ 주택가격 × 90 %', () => {
  it.each(GUARANTORS)('%s: 2억 8천의 90 %인 2억 5,200만원까지는 가입할 수 있고 1원이라도 넘으면 거절이에요', (g) => {
    expect(assess(g, { rentalDeposit: 252_000_000 })).toEqual({
      institution: g,
      eligible: true,
      maxDeposit: 252_000_000,
      reasons: [`보증금 2억 5,200만원까지 ${PRODUCT[g]}에 가입할 수 있어요.`],
      isEstimate: IS_ESTIMATE[g],
      needsTrusteeConsent: false,
    });
    expect(assess(g, { rentalDeposit: 252_000_001 })).toEqual({
      institution: g,
      eligible: false,
      maxDeposit: 252_000_000,
      reasons: [`보증금이 주택가격의 90%를 넘어서 ${PRODUCT[g]}에 가입할 수 없어요.`],
      isEstimate: IS_ESTIMATE[g],
      needsTrusteeConsent: false,
    });
  });

  it.each(GUARANTORS)(
    '%s: 선순위 채권 6천만원이 있으면 한도가 1억 9,200만원으로 줄고, 넘으면 둘을 합쳐 말해요',
    (g) => {
      const liens = { priorLiens: 60_000_000 };
      expect(assess(g, { ...liens, rentalDeposit: 192_000_000 })).toMatchObject({
        eligible: true,
        maxDeposit: 192_000_000,
        reasons: [`보증금 1억 9,200만원까지 ${PRODUCT[g]}에 가입할 수 있어요.`],
      });
      expect(assess(g, { ...liens, rentalDeposit: 192_000_001 })).toMatchObject({
        eligible: false,
        maxDeposit: 192_000_000,
        reasons: [`보증금과 선순위 채권이 주택가격의 90%를 넘어서 ${PRODUCT[g]}에 가입할 수 없어요.`],
      });
    },
  );

  it('선순위 채권이 집값의 90 %를 넘으면 받을 수 있는 보증금은 0원이에요 (음수가 아니에요)', () => {
    expect(maxDepositByJeonseRatio(280_000_000, 300_000_000, 90)).toBe(0);
    expect(assess('HUG', { priorLiens: 300_000_000, rentalDeposit: 1 })).toMatchObject({
      eligible: false,
      maxDeposit: 0,
    });
  });

  it.each(GUARANTORS)('%s: 집값을 모르면 판단하지 않고(null) 집값을 물어요', (g) => {
    expect(assess(g, { houseValue: { value: null, basis: 'UNKNOWN' } })).toEqual({
      institution: g,
      eligible: null,
      maxDeposit: null,
      reasons: [`집값을 알려주시면 ${PRODUCT[g]}에 가입할 수 있는지 알려드릴게요.`],
      isEstimate: IS_ESTIMATE[g],
      needsTrusteeConsent: false,
    });
  });

  it('집값을 몰라도 보증금 한도(HUG 수도권 7억)를 넘으면 거절이고, 두 가지를 다 말해요', () => {
    const unknown = { houseValue: { value: null, basis: 'UNKNOWN' } } as const;
    expect(assess('HUG', { ...unknown, rentalDeposit: 700_000_001 })).toEqual({
      institution: 'HUG',
      eligible: false,
      maxDeposit: null,
      reasons: [
        '보증금 7억 1원이 HUG 반환보증 보증금 한도 7억원을 넘어요.',
        '집값을 알려주시면 HUG 반환보증에 가입할 수 있는지 알려드릴게요.',
      ],
      isEstimate: false,
      needsTrusteeConsent: false,
    });
  });

  it('한도와 전세가율을 둘 다 넘으면 이유도 둘이에요 (HF, 수도권 밖 5억, 집값 5억)', () => {
    const busan = { isCapital: false, houseValue: { value: 500_000_000, basis: 'MARKET_PRICE' } } as const;
    expect(assess('HF', { ...busan, rentalDeposit: 500_000_001 })).toEqual({
      institution: 'HF',
      eligible: false,
      maxDeposit: 450_000_000,
      reasons: [
        '보증금 5억 1원이 HF 전세지킴보증 보증금 한도 5억원을 넘어요.',
        '보증금이 주택가격의 90%를 넘어서 HF 전세지킴보증에 가입할 수 없어요.',
      ],
      isEstimate: true,
      needsTrusteeConsent: false,
    });
  });

  it('SGI는 아파트가 아니면 10억까지 받아요: 집값 20억에 10억은 가입, 10억 1원은 한도 초과예요', () => {
    const house = { houseValue: { value: 2_000_000_000, basis: 'MARKET_PRICE' } } as const;
    expect(assess('SGI', { ...house, rentalDeposit: 1_000_000_000 })).toMatchObject({
      eligible: true,
      maxDeposit: 1_000_000_000,
      reasons: ['보증금 10억원까지 SGI 전세금보장신용보험에 가입할 수 있어요.'],
    });
    expect(assess('SGI', { ...house, rentalDeposit: 1_000_000_001 })).toMatchObject({
      eligible: false,
      maxDeposit: 1_000_000_000,
      reasons: ['보증금 10억 1원이 SGI 전세금보장신용보험 보증금 한도 10억원을 넘어요.'],
    });
  });

  it.each(['2023-04-30', TODAY])(
    '%s: 서울 아파트 시세 20억에 보증금 15억이면 HUG·HF는 7억 한도로 거절, SGI는 한도 없이 전세가율로만 봐요',
    (date) => {
      const apartment = {
        rentHousingType: 'APARTMENT',
        rentalDeposit: 1_500_000_000,
        houseValue: { value: 2_000_000_000, basis: 'MARKET_PRICE' },
      } as const;
      // Before 2023-05-01 the 전세가율 cap was 100 % (20억), from then 90 % (18억).
      const sgiMax = date === TODAY ? 1_800_000_000 : 2_000_000_000;
      expect(GUARANTORS.map((g) => assess(g, apartment, date)).map((a) => [a.eligible, a.maxDeposit])).toEqual([
        [false, 700_000_000],
        [false, 700_000_000],
        [true, sgiMax],
      ]);
      expect(assess('HUG', apartment, date).reasons).toEqual([
        '보증금 15억원이 HUG 반환보증 보증금 한도 7억원을 넘어요.',
      ]);
    },
  );
});

// HUG 상품안내 (issue 47 #5, ADR 0041): 선순위채권 ≤ 주택가액(주택가격 × 90 %) × 60 %, 단독·다가구는 다른 세입자의
// 선순위 보증금을 더해 80 %. 아파트 시세 3억: 주택가액 2억 7,000만, 60 %는 1억 6,200만, 80 %는 2억 1,600만.
const apartment: Partial<DepositReturnGuaranteeInput> = {
  rentHousingType: 'APARTMENT',
  houseValue: { value: 300_000_000, basis: 'MARKET_PRICE' },
  rentalDeposit: 90_000_000,
};

describe('assessDepositReturnGuarantee — HUG 선순위 채권 한도: 주택가액의 60 % (단독·다가구 80 %)', () => {
  it('선순위 채권 1억 6,200만원(주택가액의 60 %)까지는 가입할 수 있고 1원만 넘어도 거절이에요', () => {
    expect(assess('HUG', { ...apartment, priorLiens: 162_000_000 })).toMatchObject({
      eligible: true,
      maxDeposit: 108_000_000,
    });
    expect(assess('HUG', { ...apartment, priorLiens: 162_000_001 })).toEqual({
      institution: 'HUG',
      eligible: false,
      maxDeposit: 0,
      reasons: [
        '선순위 채권 1억 6,200만 1원이 주택가액(집값의 90%) 2억 7,000만원의 60%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
      ],
      isEstimate: false,
      needsTrusteeConsent: false,
    });
  });

  it('보증금과 선순위 채권의 합이 주택가액 안이어도 선순위 채권이 60 %를 넘으면 거절이에요 (3억 아파트, 선순위 1.7억, 보증금 9천만)', () => {
    const answer = assess('HUG', { ...apartment, priorLiens: 170_000_000 });
    expect(answer.eligible).toBe(false);
    expect(answer.reasons).toEqual([
      '선순위 채권 1억 7,000만원이 주택가액(집값의 90%) 2억 7,000만원의 60%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
    ]);
  });

  it('단독·다가구는 먼저 들어온 세입자들의 보증금을 더해 80 %(2억 1,600만원)까지예요', () => {
    const familyHouse = { ...apartment, rentHousingType: 'FAMILY_HOUSE' as const, rentalDeposit: 50_000_000 };
    expect(assess('HUG', { ...familyHouse, priorLiens: 216_000_000 })).toMatchObject({
      eligible: true,
      maxDeposit: 54_000_000,
    });
    expect(assess('HUG', { ...familyHouse, priorLiens: 216_000_001 }).reasons[0]).toBe(
      '선순위 채권과 먼저 들어온 세입자들의 보증금 2억 1,600만 1원이 주택가액(집값의 90%) 2억 7,000만원의 80%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
    );
  });

  it('2023-05-01 전(주택가액 = 주택가격의 100 %)에는 주택가격의 60 %예요', () => {
    expect(assess('HUG', { ...apartment, priorLiens: 180_000_000 }, '2023-04-30').eligible).toBe(true);
    expect(assess('HUG', { ...apartment, priorLiens: 180_000_001 }, '2023-04-30').eligible).toBe(false);
  });

  it('HF·SGI의 선순위 한도는 찾지 못해서 따지지 않아요', () => {
    expect(assess('HF', { ...apartment, priorLiens: 170_000_000 }).eligible).toBe(true);
    expect(assess('SGI', { ...apartment, priorLiens: 170_000_000 }).eligible).toBe(true);
  });

  it('priorLiensOverLimit는 반올림한 비율이 아니라 금액 그대로 비교해요', () => {
    expect(priorLiensOverLimit(300_000_000, 162_000_000, 90, 60)).toBe(false);
    expect(priorLiensOverLimit(300_000_000, 162_000_001, 90, 60)).toBe(true);
    expect(priorLiensOverLimit(100_000_000, 54_000_001, 90, 60)).toBe(true);
  });
});

// HUG 공지 2026-06-24: 반전세는 보증금 + 월세 × 12 ÷ 전월세전환율로 7억/5억 한도를 봐요. 2026-07-01 신청분부터 6.5 %,
// 그 전 6.4 %. 월세 100만원: 6.5 %면 1억 8,461만 5,384원, 6.4 %면 1억 8,750만원.
describe('assessDepositReturnGuarantee — HUG 반전세: 월세를 전월세전환율로 환산해 보증금 한도를 봐요', () => {
  const bigApartment: Partial<DepositReturnGuaranteeInput> = {
    rentHousingType: 'APARTMENT',
    houseValue: { value: 1_000_000_000, basis: 'MARKET_PRICE' },
    monthlyRent: 1_000_000,
  };

  it('rentAsDeposit: 월세 × 12 ÷ 전환율, 원 미만은 버려요', () => {
    expect(rentAsDeposit(1_000_000, 6.5)).toBe(184_615_384);
    expect(rentAsDeposit(1_000_000, 6.4)).toBe(187_500_000);
    expect(rentAsDeposit(0, 6.5)).toBe(0);
  });

  it('2026-07-01부터 6.5 %: 환산 보증금 7억원까지 가입하고 1원만 넘어도 거절이에요', () => {
    const atCap = 700_000_000 - 184_615_384;
    expect(assess('HUG', { ...bigApartment, rentalDeposit: atCap }, '2026-07-01')).toMatchObject({
      eligible: true,
      maxDeposit: atCap,
    });
    expect(assess('HUG', { ...bigApartment, rentalDeposit: atCap + 1 }, '2026-07-01')).toEqual({
      institution: 'HUG',
      eligible: false,
      maxDeposit: atCap,
      reasons: [
        '월세 100만원을 전월세전환율 6.5%로 보증금에 더하면 7억 1원이라 HUG 반환보증 보증금 한도 7억원을 넘어요.',
      ],
      isEstimate: false,
      needsTrusteeConsent: false,
    });
  });

  it('2026-06-30까지는 6.4 %: 같은 보증금 5억 1,500만원이 6.5 %로는 한도 안, 6.4 %로는 한도 밖이에요', () => {
    const deposit = 515_000_000;
    expect(assess('HUG', { ...bigApartment, rentalDeposit: deposit }, '2026-07-01').eligible).toBe(true);
    expect(assess('HUG', { ...bigApartment, rentalDeposit: deposit }, '2026-06-30')).toMatchObject({
      eligible: false,
      maxDeposit: 700_000_000 - 187_500_000,
      reasons: [
        '월세 100만원을 전월세전환율 6.4%로 보증금에 더하면 7억 250만원이라 HUG 반환보증 보증금 한도 7억원을 넘어요.',
      ],
    });
  });

  it('수도권 밖은 5억원 한도로 봐요', () => {
    const atCap = 500_000_000 - 184_615_384;
    expect(assess('HUG', { ...bigApartment, isCapital: false, rentalDeposit: atCap }).eligible).toBe(true);
    expect(assess('HUG', { ...bigApartment, isCapital: false, rentalDeposit: atCap + 1 }).eligible).toBe(false);
  });

  it('집값을 몰라도 환산 보증금이 한도를 넘으면 거절이에요', () => {
    const unknown = { ...bigApartment, houseValue: { value: null, basis: 'UNKNOWN' as const } };
    expect(assess('HUG', { ...unknown, rentalDeposit: 600_000_000 }).eligible).toBe(false);
    expect(assess('HUG', { ...unknown, rentalDeposit: 500_000_000 }).eligible).toBeNull();
  });

  it('HF는 월세를 어떻게 보는지 찾지 못해서 보증금만으로 판단하고 그렇다고 말해요; 월세가 없으면 말하지 않아요', () => {
    const answer = assess('HF', { ...bigApartment, rentalDeposit: 600_000_000 });
    expect(answer.eligible).toBe(true);
    expect(answer.reasons).toEqual([
      '보증금 7억원까지 HF 전세지킴보증에 가입할 수 있어요.',
      'HF 전세지킴보증이 월세를 보증금으로 환산해 한도를 보는지는 확인하지 못해서 보증금만으로 판단했어요. 월세가 있으면 가입할 수 있는지 꼭 물어보세요.',
    ]);
    expect(assess('HF', { ...bigApartment, monthlyRent: 0, rentalDeposit: 600_000_000 }).reasons).toHaveLength(1);
    // SGI's apartments have no deposit cap: the rent cannot change its answer.
    expect(assess('SGI', { ...bigApartment, rentalDeposit: 600_000_000 }).reasons).toHaveLength(1);
    // With the house value unknown too, both are said.
    expect(
      assess('HF', { ...bigApartment, rentalDeposit: 600_000_000, houseValue: { value: null, basis: 'UNKNOWN' } })
        .reasons,
    ).toEqual([
      '집값을 알려주시면 HF 전세지킴보증에 가입할 수 있는지 알려드릴게요.',
      'HF 전세지킴보증이 월세를 보증금으로 환산해 한도를 보는지는 확인하지 못해서 보증금만으로 판단했어요. 월세가 있으면 가입할 수 있는지 꼭 물어보세요.',
    ]);
  });
});

describe('assessDepositReturnGuarantee — 등기부의 권리침해 (issue 50 #2)', () => {
  it.each(GUARANTORS)('%s: 압류·가압류·가처분·경매가 있으면 숫자로는 되어도 가입할 수 없고 그 이유를 말해요', (g) => {
    for (const flag of ['SEIZURE', 'PROVISIONAL_SEIZURE', 'INJUNCTION', 'AUCTION'] as const) {
      const answer = assess(g, { rentalDeposit: 100_000_000, registryFlags: [flag] });
      expect(answer.eligible).toBe(false);
      expect(answer.maxDeposit).toBe(0);
      expect(answer.reasons.some((reason) => reason.includes('가입할 수 있어요'))).toBe(false);
      expect(answer.reasons[0]).toMatch(new RegExp(`^등기부에 .+ 등기가 있어서 ${PRODUCT[g]}에 가입할 수 없어요`));
    }
  });

  it('가압류 등기가 있으면 그 이름을 말해요', () => {
    expect(assess('HUG', { rentalDeposit: 100_000_000, registryFlags: ['PROVISIONAL_SEIZURE'] }).reasons[0]).toBe(
      '등기부에 가압류 등기가 있어서 HUG 반환보증에 가입할 수 없어요. 보증기관은 권리침해가 있는 집을 받지 않아요. 말소된 등기부로 다시 확인하세요.',
    );
  });

  it.each(GUARANTORS)('%s: 신탁은 신탁사 동의가 있을 때만이라고 조건을 달아요 (eligible은 null)', (g) => {
    const answer = assess(g, { rentalDeposit: 100_000_000, registryFlags: ['TRUST'] });
    expect(answer).toMatchObject({ eligible: null, needsTrusteeConsent: true, maxDeposit: 252_000_000 });
    expect(answer.reasons[0]).toBe(
      `등기부에 신탁이 있어요. 신탁사(수탁자)의 임대 동의서가 있으면 보증금 2억 5,200만원까지 ${PRODUCT[g]}에 가입할 수 있고, 동의가 없으면 가입할 수 없어요.`,
    );
  });

  it('신탁이어도 숫자로 거절되면 거절이고, 이유는 숫자의 것뿐이에요 (신탁은 거절 사유가 아니에요)', () => {
    expect(assess('HUG', { rentalDeposit: 260_000_000, registryFlags: ['TRUST'] })).toMatchObject({
      eligible: false,
      maxDeposit: 0,
      reasons: ['보증금이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.'],
    });
  });

  it('권리침해가 있고 숫자로도 넘으면 두 이유를 다 말해요', () => {
    expect(
      assess('HUG', { rentalDeposit: 260_000_000, registryFlags: ['PROVISIONAL_SEIZURE', 'AUCTION'] }),
    ).toMatchObject({
      eligible: false,
      maxDeposit: 0,
      reasons: [
        '등기부에 가압류·경매개시결정 등기가 있어서 HUG 반환보증에 가입할 수 없어요. 보증기관은 권리침해가 있는 집을 받지 않아요. 말소된 등기부로 다시 확인하세요.',
        '보증금이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
      ],
    });
  });

  it('신탁인데 집값을 모르면 한도 없이 동의 조건을 말하고, 집값을 물어요', () => {
    expect(
      assess('HUG', {
        rentalDeposit: 100_000_000,
        registryFlags: ['TRUST'],
        houseValue: { value: null, basis: 'UNKNOWN' },
      }),
    ).toMatchObject({
      eligible: null,
      needsTrusteeConsent: true,
      reasons: [
        '등기부에 신탁이 있어요. 신탁사(수탁자)의 임대 동의서가 있으면 HUG 반환보증에 가입할 수 있고, 동의가 없으면 가입할 수 없어요.',
        '집값을 알려주시면 HUG 반환보증에 가입할 수 있는지 알려드릴게요.',
      ],
    });
  });

  it('권리침해가 아닌 표시(전세권·최근 이전)는 보증 판단을 바꾸지 않아요', () => {
    const plain = assess('HUG', { rentalDeposit: 100_000_000 });
    expect(
      assess('HUG', { rentalDeposit: 100_000_000, registryFlags: ['JEONSE_RIGHT', 'RECENT_OWNERSHIP_TRANSFER'] }),
    ).toEqual(plain);
  });
});
