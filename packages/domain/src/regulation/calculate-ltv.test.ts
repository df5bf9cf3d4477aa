import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLtv } from './calculate-ltv.ts';
import { LOAN_PURPOSES, OWNERSHIP_TYPES_BY_PURPOSE, REGION_TYPES } from './ltv-categories.ts';
import { LTV_POLICIES } from './ltv-policies.ts';
import type { LtvInput } from './validate-ltv-input.ts';

const EOK = 100_000_000;
const purchase = (change: Partial<LtvInput>): LtvInput => ({
  loanPurpose: 'HOME_PURCHASE',
  collateralValue: 10 * EOK,
  regionType: 'REGULATED_AREA',
  houseOwnershipType: 'NO_HOUSE',
  policyDate: '2025-10-16',
  ...change,
});
const RULES_2025_10_16 = '2025년 10월 16일부터 시행된 10·15 주택시장 안정화 대책 기준이에요 (기준일 2025년 10월 16일).';
const REGULATED_AREAS_2025_10_16 =
  '규제지역은 2025년 10월 16일 지정(10·15 대책 규제지역 지정) 기준이에요: 서울 전역, 경기 12곳(과천·광명·성남 분당·수정·중원·수원 영통·장안·팔달·안양 동안·용인 수지·의왕·하남).';

describe('calculateLtv: 10·15 대책 (2025-10-16~)', () => {
  it('규제지역 무주택 20억 주택은 LTV 40 %로 8억이지만 15억 초과 25억 이하 한도 4억까지만 빌려요', () => {
    // 2,000,000,000 × 40 % = 800,000,000 > 한도 400,000,000
    const result = calculateLtv(purchase({ collateralValue: 20 * EOK }));
    expect(result).toMatchObject({
      ltvPercent: 40,
      possibleLoanAmount: 4 * EOK,
      capAmount: 4 * EOK,
      isEstimate: false,
    });
    expect(result.appliedRules).toEqual([
      '2025년 10월 16일부터 시행된 10·15 주택시장 안정화 대책 기준이에요 (기준일 2025년 10월 16일).',
      '규제지역 무주택 세대의 주택구입 목적 LTV는 40%예요.',
      '주택가격이 15억원 초과 25억원 이하라 대출 한도는 4억원이에요.',
      '주택가격 × LTV는 8억원이지만 한도 4억원까지만 빌릴 수 있어요.',
      // issue 29 #2: 관계부처 합동 2025-10-15 (10·15 대책), 2025-10-16 지정.
      '규제지역은 2025년 10월 16일 지정(10·15 대책 규제지역 지정) 기준이에요: 서울 전역, 경기 12곳(과천·광명·성남 분당·수정·중원·수원 영통·장안·팔달·안양 동안·용인 수지·의왕·하남).',
    ]);
  });

  it('한도 구간 경계: 정확히 15억은 6억 한도, 1원 넘으면 4억 한도예요', () => {
    expect(calculateLtv(purchase({ collateralValue: 15 * EOK })).capAmount).toBe(6 * EOK);
    expect(calculateLtv(purchase({ collateralValue: 15 * EOK + 1 })).capAmount).toBe(4 * EOK);
    expect(calculateLtv(purchase({ collateralValue: 25 * EOK })).capAmount).toBe(4 * EOK);
    expect(calculateLtv(purchase({ collateralValue: 25 * EOK + 1 })).capAmount).toBe(2 * EOK);
  });

  it('규제지역 생애최초 10억은 70 %로 7억이지만 한도 6억이에요', () => {
    const result = calculateLtv(purchase({ houseOwnershipType: 'LIFETIME_FIRST' }));
    expect(result).toMatchObject({ ltvPercent: 70, possibleLoanAmount: 6 * EOK, capAmount: 6 * EOK });
  });

  it('수도권 비규제 무주택 30억은 70 %로 21억이지만 25억 초과라 한도 2억이에요', () => {
    const result = calculateLtv(purchase({ collateralValue: 30 * EOK, regionType: 'NON_REGULATED_CAPITAL_AREA' }));
    expect(result).toMatchObject({ ltvPercent: 70, possibleLoanAmount: 2 * EOK, capAmount: 2 * EOK });
    expect(result.appliedRules).toContain('주택가격이 25억원 초과라 대출 한도는 2억원이에요.');
  });

  it('지방 생애최초 5억은 80 %로 4억이고 한도가 없어요', () => {
    const result = calculateLtv(
      purchase({ collateralValue: 5 * EOK, regionType: 'OTHER_AREAS', houseOwnershipType: 'LIFETIME_FIRST' }),
    );
    expect(result).toMatchObject({ ltvPercent: 80, possibleLoanAmount: 4 * EOK, capAmount: null });
    expect(result.appliedRules.at(-1)).toBe('주택가격 5억원 × 80% = 4억원까지 빌릴 수 있어요.');
  });

  it('원 미만은 버려요: 지방 무주택 333,333,333원 × 70 % = 233,333,333.1 → 233,333,333원', () => {
    const result = calculateLtv(purchase({ collateralValue: 333_333_333, regionType: 'OTHER_AREAS' }));
    expect(result.possibleLoanAmount).toBe(233_333_333);
  });

  it('규제지역 유주택 추가 구입은 대출이 금지돼 0원이에요', () => {
    const result = calculateLtv(purchase({ houseOwnershipType: 'MORE_THAN_ONE_HOUSE' }));
    expect(result).toMatchObject({ ltvPercent: 0, possibleLoanAmount: 0 });
    expect(result.appliedRules[1]).toBe(
      '규제지역 유주택 세대(추가 구입)는 주택구입 목적 주택담보대출을 받을 수 없어요 (LTV 0%).',
    );
  });

  it('생활안정자금 1주택 규제지역 10억은 40 %로 4억이지만 한도 1억이고, 추정치라고 알려줘요', () => {
    const result = calculateLtv(purchase({ loanPurpose: 'LIVING_STABILITY', houseOwnershipType: 'SINGLE_HOUSE' }));
    expect(result).toMatchObject({ ltvPercent: 40, possibleLoanAmount: 1 * EOK, capAmount: 1 * EOK, isEstimate: true });
    expect(result.appliedRules).toContain('이 지역 생활안정자금 목적 대출 한도는 1억원이에요.');
    expect(result.appliedRules.at(-1)).toMatch(/추정치예요/);
  });
});

