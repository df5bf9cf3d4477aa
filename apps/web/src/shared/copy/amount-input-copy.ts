// Words of the shared numeric inputs (keypad, amount field, period toggle). Feature copy stays in each feature.
export const amountInputCopy = {
  keypad: '숫자 키패드',
  backspace: '지우기',
  decimalPoint: '소수점',
  done: '완료',
  quickAdd: '빠르게 더하기',
  years: '년',
  months: '개월',
  yearsToggle: '년',
  monthsToggle: '월',
} as const;
