// Words of the shared loan-report row (loan advice, recent reports, community posts).
export const loanReportCopy = {
  rate: '금리',
  limit: '한도',
  noProduct: '받을 수 있는 상품 없음',
} as const;
