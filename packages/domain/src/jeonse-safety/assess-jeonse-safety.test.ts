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
    expect(answer.riskLevel).toBe('UNKNOWN');
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

  it('선순위 채권이 1원이라도 있으면 최우선변제는 근저당 설정일의 기준일 수 있다고 덧붙이고, 없으면 말하지 않아요', () => {
    const protectedFirst =
      '서울 소액임차인이라서 집이 경매로 넘어가도 보증금 중 5,500만원은 다른 채권보다 먼저 돌려받아요. 경매 등기 전에 전입신고와 이사를 마쳐야 해요.';
    const withLien = assessJeonseSafety({ ...villa, rentalDeposit: 150_000_000, priorLiens: 1 }, TODAY);
    expect(withLien.smallDepositPriority.reasons).toEqual([
      protectedFirst,
      '선순위 근저당이 있다면 그 설정일에 시행 중이던 기준이 적용돼서, 보호받는 금액이 이보다 적을 수 있어요.',
    ]);
    const noLien = assessJeonseSafety({ ...villa, rentalDeposit: 150_000_000, priorLiens: 0 }, TODAY);
    expect(noLien.smallDepositPriority.reasons).toEqual([protectedFirst]);
  });

  it('근거 자료와 체크리스트가 함께 나와요', () => {
    const answer = assessJeonseSafety(villa, TODAY);
    // Each source once, and each a real sentence: a checklist item without a source adds none.
    expect(new Set(answer.sources).size).toBe(answer.sources.length);
    const checklistSources = answer.checklist.flatMap((item) => (item.source === undefined ? [] : [item.source]));
    expect(checklistSources.length).toBeLessThan(answer.checklist.length);
    for (const source of answer.sources) expect(source).toMatch(/\d{4}|법|보증|HUG|HF|SGI/);
    expect(answer.sources.some((source) => source.includes('2023-02-02'))).toBe(true);
    expect(answer.sources.some((source) => source.includes('주택임대차보호법 시행령'))).toBe(true);
    expect(answer.checklist.map((item) => item.title)).toContain('전입신고와 확정일자');
  });

  it('체크리스트는 보증금과 기준일을 따라요: 1천만원 넘는 보증금에만 미납 국세 열람이 있고, 그 규칙의 출처가 근거에 들어가요', () => {
    const codesOf = (rentalDeposit: number) =>
      assessJeonseSafety({ ...villa, rentalDeposit }, TODAY).checklist.map((item) => item.code);
    expect(codesOf(10_000_000)).not.toContain('UNPAID_TAX_VIEW');
    expect(codesOf(10_000_001)).toContain('UNPAID_TAX_VIEW');
    const answer = assessJeonseSafety(villa, TODAY);
    expect(answer.sources.some((source) => source.includes('주택임대차보호법 제3조의7'))).toBe(true);
    expect(answer.sources.some((source) => source.includes('국세징수법 제109조 제2항'))).toBe(true);
  });
});

// 공시가격 10억 다세대: every guarantor counts 14억 and takes up to 12억 6천 by the 전세가율, so only the deposit caps
// decide below that.
const bigVilla: JeonseSafetyInput = { ...villa, officialPrice: 1_000_000_000, rentalDeposit: 700_000_000 };
// 부산 중구 중앙동: outside 수도권.
const busanVilla: JeonseSafetyInput = { ...bigVilla, districtCode: '2611010100', dongName: '중앙동' };
// 서울 아파트 시세 20억: the 전세가율 allows 18억.
const seoulApartment: JeonseSafetyInput = {
  ...villa,
  rentHousingType: 'APARTMENT',
  housePrice: 2_000_000_000,
  officialPrice: null,
};
const eligibility = (input: JeonseSafetyInput) =>
  Object.fromEntries(assessJeonseSafety(input, TODAY).guarantees.map((g) => [g.institution, g.eligible]));

