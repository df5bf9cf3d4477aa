export const calculatorCopy = {
  calculatorTitle: '대출 계산기',
  dsrLoanAddTitle: 'DSR 대출 추가',
  backToCalculator: '계산기로 돌아가기',
} as const;
