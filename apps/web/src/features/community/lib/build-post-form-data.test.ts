import { describe, expect, it } from 'vitest';
import { buildPostFormData } from './build-post-form-data.ts';
import { EMPTY_POST_DRAFT, type PostDraft } from './post-draft.ts';

const REPORT_ID = '3f1c2b9e-8d4a-4c1e-9a7b-2d5e6f7a8b9c';
const draft: PostDraft = {
  ...EMPTY_POST_DRAFT,
  id: 'p1',
  title: '제목',
  content: '첫 줄\n둘째 줄',
  imageUrl: '/images/old.webp',
  loanAdviceSummaryReport: {
    loanAdviceResultId: REPORT_ID,
    loanProductCode: 'HF-01',
    loanProductName: 'HF',
    expectedLoanRate: 3,
    possibleLoanLimit: 1,
  },
};
const fields = (form: FormData) => [...form.keys()].sort();

describe('buildPostFormData', () => {
  it('제목, 내용, 첨부 보고서 id 를 보내요', () => {
    const form = buildPostFormData({ ...draft, imageUrl: null }, 'write');
    expect(fields(form)).toEqual(['content', 'loanAdviceResultId', 'title']);
    expect(form.get('content')).toBe('첫 줄\n둘째 줄');
    expect(form.get('loanAdviceResultId')).toBe(REPORT_ID);
  });

  it('수정에서 기존 사진을 두면 existingImageUrl, 새 사진이면 imageFile, 뺐으면 둘 다 보내지 않아요', () => {
    expect(buildPostFormData(draft, 'modify').get('existingImageUrl')).toBe('/images/old.webp');

    const file = new File(['png'], 'new.png', { type: 'image/png' });
    const replaced = buildPostFormData({ ...draft, imageUrl: null, imageFile: file }, 'modify');
    expect(fields(replaced)).toContain('imageFile');
    expect(fields(replaced)).not.toContain('existingImageUrl');
    expect((replaced.get('imageFile') as File).name).toBe('new.png');

    const removed = buildPostFormData({ ...draft, imageUrl: null, loanAdviceSummaryReport: null }, 'modify');
    expect(fields(removed)).toEqual(['content', 'title']);
  });
});
