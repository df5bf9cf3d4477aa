// The share actions on a report and a safety result (issue 50), in 해요체.
export const shareCopy = {
  group: '공유',
  copyLink: '링크 복사',
  // The phone's share sheet lists KakaoTalk among the apps: Kakao's own JS SDK is served only from its CDN, which the
  // app does not load (no third-party script at runtime).
  shareSheet: '카카오톡 등으로 공유',
  copied: '링크를 복사했어요.',
  copyFailed: '링크를 복사하지 못했어요. 아래 링크를 길게 눌러 복사해주세요.',
  linkLabel: '공유할 링크',
  // A report is its owner's alone (its link opens for no one else) and has no public page: what is shared is the
  // app's address and the product and rate — what a community post shows too — never income, cash, age or address.
  reportTitle: '집사 전세대출 추천',
  reportText: (product: string | null, rate: string | null) =>
    product && rate
      ? `집사에서 ${product}(연 ${rate})을 추천받았어요. 내 조건으로도 알아보세요.`
      : '집사에서 내 조건으로 받을 수 있는 전세대출을 알아보세요.',
} as const;
