export const communityCopy = {
  communityTitle: '커뮤니티',
  writeTitle: '글쓰기',
  detailTitle: '게시글',
  modifyCommentTitle: '댓글 수정',
  modifyTitle: '글 수정',
  recentReportTitle: '최근 보고서',
  write: '글쓰기',
  backToCommunity: '커뮤니티로 돌아가기',
} as const;