describe('calculateLtv: 기준일에 따라 그때의 규정을 써요', () => {
  it('6·27 대책 기간(2025-06-28~10-15) 수도권 무주택 20억은 70 %로 14억이지만 일괄 한도 6억이에요', () => {
    const result = calculateLtv(
      purchase({ collateralValue: 20 * EOK, regionType: 'NON_REGULATED_CAPITAL_AREA', policyDate: '2025-10-15' }),
    );
    expect(result).toMatchObject({ ltvPercent: 70, possibleLoanAmount: 6 * EOK, capAmount: 6 * EOK });
    expect(result.appliedRules).toContain('이 지역 주택구입 목적 대출 한도는 6억원이에요.');
  });

  it('2025-06-27까지 규제지역 무주택은 50 %이고 가격 한도가 없어요', () => {
    const result = calculateLtv(purchase({ policyDate: '2025-06-27' }));
    expect(result).toMatchObject({ ltvPercent: 50, possibleLoanAmount: 5 * EOK, capAmount: null });
  });

  it('2025-06-27까지 생애최초는 어디서나 80 %에 한도 6억이에요', () => {
    // 10억 × 80 % = 8억 > 6억
    const result = calculateLtv(
      purchase({ houseOwnershipType: 'LIFETIME_FIRST', regionType: 'OTHER_AREAS', policyDate: '2024-05-01' }),
    );
    expect(result).toMatchObject({ ltvPercent: 80, possibleLoanAmount: 6 * EOK, capAmount: 6 * EOK });
  });

  it('2023년 이전 기준일은 표가 없어 계산하지 않아요', () => {
    expect(() => calculateLtv(purchase({ policyDate: '2022-12-31' }))).toThrow(
      'LTV는 2023년 1월 1일 이후 기준일로만 계산할 수 있어요.',
    );
  });
});

