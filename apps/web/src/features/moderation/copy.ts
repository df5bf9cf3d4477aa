import type { HiddenReason, ReportReason } from '@jipsa/contracts';

// What the moderation screens say (issue 33): reporting, blocking, the under-review notice, the blocked list in
// 설정 and the operators' desk. Korean 해요체.

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  AD_SPAM: '광고·스팸',
  FRAUD: '사기 의심',
  PERSONAL_INFO: '개인정보 노출',
  ABUSE: '욕설·비방',
  OTHER: '기타',
};

export const HIDDEN_REASON_LABELS: Readonly<Record<HiddenReason, string>> = {
  REPORTS: '여러 회원이 신고했어요',
  HELD_NEW_MEMBER: '가입한 지 하루가 안 된 회원의 링크나 연락처라 확인하고 있어요',
  OPERATOR: '운영자가 숨겼어요',
};

const KOREA_DATE_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const KOREA_DATE = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 2026년 11월 26일 15:04 (KST) */
export const formatKoreaDateTime = (iso: string) => KOREA_DATE_TIME.format(new Date(iso));
/** 2026년 11월 26일 (KST) */
export const formatKoreaDate = (iso: string) => KOREA_DATE.format(new Date(iso));

export const moderationCopy = {
  postMenu: '글 더보기',
  commentMenu: (author: string) => `${author}님의 댓글 더보기`,
  report: '신고하기',
  block: '차단하기',

  reportPostTitle: '이 글을 신고할까요?',
  reportCommentTitle: '이 댓글을 신고할까요?',
  reportLead: '신고 이유를 골라 주세요. 신고한 사람은 작성자에게 알려지지 않아요.',
  reasonLegend: '신고 이유',
  detailLabel: '자세한 내용',
  detailRequired: '기타를 골랐다면 이유를 적어 주세요.',
  detailPlaceholder: '어떤 점이 문제인지 적어 주세요.',
  detailCounter: (length: number, max: number) => `${length}/${max}자`,
  detailTooLong: (max: number) => `${max}자까지 쓸 수 있어요.`,
  chooseReason: '신고 이유를 골라 주세요.',
  submitReport: '신고하기',
  reportDoneTitle: '신고했어요',
  alreadyReportedTitle: '이미 신고했어요',
  reportDone: '신고가 접수됐어요. 운영자가 확인할게요.',
  reportHidden: '신고가 접수됐어요. 여러 회원이 신고해서 검토하는 동안 숨겨졌어요.',
  alreadyReportedPost: '이미 신고한 글이에요.',
  alreadyReportedComment: '이미 신고한 댓글이에요.',
  reportFailed: '신고하지 못했어요. 잠시 뒤에 다시 시도해 주세요.',
  close: '닫기',

  blockTitle: (nickname: string) => `${nickname}님을 차단할까요?`,
  blockBody: '차단하면 이 사람의 글과 댓글이 더 이상 보이지 않아요. 설정의 차단한 사용자에서 언제든 풀 수 있어요.',
  blockConfirm: '차단하기',
  blockDone: (nickname: string) => `${nickname}님을 차단했어요.`,
  blockFailed: '차단하지 못했어요. 잠시 뒤에 다시 시도해 주세요.',
  undo: '되돌리기',
  undoDone: '차단을 풀었어요.',

  underReviewTitle: '검토 중이에요',
  underReviewBody: '다른 사람에게는 보이지 않아요. 운영자가 확인한 뒤 다시 보이거나 삭제돼요.',
  underReviewReasons: '신고 이유',

  blockedHeading: '차단한 사용자',
  blockedEmpty: '차단한 사용자가 없어요.',
  blockedLoading: '차단한 사용자를 불러오고 있어요.',
  blockedFailed: '차단한 사용자를 불러오지 못했어요.',
  blockedSince: (date: string) => `${date} 차단`,
  unblock: '차단 해제',
  unblockLabel: (nickname: string) => `${nickname}님 차단 해제`,
  unblockTitle: (nickname: string) => `${nickname}님의 차단을 풀까요?`,
  unblockBody: '차단을 풀면 이 사람의 글과 댓글이 다시 보여요.',
  unblockFailed: '차단을 풀지 못했어요. 다시 시도해 주세요.',
  retry: '다시 시도',

  adminTitle: '신고 처리함',
  adminOnly: '운영자만 볼 수 있어요',
  adminOnlyBody: '이 화면은 운영자 권한이 있는 회원만 쓸 수 있어요.',
  adminLoginTitle: '로그인이 필요해요',
  adminLoginBody: '운영자 계정으로 로그인해 주세요.',
  login: '로그인하기',
  goHome: '홈으로 가기',
  adminLoading: '신고 목록을 불러오고 있어요.',
  adminFailed: '신고 목록을 불러오지 못했어요.',
  adminEmpty: '처리할 신고가 없어요.',
  queueHeading: '신고된 글과 댓글',
  more: '더 보기',
  targetPost: '글',
  targetComment: '댓글',
  author: (name: string) => `작성자 ${name}`,
  reportCount: (count: number) => `신고 ${count}건`,
  hiddenBadge: '숨김',
  visibleBadge: '보이는 중',
  hiddenBecause: (reason: string) => `숨긴 이유: ${reason}`,
  reportsOf: '신고 내역',
  reportLine: (reporter: string, reason: string, date: string) => `${reporter} · ${reason} · ${date}`,
  hide: '숨기기',
  restore: '되돌리기',
  remove: '삭제',
  suspend: '작성자 정지',
  actionTitle: {
    hide: '이 항목을 숨길까요?',
    restore: '이 항목을 다시 보이게 할까요?',
    delete: '이 항목을 삭제할까요?',
    suspend: '작성자를 정지할까요?',
  },
  actionBody: {
    hide: '작성자와 운영자만 볼 수 있게 돼요.',
    restore: '모든 사람에게 다시 보여요.',
    delete: '삭제하면 되돌릴 수 없어요. 글이면 댓글과 이미지도 함께 지워져요.',
    suspend: '정지된 동안 글과 댓글을 쓸 수 없어요. 읽기는 할 수 있어요.',
  },
  actionReason: '처리 사유',
  actionReasonRequired: '처리 사유를 적어 주세요.',
  suspendDays: '정지 기간 (일)',
  suspendDaysInvalid: (max: number) => `정지 기간은 1일부터 ${max}일까지 적어 주세요.`,
  actionDone: {
    hide: '숨겼어요.',
    restore: '다시 보이게 했어요.',
    delete: '삭제했어요.',
    suspend: (until: string) => `작성자를 ${until}까지 정지했어요.`,
  },
  actionFailed: '처리하지 못했어요. 다시 시도해 주세요.',
  auditHeading: '운영 기록',
  auditEmpty: '아직 운영 기록이 없어요.',
  auditFailed: '운영 기록을 불러오지 못했어요.',
  auditAction: { HIDE: '숨김', RESTORE: '되돌림', DELETE: '삭제', SUSPEND: '정지' },
  auditTarget: { POST: '글', COMMENT: '댓글', USER: '회원' },
  auditLine: (actor: string, action: string, target: string) => `${actor}님이 ${target}을(를) ${action}`,
  auditUntil: (date: string) => `${date}까지`,
  auditReason: (reason: string) => `사유: ${reason}`,
} as const;
