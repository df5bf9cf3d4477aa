// The error codes and their Korean sentences without the schema library, so a web page can name an error
// without loading zod (issue 10, ADR 0020).
/** The error codes of docs/api.md with their HTTP status. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  /** An upload that is not a readable 등기사항전부증명서 PDF (scanned, encrypted, another document); the message says which. */
  REGISTRY_UNREADABLE: 400,
  UNAUTHENTICATED: 401,
  REFRESH_TOKEN_INVALID: 401,
  LOGIN_REQUIRED: 403,
  FORBIDDEN: 403,
  /** A suspended member's write (post, comment, like, report); the message names the end date. */
  ACCOUNT_SUSPENDED: 403,
  /** A post opened by a member who blocked its author: said so (not a missing post), without its content. */
  AUTHOR_BLOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The member has already reported this post or comment. */
  ALREADY_REPORTED: 409,
  /** The same text again from the same member within a day (spam rule). */
  DUPLICATE_POST: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  GUEST_QUOTA_EXCEEDED: 429,
  INTERNAL: 500,
  /** A shared part (the image store) is away for a moment; what does not need it keeps working. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The default Korean sentence for each error code; routes may say something more specific. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: '입력하신 내용을 다시 확인해주세요.',
  REGISTRY_UNREADABLE: '등기사항전부증명서를 읽을 수 없어요. 인터넷등기소에서 내려받은 PDF를 올려주세요.',
  UNAUTHENTICATED: '로그인이 필요해요.',
  REFRESH_TOKEN_INVALID: '로그인이 만료되었어요. 다시 로그인해주세요.',
  LOGIN_REQUIRED: '로그인하면 이용할 수 있어요.',
  FORBIDDEN: '권한이 없어요.',
  ACCOUNT_SUSPENDED: '지금은 글을 쓸 수 없어요.',
  AUTHOR_BLOCKED: '차단한 사용자의 글이에요.',
  NOT_FOUND: '찾으시는 정보가 없어요.',
  CONFLICT: '이미 처리된 요청이에요.',
  ALREADY_REPORTED: '이미 신고한 글이에요.',
  DUPLICATE_POST: '같은 내용의 글을 이미 올렸어요.',
  PAYLOAD_TOO_LARGE: '파일이나 내용이 너무 커요.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 파일 형식이에요. JPG, PNG, WebP, GIF 이미지만 올릴 수 있어요.',
  RATE_LIMITED: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
  GUEST_QUOTA_EXCEEDED: '이번 주 게스트 보고서를 모두 사용했어요. 로그인하면 계속 받아볼 수 있어요.',
  INTERNAL: '오류가 발생했어요. 잠시 후 다시 시도해주세요.',
  SERVICE_UNAVAILABLE: '잠시 이용할 수 없어요. 잠시 후 다시 시도해주세요.',
};
