import { beforeEach, describe, expect, it } from 'vitest';
import { readAbTestType } from './ab-test-type.ts';

beforeEach(() => {
  window.localStorage.clear();
});

describe('readAbTestType', () => {
  it('저장된 그룹이 없거나 모르는 값이면 A 예요', () => {
    expect(readAbTestType()).toBe('A');
    window.localStorage.setItem('abTestType', 'Z');
    expect(readAbTestType()).toBe('A');
  });
});
