import { describe, expect, it } from 'vitest';
import { areaLabel } from './area-label.ts';

describe('전용면적 표시', () => {
  it.each([
    [59.97, '59㎡ (약 18평)'],
    [84.99, '84㎡ (약 26평)'],
    [33, '33㎡ (약 10평)'],
    [114.8, '114㎡ (약 35평)'],
  ])('%s㎡ 는 "%s" 로 보여요', (area, label) => {
    expect(areaLabel(area)).toBe(label);
  });
});
