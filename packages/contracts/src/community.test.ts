import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commentContentSchema,
  createCommentRequestSchema,
  createPostFieldsSchema,
  postContentSchema,
  postTitleSchema,
  sortedPostsQuerySchema,
  updateCommentRequestSchema,
  updatePostFieldsSchema,
} from './community.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('글 제목', () => {
  it('앞뒤 공백을 지우고 1~100자만 받아요', () => {
    expect(postTitleSchema.parse('  전세 대출 후기  ')).toBe('전세 대출 후기');
    expect(postTitleSchema.parse('가'.repeat(100))).toHaveLength(100);
    expect(messageOf(postTitleSchema.safeParse('가'.repeat(101)))).toBe('제목은 100자까지 쓸 수 있어요.');
    expect(messageOf(postTitleSchema.safeParse(' \n\t '))).toBe('제목을 입력해주세요.');
  });

  it('이모지는 한 글자로 세요', () => {
    expect(postTitleSchema.safeParse('🏠'.repeat(100)).success).toBe(true);
    expect(postTitleSchema.safeParse('🏠'.repeat(101)).success).toBe(false);
  });

  it('공백만 있는 제목은 길이와 상관없이 거절해요', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(' ', '\n', '\t', '\u3000'), { maxLength: 50 }), (blanks) => {
        expect(postTitleSchema.safeParse(blanks.join('')).success).toBe(false);
      }),
    );
  });
});

describe('글 내용', () => {
  it('15줄까지 받고 16줄은 거절해요 (줄바꿈 종류와 상관없이)', () => {
    const lines = (count: number, newline: string) =>
      Array.from({ length: count }, (_, index) => `${index}줄`).join(newline);
    for (const newline of ['\n', '\r\n', '\r']) {
      expect(postContentSchema.safeParse(lines(15, newline)).success).toBe(true);
      expect(messageOf(postContentSchema.safeParse(lines(16, newline)))).toBe('내용은 15줄까지 쓸 수 있어요.');
    }
  });

  it('multipart 로 온 CRLF 줄바꿈은 LF 로 저장하고 한 글자로 세요', () => {
    expect(postContentSchema.parse('첫 줄\r\n둘째 줄\r셋째 줄')).toBe('첫 줄\n둘째 줄\n셋째 줄');
    const fullWithCrlf = `${'가'.repeat(4_986)}${'\r\n나'.repeat(7)}`;
    expect(postContentSchema.parse(fullWithCrlf)).toHaveLength(5_000);
    expect(commentContentSchema.parse('고마워요\r\n정말로')).toBe('고마워요\n정말로');
  });

  it('앞뒤의 빈 줄은 세지 않아요', () => {
    expect(postContentSchema.parse(`\n\n\n${'내용\n'.repeat(14)}내용\n\n\n`).split('\n')).toHaveLength(15);
  });

  it('5,000자까지 받아요', () => {
    expect(postContentSchema.safeParse('가'.repeat(5_000)).success).toBe(true);
    expect(messageOf(postContentSchema.safeParse('가'.repeat(5_001)))).toBe('내용은 5,000자까지 쓸 수 있어요.');
  });

  it('비어 있거나 공백뿐이면 거절해요', () => {
    expect(messageOf(postContentSchema.safeParse('   '))).toBe('내용을 입력해주세요.');
  });

  it('HTML 도 글자 그대로 받아요 (보여줄 때 글자로 보여줘요)', () => {
    expect(postContentSchema.parse('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('글 쓰기와 수정의 multipart 필드', () => {
  it('빈 보고서 id 는 첨부하지 않은 것으로 봐요', () => {
    expect(createPostFieldsSchema.parse({ title: '제목', content: '내용', loanAdviceResultId: '' })).toEqual({
      title: '제목',
      content: '내용',
    });
  });

  it('보고서 id 가 uuid 가 아니면 그 필드에 한국어 메시지로 거절해요', () => {
    const result = createPostFieldsSchema.safeParse({ title: '제목', content: '내용', loanAdviceResultId: '12' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['loanAdviceResultId'],
      message: '첨부할 보고서를 다시 선택해주세요.',
    });
  });

  it('모르는 필드는 거절하고, 기존 이미지 주소는 수정할 때만 받아요', () => {
    expect(
      createPostFieldsSchema.safeParse({ title: '제목', content: '내용', existingImageUrl: '/images/a.jpg' }).success,
    ).toBe(false);
    expect(
      updatePostFieldsSchema.parse({ title: '제목', content: '내용', existingImageUrl: '/images/a.jpg' }),
    ).toMatchObject({
      existingImageUrl: '/images/a.jpg',
    });
  });
});

describe('댓글', () => {
  it('비어 있지 않은 1,000자까지 받아요', () => {
    expect(commentContentSchema.safeParse('좋은 정보 감사해요').success).toBe(true);
    expect(commentContentSchema.safeParse('가'.repeat(1_000)).success).toBe(true);
    expect(messageOf(commentContentSchema.safeParse('가'.repeat(1_001)))).toBe('댓글은 1,000자까지 쓸 수 있어요.');
    expect(messageOf(commentContentSchema.safeParse('  '))).toBe('댓글을 입력해주세요.');
  });

  it('댓글 쓰기는 postId 와 content, 수정은 updatedContent 만 받아요', () => {
    const postId = '6f1c2a4e-8a51-4c1e-9a0f-2a7e3c1d5b9a';
    expect(createCommentRequestSchema.parse({ postId, content: ' 안녕하세요 ' })).toEqual({
      postId,
      content: '안녕하세요',
    });
    expect(createCommentRequestSchema.safeParse({ postId, content: '내용', authorId: 'x' }).success).toBe(false);
    expect(updateCommentRequestSchema.safeParse({ content: '내용' }).success).toBe(false);
  });
});

describe('글 목록 조회 조건', () => {
  it('기본은 최신순 20개예요', () => {
    expect(sortedPostsQuerySchema.parse({})).toEqual({ sortType: 'LATEST', size: 20 });
  });

  it('한 번에 1~50개만 불러올 수 있어요', () => {
    expect(sortedPostsQuerySchema.parse({ sortType: 'POPULAR', size: '50' }).size).toBe(50);
    expect(sortedPostsQuerySchema.safeParse({ size: '0' }).success).toBe(false);
    expect(sortedPostsQuerySchema.safeParse({ size: '51' }).success).toBe(false);
    expect(sortedPostsQuerySchema.safeParse({ size: '2.5' }).success).toBe(false);
    expect(sortedPostsQuerySchema.safeParse({ sortType: 'OLDEST' }).success).toBe(false);
  });
});
