import { describe, expect, it } from 'vitest';
import { formatWon } from '../money/format-won.ts';
import { evaluateLoanProducts, type LoanProductEvaluation } from './evaluate-loan-products.ts';
import { LOAN_CATALOGUE_EDITIONS, loanCatalogueFor } from './loan-catalogue.ts';
import type { LoanProductCode } from './loan-product.ts';
import type { LoanProfile } from './loan-profile.ts';
import { BUSAN, GYEONGGI, profileOf, SEOUL, TEST_CONTEXT } from './testing/fixtures.ts';

// Issue 29 items 8, 4 and 5: the catalogue answers with the rules of the policy date (ADR 0027).

function evaluationOn(profile: LoanProfile, code: LoanProductCode, policyDate: string): LoanProductEvaluation {
  const found = evaluateLoanProducts(profile, { ...TEST_CONTEXT, policyDate }).find(
    (evaluation) => evaluation.product.code === code,
  );
  if (found === undefined) throw new Error(`no ${code}`);
  return found;
}

describe('날짜가 있는 상품 목록 (이슈 29 #8)', () => {
  it('판은 날짜 오름차순이고, 한 판이 걸친 날짜에는 같은 판을 돌려줘요', () => {
    const dates = LOAN_CATALOGUE_EDITIONS.map((edition) => edition.effectiveFrom);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    expect(loanCatalogueFor('2026-07-01')).toBe(loanCatalogueFor('2026-11-26'));
    expect(loanCatalogueFor('2025-09-07')).not.toBe(loanCatalogueFor('2025-09-08'));
  });

  it('판의 설명은 그날 바뀐 규칙의 이름과 출처를 말해요', () => {
    expect(loanCatalogueFor('2025-10-28').note).toBe(
      '2025년 9월 8일부터 수도권 1주택자 전세대출 한도 2억원 (금융위원회 9·7 가계부채 관리 강화 방안 (2025-09-07 발표, 2025-09-08 시행) [S])',
    );
    expect(loanCatalogueFor('2025-12-31').note).toBe(
      '2025년 10월 29일부터 수도권·규제지역 1주택자 전세대출 이자 DSR 반영 (금융위원회 10·15 주택시장 안정화 대책 (2025-10-15 발표, 2025-10-29 시행), FAQ §5 [S])',
    );
    expect(loanCatalogueFor('2026-06-30').note).toBe(
      '2026년 1월 1일부터 주택도시기금 가구 순자산 기준 3억 4,500만원 (주택도시기금 버팀목 상품안내 (2026-07·09 사본) "2026년 기준" 순자산 3.45억 [S], 시작일 [U])',
    );
    expect(loanCatalogueFor('2026-11-26').note).toBe(
      '2026년 7월 1일부터 HUG 전세금안심대출의 반환보증 기준: 반전세 월세 환산 전월세전환율 6.5% (' +
        '국토교통부 보도자료 「전세사기 예방 및 피해 지원방안」 (2023-02-02) · HUG 전세보증금반환보증 상품안내 (khug.or.kr) · HUG 공지 「전월세전환율 변경」 (2026-06-24, 2026-07-01 신청분부터) [S]' +
        ')',
    );
  });

  it.each([
    ['HUG-01', 200_000_000, ''],
    [
      'HF-03',
      220_000_000,
      ' 2025년 9월 7일까지 계약한 집의 대출을 연장하는 거라면 그 전 한도로 2억 2,000만원까지예요(확인 필요).',
    ],
    [
      'SGI-01',
      300_000_000,
      ' 2025년 9월 7일까지 계약한 집의 대출을 연장하는 거라면 그 전 한도로 3억원까지예요(확인 필요).',
    ],
  ] as const)(
    '%s: 수도권 1주택자 한도는 9·7 전 %i원, 2025-09-08부터 2억원이에요; 9·7 전 계약의 연장이면 그 전 한도를 말해요',
    (code, beforeNineSeven, extension) => {
      // 금융위원회 9·7 가계부채 관리 강화 (2025-09-07 발표, 2025-09-08 시행) [S]: 수도권·규제지역 1주택자 전세대출
      // 한도 2억원. Before: HUG 2억 from 2020-07-10 (6·17 [S], date [U]), HF 2.2억, SGI 3억 (issue 47 #8 [U]).
      const institution = code.slice(0, code.indexOf('-'));
      const owner = profileOf({
        age: 40,
        maritalStatus: 'MARRIED',
        annualIncome: 100_000_000,
        houseOwnershipType: 'SINGLE_HOUSE',
        rentalDeposit: 400_000_000,
        districtCode: SEOUL,
      });
      expect(evaluationOn(owner, code, '2020-07-09').possibleLoanLimit).toBe(320_000_000);
      expect(evaluationOn(owner, code, '2025-09-07').possibleLoanLimit).toBe(beforeNineSeven);
      expect(evaluationOn(owner, code, '2025-09-08').possibleLoanLimit).toBe(200_000_000);
      const today = evaluationOn(owner, code, '2026-11-26');
      expect(today.possibleLoanLimit).toBe(200_000_000);
      // Where the dated rule changed the answer, the report names it with its date (issue 29, done-when).
      expect(today.conditions).toContainEqual({
        code: 'SINGLE_HOUSE_CAPITAL_LIMIT',
        message: `수도권 1주택자 ${institution} 전세대출 한도 2억원 규칙(금융위원회 9·7 대책, 2025년 9월 8일부터)에 따라 한도가 2억원이에요. 이 규칙이 없었다면 3억 2,000만원까지였어요.${extension}`,
      });
      const before = evaluationOn(owner, code, '2025-09-07');
      expect(before.conditions.find((condition) => condition.code === 'SINGLE_HOUSE_CAPITAL_LIMIT')?.message).toContain(
        `규칙(6·17 대책 후속 보증기관 내규, 2020년 7월 10일부터, 원문 미확인)에 따라 한도가 ${formatWon(beforeNineSeven)}이에요.`,
      );
      const earlier = evaluationOn(owner, code, '2020-07-09');
      expect(earlier.conditions.map((condition) => condition.code)).not.toContain('SINGLE_HOUSE_CAPITAL_LIMIT');
    },
  );

  it('1주택자라도 한도가 2억원에 닿지 않으면 규칙을 말하지 않아요', () => {
    const owner = profileOf({ houseOwnershipType: 'SINGLE_HOUSE', rentalDeposit: 150_000_000, districtCode: SEOUL });
    const small = evaluationOn(owner, 'SGI-01', '2026-11-26');
    expect(small.possibleLoanLimit).toBe(120_000_000);
    expect(small.conditions.map((condition) => condition.code)).not.toContain('SINGLE_HOUSE_CAPITAL_LIMIT');
  });

  it('무주택자 한도는 9·7 전후가 같아요', () => {
    const renter = profileOf({ annualIncome: 100_000_000, rentalDeposit: 400_000_000, districtCode: GYEONGGI });
    expect(evaluationOn(renter, 'SGI-01', '2025-09-07').possibleLoanLimit).toBe(320_000_000);
    expect(evaluationOn(renter, 'SGI-01', '2025-09-08').possibleLoanLimit).toBe(320_000_000);
  });
});

