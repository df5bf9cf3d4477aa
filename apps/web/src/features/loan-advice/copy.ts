export const loanAdviceCopy = {
  depositEntryTitle: '전월세 보증금 입력',
  depositResultTitle: '받을 수 있는 대출 상품',
  loanInfoEntryTitle: '대출 정보 입력',
  loanInfoEntryBTitle: '대출 정보 입력하기',
  reportTitle: '대출 추천 보고서',
  noReportTitle: '대출 추천 결과',
  reportNumber: (id: string) => `보고서 번호 ${id}`,
  loadingReportTitle: '보고서를 만들고 있어요',
  loadingDepositEntryTitle: '보증금 입력 화면을 준비하고 있어요',
  loadingDepositResultTitle: '받을 수 있는 상품을 찾고 있어요',
  loadingLoanInfoEntryTitle: '대출 정보 입력 화면을 준비하고 있어요',
} as const;
