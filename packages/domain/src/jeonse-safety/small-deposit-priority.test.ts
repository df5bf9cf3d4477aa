import { describe, expect, it } from 'vitest';
import { SMALL_DEPOSIT_PRIORITY_TABLE, smallDepositPriority, smallDepositRegionOf } from './small-deposit-priority.ts';

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

  it('표는 날짜순이에요', () => {
    const dates = SMALL_DEPOSIT_PRIORITY_TABLE.map((row) => row.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
  });
});
