/** The DTI tab. */
export const dtiCopy = {
  annualIncome: '연소득',
  loanAmount: '대출금액',
  interestRate: '대출 이자율',
  loanTerm: '대출 기간',
  repaymentType: '상환방법',
  yearlyLoanInterestRepayment: '다른 대출의 1년 이자',
  yearlyLoanInterestHint: '이미 갖고 있는 대출의 1년 이자를 더해요. 없으면 비워두세요.',
  resultTitle: 'DTI 계산 결과',
  ratio: 'DTI',
  annualRepayment: '이 대출의 1년 원리금',
  annualPrincipal: '1년 원금',
  annualInterest: '1년 이자',
  otherInterest: '다른 대출의 1년 이자',
  referenceLimits: '지역별 DTI 한도',
  withinReference: '한도 안',
  overReference: '한도 초과',
} as const;
