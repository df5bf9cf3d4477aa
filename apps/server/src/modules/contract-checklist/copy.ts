// What the contract checklist routes say to people (Korean, 해요체).

export const CHECKLIST_COPY = {
  datesFirst: '계약일, 잔금일·입주일, 계약 만기를 먼저 입력해주세요.',
  noSuchStep: '이 계약 날짜에는 없는 단계예요.',
  calendarDatesFirst: '체크리스트 날짜를 먼저 입력해주세요.',
};

// The checklist's calendar events (Korean, 해요체 where it is a sentence).
export const CALENDAR_COPY = {
  windowOpens: (title: string) => `${title} 시작`,
  windowCloses: (title: string) => `${title} 마지막 날`,
  // Google, Apple and Samsung calendars show only a VEVENT's title (they drop VTODOs on import): done goes there.
  done: (title: string) => `✓ ${title} (완료)`,
};
