// What the moderation routes say to people (Korean, 해요체).

const KOREA_DATE = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

export const MODERATION_COPY = {
  postNotFound: '글을 찾을 수 없어요.',
  commentNotFound: '댓글을 찾을 수 없어요.',
  ownItem: '내가 쓴 글이나 댓글은 신고할 수 없어요.',
  alreadyReported: '이미 신고했어요. 운영자가 확인하고 있어요.',
  // To a member the author blocks: that this item takes no report from them, not why.
  reportPostRefused: '이 글은 신고할 수 없어요.',
  reportCommentRefused: '이 댓글은 신고할 수 없어요.',
  blockSelf: '내가 쓴 글이나 댓글의 작성자는 차단할 수 없어요.',
  blockWithdrawn: '탈퇴한 회원은 차단할 수 없어요.',
  blockNotFound: '차단 내역을 찾을 수 없어요.',
  notOperator: '운영자만 볼 수 있어요.',
  targetNotFound: '처리할 글이나 댓글을 찾을 수 없어요.',
  noAuthor: '탈퇴한 회원의 글이라 정지할 수 없어요.',
  duplicatePost: '같은 내용의 글을 하루 안에 다시 올릴 수 없어요.',
  /** 2026년 12월 3일까지 글을 쓸 수 없어요. (the date in KST) */
  suspended: (until: Date) => `${KOREA_DATE.format(until)}까지 글을 쓸 수 없어요.`,
};
