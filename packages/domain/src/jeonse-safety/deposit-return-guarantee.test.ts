import { describe, expect, it } from 'vitest';
import type { PolicyDate } from '../policy/policy-date.ts';
import {
  assessDepositReturnGuarantee,
  maxDepositByJeonseRatio,
  type DepositReturnGuaranteeInput,
} from './deposit-return-guarantee.ts';
import { depositReturnGuaranteeTerms, GUARANTORS, type Guarantor } from './deposit-return-guarantee-terms.ts';

const TODAY = '2026-11-24';
// 공시가격 2억 다세대 in 서울: valued at 2억 × 140 % = 2억 8천, of which 90 % is 2억 5,200만.
const villa: DepositReturnGuaranteeInput = {
  rentalDeposit: 240_000_000,
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
    });
    expect(assess(g, { rentalDeposit: 252_000_001 })).toEqual({
      institution: g,
      eligible: false,
      maxDeposit: 252_000_000,
      reasons: [`보증금이 주택가격의 90%를 넘어서 ${PRODUCT[g]}에 가입할 수 없어요.`],
      isEstimate: IS_ESTIMATE[g],
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