describe('assessJeonseSafety — 보증 기관마다의 보증금 한도와 판정', () => {
  it('수도권 HUG·HF는 7억까지, SGI는 아파트가 아니면 10억까지 받아요', () => {
    const atCap = assessJeonseSafety(bigVilla, TODAY).guarantees;
    expect(atCap.map((g) => [g.institution, g.eligible, g.maxDeposit])).toEqual([
      ['HUG', true, 700_000_000],
      ['HF', true, 700_000_000],
      ['SGI', true, 1_000_000_000],
    ]);
    expect(eligibility({ ...bigVilla, rentalDeposit: 700_000_001 })).toEqual({ HUG: false, HF: false, SGI: true });
    expect(eligibility({ ...bigVilla, rentalDeposit: 1_000_000_000 })).toEqual({ HUG: false, HF: false, SGI: true });
    expect(eligibility({ ...bigVilla, rentalDeposit: 1_000_000_001 })).toEqual({ HUG: false, HF: false, SGI: false });
  });

  it('수도권 밖에서는 HUG·HF가 5억까지만 받고, SGI는 그대로 10억까지 받아요', () => {
    const atCap = assessJeonseSafety({ ...busanVilla, rentalDeposit: 500_000_000 }, TODAY).guarantees;
    expect(atCap.map((g) => [g.institution, g.eligible, g.maxDeposit])).toEqual([
      ['HUG', true, 500_000_000],
      ['HF', true, 500_000_000],
      ['SGI', true, 1_000_000_000],
    ]);
    const overCap = assessJeonseSafety({ ...busanVilla, rentalDeposit: 500_000_001 }, TODAY).guarantees;
    expect(overCap.map((g) => g.eligible)).toEqual([false, false, true]);
    expect(overCap[0]?.reasons).toContain('보증금 5억 1원이 HUG 반환보증 보증금 한도 5억원을 넘어요.');
    // The same deposit in 서울 is under HUG's 7억.
    expect(eligibility({ ...bigVilla, rentalDeposit: 500_000_001 })).toEqual({ HUG: true, HF: true, SGI: true });
    expect(eligibility({ ...busanVilla, rentalDeposit: 1_000_000_001 })).toEqual({ HUG: false, HF: false, SGI: false });
  });

  it('SGI는 아파트 보증금에 한도가 없어서 전세가율로만 정해요', () => {
    const guarantees = assessJeonseSafety({ ...seoulApartment, rentalDeposit: 1_500_000_000 }, TODAY).guarantees;
    expect(guarantees.map((g) => [g.institution, g.eligible, g.maxDeposit])).toEqual([
      ['HUG', false, 700_000_000],
      ['HF', false, 700_000_000],
      ['SGI', true, 1_800_000_000],
    ]);
    expect(eligibility({ ...seoulApartment, rentalDeposit: 1_800_000_001 }).SGI).toBe(false);
  });

  it('한 곳이라도 받아 주면 보증 거절로 보지 않고, 모두 거절할 때만 위험이에요', () => {
    // 7억 1원 of 14억 (50 %): HUG and HF refuse it, SGI takes it.
    const oneTakes = assessJeonseSafety({ ...bigVilla, rentalDeposit: 700_000_001 }, TODAY);
    expect(oneTakes.riskLevel).toBe('SAFE');
    expect(oneTakes.reasonCodes).toEqual(['JEONSE_RATIO_LOW']);
    // 부산 5억 1원: the same, under the cap outside 수도권.
    expect(assessJeonseSafety({ ...busanVilla, rentalDeposit: 500_000_001 }, TODAY).riskLevel).toBe('SAFE');
    // 서울 아파트 15억 of 20억 (75 %): only SGI takes it.
    const apartment = assessJeonseSafety({ ...seoulApartment, rentalDeposit: 1_500_000_000 }, TODAY);
    expect(apartment.riskLevel).toBe('CAUTION');
    expect(apartment.reasonCodes).toEqual(['JEONSE_RATIO_OVER_70']);

    // 10억 1원 of 14억 (71 %): nobody takes it.
    const noneTakes = assessJeonseSafety({ ...bigVilla, rentalDeposit: 1_000_000_001 }, TODAY);
    expect(noneTakes.riskLevel).toBe('DANGER');
    expect(noneTakes.reasonCodes).toEqual(['JEONSE_RATIO_OVER_70', 'GUARANTEE_REFUSED']);
  });

  it('HUG 조건은 확인한 값이고, HF와 SGI 조건은 예상이에요', () => {
    expect(assessJeonseSafety(villa, TODAY).guarantees.map((g) => [g.institution, g.isEstimate])).toEqual([
      ['HUG', false],
      ['HF', true],
      ['SGI', true],
    ]);
    expect(assessJeonseSafety(villa, '2023-04-30').guarantees.map((g) => g.isEstimate)).toEqual([false, true, true]);
  });
});

