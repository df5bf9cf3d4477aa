import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_RETURN_GUARANTEE_TERMS,
  depositReturnGuaranteeChanges,
  depositReturnGuaranteeTerms,
  GUARANTORS,
} from './deposit-return-guarantee-terms.ts';

const MEASURE_2023 = '국토교통부 보도자료 「전세사기 예방 및 피해 지원방안」 (2023-02-02)';

describe('depositReturnGuaranteeTerms — 2023-05-01 전세사기 예방 대책 전후의 조건', () => {
  it('HUG·HF·SGI 모두 2023-04-30까지는 전세가율 100 %, 공시가격 150 %이고, 2023-05-01부터 90 %, 140 %예요', () => {
    for (const guarantor of GUARANTORS) {
      expect(depositReturnGuaranteeTerms(guarantor, '2023-04-30')).toMatchObject({
        jeonseRatioCapPercent: 100,
        officialPriceRatioPercent: 150,
      });
      expect(depositReturnGuaranteeTerms(guarantor, '2023-05-01')).toMatchObject({
        jeonseRatioCapPercent: 90,
        officialPriceRatioPercent: 140,
      });
      // The earliest row stands in for a date before the table.
      expect(depositReturnGuaranteeTerms(guarantor, '2010-01-01').jeonseRatioCapPercent).toBe(100);
    }
  });

  it('보증금 한도: HUG·HF는 수도권 7억·그 외 5억, SGI는 10억이고 아파트에는 한도가 없어요', () => {
    for (const date of ['2023-04-30', '2026-11-24']) {
      expect(
        GUARANTORS.map((guarantor) => {
          const terms = depositReturnGuaranteeTerms(guarantor, date);
          return [guarantor, terms.depositCap, terms.apartmentDepositUncapped];
        }),
      ).toEqual([
        ['HUG', { capital: 700_000_000, other: 500_000_000 }, false],
        ['HF', { capital: 700_000_000, other: 500_000_000 }, false],
        ['SGI', { capital: 1_000_000_000, other: 1_000_000_000 }, true],
      ]);
    }
  });

  it('각 기관의 조건은 그 기관의 상품안내와 2023-02-02 보도자료를 근거로 들어요', () => {
    expect(depositReturnGuaranteeTerms('HUG', '2026-06-30').sources).toEqual([
      MEASURE_2023,
      'HUG 전세보증금반환보증 상품안내 (khug.or.kr)',
    ]);
    expect(depositReturnGuaranteeTerms('HUG', '2026-11-24').sources).toEqual([
      MEASURE_2023,
      'HUG 전세보증금반환보증 상품안내 (khug.or.kr)',
      'HUG 공지 「전월세전환율 변경」 (2026-06-24, 2026-07-01 신청분부터) [S]',
    ]);
    expect(depositReturnGuaranteeTerms('HF', '2026-11-24').sources).toEqual([
      'HF 전세지킴보증 상품안내 (hf.go.kr)',
      MEASURE_2023,
    ]);
    expect(depositReturnGuaranteeTerms('SGI', '2026-11-24').sources).toEqual([
      'SGI서울보증 전세금보장신용보험 상품안내 (sgic.co.kr)',
      MEASURE_2023,
    ]);
  });

  it('HUG 반전세 전월세전환율은 2026-06-30까지 6.4 %, 2026-07-01 신청분부터 6.5 %예요', () => {
    expect(depositReturnGuaranteeTerms('HUG', '2026-06-30').rentConversionRatePercent).toBe(6.4);
    expect(depositReturnGuaranteeTerms('HUG', '2026-07-01').rentConversionRatePercent).toBe(6.5);
    expect(depositReturnGuaranteeTerms('HUG', '2026-07-01')).toMatchObject({
      jeonseRatioCapPercent: 90,
      officialPriceRatioPercent: 140,
    });
  });

  it('HUG 선순위 채권 한도는 주택가액의 60 %(단독·다가구 80 %)이고, HF·SGI는 찾지 못해 없어요', () => {
    for (const date of ['2023-04-30', '2026-06-30', '2026-07-01']) {
      expect(depositReturnGuaranteeTerms('HUG', date).priorLiensCap).toEqual({ percent: 60, familyHousePercent: 80 });
      expect(depositReturnGuaranteeTerms('HF', date)).toMatchObject({
        priorLiensCap: null,
        rentConversionRatePercent: null,
      });
      expect(depositReturnGuaranteeTerms('SGI', date)).toMatchObject({
        priorLiensCap: null,
        rentConversionRatePercent: null,
      });
    }
  });

  it('행이 바뀐 것만 이름으로 말해요', () => {
    const [first, second, third] = DEPOSIT_RETURN_GUARANTEE_TERMS.HUG;
    expect(depositReturnGuaranteeChanges(first!, second!)).toBe('전세가율 90%, 공시가격의 140%');
    expect(depositReturnGuaranteeChanges(second!, third!)).toBe('반전세 월세 환산 전월세전환율 6.5%');
  });

  it('전세가율이나 공시가격 비율 하나만 바뀌어도 말하고, 전환율이 없어지면 말하지 않고, 여럿이면 쉼표로 이어요', () => {
    const [, row] = DEPOSIT_RETURN_GUARANTEE_TERMS.HUG;
    expect(depositReturnGuaranteeChanges({ ...row!, jeonseRatioCapPercent: 100 }, row!)).toBe(
      '전세가율 90%, 공시가격의 140%',
    );
    expect(depositReturnGuaranteeChanges({ ...row!, officialPriceRatioPercent: 150 }, row!)).toBe(
      '전세가율 90%, 공시가격의 140%',
    );
    expect(depositReturnGuaranteeChanges(row!, row!)).toBe('');
    expect(depositReturnGuaranteeChanges(row!, { ...row!, rentConversionRatePercent: null })).toBe('');
    expect(
      depositReturnGuaranteeChanges({ ...row!, jeonseRatioCapPercent: 100, rentConversionRatePercent: 6 }, row!),
    ).toBe('전세가율 90%, 공시가격의 140%, 반전세 월세 환산 전월세전환율 6.4%');
  });

  it('HUG의 조건은 HUG 안내에서 읽은 것이라 추정이 아니에요', () => {
    for (const row of DEPOSIT_RETURN_GUARANTEE_TERMS.HUG) expect(row.isEstimate).toBe(false);
  });

  it('표는 기관마다 날짜순이에요', () => {
    for (const guarantor of GUARANTORS) {
      const dates = DEPOSIT_RETURN_GUARANTEE_TERMS[guarantor].map((row) => row.effectiveFrom);
      expect(dates).toEqual([...dates].sort());
    }
  });
});
