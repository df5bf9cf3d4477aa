import type { MarketRateFeedStatus } from '@jipsa/contracts';
import { withParticle } from '@jipsa/domain';
import { marketRateAgeWords } from '../../shared/copy/market-rate-date-sentence.ts';
import { formatKoreanDate } from '../../shared/format/format-korean-date.ts';
import { formatRate } from '../../shared/format/format-rate.ts';
import { formatPayment, formatWon } from '../../shared/format/format-won.ts';
import type { ChartFigure } from './lib/rate-series.ts';

/** "2025년 7월" of a 'YYYY-MM-DD' date. */
const yearMonth = (date: string) => `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월`;

/** A rate as the page writes it: "연 2.48%". */
const yearly = (percent: number) => `연 ${formatRate(percent, 2)}`;

// Korean copy of the rate history page (issue 28).
export const ratesCopy = {
  title: '금리 추이',
  lead: '기준금리, COFIX, 정기예금 금리가 어떻게 움직였는지 공시된 날짜대로 보여줘요.',
  loading: '금리 추이를 불러오고 있어요',

  figures: {
    baseRate: '기준금리',
    cofixNewBalance: 'COFIX 신잔액기준',
    depositRate: '정기예금 1년',
  } satisfies Record<ChartFigure, string>,

  // What the rates mean for a jeonse loan.
  meaningHeading: '전세대출에는 이렇게 와닿아요',
  currentCofix: (percent: number, date: string) =>
    `${formatKoreanDate(date)} 기준 COFIX(신잔액기준)는 ${yearly(percent)}예요.`,
  cofixBasis: '은행 전세대출 금리는 대부분 COFIX에 은행이 정한 가산금리를 더해 정해져요.',
  /** "COFIX가 0.1%p 내리면 2억원 대출의 이자가 한 달에 약 16,700원 줄어요." */
  cofixEffect: (deltaPercentPoints: number, loan: number, aboutChange: number) =>
    `COFIX가 ${deltaPercentPoints}%p 내리면 ${formatWon(loan)} 대출의 이자가 한 달에 약 ${formatPayment(aboutChange)} 줄어요.`,

  // The chart.
  /** The span the figures really cover (issue 50 #4), not the window asked for: "2025년 7월 ~ 2026년 2월 금리". */
  chartTitle: (first: string, last: string) => `${yearMonth(first)} ~ ${yearMonth(last)} 금리`,
  chartTitleEmpty: '금리 그래프',
  chartLabel: (summaries: readonly string[]) =>
    `금리 그래프. ${summaries.join(' ')} 날짜별 값과 출처는 아래 표로 볼 수 있어요.`,
  seriesSummary: (figure: string, first: number, last: number) =>
    first === last
      ? `${withParticle(figure, '은', '는')} 이 기간 내내 ${yearly(last)}였어요.`
      : `${withParticle(figure, '은', '는')} ${yearly(first)}에서 ${yearly(last)}로 바뀌었어요.`,
  legendLabel: '그래프 범례',
  /** The figure's newest value's date and age, in the answers' words (`marketRateDateSentence`; issue 50 #4). */
  legendDate: (date: string) => `${formatKoreanDate(date)} 공시`,
  legendAge: (ageDays: number) => `(${marketRateAgeWords(ageDays)})`,
  noPoints: '이 기간에 받은 값이 없어요',
  pointTitle: (figure: string, date: string, percent: number, isEstimate: boolean) =>
    `${figure} ${formatKoreanDate(date)} ${yearly(percent)}${isEstimate ? ' (추정치)' : ''}`,
  estimateNote: '속이 빈 점과 점선은 추정치예요. 아직 공시를 옮기지 못해 운영자가 어림한 값이에요.',
  empty: '보여줄 금리가 아직 없어요. 값이 들어오면 여기에 그래프로 보여드릴게요.',
  axisDate: (date: string) => {
    const [year, month] = date.split('-');
    return `${year}.${month}`;
  },
  axisRate: (percent: number) => formatRate(percent, 2),

  // The table behind the chart.
  tableToggle: '표로 보기',
  tableCaption: (figure: string) => `${figure} 날짜별 값`,
  tableDate: '날짜',
  tableValueAndSource: '금리와 출처',
  tableRate: (percent: number) => yearly(percent),
  estimate: '추정치',

  // Where the figures come from.
  lastUpdated: (instant: string) => `마지막 갱신: ${formatKoreanDate(instant)}`,
  fromTable: (newestDate: string | null) =>
    newestDate === null
      ? '자동으로 받아온 금리가 아직 없어요. 운영자가 관리하는 표의 값을 보여줘요.'
      : `자동으로 받아온 금리가 아직 없어요. 운영자가 관리하는 표의 값을 보여줘요. 표의 가장 최근 날짜는 ${formatKoreanDate(newestDate)}이에요.`,
  feedsHeading: '자동 갱신 상태',
  feedStatus: (feed: MarketRateFeedStatus) => {
    const { label } = feed;
    if (!feed.enabled) return `${label}: 꺼져 있어요.`;
    return feed.lastSuccessAt === null
      ? `${label}: 최근 갱신에 실패했어요. 아직 받아온 적이 없어요.`
      : `${label}: 최근 갱신에 실패했어요. 마지막으로 받아온 날은 ${formatKoreanDate(feed.lastSuccessAt)}이에요.`;
  },
} as const;
