import type { MarketRatesResponse } from '@jipsa/contracts';
import type { CalculatorTab } from './lib/calculator-tab.ts';
import { marketRateDateSentence } from '../../shared/copy/market-rate-date-sentence.ts';

// What every calculator tab says. Each tab's own words are in its own module (ltv-copy.ts, dti-copy.ts, dsr-copy.ts,
// dsr-form-copy.ts, repayment-copy.ts), so a page loads only the copy of the tab it shows (issue 32).
export const calculatorCopy = {
  calculatorTitle: '대출 계산기',
  dsrLoanAddTitle: 'DSR 대출 추가',
  // The same page editing a listed loan says so (issue 26).
  dsrLoanEditTitle: 'DSR 대출 수정',
  backToCalculator: '계산기로 돌아가기',

  tabListLabel: '계산기 종류',
  tabs: { LTV: 'LTV', DTI: 'DTI', DSR: 'DSR', REPAYMENT: '원리금' } satisfies Record<CalculatorTab, string>,
  tabIntros: {
    LTV: '집값에 비해 얼마까지 빌릴 수 있는지 계산해요.',
    DTI: '연소득에서 주택담보대출 원리금과 다른 대출 이자가 차지하는 비율이에요.',
    DSR: '연소득에서 모든 대출의 1년 원리금이 차지하는 비율이에요. 스트레스 금리까지 반영해요.',
    REPAYMENT: '매달 갚을 원금과 이자, 전체 상환 일정을 계산해요.',
  } satisfies Record<CalculatorTab, string>,

  // Spec §5 "Inline limits".
  amountPlaceholder: '금액을 입력하세요',
  ratePlaceholder: '예) 4.5',
  periodPlaceholder: '기간을 입력하세요',
  units: { manwon: '만원', years: '년', months: '개월', percent: '%' },
  calculate: '계산하기',
  calculating: '계산하고 있어요',
  periodUnitOf: (field: string) => `${field} 단위`,
  requestFailed: '계산하지 못했어요. 잠시 후 다시 시도해주세요.',
  policyDate: (date: string) => `${date} 기준 규정으로 계산했어요.`,
  marketRates: (rates: MarketRatesResponse) =>
    `참고 시장 금리: 기준금리 연 ${rates.baseRate.toFixed(2)}%, 신 잔액기준 COFIX 연 ${rates.cofixNewBalance.toFixed(2)}%. ${marketRateDateSentence(rates.marketRateDate, rates.ageDays)}`,
  rateHistoryLink: '금리 추이 보기',
} as const;
