// What the contract checklist routes say to people (Korean, 해요체).

export const CHECKLIST_COPY = {
  datesFirst: '계약일, 잔금일·입주일, 계약 만기를 먼저 입력해주세요.',
  noSuchStep: '이 계약 날짜에는 없는 단계예요.',
  calendarDatesFirst: '체크리스트 날짜를 먼저 입력해주세요.',
};