describe('우대금리 합계 상한 (이슈 29 #4, 이슈 47 #2)', () => {
  // 수도권, 부부합산 3천만, 보증금 8천만, 자녀 3명, 대출 ≤ 한도의 30 %: NHUF-05 (2자녀 이상 row) limit
  // min(8천만 × 80 %, 2.5억) = 6,400만; need 1,500만 ≤ 1,920만 → 소액 우대. Grid ≤4천 × ≤1억 = 2.8.
  const family = profileOf({
    age: 40,
    maritalStatus: 'MARRIED',
    annualIncome: 30_000_000,
    childStatus: 'THREE_OR_MORE_CHILDREN',
    rentalDeposit: 80_000_000,
    cashOnHand: 65_000_000,
    districtCode: SEOUL,
  });

  it('다자녀 가구는 우대 합계가 0.7 %p까지라서 2.8 − 0.7 = 2.1 %이고, 기초생활수급·차상위·한부모라면 1.0 %p까지라는 조건을 달아요', () => {
    // 주택도시기금 버팀목: "우대금리 적용 상한은 0.5%p로 하되, 기초생활수급권자·차상위계층·한부모가구는 1.0%p,
    // 다자녀가구는 0.7%p" (issue 47 #2; ADR 0027's 2025-03-24 reading without the 다자녀 cap is corrected).
    for (const date of ['2025-03-23', '2026-11-26'] as const) {
      const evaluation = evaluationOn(family, 'NHUF-05', date);
      expect(evaluation).toMatchObject({ eligible: true, possibleLoanLimit: 64_000_000, expectedLoanRate: 2.1 });
      expect(evaluation.conditions.filter((condition) => condition.code !== 'NET_ASSET_CAP_ON_POLICY_DATE')).toEqual([
        {
          code: 'PREFERRED_BORROWER_RATE',
          message:
            '우대금리는 합쳐서 연 0.7%p까지라서 연 2.1%로 계산했어요. 기초생활수급·차상위계층·한부모 가구는 연 1%p까지 받아 연 1.9%예요. 은행에서 확인해 보세요.',
        },
        { code: 'CHILD_PREFERENCE_TERM', message: expect.stringContaining('자녀 우대 연 0.7%p가') },
      ]);
    }
  });

  it('자녀가 2명이면 상한 0.5 %p: 2.8 − 0.5 = 2.3 %, 1.0 %p 상한이면 2.0 %라는 조건을 달아요', () => {
    const evaluation = evaluationOn({ ...family, childStatus: 'TWO_CHILD' }, 'NHUF-05', '2026-11-26');
    expect(evaluation.expectedLoanRate).toBe(2.3);
    expect(evaluation.conditions.map((condition) => condition.message)).toEqual([
      '우대금리는 합쳐서 연 0.5%p까지라서 연 2.3%로 계산했어요. 기초생활수급·차상위계층·한부모 가구는 연 1%p까지 받아 연 2.1%예요. 은행에서 확인해 보세요.',
      expect.stringContaining('자녀 우대 연 0.5%p가'),
    ]);
  });
});

