import { describe, expect, it } from 'vitest';
import { isDraftChanged } from './is-draft-changed.ts';
import { EMPTY_POST_DRAFT, type PostDraft } from './post-draft.ts';

const REPORT = {
  loanAdviceResultId: '3f1c2b9e-8d4a-4c1e-9a7b-2d5e6f7a8b9c',
  loanProductCode: 'HF-01',
  loanProductName: 'HF 전세자금보증',
  expectedLoanRate: 3.4,
  possibleLoanLimit: 200_000_000,
};

const saved: PostDraft = {
  ...EMPTY_POST_DRAFT,
  id: 'p',
  title: '제목',
  content: '내용',
  imageUrl: '/images/a.webp',
  loanAdviceSummaryReport: REPORT,
};

describe('isDraftChanged', () => {
  it('처음 연 그대로면 바뀐 게 없어요', () => {
    expect(isDraftChanged(saved, { ...saved })).toBe(false);
    expect(isDraftChanged(saved, { ...saved, loanAdviceSummaryReport: { ...REPORT } })).toBe(false);
  });

  it('제목, 내용, 사진, 첨부 보고서 중 하나라도 달라지면 바뀐 거예요', () => {
    expect(isDraftChanged(saved, { ...saved, title: '제목!' })).toBe(true);
    expect(isDraftChanged(saved, { ...saved, content: '내용\n' })).toBe(true);
    expect(isDraftChanged(saved, { ...saved, imageUrl: null })).toBe(true);
    expect(isDraftChanged(saved, { ...saved, imageFile: new File(['x'], 'x.png') })).toBe(true);
    expect(isDraftChanged(saved, { ...saved, loanAdviceSummaryReport: null })).toBe(true);
  });
});
