import { describe, expect, it } from 'vitest';
import { refusalsOf } from '../testing/evaluation-of.ts';
import { BUSAN, profileOf } from '../testing/fixtures.ts';

describe('HF-05 HF 다자녀 특례', () => {
  it('지방 보증금 기준 5억원을 넘으면 지역과 기준을 말해요', () => {
    const family = profileOf({ maritalStatus: 'MARRIED', childStatus: 'TWO_CHILD', rentalDeposit: 600_000_000 });
    expect(refusalsOf({ ...family, districtCode: BUSAN }, 'HF-05')).toEqual([
      '임차보증금 6억원이 지방 보증금 기준 5억원을 넘어요.',
    ]);
  });
});
