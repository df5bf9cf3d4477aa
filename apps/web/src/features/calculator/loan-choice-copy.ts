import type { DsrLoanType, InterestRateType, RepaymentType } from '@jipsa/contracts';
import type { ChoiceOption } from '../../shared/ui/choice-chips.tsx';

const LOAN_TYPE_LABELS: Readonly<Record<DsrLoanType, string>> = {
  MORTGAGE: '주택담보대출',
  JEONSE_LOAN: '전세대출',
  PERSONAL_LOAN: '신용대출',
  OTHER_LOAN: '기타대출',
  LONG_TERM_CARD_LOAN: '장기카드대출',
  OTHER_COLLATERAL_LOAN: '기타담보 대출',
  INTERIM_PAYMENT_AND_MOVING: '중도금 및 이주비',
  OFFICETEL_MORTGAGE_LOAN: '오피스텔담보대출',
  JEONSE_DEPOSIT_COLLATERAL_LOAN: '전세보증금담보대출',
  NON_HOUSING_REAL_ESTATE_COLLATERAL_LOAN: '비주택 부동산 담보 대출',
  DEPOSIT_AND_INSURANCE_COLLATERAL_LOAN: '예적금 담보 및 보험계약 대출',
  SECURITIES_COLLATERAL_LOAN: '유가증권 담보대출',
};

const REPAYMENT_TYPE_LABELS: Readonly<Record<RepaymentType, string>> = {
  AMORTIZING: '원리금균등',
  EQUAL_PRINCIPAL: '원금균등',
  BULLET: '만기일시',
};

const INTEREST_RATE_TYPE_LABELS: Readonly<Record<InterestRateType, string>> = {
  VARIABLE: '변동형',
  MIXED: '혼합형',
  PERIODIC: '주기형',
};

const optionsOf = <Value extends string>(labels: Readonly<Record<Value, string>>): readonly ChoiceOption<Value>[] =>
  (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));

/** The names of a loan's kinds, as the DSR list and the forms show them. */
export const loanChoiceLabels = {
  loanTypes: LOAN_TYPE_LABELS,
  repaymentTypes: REPAYMENT_TYPE_LABELS,
  interestRateTypes: INTEREST_RATE_TYPE_LABELS,
  metroArea: (isMetroArea: boolean) => (isMetroArea ? '수도권' : '비수도권'),
} as const;

/** The same kinds as the forms' choices. */
export const loanChoiceOptions = {
  loanTypes: optionsOf(LOAN_TYPE_LABELS),
  repaymentTypes: optionsOf(REPAYMENT_TYPE_LABELS),
  interestRateTypes: optionsOf(INTEREST_RATE_TYPE_LABELS),
  metroArea: [
    { value: true, label: '수도권' },
    { value: false, label: '비수도권' },
  ] as const satisfies readonly ChoiceOption<boolean>[],
} as const;
