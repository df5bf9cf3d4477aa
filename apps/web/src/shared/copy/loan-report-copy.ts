import { formatKoreanDateTime } from '../format/format-korean-date.ts';
import { formatWon } from '../format/format-won.ts';

// Words of the shared loan-report row (loan advice, recent reports, community posts).
export const loanReportCopy = {
  rate: '금리',
  limit: '한도',
  noProduct: '받을 수 있는 상품 없음',
  /** A recent report's line: the deposit and the moment tell two reports of one day apart (issue 11). */
  caption: (deposit: number | null, createdAt: string) =>
    deposit === null
      ? formatKoreanDateTime(createdAt)
      : `보증금 ${formatWon(deposit)} · ${formatKoreanDateTime(createdAt)}`,
} as const;