describe('LTV 표와 계산이 언제나 지키는 성질', () => {
  it('모든 표는 시행일 순이고, 모든 비율은 0–100 % 사이예요', () => {
    const dates = LTV_POLICIES.map((policy) => policy.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
    for (const policy of LTV_POLICIES) {
      for (const byOwnership of [policy.ratios.HOME_PURCHASE, policy.ratios.LIVING_STABILITY]) {
        for (const ratios of Object.values(byOwnership)) {
          for (const region of REGION_TYPES) expect(ratios[region]).toBeGreaterThanOrEqual(0);
          for (const region of REGION_TYPES) expect(ratios[region]).toBeLessThanOrEqual(100);
        }
      }
    }
  });

  it('한도 규칙은 자기 목적의 주택 보유 유형만 적어요', () => {
    for (const policy of LTV_POLICIES) {
      for (const rule of policy.caps) {
        for (const ownership of rule.ownerships) {
          expect(OWNERSHIP_TYPES_BY_PURPOSE[rule.purpose] as readonly string[]).toContain(ownership);
        }
      }
    }
  });

  it('대출 가능액은 0 이상의 정수이고, 주택가격 × LTV와 한도를 넘지 않아요', () => {
    const input = fc.constantFrom(...LOAN_PURPOSES).chain((loanPurpose) =>
      fc.record({
        loanPurpose: fc.constant(loanPurpose),
        houseOwnershipType: fc.constantFrom(...OWNERSHIP_TYPES_BY_PURPOSE[loanPurpose]),
        regionType: fc.constantFrom(...REGION_TYPES),
        collateralValue: fc.integer({ min: 0, max: 100_000_000_000 }),
        policyDate: fc.constantFrom('2023-01-01', '2024-06-30', '2025-06-28', '2025-10-16', '2026-11-22'),
      }),
    );
    fc.assert(
      fc.property(input, (ltvInput) => {
        const result = calculateLtv(ltvInput);
        expect(Number.isSafeInteger(result.possibleLoanAmount) && result.possibleLoanAmount >= 0).toBe(true);
        expect(result.possibleLoanAmount * 100).toBeLessThanOrEqual(ltvInput.collateralValue * result.ltvPercent);
        if (result.capAmount !== null) expect(result.possibleLoanAmount).toBeLessThanOrEqual(result.capAmount);
        expect(result.appliedRules.length).toBeGreaterThanOrEqual(2);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('calculateLtv: 규정 보완 (issue 13)', () => {
  it('#1 2025-09-07부터 규제지역 무주택·처분조건부는 40 %예요 (6·27 표의 50 %가 아니에요)', () => {
    // FSC FAQ 10·15 §2-1 and FAQ 6·30 Q1: "'25.9.7~" 규제지역 LTV 40 %.
    const septemberEighth = calculateLtv(purchase({ collateralValue: 10 * EOK, policyDate: '2025-09-08' }));
    expect(septemberEighth).toMatchObject({ ltvPercent: 40, possibleLoanAmount: 4 * EOK });
    expect(septemberEighth.appliedRules[0]).toContain('2025년 9월 7일부터');
    expect(
      calculateLtv(purchase({ houseOwnershipType: 'SINGLE_HOUSE_DISPOSAL', policyDate: '2025-09-07' })).ltvPercent,
    ).toBe(40);
    expect(calculateLtv(purchase({ policyDate: '2025-09-06' })).ltvPercent).toBe(50);
    // 수도권 비규제 and the 6억 flat cap are unchanged in the window.
    expect(
      calculateLtv(
        purchase({ regionType: 'NON_REGULATED_CAPITAL_AREA', collateralValue: 20 * EOK, policyDate: '2025-09-08' }),
      ),
    ).toMatchObject({ ltvPercent: 70, capAmount: 6 * EOK, possibleLoanAmount: 6 * EOK });
  });

  it('#2 서민·실수요자는 주택가격 8억 이하만: 10억 주택에는 무주택 40 %를 적용해요', () => {
    // FSC FAQ 6·30 Q2 note 5: 서민·실수요자 = 무주택 세대주, 부부합산 ≤ 9천만, 주택가격 ≤ 8억.
    const result = calculateLtv(purchase({ houseOwnershipType: 'ORDINARY_DEMAND', collateralValue: 10 * EOK }));
    expect(result).toMatchObject({
      ltvPercent: 40,
      possibleLoanAmount: 4 * EOK,
      appliedHouseOwnershipType: 'NO_HOUSE',
    });
    expect(result.appliedRules[1]).toBe(
      '서민·실수요자는 주택가격 8억원 이하만 해당돼서, 10억원 주택에는 무주택 세대 기준을 적용했어요.',
    );
  });

  it('#2 8억 이하라도 부부합산 연소득이 9천만을 넘으면 무주택 기준이고, 소득을 모르면 조건을 말해요', () => {
    const over = calculateLtv(
      purchase({ houseOwnershipType: 'ORDINARY_DEMAND', collateralValue: 8 * EOK, householdIncome: 90_000_001 }),
    );
    expect(over).toMatchObject({ ltvPercent: 40, appliedHouseOwnershipType: 'NO_HOUSE' });
    expect(over.appliedRules.slice(1, 3)).toEqual([
      '서민·실수요자는 부부합산 연소득 9,000만원 이하만 해당돼서, 연소득 9,000만 1원에는 무주택 세대 기준을 적용했어요.',
      '규제지역 무주택 세대의 주택구입 목적 LTV는 40%예요.',
    ]);
    const within = calculateLtv(
      purchase({ houseOwnershipType: 'ORDINARY_DEMAND', collateralValue: 8 * EOK, householdIncome: 90_000_000 }),
    );
    // 800,000,000 × 60 % = 480,000,000.
    expect(within).toMatchObject({
      ltvPercent: 60,
      possibleLoanAmount: 480_000_000,
      appliedHouseOwnershipType: 'ORDINARY_DEMAND',
    });
    expect(within.appliedRules).toEqual([
      RULES_2025_10_16,
      '규제지역 서민·실수요자의 주택구입 목적 LTV는 60%예요.',
      '주택가격이 15억원 이하라 대출 한도는 6억원이에요.',
      '주택가격 8억원 × 60% = 4억 8,000만원까지 빌릴 수 있어요.',
      REGULATED_AREAS_2025_10_16,
    ]);
    const unknown = calculateLtv(purchase({ houseOwnershipType: 'ORDINARY_DEMAND', collateralValue: 8 * EOK }));
    expect(unknown.ltvPercent).toBe(60);
    expect(unknown.appliedRules[1]).toBe(
      '서민·실수요자 비율은 무주택 세대주이고 부부합산 연소득이 9,000만원 이하일 때만 적용돼요. 소득을 입력하면 확인해 드려요.',
    );
  });
});

describe('calculateLtv: 결과가 스스로를 설명하는 문장', () => {
  it('한도 안에서 비율대로 빌리면 첫 구간의 한도와 곱셈을 그대로 보여줘요', () => {
    // 1,000,000,000 × 40 % = 400,000,000 < 한도 600,000,000.
    expect(calculateLtv(purchase({})).appliedRules).toEqual([
      RULES_2025_10_16,
      '규제지역 무주택 세대의 주택구입 목적 LTV는 40%예요.',
      '주택가격이 15억원 이하라 대출 한도는 6억원이에요.',
      '주택가격 10억원 × 40% = 4억원까지 빌릴 수 있어요.',
      REGULATED_AREAS_2025_10_16,
    ]);
  });

  it('주택가격 × LTV가 한도와 꼭 같으면 한도에 막혔다고 하지 않아요', () => {
    // 1,500,000,000 × 40 % = 600,000,000 = 한도.
    const result = calculateLtv(purchase({ collateralValue: 15 * EOK }));
    expect(result).toMatchObject({ possibleLoanAmount: 6 * EOK, capAmount: 6 * EOK });
    expect(result.appliedRules[3]).toBe('주택가격 15억원 × 40% = 6억원까지 빌릴 수 있어요.');
  });

  it('LTV 0 %면 한도도 곱셈도 말하지 않고 받을 수 없다고만 해요', () => {
    const result = calculateLtv(purchase({ houseOwnershipType: 'MORE_THAN_ONE_HOUSE' }));
    expect(result.capAmount).toBe(6 * EOK);
    expect(result.appliedRules).toEqual([
      RULES_2025_10_16,
      '규제지역 유주택 세대(추가 구입)는 주택구입 목적 주택담보대출을 받을 수 없어요 (LTV 0%).',
      REGULATED_AREAS_2025_10_16,
    ]);
  });

  it.each([
    [
      purchase({ regionType: 'NON_REGULATED_CAPITAL_AREA', houseOwnershipType: 'SINGLE_HOUSE_DISPOSAL' }),
      '수도권 비규제지역 처분조건부 1주택 세대의 주택구입 목적 LTV는 70%예요.',
    ],
    [
      purchase({
        regionType: 'OTHER_AREAS',
        houseOwnershipType: 'ORDINARY_DEMAND',
        collateralValue: 5 * EOK,
        householdIncome: 50_000_000,
      }),
      '지방 서민·실수요자의 주택구입 목적 LTV는 70%예요.',
    ],
    [
      purchase({
        regionType: 'OTHER_AREAS',
        loanPurpose: 'LIVING_STABILITY',
        houseOwnershipType: 'MORE_THAN_TWO_HOUSE',
      }),
      '지방 2주택 이상 세대의 생활안정자금 목적 LTV는 60%예요.',
    ],
    [
      purchase({
        regionType: 'NON_REGULATED_CAPITAL_AREA',
        loanPurpose: 'LIVING_STABILITY',
        houseOwnershipType: 'MORE_THAN_TWO_HOUSE',
      }),
      '수도권 비규제지역 2주택 이상 세대는 생활안정자금 목적 주택담보대출을 받을 수 없어요 (LTV 0%).',
    ],
  ])('지역과 주택 보유 유형을 한국어 이름으로 말해요: %o', (input, sentence) => {
    expect(calculateLtv(input).appliedRules[1]).toBe(sentence);
  });
});

describe('calculateLtv: 규정 기간마다 이름·한도·추정 여부', () => {
  it.each([
    ['2024-05-01', '2023년 1월 1일부터 시행된 2023년 1월 규제지역 LTV 완화 기준이에요 (기준일 2024년 5월 1일).'],
    ['2025-06-28', '2025년 6월 28일부터 시행된 6·27 가계부채 관리 강화방안 기준이에요 (기준일 2025년 6월 28일).'],
    [
      '2025-09-07',
      '2025년 9월 7일부터 시행된 9·7 가계부채 관리 강화 (규제지역 LTV 40%) 기준이에요 (기준일 2025년 9월 7일).',
    ],
  ] as const)('%s 기준일의 첫 문장은 그때 규정의 이름을 말해요', (policyDate, sentence) => {
    expect(calculateLtv(purchase({ policyDate })).appliedRules[0]).toBe(sentence);
  });

  it.each([
    // 6·27 대책: 수도권·규제지역 주택구입 일괄 6억, 생활안정자금 1억.
    [purchase({ collateralValue: 20 * EOK, policyDate: '2025-07-01' }), 50, 6 * EOK, 6 * EOK],
    [
      purchase({
        loanPurpose: 'LIVING_STABILITY',
        houseOwnershipType: 'SINGLE_HOUSE',
        regionType: 'NON_REGULATED_CAPITAL_AREA',
        policyDate: '2025-07-01',
      }),
      60,
      1 * EOK,
      1 * EOK,
    ],
    // 9·7: 생활안정자금 1억 한도는 그대로예요.
    [
      purchase({ loanPurpose: 'LIVING_STABILITY', houseOwnershipType: 'SINGLE_HOUSE', policyDate: '2025-09-07' }),
      50,
      1 * EOK,
      1 * EOK,
    ],
    // 2023년 1월 규정: 생활안정자금에는 한도가 없어요.
    [
      purchase({ loanPurpose: 'LIVING_STABILITY', houseOwnershipType: 'SINGLE_HOUSE', policyDate: '2024-05-01' }),
      50,
      null,
      5 * EOK,
    ],
  ] as const)('%o: LTV %s %, 한도 %s, 대출 가능액 %s', (input, ltvPercent, capAmount, possibleLoanAmount) => {
    expect(calculateLtv(input)).toMatchObject({ ltvPercent, capAmount, possibleLoanAmount });
  });

  it('확인하지 못한 비율에서만 추정치라고 알려줘요', () => {
    const everywhere = REGION_TYPES;
    const estimated = (purpose: string, ownership: string, regions: readonly string[]) =>
      regions.map((region) => `${purpose} ${ownership} ${region}`);
    const expected: Record<string, readonly string[]> = {
      '2024-05-01': [
        ...estimated('HOME_PURCHASE', 'ORDINARY_DEMAND', ['REGULATED_AREA']),
        ...estimated('LIVING_STABILITY', 'SINGLE_HOUSE', everywhere),
        ...estimated('LIVING_STABILITY', 'MORE_THAN_TWO_HOUSE', everywhere),
      ],
      '2025-07-01': [
        ...estimated('HOME_PURCHASE', 'ORDINARY_DEMAND', ['REGULATED_AREA']),
        ...estimated('LIVING_STABILITY', 'SINGLE_HOUSE', everywhere),
        ...estimated('LIVING_STABILITY', 'MORE_THAN_TWO_HOUSE', ['OTHER_AREAS']),
      ],
      '2025-09-07': [
        ...estimated('HOME_PURCHASE', 'ORDINARY_DEMAND', ['REGULATED_AREA']),
        ...estimated('LIVING_STABILITY', 'SINGLE_HOUSE', everywhere),
        ...estimated('LIVING_STABILITY', 'MORE_THAN_TWO_HOUSE', ['OTHER_AREAS']),
      ],
      '2025-10-16': [
        ...estimated('LIVING_STABILITY', 'SINGLE_HOUSE', everywhere),
        ...estimated('LIVING_STABILITY', 'MORE_THAN_TWO_HOUSE', ['OTHER_AREAS']),
      ],
    };
    for (const [policyDate, estimates] of Object.entries(expected)) {
      const found = LOAN_PURPOSES.flatMap((loanPurpose) =>
        OWNERSHIP_TYPES_BY_PURPOSE[loanPurpose].flatMap((houseOwnershipType) =>
          REGION_TYPES.filter(
            (regionType) =>
              // 5억·연소득 5천만: 서민·실수요자가 무주택으로 바뀌지 않아요.
              calculateLtv({
                loanPurpose,
                houseOwnershipType,
                regionType,
                collateralValue: 5 * EOK,
                householdIncome: 50_000_000,
                policyDate,
              }).isEstimate,
          ).map((regionType) => `${loanPurpose} ${houseOwnershipType} ${regionType}`),
        ),
      );
      expect({ policyDate, found }).toEqual({ policyDate, found: estimates });
    }
  });
});
