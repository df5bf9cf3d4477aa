import { describe, expect, it } from 'vitest';
import { sourceParts } from './source-parts.ts';

describe('sourceParts', () => {
  it('주소는 앞에 적힌 언론사 이름으로 링크하고, 주소 자체는 글로 보이지 않아요', () => {
    expect(
      sourceParts(
        '은행연합회 COFIX 공시 2026-02-19: 신 잔액기준 2.48% (뉴스핌 https://www.newspim.com/news/view/20260219000915, 전자신문 https://www.etnews.com/20260219000401)',
      ),
    ).toEqual([
      { text: '은행연합회 COFIX 공시 2026-02-19: 신 잔액기준 2.48% (' },
      { text: '뉴스핌', href: 'https://www.newspim.com/news/view/20260219000915' },
      { text: ', ' },
      { text: '전자신문', href: 'https://www.etnews.com/20260219000401' },
      { text: ')' },
    ]);
  });

  it('기사 날짜가 이름 뒤에 있으면 함께 링크하고, 이름이 없으면 주소의 도메인으로 링크해요', () => {
    expect(sourceParts('공시 (이코노미데일리 2025-08-18 https://economidaily.com/view/1 의 전월 수치)')).toEqual([
      { text: '공시 (' },
      { text: '이코노미데일리 2025-08-18', href: 'https://economidaily.com/view/1' },
      { text: ' 의 전월 수치)' },
    ]);
    expect(sourceParts('https://www.etnews.com/1')).toEqual([{ text: 'etnews.com', href: 'https://www.etnews.com/1' }]);
  });

  it('주소가 없으면 문장 그대로예요', () => {
    expect(sourceParts('한국은행 금융통화위원회 2025-05-29: 기준금리 연 2.50%')).toEqual([
      { text: '한국은행 금융통화위원회 2025-05-29: 기준금리 연 2.50%' },
    ]);
  });

  it('규정집의 확인 표시([S])는 따로 떼고, 그 뒤의 주소는 도메인 이름으로 링크해요', () => {
    expect(sourceParts('국세징수법 제109조: 임대인의 동의를 받아 열람 [S] https://etnews.com/20230329000149')).toEqual([
      { text: '국세징수법 제109조: 임대인의 동의를 받아 열람 ' },
      { text: 'etnews.com', href: 'https://etnews.com/20230329000149' },
      { certainty: 'S' },
    ]);
    expect(sourceParts('주택임대차보호법 제3조의3 [P]')).toEqual([
      { text: '주택임대차보호법 제3조의3' },
      { certainty: 'P' },
    ]);
    expect(sourceParts('A [S], B [S]')).toEqual([{ text: 'A' }, { text: ', B' }, { certainty: 'S' }]);
  });
});
