import { describe, expect, it } from 'vitest';
import { ruleChangesBetween } from './rule-changes-between.ts';

describe('ruleChangesBetween', () => {
  it('지금까지의 모든 변경을 시행일 순서로 돌려줘요: 9억 초과 주택 보유자 보증 제한(2019·2020), 1주택자 한도(2020)와 반환보증 기준(2023)이 6·27·9·7·10·15 규칙보다 먼저예요', () => {
    expect(ruleChangesBetween('2000-01-01', '2030-01-01')).toEqual([
      expect.objectContaining({
        name: '시가 9억원 초과 주택 보유 1주택자 전세대출 보증 제한(HUG·HF)',
        effectiveFrom: '2019-11-11',
      }),
      expect.objectContaining({
        name: '시가 9억원 초과 주택 보유 1주택자 전세대출 보증 제한(HUG·HF·SGI)',
        effectiveFrom: '2020-01-20',
      }),
      expect.objectContaining({
        name: '수도권 1주택자 전세대출 한도 HUG 2억원·HF 2억 2,000만원·SGI 3억원',
        effectiveFrom: '2020-07-10',
      }),
      {
        name: 'HUG 전세금안심대출의 반환보증 기준: 전세가율 90%, 공시가격의 140%',
        effectiveFrom: '2023-05-01',
        source:
          '국토교통부 보도자료 「전세사기 예방 및 피해 지원방안」 (2023-02-02) · HUG 전세보증금반환보증 상품안내 (khug.or.kr)',
      },
      expect.objectContaining({ effectiveFrom: '2025-06-11' }),
      expect.objectContaining({ effectiveFrom: '2025-06-13' }),
      expect.objectContaining({ effectiveFrom: '2025-06-28' }),
      expect.objectContaining({ effectiveFrom: '2025-07-21' }),
      expect.objectContaining({ effectiveFrom: '2025-09-08' }),
      expect.objectContaining({ effectiveFrom: '2025-10-29' }),
      expect.objectContaining({ effectiveFrom: '2026-01-01' }),
      {
        name: 'HUG 전세금안심대출의 반환보증 기준: 반전세 월세 환산 전월세전환율 6.5%',
        effectiveFrom: '2026-07-01',
        source:
          '국토교통부 보도자료 「전세사기 예방 및 피해 지원방안」 (2023-02-02) · HUG 전세보증금반환보증 상품안내 (khug.or.kr) · HUG 공지 「전월세전환율 변경」 (2026-06-24, 2026-07-01 신청분부터) [S]',
      },
    ]);
  });

  it('처음부터 있던 HUG 반환보증 기준(2017-01-01)은 변경이 아니라서 넣지 않아요', () => {
    expect(ruleChangesBetween('2016-12-31', '2019-11-10')).toEqual([]);
    expect(ruleChangesBetween('2020-01-20', '2020-07-09')).toEqual([]);
    expect(ruleChangesBetween('2020-07-10', '2023-04-30')).toEqual([]);
  });
});
