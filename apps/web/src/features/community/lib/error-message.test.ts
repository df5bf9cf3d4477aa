import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from './error-message.ts';

describe('errorMessage', () => {
  it('요청의 실패는 그 한국어 문장을 그대로 써요', () => {
    const error = new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: '제목을 입력해주세요.' });
    expect(errorMessage(error)).toBe('제목을 입력해주세요.');
  });

  it('요청의 실패가 아닌 오류(프로그램의 영어 메시지)는 화면에 내보내지 않아요', () => {
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe('');
    expect(errorMessage('boom')).toBe('');
  });
});
