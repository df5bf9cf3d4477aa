import { describe, expect, it } from 'vitest';
import { INELIGIBILITY_REASON_CODES, INELIGIBILITY_REASON_LABELS } from './ineligibility-reason.ts';

describe('탈락 사유의 짧은 이름', () => {
  it('사유마다 서로 다른 한국어 이름이 있어요 ("소득 기준(5개 상품)"처럼 문장에 들어가요)', () => {
    const labels = INELIGIBILITY_REASON_CODES.map((code) => INELIGIBILITY_REASON_LABELS[code]);
    for (const label of labels) expect(label).toMatch(/^[가-힣][가-힣 ]*[가-힣]$/);
    expect(new Set(labels).size).toBe(INELIGIBILITY_REASON_CODES.length);
    expect(Object.keys(INELIGIBILITY_REASON_LABELS).sort()).toEqual([...INELIGIBILITY_REASON_CODES].sort());
  });
});
