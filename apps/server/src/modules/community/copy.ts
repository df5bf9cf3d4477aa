import { POST_IMAGE_FIELD } from '@jipsa/contracts';

// What the board's routes say to people (Korean, 해요체).

export const COMMUNITY_COPY = {
  postNotFound: '글을 찾을 수 없어요.',
  postOfBlockedAuthor: '차단한 사용자의 글이에요.',
  commentNotFound: '댓글을 찾을 수 없어요.',
  attachedReportNotFound: '이 글에 붙은 보고서를 찾을 수 없어요.',
  commentPostMismatch: '댓글을 달 글이 주소와 달라요.',
  notYourReport: '내 대출 보고서만 첨부할 수 있어요.',
  restartList: '목록을 처음부터 다시 불러와주세요.',
  editOwnPost: '내가 쓴 글만 고칠 수 있어요.',
  deleteOwnPost: '내가 쓴 글만 지울 수 있어요.',
  editOwnComment: '내가 쓴 댓글만 고칠 수 있어요.',
  deleteOwnComment: '내가 쓴 댓글만 지울 수 있어요.',
  oneImageOnly: '새 이미지와 기존 이미지 중 하나만 보내주세요.',
  keepOwnImageOnly: '이 글에 있던 이미지만 그대로 둘 수 있어요.',
  unreadableForm: '보낸 글 양식을 읽을 수 없어요. 새로고침한 뒤 다시 보내주세요.',
  imageField: `이미지는 ${POST_IMAGE_FIELD} 항목으로 보내주세요.`,
  fieldTwice: '같은 항목을 두 번 보낼 수 없어요.',
  /** To a member the author blocks: that this item takes nothing from them, not why (ADR 0038). */
  refused: {
    comment: '이 글에는 댓글을 달 수 없어요.',
    postLike: '이 글에는 좋아요를 누를 수 없어요.',
    commentLike: '이 댓글에는 좋아요를 누를 수 없어요.',
  },
};