// Issue 47 #5: HUG's 선순위 limit (60 % of the 주택가액 = 주택가격 × 90 %) and its 반전세 conversion (6.5 % from
// 2026-07-01, 6.4 % before) in the verdict. An apartment in 역삼동 at 시세 3억: 주택가액 2억 7,000만, 60 % 1억 6,200만.
const apartment: JeonseSafetyInput = {
  ...villa,
  rentHousingType: 'APARTMENT',
  housePrice: 300_000_000,
  officialPrice: null,
  rentalDeposit: 90_000_000,
  priorLiens: 170_000_000,
};

describe('assessJeonseSafety — HUG 선순위 채권 한도와 반전세 환산 (issue 47 #5)', () => {
  it('3억 아파트에 선순위 1억 7천, 보증금 9천이면 합은 주택가액 안이지만 선순위가 60 %를 넘어 HUG는 거절하고 진단에 그 이유가 나와요', () => {
    const answer = assessJeonseSafety(apartment, TODAY);
    expect(answer.guarantees.map((g) => [g.institution, g.eligible, g.maxDeposit])).toEqual([
      ['HUG', false, 0],
      ['HF', true, 100_000_000],
      ['SGI', true, 100_000_000],
    ]);
    expect(answer.riskLevel).toBe('CAUTION');
    expect(answer.reasonCodes).toEqual([
      'JEONSE_RATIO_OVER_80',
      'PRIOR_LIENS_LARGE',
      'PRIOR_LIENS_OVER_GUARANTEE_LIMIT',
    ]);
    expect(answer.reasons[2]).toBe(
      '선순위 채권이 많아서 HUG 반환보증에 가입할 수 없어요. 보증기관은 선순위 채권이 많은 집을 그만큼 위험하게 봐요.',
    );
  });

  it('선순위가 1억 6,200만원(60 %)이면 HUG도 받아주고 그 이유는 나오지 않아요', () => {
    const answer = assessJeonseSafety({ ...apartment, priorLiens: 162_000_000 }, TODAY);
    expect(answer.guarantees[0]).toMatchObject({ institution: 'HUG', eligible: true, maxDeposit: 108_000_000 });
    expect(answer.reasonCodes).not.toContain('PRIOR_LIENS_OVER_GUARANTEE_LIMIT');
  });

  it('다가구는 먼저 들어온 세입자들의 보증금을 더해 80 %까지 봐요', () => {
    const familyHouse = { ...apartment, rentHousingType: 'FAMILY_HOUSE' as const, rentalDeposit: 50_000_000 };
    expect(assessJeonseSafety({ ...familyHouse, priorLiens: 216_000_000 }, TODAY).guarantees[0]?.eligible).toBe(true);
    const over = assessJeonseSafety({ ...familyHouse, priorLiens: 216_000_001 }, TODAY);
    expect(over.guarantees[0]?.eligible).toBe(false);
    expect(over.reasonCodes).toContain('PRIOR_LIENS_OVER_GUARANTEE_LIMIT');
  });

  describe('반전세: 보증금 5억 1,500만원에 월세 100만원, 시세 10억 아파트', () => {
    const halfJeonse = {
      ...apartment,
      housePrice: 1_000_000_000,
      priorLiens: 0,
      rentalDeposit: 515_000_000,
      monthlyRent: 1_000_000,
    };
    it('2026-07-01부터(6.5 %) 환산 6억 9,961만 5,384원이라 HUG에 가입할 수 있어요', () => {
      expect(assessJeonseSafety(halfJeonse, '2026-07-01').guarantees[0]).toMatchObject({ eligible: true });
    });
    it('2026-06-30까지(6.4 %) 환산 7억 250만원이라 한도 7억원을 넘어요', () => {
      expect(assessJeonseSafety(halfJeonse, '2026-06-30').guarantees[0]).toMatchObject({
        eligible: false,
        maxDeposit: 512_500_000,
      });
    });
    it('월세를 보내지 않으면 전세로 보고 보증금만 봐요', () => {
      const { monthlyRent: _rent, ...jeonse } = halfJeonse;
      expect(assessJeonseSafety({ ...jeonse, rentalDeposit: 700_000_000 }, TODAY).guarantees[0]?.eligible).toBe(true);
    });
  });
});

