import { afterEach, expect } from 'vitest';
import { isReadableKorean, visibleErrorTexts } from './visible-errors.ts';

// Issue 26: no screen in the suite ever shows an error a Korean reader cannot act on (English, raw codes).
afterEach(() => {
  const unreadable = visibleErrorTexts.filter(({ text }) => !isReadableKorean(text));
  visibleErrorTexts.length = 0;
  expect(unreadable, '화면에 보인 오류 문장은 모두 한국어여야 해요').toEqual([]);
});
