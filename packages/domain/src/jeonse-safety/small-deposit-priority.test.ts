import { describe, expect, it } from 'vitest';
import {
  overcrowdedCondition,
  SMALL_DEPOSIT_PRIORITY_TABLE,
  smallDepositPriority,
  smallDepositRegionOf,
} from './small-deposit-priority.ts';

const at = (
  rentalDeposit: number,
  districtCode: string,
  dongName: string,
  policyDate = '2026-11-24',
  houseValue: number | null = null,
) => smallDepositPriority({ rentalDeposit, districtCode, dongName, houseValue, hasPriorLiens: false }, policyDate);
const row2023 = SMALL_DEPOSIT_PRIORITY_TABLE[2]!;

describe('smallDepositPriority — 주택임대차보호법 시행령 제10조·제11조', () => {
  it('2023-02-21 표: 서울 1억 6,500만 → 5,500만, 과밀 1억 4,500만 → 4,800만, 광역시 8,500만 → 2,800만, 그 밖 7,500만 → 2,500만', () => {
    expect(at(165_000_000, '1168010100', '역삼동')).toMatchObject({ applies: true, protectedAmount: 55_000_000 });
    expect(at(145_000_000, '4113510900', '정자동')).toMatchObject({ applies: true, protectedAmount: 48_000_000 });
    expect(at(85_000_000, '2611010100', '중앙동')).toMatchObject({ applies: true, protectedAmount: 28_000_000 });
    expect(at(75_000_000, '4376010100', '읍내리')).toMatchObject({ applies: true, protectedAmount: 25_000_000 });
    expect(at(165_000_001, '1168010100', '역삼동').applies).toBe(false);
  });

  it('보호 금액은 보증금과 집값의 절반을 넘지 않아요', () => {
    expect(at(30_000_000, '1168010100', '역삼동').protectedAmount).toBe(30_000_000);
    expect(at(100_000_000, '1168010100', '역삼동', '2026-11-24', 80_000_000).protectedAmount).toBe(40_000_000);
  });

  it('예전 표도 날짜로 골라요: 2021-05-11 서울 1억 5천 → 5천만, 2018-09-18 서울 1억 1천 → 3,700만', () => {
    expect(at(150_000_000, '1168010100', '역삼동', '2022-01-01').protectedAmount).toBe(50_000_000);
    expect(at(110_000_000, '1168010100', '역삼동', '2019-01-01').protectedAmount).toBe(37_000_000);
    expect(at(150_000_000, '1168010100', '역삼동', '2019-01-01').applies).toBe(false);
  });

  it('지역 구분: 세종·용인·화성·김포는 과밀 기준, 안산·평택은 광역시 기준, 광역시의 군은 그 밖의 지역이에요', () => {
    expect(smallDepositRegionOf(row2023, '3611010100', '반곡동')).toBe('OVERCROWDED');
    expect(smallDepositRegionOf(row2023, '4146510100', '풍덕천동')).toBe('OVERCROWDED');
    expect(smallDepositRegionOf(row2023, '4157010100', '북변동')).toBe('OVERCROWDED');
    expect(smallDepositRegionOf(row2023, '4127310100', '고잔동')).toBe('METRO');
    expect(smallDepositRegionOf(row2023, '4122010100', '평택동')).toBe('METRO');
    expect(smallDepositRegionOf(row2023, '2671025000', '기장읍')).toBe('OTHER');
  });

  it('인천은 경제자유구역과 서구 일부가 과밀억제권역이 아니고, 남양주는 열 개 동만 과밀이에요', () => {
    expect(smallDepositRegionOf(row2023, '2823710100', '부평동')).toBe('OVERCROWDED');
    expect(smallDepositRegionOf(row2023, '2818510600', '송도동')).toBe('METRO');
    expect(smallDepositRegionOf(row2023, '2826012200', '청라동')).toBe('METRO');
    expect(smallDepositRegionOf(row2023, '2871025000', '강화읍')).toBe('OTHER');
    expect(smallDepositRegionOf(row2023, '4136010100', '호평동')).toBe('OVERCROWDED');
    expect(smallDepositRegionOf(row2023, '4136011200', '다산동')).toBe('OTHER');
  });

  it('2018년 표에서 김포는 광역시 기준이었고 이천·평택은 그 밖의 지역이었어요', () => {
    const row2018 = SMALL_DEPOSIT_PRIORITY_TABLE[0]!;
    expect(smallDepositRegionOf(row2018, '4157010100', '북변동')).toBe('METRO');
    expect(smallDepositRegionOf(row2018, '4122010100', '평택동')).toBe('OTHER');
  });

  it('2018년 표에서도 세종·용인·화성은 과밀 기준이었고, 2021년 표부터 김포가 더해졌어요', () => {
    const [row2018, row2021] = SMALL_DEPOSIT_PRIORITY_TABLE;
    for (const row of [row2018!, row2021!]) {
      expect(smallDepositRegionOf(row, '3611010100', '반곡동')).toBe('OVERCROWDED');
      expect(smallDepositRegionOf(row, '4146510100', '풍덕천동')).toBe('OVERCROWDED');
      expect(smallDepositRegionOf(row, '4159025300', '봉담읍')).toBe('OVERCROWDED');
    }
    expect(smallDepositRegionOf(row2021!, '4157010100', '북변동')).toBe('OVERCROWDED');
  });

  it('광역시 기준에 더해진 도시: 안산·광주·파주는 2018년 표부터, 이천·평택은 2021년 표부터예요', () => {
    const [row2018, row2021] = SMALL_DEPOSIT_PRIORITY_TABLE;
    const since2018 = [
      ['4127310100', '고잔동'],
      ['4161010100', '경안동'],
      ['4148010100', '금촌동'],
    ] as const;
    const since2021 = [
      ['4150010100', '창전동'],
      ['4122010100', '서정동'],
    ] as const;
    for (const row of [row2018!, row2021!, row2023]) {
      for (const [code, dong] of since2018) expect(smallDepositRegionOf(row, code, dong)).toBe('METRO');
    }
    for (const row of [row2021!, row2023]) {
      for (const [code, dong] of since2021) expect(smallDepositRegionOf(row, code, dong)).toBe('METRO');
    }
    for (const [code, dong] of since2021) expect(smallDepositRegionOf(row2018!, code, dong)).toBe('OTHER');
  });

  it('남양주는 호평·평내·금곡·일패·이패·삼패·가운·수석·지금·도농동만 과밀억제권역이에요', () => {
    const dongs = [
      ['4136010100', '호평동'],
      ['4136010200', '평내동'],
      ['4136010300', '금곡동'],
      ['4136010400', '일패동'],
      ['4136010500', '이패동'],
      ['4136010600', '삼패동'],
      ['4136010700', '가운동'],
      ['4136010800', '수석동'],
      ['4136010900', '지금동'],
      ['4136011000', '도농동'],
    ] as const;
    for (const [code, dong] of dongs) expect(smallDepositRegionOf(row2023, code, dong)).toBe('OVERCROWDED');
  });

  it('인천 서구 대곡·불로·마전·금곡·오류·왕길·당하·원당동과 영종은 과밀억제권역이 아니라 광역시 기준이에요', () => {
    const dongs = [
      ['2826011700', '대곡동'],
      ['2826012100', '불로동'],
      ['2826011300', '마전동'],
      ['2826011800', '금곡동'],
      ['2826011900', '오류동'],
      ['2826012000', '왕길동'],
      ['2826011400', '당하동'],
      ['2826011500', '원당동'],
      ['2811014700', '운서동'],
      ['2811014500', '중산동'],
      ['2811014600', '운남동'],
      ['2811014800', '운북동'],
      ['2811014900', '을왕동'],
      ['2811015000', '남북동'],
      ['2811015100', '덕교동'],
      ['2811015200', '무의동'],
    ] as const;
    for (const [code, dong] of dongs) expect(smallDepositRegionOf(row2023, code, dong)).toBe('METRO');
    // The rest of 중구 (내륙) is in the 과밀억제권역.
    expect(smallDepositRegionOf(row2023, '2811010100', '중앙동1가')).toBe('OVERCROWDED');
  });

  it('서구와 이름이 같은 동구 금곡동과 계양구 오류동은 과밀억제권역이에요: 1억 보증금이면 4,800만원을 먼저 돌려받아요', () => {
    expect(smallDepositRegionOf(row2023, '2814010600', '금곡동')).toBe('OVERCROWDED');
    expect(smallDepositRegionOf(row2023, '2824511800', '오류동')).toBe('OVERCROWDED');
    expect(at(100_000_000, '2814010600', '금곡동')).toMatchObject({ applies: true, protectedAmount: 48_000_000 });
    expect(at(100_000_000, '2824511800', '오류동')).toMatchObject({ applies: true, protectedAmount: 48_000_000 });
    expect(overcrowdedCondition('2814010600', '금곡동')).toBeNull();
    expect(overcrowdedCondition('2826011800', '금곡동')).toBeNull();
    expect(overcrowdedCondition('2826011900', '오류동')).toBeNull();
  });

  it('부산·대구·광주·대전·울산은 광역시 기준이고, 광역시의 군(기장·달성·군위·강화·옹진·울주)은 그 밖의 지역이에요', () => {
    const cities = [
      ['2611010100', '영주동'],
      ['2711010100', '동인동1가'],
      ['2911010100', '대인동'],
      ['3011010100', '원동'],
      ['3111010100', '학성동'],
    ] as const;
    for (const [code, dong] of cities) expect(smallDepositRegionOf(row2023, code, dong)).toBe('METRO');
    const counties = [
      ['2671025000', '기장읍'],
      ['2771025000', '화원읍'],
      ['2772025000', '군위읍'],
      ['2871025000', '강화읍'],
      ['2872031000', '북도면'],
      ['3171025000', '온산읍'],
    ] as const;
    for (const [code, dong] of counties) expect(smallDepositRegionOf(row2023, code, dong)).toBe('OTHER');
  });

  it('표는 날짜순이에요', () => {
    const dates = SMALL_DEPOSIT_PRIORITY_TABLE.map((row) => row.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
  });
});

const withLiens = (rentalDeposit: number, districtCode: string, dongName: string, hasPriorLiens: boolean) =>
  smallDepositPriority({ rentalDeposit, districtCode, dongName, houseValue: null, hasPriorLiens }, '2026-11-24');

describe('smallDepositPriority — 답의 문장과 근거', () => {
  it('지역마다 기준 금액과 보호 금액을 문장으로 말해요', () => {
    expect(at(145_000_000, '4113510900', '삼평동').reasons).toEqual([
      '과밀억제권역·세종·용인·화성·김포 소액임차인이라서 집이 경매로 넘어가도 보증금 중 4,800만원은 다른 채권보다 먼저 돌려받아요. 경매 등기 전에 전입신고와 이사를 마쳐야 해요.',
    ]);
    expect(at(85_000_000, '2611010100', '영주동').reasons).toEqual([
      '광역시·안산·광주·파주·이천·평택 소액임차인이라서 집이 경매로 넘어가도 보증금 중 2,800만원은 다른 채권보다 먼저 돌려받아요. 경매 등기 전에 전입신고와 이사를 마쳐야 해요.',
    ]);
  });

  it('기준을 넘으면 그 지역의 기준 금액을 말해요 (은/는을 지역 이름에 맞춰요)', () => {
    const over = [
      [165_000_001, '1168010100', '역삼동', '서울은 보증금 1억 6,500만원'],
      [145_000_001, '4113510900', '삼평동', '과밀억제권역·세종·용인·화성·김포는 보증금 1억 4,500만원'],
      [85_000_001, '2611010100', '영주동', '광역시·안산·광주·파주·이천·평택은 보증금 8,500만원'],
      [75_000_001, '4376010100', '읍내리', '그 밖의 지역은 보증금 7,500만원'],
    ] as const;
    for (const [deposit, code, dong, start] of over) {
      expect(at(deposit, code, dong)).toMatchObject({
        applies: false,
        protectedAmount: 0,
        reasons: [`${start} 이하만 최우선변제를 받아요. 이 보증금은 해당하지 않아요.`],
      });
    }
  });

  it('주소만으로 과밀억제권역인지 알 수 없는 동은 낮은 기준으로 답하고, 과밀억제권역이라면 얼마인지 조건으로 말해요', () => {
    // 남양주 다산동: mostly the old 가운·지금·도농·일패·이패·수석동 (inside), partly 진건읍 배양리 (outside).
    expect(at(100_000_000, '4136011200', '다산동')).toMatchObject({
      applies: false,
      region: 'OTHER',
      reasons: [
        '그 밖의 지역은 보증금 7,500만원 이하만 최우선변제를 받아요. 이 보증금은 해당하지 않아요.',
        '옛 진건읍 배양리였던 곳이 아니라면 과밀억제권역 기준이 적용돼서 보증금 중 4,800만원까지 먼저 돌려받아요. 등기부의 지번으로 확인해 보세요.',
      ],
    });
    expect(at(70_000_000, '4136011200', '다산동', '2026-11-24', 80_000_000)).toMatchObject({
      applies: true,
      protectedAmount: 25_000_000,
      reasons: [
        '그 밖의 지역 소액임차인이라서 집이 경매로 넘어가도 보증금 중 2,500만원은 다른 채권보다 먼저 돌려받아요. 경매 등기 전에 전입신고와 이사를 마쳐야 해요.',
        // Half of the house (4,000만) caps it below the 4,800만.
        '옛 진건읍 배양리였던 곳이 아니라면 과밀억제권역 기준이 적용돼서 보증금 중 4,000만원까지 먼저 돌려받아요. 등기부의 지번으로 확인해 보세요.',
      ],
    });
    // At the 과밀억제권역 line itself the condition still protects.
    expect(at(145_000_000, '4136011200', '다산동').reasons[1]).toBe(
      '옛 진건읍 배양리였던 곳이 아니라면 과밀억제권역 기준이 적용돼서 보증금 중 4,800만원까지 먼저 돌려받아요. 등기부의 지번으로 확인해 보세요.',
    );
    expect(at(145_000_001, '4136011200', '다산동').reasons[1]).toBe(
      '옛 진건읍 배양리였던 곳이 아니라면 과밀억제권역 기준(보증금 1억 4,500만원 이하)을 따르는데, 이 보증금은 그 기준도 넘어요.',
    );
    // 인천 금곡동 under a 구 code the tables do not know (제물포구 or 검단구 since 2026-07-01).
    expect(overcrowdedCondition('2815010600', '금곡동')).toBe('옛 동구(지금의 제물포구) 금곡동이라면');
    expect(at(80_000_000, '2815010600', '금곡동').reasons[1]).toBe(
      '옛 동구(지금의 제물포구) 금곡동이라면 과밀억제권역 기준이 적용돼서 보증금 중 4,800만원까지 먼저 돌려받아요. 등기부의 지번으로 확인해 보세요.',
    );
    // Elsewhere no condition: a 동 named 금곡동 outside 인천, and 남양주's other 동.
    expect(overcrowdedCondition('4136010300', '금곡동')).toBeNull();
    expect(overcrowdedCondition('2815010600', '송림동')).toBeNull();
    expect(overcrowdedCondition('1168010100', '다산동')).toBeNull();
    expect(at(50_000_000, '4136025000', '진건읍').reasons).toHaveLength(1);
  });

  it('선순위 채권이 있으면 근저당 설정일의 기준이 적용될 수 있다고 덧붙여요', () => {
    const first =
      '서울 소액임차인이라서 집이 경매로 넘어가도 보증금 중 5,500만원은 다른 채권보다 먼저 돌려받아요. 경매 등기 전에 전입신고와 이사를 마쳐야 해요.';
    expect(withLiens(150_000_000, '1168010100', '역삼동', true).reasons).toEqual([
      first,
      '선순위 근저당이 있다면 그 설정일에 시행 중이던 기준이 적용돼서, 보호받는 금액이 이보다 적을 수 있어요.',
    ]);
    expect(withLiens(150_000_000, '1168010100', '역삼동', false).reasons).toEqual([first]);
  });

  it('근거는 그 날짜에 시행 중이던 시행령 개정이에요', () => {
    const sourceOn = (date: string) => at(50_000_000, '1168010100', '역삼동', date).source;
    expect(sourceOn('2019-01-01')).toBe('주택임대차보호법 시행령 제10조·제11조 (2018-09-18 시행)');
    expect(sourceOn('2021-05-11')).toBe('주택임대차보호법 시행령 제10조·제11조 (2021-05-11 시행)');
    expect(sourceOn('2026-11-24')).toBe('주택임대차보호법 시행령 제10조·제11조 (2023-02-21 시행)');
  });
});