describe('assessJeonseSafety — 권리침해가 있으면 어느 보증도 가입 가능이라고 하지 않아요 (issue 50 #2)', () => {
  it('가압류가 있는 등기부면 위험이고, HUG·HF·SGI 모두 가입할 수 없어요', () => {
    const answer = assessJeonseSafety(
      { ...villa, rentalDeposit: 100_000_000, officialPrice: 300_000_000, registryFlags: ['PROVISIONAL_SEIZURE'] },
      TODAY,
    );
    expect(answer.riskLevel).toBe('DANGER');
    expect(answer.guarantees.map((guarantee) => guarantee.eligible)).toEqual([false, false, false]);
  });
});

describe('assessJeonseSafety — 모르는 선순위 채권은 안전이 아니라 확인 필요예요 (issue 50 #6)', () => {
  const house: JeonseSafetyInput = {
    ...villa,
    rentHousingType: 'APARTMENT',
    rentalDeposit: 180_000_000,
    housePrice: 260_000_000,
    officialPrice: null,
  };

  it('선순위 채권을 비워 두면(null) 69.23 %여도 안전이 아니라 확인 필요이고, 0원으로 셌다고 말해요', () => {
    const answer = assessJeonseSafety({ ...house, priorLiens: null }, TODAY);
    expect(answer.jeonseRatioPercent).toBe(69.23);
    expect(answer.riskLevel).toBe('UNKNOWN');
    expect(answer.reasonCodes).toContain('PRIOR_LIENS_UNKNOWN');
    expect(answer.reasons.join(' ')).toContain('0원으로 놓고 계산했어요');
    expect(answer.guarantees.every((guarantee) => guarantee.reasons.at(-1)?.includes('없다고 보고 계산했어요'))).toBe(
      true,
    );
  });

  it('선순위 채권이 없다고 0을 넣으면 안전이고, 보증 카드도 0원으로 셌다고 하지 않아요', () => {
    const answer = assessJeonseSafety({ ...house, priorLiens: 0 }, TODAY);
    expect(answer.riskLevel).toBe('SAFE');
    expect(answer.guarantees.some((guarantee) => guarantee.reasons.some((reason) => reason.includes('몰라서')))).toBe(
      false,
    );
  });

  it('집값을 모를 때도 같은 확인 필요예요 (두 모름이 같은 단계)', () => {
    const answer = assessJeonseSafety({ ...house, housePrice: null, officialPrice: null }, TODAY);
    expect(answer.riskLevel).toBe('UNKNOWN');
  });

  it('알려진 위험은 모름보다 앞서요: 선순위를 몰라도 보증금이 집값의 90 %를 넘으면 위험이에요', () => {
    expect(assessJeonseSafety({ ...house, rentalDeposit: 250_000_000, priorLiens: null }, TODAY).riskLevel).toBe(
      'DANGER',
    );
  });
});
