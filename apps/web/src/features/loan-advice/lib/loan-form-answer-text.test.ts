import { describe, expect, it } from 'vitest';
import { LOAN_FORM_DEFAULTS } from '../../../shared/store/app-store.ts';
import { loanFormAnswerText } from './loan-form-answer-text.ts';

describe('loanFormAnswerText', () => {
  it('대출 정보 폼의 주소 줄도 시군구를 보여줘요', () => {
    const form = { ...LOAN_FORM_DEFAULTS, districtCode: '1144012400', dongName: '망원동', jibun: '123-4' };
    expect(loanFormAnswerText('address', form)).toBe('마포구 망원동 123-4');
  });
});
