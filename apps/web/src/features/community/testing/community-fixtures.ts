import type { Comment, LoanAdviceSummary, Post, PostSummary } from '@jipsa/contracts';

// Server answers shaped by the contract, for the community's component tests.

export const POST_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const REPORT_ID = '3f1c2b9e-8d4a-4c1e-9a7b-2d5e6f7a8b9c';
export const OTHER_REPORT_ID = '9b2d4f6a-1c3e-4a5b-8d7f-0e1a2b3c4d5e';

const AT = '2026-07-01T09:00:00+09:00';

export const ATTACHED_REPORT = {
  loanAdviceResultId: REPORT_ID,
  loanProductCode: 'HF-01' as const,
  loanProductName: 'HF 일반 전세자금보증',
  expectedLoanRate: 3.45,
  possibleLoanLimit: 250_000_000,
};

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: '0b6d3c1a-2f4e-4a8b-9c7d-1e2f3a4b5c6d',
    postId: POST_ID,
    author: '이웃',
    avatarUrl: null,
    content: '저도 궁금했어요',
    likes: 0,
    like: false,
    timeAgo: '3분 전',
    updateDeleteAuthority: 'NONE',
    createdDate: AT,
    lastModifiedDate: AT,
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: POST_ID,
    title: '버팀목 전세대출 후기',
    content: '첫 줄이에요\n둘째 줄이에요',
    author: '집사',
    avatarUrl: null,
    imageUrl: null,
    likes: 3,
    like: false,
    commentCount: 0,
    comments: [],
    createdDate: AT,
    lastModifiedDate: AT,
    timeAgo: '5분 전',
    loanAdviceSummaryReport: null,
    updateDeleteAuthority: 'NONE',
    loginUserName: '집사',
    ...overrides,
  };
}

export function makeSummary(index: number, overrides: Partial<PostSummary> = {}): PostSummary {
  const { comments: _comments, ...summary } = makePost({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `글 ${index}`,
    content: `내용 ${index}`,
  });
  return { ...summary, ...overrides };
}

export const RECENT_REPORTS: LoanAdviceSummary[] = [
  { ...ATTACHED_REPORT, rentalDeposit: 250_000_000, createdAt: AT },
  {
    loanAdviceResultId: OTHER_REPORT_ID,
    loanProductCode: null,
    loanProductName: null,
    expectedLoanRate: null,
    possibleLoanLimit: null,
    rentalDeposit: 700_000_000,
    createdAt: '2026-06-20T09:00:00+09:00',
  },
];
