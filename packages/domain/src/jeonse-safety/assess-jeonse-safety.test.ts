import { describe, expect, it } from 'vitest';
import { assessJeonseSafety, type JeonseSafetyInput } from './assess-jeonse-safety.ts';

const TODAY = '2026-11-24';
// 다세대 in 역삼동 valued by its 공시가격 of 2억: HUG counts 2억 × 140 % = 2억 8천 and takes up to 90 % of it.
const villa: JeonseSafetyInput = {
  districtCode: '1168010100',
  dongName: '역삼동',
  rentHousingType: 'HOUSEHOLD_HOUSE',
  rentalDeposit: 240_000_000,
  housePrice: null,
  recentSalesPrice: null,
  officialPrice: 200_000_000,
  priorLiens: 0,
};
const hugOf = (input: JeonseSafetyInput) =>
  assessJeonseSafety(input, TODAY).guarantees.find((g) => g.institution === 'HUG');

describe('assessJeonseSafety — worked cases of HUG 반환보증 (전세가율 90 %, 공시가격 140 %, 2023-05-01)', () => {
  it('공시가격 2억 다세대에 보증금 2억 4천, 선순위 없음이면 HUG 반환보증에 가입할 수 있고 한도는 2억 5,200만원이에요', () => {
    const answer = assessJeonseSafety(villa, TODAY);
    expect(answer.housePrice).toBe(280_000_000);
    expect(answer.housePriceBasis).toBe('OFFICIAL_PRICE');
    expect(hugOf(villa)).toMatchObject({ eligible: true, maxDeposit: 252_000_000 });
    expect(answer.jeonseRatioPercent).toBe(85.71);
    expect(answer.riskLevel).toBe('CAUTION');
  });

  it('같은 집에 보증금 2억 6천이면 반환보증이 거절되고 위험이에요', () => {
    const input = { ...villa, rentalDeposit: 260_000_000 };
    const hug = hugOf(input);
    expect(hug?.eligible).toBe(false);
    expect(hug?.reasons).toContain('보증금이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.');
    const answer = assessJeonseSafety(input, TODAY);
    expect(answer.riskLevel).toBe('DANGER');
    expect(answer.reasonCodes).toEqual(['JEONSE_RATIO_OVER_90', 'GUARANTEE_REFUSED']);
  });

  it('보증금 2억에 선순위 채권 6천만원이면 합이 2억 6천이라 거절돼요', () => {
    const input = { ...villa, rentalDeposit: 200_000_000, priorLiens: 60_000_000 };
    const hug = hugOf(input);
    expect(hug).toMatchObject({ eligible: false, maxDeposit: 192_000_000 });
    expect(hug?.reasons).toContain('보증금과 선순위 채권이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.');
  });

  it('2023년 5월 1일 전 기준(100 %, 150 %)으로는 같은 2억 6천도 가입할 수 있었어요', () => {
    expect(assessJeonseSafety({ ...villa, rentalDeposit: 260_000_000 }, '2023-04-30').guarantees[0]).toMatchObject({
      eligible: true,
      maxDeposit: 300_000_000,
    });
  });

  it('집값을 모르면 보증 가입 여부를 판단하지 않고(null) 집값을 물어요', () => {
    const answer = assessJeonseSafety({ ...villa, officialPrice: null }, TODAY);
    expect(answer.housePriceBasis).toBe('UNKNOWN');
    expect(answer.guarantees.map((g) => g.eligible)).toEqual([null, null, null]);
    expect(answer.riskLevel).toBe('CAUTION');
    expect(answer.reasonCodes).toEqual(['HOUSE_VALUE_UNKNOWN']);
  });

  it('보증금 한도(HUG 수도권 7억)를 넘으면 집값을 몰라도 거절이에요', () => {
    const answer = assessJeonseSafety({ ...villa, officialPrice: null, rentalDeposit: 800_000_000 }, TODAY);
    expect(answer.guarantees[0]?.eligible).toBe(false);
  });

  it('서울 보증금 1억 5천은 최우선변제 5,500만원을 받고, 2억은 소액보증금이 아니에요', () => {
    const small = assessJeonseSafety({ ...villa, rentalDeposit: 150_000_000 }, TODAY).smallDepositPriority;
    expect(small).toMatchObject({
      applies: true,
      protectedAmount: 55_000_000,
      threshold: 165_000_000,
      regionLabel: '서울',
    });
    const large = assessJeonseSafety({ ...villa, rentalDeposit: 200_000_000 }, TODAY).smallDepositPriority;
    expect(large).toMatchObject({ applies: false, protectedAmount: 0 });
  });

  it('근거 자료와 체크리스트가 함께 나와요', () => {
    const answer = assessJeonseSafety(villa, TODAY);
    expect(answer.sources.some((source) => source.includes('2023-02-02'))).toBe(true);
    expect(answer.sources.some((source) => source.includes('주택임대차보호법 시행령'))).toBe(true);
    expect(answer.checklist.map((item) => item.title)).toContain('전입신고와 확정일자');
  });
});
