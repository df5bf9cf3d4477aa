import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDsrResult, keepDsrResult, KEPT_DSR_RESULT_KEY, readKeptDsrResult } from './kept-dsr-result.ts';

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('남겨 둔 DSR 결과 (issue 26)', () => {
  it('결과가 보이는 동안 남겨 두면 그 금융회사와 함께 읽히고, 잊으면 사라져요', () => {
    expect(readKeptDsrResult()).toBeNull();
    keepDsrResult({ lenderType: 'NON_BANK' });
    expect(readKeptDsrResult()).toEqual({ lenderType: 'NON_BANK' });
    forgetDsrResult();
    expect(readKeptDsrResult()).toBeNull();
  });

  it('수치는 남기지 않아요: 다시 계산하니 옛 결과가 보일 일이 없어요', () => {
    keepDsrResult({ lenderType: 'BANK' });
    expect(JSON.parse(window.sessionStorage.getItem(KEPT_DSR_RESULT_KEY) ?? 'null')).toEqual({ lenderType: 'BANK' });
  });

  it.each(['not json', '"BANK"', 'null', '{"lenderType":"SAVINGS"}', '{}'])(
    '알아볼 수 없는 값(%s)은 남은 결과가 없는 것으로 봐요',
    (stored) => {
      window.sessionStorage.setItem(KEPT_DSR_RESULT_KEY, stored);
      expect(readKeptDsrResult()).toBeNull();
    },
  );
});
