import { describe, expect, it } from 'vitest';
import {
  ltvRegionOf,
  REGULATED_DISTRICT_DESIGNATIONS,
  regulatedAreaOf,
  regulatedAreaSentence,
} from './regulated-districts.ts';

describe('REGULATED_DISTRICT_DESIGNATIONS', () => {
  it('시행일 순이고, 코드는 시도(2자리)나 시군구(5자리) 앞자리예요', () => {
    const dates = REGULATED_DISTRICT_DESIGNATIONS.map((row) => row.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
    for (const row of REGULATED_DISTRICT_DESIGNATIONS) {
      for (const district of row.districts) expect(district.codePrefix).toMatch(/^\d{2}(\d{3})?$/);
    }
  });

  it('지정된 곳은 모두 수도권이에요: 그래서 "수도권·규제지역"은 수도권과 같아요 (전세대출 DSR 질문이 기대는 사실)', () => {
    // If a later row designates an area outside 서울·경기·인천, the DSR form's 수도권 question no longer covers
    // 규제지역 and must ask 규제지역 separately (jeonse-interest-in-dsr.ts).
    for (const row of REGULATED_DISTRICT_DESIGNATIONS) {
      for (const district of row.districts) expect(['11', '41', '28']).toContain(district.codePrefix.slice(0, 2));
    }
  });

  it('구역마다 시도로 시작하는 저마다 다른 이름이 있어요', () => {
    const sidoNames: Record<string, string> = { '11': '서울', '41': '경기', '28': '인천' };
    for (const row of REGULATED_DISTRICT_DESIGNATIONS) {
      for (const district of row.districts) {
        expect(district.name).toMatch(new RegExp(`^${sidoNames[district.codePrefix.slice(0, 2)]} \\S+`));
      }
      expect(new Set(row.districts.map((district) => district.name)).size).toBe(row.districts.length);
    }
  });

  it('출처마다 그 지정의 시행일을 적어요', () => {
    for (const row of REGULATED_DISTRICT_DESIGNATIONS) {
      expect(row.source).toMatch(new RegExp(`^\\S.+ \\(${row.effectiveFrom} 시행\\)$`));
    }
  });
});

describe('regulatedAreaOf', () => {
  it.each([
    // 국토교통부 2026-06-30 추가 지정, 2026-07-01 시행: 화성 동탄구(41597)·용인 기흥구·구리시가 더해져 경기 15곳.
    ['4159710500', '2026-07-01', true], // 화성 동탄구 청계동
    ['4146310100', '2026-07-01', true], // 용인 기흥구
    ['4131010100', '2026-07-01', true], // 구리시
    ['4159710500', '2026-06-30', false], // 동탄구, 시행 전날
    ['4146310100', '2026-06-30', false], // 기흥구, 시행 전날
    ['4131010100', '2026-06-30', false], // 구리시, 시행 전날
    ['4159510100', '2026-07-01', false], // 화성 병점구는 빠졌어요
    ['4146110100', '2026-07-01', false], // 용인 처인구는 빠졌어요
    ['4111710100', '2026-07-01', true], // 수원 영통구는 그대로예요
    // 관계부처 합동 2025-10-15 10·15 대책, 2025-10-16 지정: 서울 전역 + 경기 12곳.
    ['1144010100', '2025-10-16', true], // 서울 마포구
    ['4111710100', '2025-10-16', true], // 수원 영통구
    ['4113310100', '2025-10-16', true], // 성남 중원구
    ['4146510100', '2025-10-16', true], // 용인 수지구
    ['4111310100', '2025-10-16', false], // 수원 권선구 (빠졌어요)
    ['4146310100', '2025-10-16', false], // 용인 기흥구
    ['2823710100', '2025-10-16', false], // 인천 부평구
    // 국토교통부 2023-01-02 조정, 2023-01-05 시행: 강남·서초·송파·용산만.
    ['1144010100', '2025-10-15', false], // 마포구, 10·15 전날
    ['1168010100', '2025-10-15', true], // 강남구
    ['1117010100', '2023-01-05', true], // 용산구
    ['4113510900', '2023-01-05', false], // 분당구는 해제
    // 국토교통부 2022-11-10 조정, 2022-11-14 시행: 서울 + 과천·분당·수정·하남·광명.
    ['4113510900', '2023-01-04', true], // 분당구
    ['4113310100', '2023-01-04', false], // 중원구는 이미 해제
  ] as const)('%s는 %s에 규제지역 %s', (code, date, regulated) => {
    expect(regulatedAreaOf(code, date)?.isRegulated).toBe(regulated);
  });

  it('표가 시작하기 전 날짜는 모른다고 답해요 (사람에게 물어요)', () => {
    expect(regulatedAreaOf('1168010100', '2022-11-13')).toBeNull();
    expect(ltvRegionOf('1168010100', '2022-11-13')).toBeNull();
  });

  it('맞은 지정과 구역 이름을 돌려줘요', () => {
    expect(regulatedAreaOf('4143010100', '2026-11-26')).toMatchObject({
      isRegulated: true,
      district: { name: '경기 의왕시' },
      designation: { effectiveFrom: '2026-07-01', name: '2026년 7월 규제지역 추가 지정' },
    });
  });

  it('새로 지정된 곳에서는 LTV가 수도권 비규제 70 %가 아니라 규제지역 40 %예요 (무주택)', () => {
    expect(ltvRegionOf('4146310100', '2026-06-30')).toBe('NON_REGULATED_CAPITAL_AREA');
    expect(ltvRegionOf('4146310100', '2026-07-01')).toBe('REGULATED_AREA');
    expect(ltvRegionOf('4159710500', '2026-11-29')).toBe('REGULATED_AREA');
  });
});

describe('regulatedAreaSentence', () => {
  it('결과에 쓴 지정을 날짜·이름·지역으로 알려줘요', () => {
    expect(REGULATED_DISTRICT_DESIGNATIONS.map(regulatedAreaSentence)).toEqual([
      '규제지역은 2022년 11월 14일 지정(2022년 11월 규제지역 조정) 기준이에요: 서울 전역, 경기 과천·성남(분당·수정)·하남·광명.',
      '규제지역은 2023년 1월 5일 지정(2023년 1월 규제지역 해제) 기준이에요: 서울 강남·서초·송파·용산.',
      '규제지역은 2025년 10월 16일 지정(10·15 대책 규제지역 지정) 기준이에요: ' +
        '서울 전역, 경기 12곳(과천·광명·성남 분당·수정·중원·수원 영통·장안·팔달·안양 동안·용인 수지·의왕·하남).',
      '규제지역은 2026년 7월 1일 지정(2026년 7월 규제지역 추가 지정) 기준이에요: ' +
        '서울 전역, 경기 15곳(과천·광명·구리·성남 분당·수정·중원·수원 영통·장안·팔달·안양 동안·용인 수지·기흥·의왕·하남·화성 동탄). ' +
        '2026년 6월 30일까지 대출 신청이 접수됐거나 주택 매매계약을 맺고 계약금을 냈다면 화성 동탄·용인 기흥·구리에도 종전 규정이 적용돼요. ' +
        '그렇다면 기준일을 2026년 6월 30일로 바꿔 계산해 보세요.',
    ]);
  });
});

describe('ltvRegionOf', () => {
  it('규제지역 / 수도권 비규제지역 / 지방을 주소로 정해요', () => {
    expect(ltvRegionOf('4111710100', '2025-10-16')).toBe('REGULATED_AREA');
    expect(ltvRegionOf('4111310100', '2025-10-16')).toBe('NON_REGULATED_CAPITAL_AREA');
    expect(ltvRegionOf('2823710100', '2025-10-16')).toBe('NON_REGULATED_CAPITAL_AREA');
    expect(ltvRegionOf('2611010100', '2025-10-16')).toBe('OTHER_AREAS');
    expect(ltvRegionOf('1144010100', '2024-01-01')).toBe('NON_REGULATED_CAPITAL_AREA');
  });
});
