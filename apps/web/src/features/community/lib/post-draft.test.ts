import { describe, expect, it } from 'vitest';
import { EMPTY_POST_DRAFT, readPostDraft } from './post-draft.ts';

const REPORT = {
  loanAdviceResultId: '3f1c2b9e-8d4a-4c1e-9a7b-2d5e6f7a8b9c',
  loanProductCode: 'NHUF-02',
  loanProductName: '청년전용 버팀목',
  expectedLoanRate: 2.2,
  possibleLoanLimit: 150_000_000,
};

describe('readPostDraft', () => {
  it('보고서만 온 상태는 그 보고서를 붙인 빈 초안이에요 (커뮤니티에 공유)', () => {
    expect(readPostDraft({ loanAdviceSummaryReport: REPORT })).toEqual({
      ...EMPTY_POST_DRAFT,
      loanAdviceSummaryReport: REPORT,
    });
  });

  it('글 전체가 오면 고칠 수 있는 칸만 꺼내요', () => {
    const image = new File(['x'], 'x.png', { type: 'image/png' });
    const draft = readPostDraft({
      id: 'p1',
      title: 't',
      content: 'c',
      imageUrl: '/images/k.webp',
      imageFile: image,
      comments: [],
      likes: 3,
    });
    expect(draft).toEqual({
      id: 'p1',
      title: 't',
      content: 'c',
      imageUrl: '/images/k.webp',
      imageFile: image,
      loanAdviceSummaryReport: null,
    });
  });

  it('타입이 틀린 칸은 빈 값이 되고, 객체가 아니면 초안이 없어요', () => {
    expect(
      readPostDraft({ title: 3, imageFile: 'x', loanAdviceSummaryReport: { loanAdviceResultId: 'nope' } }),
    ).toEqual(EMPTY_POST_DRAFT);
    expect(readPostDraft(null)).toBeNull();
    expect(readPostDraft('draft')).toBeNull();
  });
});
