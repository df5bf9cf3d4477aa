import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PURPOSES, purposesOf, type RegistrationKind } from './registrations.ts';

/**
 * purposesOf as it was before issue 45: the 말소·회복·변경·이전 words as patterns tried at every place. Right on registries, quadratic
 * on a long run of 순위번호; kept here as the oracle of the scanner on short cells.
 */
function purposesByPatterns(cell: string): { purpose: string; kind: RegistrationKind }[] {
  const targets = String.raw`\d+(?:-\d+)?번(?:[,및]?\d+(?:-\d+)?번)*`;
  const patterns: [RegExp, RegistrationKind][] = [
    [new RegExp(`${targets}[가-힣]*?등기말소`, 'y'), 'CANCELLATION'],
    [new RegExp(`${targets}[가-힣]*?회복`, 'y'), 'RESTORATION'],
    [new RegExp(`${targets}[가-힣]*?지분[가-힣]*?이전`, 'y'), 'SHARE_TRANSFER'],
    [new RegExp(`${targets}[가-힣]*?(?:변경|경정)`, 'y'), 'AMENDMENT'],
    [new RegExp(`${targets}[가-힣]*?이전`, 'y'), 'RIGHT_TRANSFER'],
    // The words of registrations that stand on their own begin with a letter, never a number: tried after, alike.
    ...PURPOSES,
  ];
  const found: { purpose: string; kind: RegistrationKind }[] = [];
  let unknown = '';
  const flush = () => {
    if (unknown.length >= 2) found.push({ purpose: unknown, kind: 'OTHER' });
    unknown = '';
  };
  let at = 0;
  outer: while (at < cell.length) {
    for (const [pattern, kind] of patterns) {
      pattern.lastIndex = at;
      const match = pattern.exec(cell);
      if (!match) continue;
      flush();
      found.push({ purpose: match[0], kind });
      at += match[0].length;
      continue outer;
    }
    unknown += cell[at];
    at += 1;
  }
  flush();
  return found;
}

const WORDS = [
  '1', '2', '13', '-', '번', ',', '및', '등기말소', '회복', '지분', '이전', '변경', '경정', '전부', '근저당권설정',
  '저당권설정', '신탁', '가압류', '압류', '가처분', '소유권이전', '소유권보존', '가등기', '청구권', '임의경매개시결정',
  '전세권설정', '주택임차권', '공유자전원지분전부이전', '김철수', '가', '재산의귀속',
]; // prettier-ignore

/** CPU time (µs) this process spends on `work`: the work done, whatever else the machine is doing meanwhile. */
function cpuMicros(work: () => void): number {
  const best: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const before = process.cpuUsage();
    work();
    const used = process.cpuUsage(before);
    best.push(used.user + used.system);
  }
  return Math.min(...best);
}

describe('purposesOf', () => {
  it('등기목적 칸을 읽는 답은 예전 패턴 방식과 같아요 (짧은 칸 2,000개)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }), (words) => {
        const cell = words.join('');
        expect(purposesOf(cell).map(({ purpose, kind }) => ({ purpose, kind }))).toEqual(purposesByPatterns(cell));
      }),
      { numRuns: 2_000 },
    );
  });

  it('말소·변경이 가리키는 순위번호를 읽어요', () => {
    expect(purposesOf('1번,2번및4-1번근저당권설정등기말소')).toEqual([
      { purpose: '1번,2번및4-1번근저당권설정등기말소', kind: 'CANCELLATION', targets: ['1', '2', '4-1'] },
    ]);
    expect(purposesOf('소유권이전신탁')).toEqual([
      { purpose: '소유권이전', kind: 'OWNERSHIP', targets: [] },
      { purpose: '신탁', kind: 'TRUST', targets: [] },
    ]);
  });

  it.each([
    ['1번', '말소 대상 없는 순위번호'],
    ['1번,', '쉼표로 이은 순위번호'],
    ['1-1번및', '및으로 이은 부기 순위번호'],
    ['1번지분', '지분 뒤에 이전이 없는 순위번호'],
    ['가', '아무 낱말도 아닌 글자'],
  ])('"%s"가 끝없이 이어진 칸(%s)도 글자 수에 비례하는 일만 해요', (unit) => {
    // Before issue 45, 20,000 "1번" took 2.8 s and 80,000 took 42 s: eight times the letters, sixty-four times the work.
    const small = unit.repeat(5_000);
    const large = unit.repeat(40_000);
    const smallWork = cpuMicros(() => purposesOf(small));
    const largeWork = cpuMicros(() => purposesOf(large));
    // Eight times the letters: linear work is about 8×; the bound leaves room for timer granularity, not for n².
    expect(largeWork / Math.max(smallWork, 1_000)).toBeLessThan(20);
  });
});