describe('기금의 가구 순자산 기준은 해마다 정해져요 (이슈 47 #4)', () => {
  // Copies of the fund's pages [S]: 2025 순자산 3.37억, "2026년 기준" 3.45억 (read as from 2026-01-01, day [U]).
  const household = profileOf({ rentalDeposit: 150_000_000 });

  it('2026년부터는 물어본 3억 4,500만원이 기준이라 넘지 않으면 조건 없이, 넘으면 그 금액으로 받을 수 없어요', () => {
    const evaluation = evaluationOn(household, 'NHUF-05', '2026-01-01');
    expect(evaluation.eligible).toBe(true);
    expect(evaluation.conditions.map((condition) => condition.code)).not.toContain('NET_ASSET_CAP_ON_POLICY_DATE');
    expect(evaluationOn({ ...household, isNetAssetOver345M: true }, 'NHUF-05', '2026-01-01').reasons).toEqual([
      { code: 'NET_ASSET_OVER_CAP', message: '가구 순자산이 3억 4,500만원을 넘으면 받을 수 없어요.' },
    ]);
  });

  it('2025년에는 3억 3,700만원이라 넘지 않는다고 답해도 그 기준을 조건으로 말하고, 넘는다고 답하면 받을 수 없어요', () => {
    const evaluation = evaluationOn(household, 'NHUF-05', '2025-12-31');
    expect(evaluation.eligible).toBe(true);
    expect(evaluation.conditions).toContainEqual({
      code: 'NET_ASSET_CAP_ON_POLICY_DATE',
      message:
        '기준일의 가구 순자산 기준은 3억 3,700만원이라 물어본 3억 4,500만원보다 낮아요. 순자산이 3억 3,700만원을 넘으면 받을 수 없어요.',
    });
    expect(evaluationOn({ ...household, isNetAssetOver345M: true }, 'NHUF-05', '2025-12-31').reasons).toEqual([
      { code: 'NET_ASSET_OVER_CAP', message: '가구 순자산이 3억 3,700만원을 넘으면 받을 수 없어요.' },
    ]);
  });
});

