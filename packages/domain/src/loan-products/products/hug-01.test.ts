import { describe, expect, it } from 'vitest';
import { evaluationOf, refusalsOf } from '../testing/evaluation-of.ts';
import { estimatePreTerms } from '../estimate-pre-terms.ts';
import { BUSAN, profileOf, TEST_CONTEXT } from '../testing/fixtures.ts';

describe('HUG-01 HUG 전세금안심대출', () => {
  it('청년(만 19~34세, 부부합산 5,000만원 이하)은 보증금의 90 %, 그 밖의 나이는 80 %까지예요', () => {
    const renter = profileOf({ annualIncome: 30_000_000, rentalDeposit: 100_000_000 });
    const limitAt = (age: number) => evaluationOf({ ...renter, age }, 'HUG-01').possibleLoanLimit;
    expect([18, 19, 34, 35].map(limitAt)).toEqual([80_000_000, 90_000_000, 90_000_000, 80_000_000]);
  });

  it('청년의 소득 기준은 부부합산 5,000만원까지예요: 1원만 넘어도 80 %예요', () => {
    const youth = profileOf({ age: 30, rentalDeposit: 100_000_000 });
    const limitWith = (annualIncome: number) => evaluationOf({ ...youth, annualIncome }, 'HUG-01').possibleLoanLimit;
    expect([50_000_000, 50_000_001].map(limitWith)).toEqual([90_000_000, 80_000_000]);
  });

  it('수도권 보증금 기준 7억원을 넘으면 지역과 기준을 말해요', () => {
    expect(refusalsOf(profileOf({ rentalDeposit: 800_000_000 }), 'HUG-01')).toEqual([
      '임차보증금 8억원이 수도권 보증금 기준 7억원을 넘어요.',
    ]);
  });

  // HUG 상품안내 [S] (ADR 0041 #5): 선순위채권 ≤ 주택가액(주택가격 × 90 %) × 60 %. 시세 3억 아파트: 1억 6,200만까지.
  describe('HUG 반환보증의 선순위 채권 한도(주택가액의 60 %)', () => {
    const renter = profileOf({ rentHousingType: 'APARTMENT', housePrice: 300_000_000, rentalDeposit: 90_000_000 });

    it('선순위 1억 6,200만원이면 받을 수 있고, 1원만 넘어도 보증금과 상관없이 거절이에요', () => {
      expect(refusalsOf({ ...renter, priorLiens: 162_000_000 }, 'HUG-01')).toEqual([]);
      expect(refusalsOf({ ...renter, priorLiens: 162_000_001 }, 'HUG-01')).toEqual([
        '선순위 채권 1억 6,200만 1원이 주택가액(집값의 90%) 2억 7,000만원의 60%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
      ]);
    });

    it('선순위 1억 7천, 보증금 9천: 합 2억 6천은 주택가액 2억 7천 안이지만 거절이에요', () => {
      const evaluation = evaluationOf({ ...renter, priorLiens: 170_000_000 }, 'HUG-01');
      expect(evaluation.eligible).toBe(false);
      expect(evaluation.reasons.map((reason) => reason.code)).toEqual(['DEPOSIT_RETURN_GUARANTEE_REFUSED']);
    });
  });

  // HUG 공지 2026-06-24 [S]: 반전세는 보증금 + 월세 × 12 ÷ 전월세전환율(2026-07-01 신청분부터 6.5 %, 그 전 6.4 %)로
  // 7억/5억 한도를 봐요. 월세 50만원: 6.5 %면 9,230만 7,692원, 6.4 %면 9,375만원.
  describe('반전세는 월세를 HUG 전월세전환율로 보증금에 더해 한도를 봐요', () => {
    const halfJeonse = profileOf({ districtCode: BUSAN, monthlyRent: 500_000, cashOnHand: 400_000_000 });

    it('2026-07-01부터(6.5 %) 지방 한도 5억: 보증금 4억 769만 2,308원까지 받을 수 있고 1원 넘으면 거절이에요', () => {
      const atCap = 500_000_000 - 92_307_692;
      expect(evaluationOf({ ...halfJeonse, rentalDeposit: atCap }, 'HUG-01', '2026-07-01').eligible).toBe(true);
      expect(evaluationOf({ ...halfJeonse, rentalDeposit: atCap + 1 }, 'HUG-01', '2026-07-01').reasons).toEqual([
        {
          code: 'DEPOSIT_RETURN_GUARANTEE_REFUSED',
          message:
            '월세 50만원을 전월세전환율 6.5%로 보증금에 더하면 5억 1원이라 HUG 반환보증 보증금 한도 5억원을 넘어요.',
        },
      ]);
    });

    it('2026-06-30까지는 6.4 %: 같은 보증금 4억 700만원이 한도를 넘어요', () => {
      const deposit = 407_000_000;
      expect(evaluationOf({ ...halfJeonse, rentalDeposit: deposit }, 'HUG-01', '2026-07-01').eligible).toBe(true);
      expect(
        evaluationOf({ ...halfJeonse, rentalDeposit: deposit }, 'HUG-01', '2026-06-30').reasons.map((r) => r.message),
      ).toEqual([
        '월세 50만원을 전월세전환율 6.4%로 보증금에 더하면 5억 75만원이라 HUG 반환보증 보증금 한도 5억원을 넘어요.',
      ]);
    });

    it('보증금만으로 한도를 넘으면 보증금 기준 한 가지만 말해요', () => {
      expect(refusalsOf({ ...halfJeonse, rentalDeposit: 500_000_001 }, 'HUG-01')).toEqual([
        '임차보증금 5억 1원이 지방 보증금 기준 5억원을 넘어요.',
      ]);
    });
  });

  it('보증금을 아직 모르면 월세를 6.5 %로 더해 5억원이 되는 보증금(1억 3,076만 9,231원)의 한도까지 기대할 수 있어요', () => {
    const { rentalDeposit: _deposit, ...answered } = profileOf({
      districtCode: BUSAN,
      age: 30,
      monthlyRent: 2_000_000,
    });
    const hug = estimatePreTerms(answered, TEST_CONTEXT).products.find((row) => row.loanProductCode === 'HUG-01');
    const atEdge = evaluationOf({ ...answered, rentalDeposit: 500_000_000 - 369_230_769 }, 'HUG-01');
    expect(atEdge.eligible).toBe(true);
    expect(hug?.possibleLoanLimit).toBe(atEdge.possibleLoanLimit);
  });
});
