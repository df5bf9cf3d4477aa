import { describe, expect, it } from 'vitest';
import { textLines } from './text-lines.ts';

const glyphs = (parts: readonly (readonly [string, number, number])[]) =>
  parts.map(([text, x, width]) => ({ text, x, y: 700, width, height: 10 }));

describe('textLines — 글자 사이 틈과 띄어쓰기 (issue 50)', () => {
  it('한 낱말 안의 1–2pt 틈은 띄어쓰기가 아니에요: "공 덕하이빌"이 아니라 "공덕하이빌"', () => {
    const [line] = textLines([
      glyphs([
        ['공', 100, 8.5],
        ['덕하이빌', 110, 40],
      ]),
    ]);
    expect(line?.runs.map((run) => run.text)).toEqual(['공덕하이빌']);
  });

  it('띄어쓰기만큼(글자 높이의 1/5 이상) 벌어지면 빠진 띄어쓰기로 읽어요', () => {
    const [line] = textLines([
      glyphs([
        ['마포구', 100, 30],
        ['공덕동', 133, 30],
      ]),
    ]);
    expect(line?.runs.map((run) => run.text)).toEqual(['마포구 공덕동']);
  });
});
