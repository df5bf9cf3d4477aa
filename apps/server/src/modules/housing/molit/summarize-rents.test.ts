import { describe, expect, it } from 'vitest';
import { housingTypeOf } from './housing-type-of.ts';
import { formatJibun, parseJibun } from './parse-jibun.ts';
import type { DataGoKrItem } from './read-data-go-kr.ts';
import { exclusiveAreasOf, rentDealsOf, summarizeRents } from './summarize-rents.ts';

describe('지번', () => {
  it.each([
    ['737', { mountain: false, main: 737, sub: 0 }, '737'],
    ['737-1', { mountain: false, main: 737, sub: 1 }, '737-1'],
    ['산 12-3', { mountain: true, main: 12, sub: 3 }, '산12-3'],
    ['산12', { mountain: true, main: 12, sub: 0 }, '산12'],
  ])('"%s" 를 읽고 실거래가 표기로 써요', (text, jibun, formatted) => {
    expect(parseJibun(text)).toEqual(jibun);
    expect(formatJibun(jibun)).toBe(formatted);
  });

  it.each(['', '0', 'abc', '12-', '12345'])('"%s" 는 지번이 아니에요', (text) => {
    expect(parseJibun(text)).toBeNull();
  });
});

describe('주택 유형', () => {
  it.each([
    [{ mainPurpsCdNm: '공동주택', etcPurps: '아파트' }, 'APARTMENT'],
    [{ mainPurpsCdNm: '업무시설', etcPurps: '오피스텔' }, 'OFFICETEL'],
    [{ mainPurpsCdNm: '공동주택', etcPurps: '다세대주택' }, 'HOUSEHOLD_HOUSE'],
    [{ mainPurpsCdNm: '공동주택', etcPurps: '연립주택' }, 'HOUSEHOLD_HOUSE'],
    [{ mainPurpsCdNm: '단독주택', etcPurps: '다가구주택' }, 'FAMILY_HOUSE'],
    [{ mainPurpsCdNm: '제2종근린생활시설', etcPurps: '사무소' }, null],
  ])('표제부 용도 %o 는 %s 예요', (row, type) => {
    expect(housingTypeOf([row])).toBe(type);
  });

  it('부속건축물보다 주건축물의 용도를 따라요', () => {
    const rows = [
      { mainAtchGbCdNm: '부속건축물', mainPurpsCdNm: '업무시설', etcPurps: '오피스텔' },
      { mainAtchGbCdNm: '주건축물', mainPurpsCdNm: '공동주택', etcPurps: '아파트' },
    ];
    expect(housingTypeOf(rows)).toBe('APARTMENT');
  });
});

describe('전용면적과 거래 평균', () => {
  it('주거용 전유 부분만, 같은 ㎡ 로 반올림되는 것은 가장 흔한 값 하나로 모아요', () => {
    const rows = [
      { exposPubuseGbCdNm: '전유', mainPurpsCdNm: '아파트', area: '84.43' },
      { exposPubuseGbCdNm: '전유', mainPurpsCdNm: '아파트', area: '84.41' },
      { exposPubuseGbCdNm: '전유', mainPurpsCdNm: '아파트', area: '84.43' },
      { exposPubuseGbCdNm: '공용', mainPurpsCdNm: '아파트', area: '20.1' },
      { exposPubuseGbCdNm: '전유', mainPurpsCdNm: '제1종근린생활시설', area: '40.5' },
      { exposPubuseGbCdNm: '전유', mainPurpsCdNm: '아파트', area: '59.97' },
    ];
    expect(exclusiveAreasOf(rows)).toEqual([59.97, 84.43]);
  });

  it('같은 동과 같은 지번의 거래만 골라요', () => {
    const rows: DataGoKrItem[] = [
      { umdNm: '대치동', jibun: '316', excluUseAr: '84.43', deposit: '85,000', monthlyRent: '0' },
      { umdNm: '대치동', jibun: '503', excluUseAr: '84.97', deposit: '150,000', monthlyRent: '0' },
      { umdNm: '역삼동', jibun: '316', excluUseAr: '84.43', deposit: '90,000', monthlyRent: '0' },
      { 법정동: ' 대치동', 지번: '316', 전용면적: '76.79', 보증금액: '  72,000', 월세금액: '  0' },
      { umdNm: '대치동', jibun: '316', excluUseAr: '84.43', deposit: '비공개', monthlyRent: '0' },
    ];
    expect(rentDealsOf(rows, '대치동', { mountain: false, main: 316, sub: 0 })).toEqual([
      { exclusiveArea: 84.43, depositManwon: 85_000, monthlyRentManwon: 0 },
      { exclusiveArea: 76.79, depositManwon: 72_000, monthlyRentManwon: 0 },
    ]);
  });

  it('전세가 있으면 전세 보증금 평균, 월세는 월세 계약의 평균이에요 (정수 원)', () => {
    const [area] = summarizeRents(
      [84.43],
      [
        { exclusiveArea: 84.43, depositManwon: 85_000, monthlyRentManwon: 0 },
        { exclusiveArea: 84.41, depositManwon: 80_001, monthlyRentManwon: 0 },
        { exclusiveArea: 84.43, depositManwon: 30_000, monthlyRentManwon: 250 },
      ],
    );
    expect(area).toEqual({
      exclusiveArea: 84.43,
      label: '84㎡ (약 26평)',
      averageDeposit: 825_005_000,
      averageMonthlyRent: 2_500_000,
      transactionCount: 3,
    });
  });

  it('월세뿐이면 보증금 평균은 월세 계약의 보증금이에요', () => {
    const [area] = summarizeRents(
      [59.97],
      [
        { exclusiveArea: 59.97, depositManwon: 10_000, monthlyRentManwon: 150 },
        { exclusiveArea: 59.97, depositManwon: 20_000, monthlyRentManwon: 101 },
      ],
    );
    expect(area).toMatchObject({ averageDeposit: 150_000_000, averageMonthlyRent: 1_255_000, transactionCount: 2 });
  });

  it('거래가 없는 면적은 평균이 null 이고, 대장에 없는 면적의 거래는 따로 한 줄이 돼요', () => {
    const areas = summarizeRents(
      [59.97, 84.43],
      [{ exclusiveArea: 114.8, depositManwon: 100_000, monthlyRentManwon: 0 }],
    );
    expect(areas.map((area) => [area.exclusiveArea, area.averageDeposit, area.transactionCount])).toEqual([
      [59.97, null, 0],
      [84.43, null, 0],
      [114.8, 1_000_000_000, 1],
    ]);
  });
});
