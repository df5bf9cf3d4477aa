// What the kept safety results say (Korean, 해요체): the result page's save action and the member's list.

export const keptSafetyCheckCopy = {
  keep: '이 결과 저장하기',
  keeping: '저장하고 있어요…',
  kept: '저장했어요. 대출 추천 첫 화면의 "저장한 안전 진단"에서 다시 볼 수 있어요.',
  keptLink: '저장한 결과 보기',
  keepFailed: '저장하지 못했어요. 잠시 후 다시 시도해주세요.',
  guestHint: '로그인하면 이 결과를 보고서처럼 저장해 두고 다시 볼 수 있어요.',
  guestKeep: '로그인하고 저장하기',
  listTitle: '저장한 안전 진단',
  listHint: '열면 오늘 기준으로 다시 진단해요. 아래는 저장한 날의 판정이에요.',
  place: (dongName: string, jibun: string, buildingName: string) =>
    [dongName, jibun, buildingName].filter((part) => part.trim() !== '').join(' '),
  deposit: (amount: string) => `보증금 ${amount}`,
  verdictOn: (day: string, level: string, ratio: string | null) =>
    `${day} 판정 ${level}${ratio === null ? '' : ` · 전세가율 ${ratio}`}`,
  remove: '지우기',
  removeLabel: (place: string) => `${place} 저장 결과 지우기`,
  removeFailed: '지우지 못했어요. 잠시 후 다시 시도해주세요.',
};
