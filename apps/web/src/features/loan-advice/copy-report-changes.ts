import { formatKoreanDate } from '../../shared/format/format-korean-date.ts';
import { formatLoanRate } from '../../shared/format/format-loan-rate.ts';
import { formatPayment, formatWon } from '../../shared/format/format-won.ts';

// Korean copy of the notice above a saved report when it would say something else today (issue 28).
export const reportChangesCopy = {
  heading: '이 보고서를 만든 뒤 달라진 점이 있어요',
  lead: (madeOn: string, today: string) =>
    `${formatKoreanDate(madeOn)}에 만든 보고서를 오늘(${formatKoreanDate(today)}) 다시 받으면 이렇게 달라져요.`,
  product: '추천 상품',
  rate: '금리',
  limit: '최대 한도',
  monthlyCost: '한 달 합계',
  noProduct: '받을 수 있는 상품 없음',
  none: '없음',
  yearlyRate: (rate: number) => `연 ${formatLoanRate(rate)}`,
  won: formatWon,
  payment: formatPayment,
  /** Read aloud instead of the arrow: "연 2.50%, 지금은 연 2.43%". */
  changedTo: '지금은',
  unchanged: '그대로',
  monthlyDifference: (difference: number) =>
    difference > 0
      ? `한 달에 ${formatPayment(difference)} 늘어요.`
      : difference < 0
        ? `한 달에 ${formatPayment(-difference)} 줄어요.`
        : '한 달에 드는 돈은 그대로예요.',
  reasonsHeading: '달라진 이유',
  reasonMeta: (date: string, source: string) => `${formatKoreanDate(date)}부터 · 출처: ${source}`,
  renew: '오늘 기준으로 다시 받기',
  renewing: '새 보고서를 만들고 있어요',
  renewFailed: '새 보고서를 만들지 못했어요. 잠시 후 다시 시도해주세요.',
};