describe('발표됐지만 기금 안내에 없는 소득 기준 (이슈 29 #5, 이슈 47 #4)', () => {
  it('신혼부부전용 전세자금은 7,500만원을 넘으면 받을 수 없고, 발표된 1억원까지는 그 발표가 안내에 아직 없다고 말해요', () => {
    // FP05020401 as read 2026-08 [P] and copies to 2026-10-01 [S]: 부부합산 7,500만; 1억 announced (ADR 0027):
    // the lender's page wins (ADR 0041).
    const couple = profileOf({
      maritalStatus: 'NEWLY_MARRIED',
      annualIncome: 50_000_000,
      spouseAnnualIncome: 30_000_000,
      rentalDeposit: 200_000_000,
    });
    const evaluation = evaluationOn(couple, 'NHUF-04', '2026-11-26');
    expect(evaluation.eligible).toBe(false);
    expect(evaluation.conditions).toEqual([]);
    expect(evaluation.reasons).toEqual([
      {
        code: 'INCOME_OVER_CAP',
        message:
          '부부합산 연소득 8,000만원이 소득 기준 7,500만원을 넘어요. 2024~2025년에 발표된 1억원 기준은 기금 상품 안내(2026년 8월 확인)에 아직 반영되지 않았어요.',
      },
    ]);
    expect(evaluationOn({ ...couple, spouseAnnualIncome: 25_000_000 }, 'NHUF-04', '2026-11-26').eligible).toBe(true);
    const over = evaluationOn({ ...couple, spouseAnnualIncome: 60_000_000 }, 'NHUF-04', '2026-11-26');
    expect(over.eligible).toBe(false);
    expect(over.reasons.map((reason) => reason.message)).toEqual([
      '부부합산 연소득 1억 1,000만원이 소득 기준 7,500만원을 넘어요.',
    ]);
  });

  it('신생아 특례는 맞벌이 2억원을 넘으면 받을 수 없고, 발표된 2억 5천만원까지는 그 발표를 말해요', () => {
    // FP05021401 as read 2026-08 and copies to 2026-10-01 [S]: 1.3억 (맞벌이 2억); 2.5억 announced (ADR 0027).
    const parents = profileOf({
      maritalStatus: 'MARRIED',
      annualIncome: 120_000_000,
      spouseAnnualIncome: 100_000_000,
      hasNewborn: true,
      rentalDeposit: 300_000_000,
    });
    const evaluation = evaluationOn(parents, 'NHUF-01', '2026-11-26');
    expect(evaluation.eligible).toBe(false);
    expect(evaluation.reasons.map((reason) => reason.message)).toEqual([
      '맞벌이 부부합산 연소득 2억 2,000만원이 소득 기준 2억원을 넘어요. 2025~2027년에 태어난 아이가 있는 가구에 2억 5천만원까지 넓힌다는 발표는 기금 상품 안내(2026년 8월 확인)에 아직 반영되지 않았어요.',
    ]);
    const atPageCap = { ...parents, spouseAnnualIncome: 80_000_000 };
    expect(evaluationOn(atPageCap, 'NHUF-01', '2026-11-26').eligible).toBe(true);
    expect(
      evaluationOn({ ...parents, spouseAnnualIncome: 140_000_000 }, 'NHUF-01', '2026-11-26').reasons[0]?.message,
    ).toBe('맞벌이 부부합산 연소득 2억 6,000만원이 소득 기준 2억원을 넘어요.');
  });
});

describe('전자계약 우대는 2026년 12월 31일 신청분까지, 우대하는 기금 상품에만 (이슈 47 #2)', () => {
  // 부산, 1인 3천만, 보증금 1억, need 2천만 ≤ 한도의 30 % → 소액 0.2 %p; NHUF-05 grid ≤4천 × ≤1억 = 2.8, 수도권 밖 −0.2.
  const renter = profileOf({
    annualIncome: 30_000_000,
    rentalDeposit: 100_000_000,
    cashOnHand: 80_000_000,
    districtCode: BUSAN,
    isElectronicContract: true,
  });

  it('12월 31일 신청이면 0.1 %p를 더 깎고, 1월 1일 신청이면 깎지 않아요', () => {
    expect(evaluationOn(renter, 'NHUF-05', '2026-12-31').expectedLoanRate).toBe(2.3);
    expect(evaluationOn(renter, 'NHUF-05', '2027-01-01').expectedLoanRate).toBe(2.4);
    expect(evaluationOn({ ...renter, isElectronicContract: false }, 'NHUF-05', '2026-12-31').expectedLoanRate).toBe(
      2.4,
    );
  });

  it('신생아 특례 버팀목은 전자계약 우대가 없어요', () => {
    const newborn = { ...renter, maritalStatus: 'MARRIED', hasNewborn: true, childStatus: 'ONE_CHILD' } as const;
    const withIt = evaluationOn(newborn, 'NHUF-01', '2026-12-31');
    expect(withIt.expectedLoanRate).toBe(
      evaluationOn({ ...newborn, isElectronicContract: false }, 'NHUF-01', '2026-12-31').expectedLoanRate,
    );
    expect(withIt.conditions.map((condition) => condition.code)).not.toContain('ELECTRONIC_CONTRACT_RATE');
  });
});
