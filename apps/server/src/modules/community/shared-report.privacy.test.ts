import { adviseLoan, type LoanProductCode } from '@jipsa/domain';
import { describe, expect, it } from 'vitest';
import { contextOn, parsedProfile } from '../loan-advice/loan-advice-test-support.ts';
import { SHARED_AMOUNT_UNIT, sharedReportOf } from './shared-report.ts';

// Issue 27: a reader who knows the rules and the shared view tries every cash and deposit near the author's and
// keeps those that give the same view. What is left must be a band no narrower than the rounding, for cash and
// for deposit, whichever product was chosen (a fee priced on the loan, HUG's priced on the deposit, fund rates).

const context = contextOn('2026-11-22');
const STEP = 50_000;
const REACH = 3_000_000;

type Author = {
  name: string;
  cashOnHand: number;
  rentalDeposit: number;
  productCode?: LoanProductCode;
  income: number;
};

const AUTHORS: Author[] = [
  { name: '이슈의 예: 현금 23,456,789원', cashOnHand: 23_456_789, rentalDeposit: 150_000_000, income: 30_000_000 },
  { name: '버팀목 소득의 청년', cashOnHand: 12_345_678, rentalDeposit: 98_765_432, income: 27_654_321 },
  {
    name: 'HUG 보증료(보증금에 매기는)를 고른 사람',
    cashOnHand: 31_234_567,
    rentalDeposit: 231_234_567,
    income: 52_345_678,
    productCode: 'HUG-01',
  },
];

function viewOf(author: Author, cashOnHand: number, rentalDeposit: number): string {
  const profile = parsedProfile({ cashOnHand, rentalDeposit, annualIncome: author.income });
  const advice = adviseLoan(profile, {
    ...context,
    ...(author.productCode ? { productCode: author.productCode } : {}),
  });
  return JSON.stringify(sharedReportOf('00000000-0000-4000-8000-000000000000', advice, profile, context));
}

const width = (values: number[]) => Math.max(...values) - Math.min(...values);

describe('공유된 보고서에서 글쓴이의 현금과 보증금을 풀어낼 수 없어요', () => {
  for (const author of AUTHORS) {
    it(`${author.name}: 같은 화면이 나오는 현금·보증금이 100만원보다 좁혀지지 않아요`, () => {
      const seen = viewOf(author, author.cashOnHand, author.rentalDeposit);
      expect((JSON.parse(seen) as { loanProductCode: string | null }).loanProductCode).not.toBeNull();

      const cashes: number[] = [];
      const deposits: number[] = [];
      for (let cash = author.cashOnHand - REACH; cash <= author.cashOnHand + REACH; cash += STEP) {
        for (let deposit = author.rentalDeposit - REACH; deposit <= author.rentalDeposit + REACH; deposit += STEP) {
          if (cash < 0 || cash > deposit) continue;
          if (viewOf(author, cash, deposit) !== seen) continue;
          cashes.push(cash);
          deposits.push(deposit);
        }
      }
      // The grid has the author's own point, so both lists hold it; a band is what the grid can resolve of it.
      expect(width(cashes)).toBeGreaterThanOrEqual(SHARED_AMOUNT_UNIT - STEP);
      expect(width(deposits)).toBeGreaterThanOrEqual(SHARED_AMOUNT_UNIT - STEP);
    });
  }

  it('소득도 보기로는 100만원보다 좁게 풀리지 않아요', () => {
    const author = AUTHORS[1] as Author;
    const seen = viewOf(author, author.cashOnHand, author.rentalDeposit);
    const incomes: number[] = [];
    for (let income = author.income - REACH; income <= author.income + REACH; income += STEP / 5) {
      if (viewOf({ ...author, income }, author.cashOnHand, author.rentalDeposit) === seen) incomes.push(income);
    }
    expect(width(incomes)).toBeGreaterThanOrEqual(SHARED_AMOUNT_UNIT - STEP);
  });
});
