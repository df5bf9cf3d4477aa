import { describe, expect, it } from 'vitest';
import { buildingUseOf } from './building-use-of.ts';

const use = (mainPurpsCdNm: string, etcPurps = '') => buildingUseOf({ mainPurpsCdNm, etcPurps });

describe('건축물대장 용도: 집인가요?', () => {
  it('단독·다가구·다중주택, 아파트·연립·다세대는 집이에요', () => {
    for (const kind of ['단독주택', '다가구주택', '다중주택', '아파트', '연립주택', '다세대주택']) {
      expect(use(kind)).toEqual({ mainUse: kind, residential: true });
    }
  });

  it('대분류만 적혀 있으면 기타용도의 종류로 이름을 붙여요', () => {
    expect(use('공동주택', '다세대주택')).toEqual({ mainUse: '다세대주택', residential: true });
    expect(use('단독주택', '다가구주택(6가구)')).toEqual({ mainUse: '다가구주택', residential: true });
    expect(use('공동주택', '')).toEqual({ mainUse: '공동주택', residential: true });
  });

  it('오피스텔은 업무시설이지만 사는 집으로 봐요; 오피스텔이 아닌 업무시설은 아니에요', () => {
    expect(use('업무시설', '업무시설(오피스텔)')).toEqual({ mainUse: '오피스텔', residential: true });
    expect(use('오피스텔')).toEqual({ mainUse: '오피스텔', residential: true });
    expect(use('업무시설', '사무소')).toEqual({ mainUse: '업무시설', residential: false });
  });

  it('근린생활시설과 기숙사는 집이 아니에요', () => {
    expect(use('제2종근린생활시설', '사무소')).toEqual({ mainUse: '제2종근린생활시설', residential: false });
    expect(use('공동주택', '기숙사')).toEqual({ mainUse: '기숙사', residential: false });
    expect(use('숙박시설', '생활숙박시설')).toEqual({ mainUse: '숙박시설', residential: false });
  });

  it('근린생활시설이 주용도인데 주택이 함께 적혀 있으면 어느 쪽인지 몰라요', () => {
    expect(use('제2종근린생활시설', '제2종근린생활시설(사무소),다세대주택')).toEqual({
      mainUse: '제2종근린생활시설',
      residential: null,
    });
  });

  it('주용도가 주택이면 상가가 함께 있어도 집이에요 (상가주택)', () => {
    expect(use('다가구주택', '다가구주택,제1종근린생활시설')).toEqual({ mainUse: '다가구주택', residential: true });
  });

  it('용도가 비어 있으면 모른다고 답해요', () => {
    expect(use('  ', '')).toEqual({ mainUse: null, residential: null });
  });
});
