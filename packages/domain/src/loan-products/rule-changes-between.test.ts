import { describe, expect, it } from 'vitest';
import type { DatedValue } from './dated-value.ts';
import { FUND_NET_ASSET_CAP } from './fund-common.ts';
import { FUND_ELECTRONIC_CONTRACT_PREFERENCE } from './fund-rate.ts';
import { OWNED_HOME_OVER_900M_BAN } from './owned-home-value-ban.ts';
import { REPAYMENT_ABILITY_TESTS } from './repayment-ability-tests.ts';
import { ruleChangesBetween } from './rule-changes-between.ts';
import { SINGLE_HOUSE_CAPITAL_LIMIT } from './single-house-capital-limit.ts';
import { SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR } from './single-house-dsr-condition.ts';

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
      expect.objectContaining({
        name: 'SGI 유주택 세입자 보증금 60% 초과 대출 DSR 40% 심사',
        effectiveFrom: '2025-06-11',
      }),
      expect.objectContaining({
        name: 'SGI 유주택 세입자 보증금 60% 초과 대출 DSR 40% 심사, HUG 전세대출 보증 한도에 소득·부채 반영',
        effectiveFrom: '2025-06-13',
      }),
      {
        name: '수도권·규제지역 소유권이전 조건부 전세대출 보증 금지(6·27 가계부채 관리 강화 방안)',
        effectiveFrom: '2025-06-28',
        source: '금융위원회 가계부채 관리 강화 방안 (2025-06-27 발표, 2025-06-28 시행) [P/S]',
      },
      {
        name: '수도권·규제지역 HUG 전세대출 보증 비율 80%',
        effectiveFrom: '2025-07-21',
        source: '금융위원회 6·27 가계부채 관리 강화 방안, HUG 2025-07-21 적용 (조선비즈 2025-07-21) [S]',
      },
      {
        name: '수도권 1주택자 전세대출 한도 2억원',
        effectiveFrom: '2025-09-08',
        source: '금융위원회 9·7 가계부채 관리 강화 방안 (2025-09-07 발표, 2025-09-08 시행) [S]',
      },
      {
        name: '수도권·규제지역 1주택자 전세대출 이자 DSR 반영',
        effectiveFrom: '2025-10-29',
        source: '금융위원회 10·15 주택시장 안정화 대책 (2025-10-15 발표, 2025-10-29 시행), FAQ §5 [S]',
      },
      expect.objectContaining({ name: '주택도시기금 가구 순자산 기준 3억 4,500만원', effectiveFrom: '2026-01-01' }),
      {
        name: 'HUG 전세금안심대출의 반환보증 기준: 반전세 월세 환산 전월세전환율 6.5%',
        effectiveFrom: '2026-07-01',
        source:
          '국토교통부 보도자료 「전세사기 예방 및 피해 지원방안」 (2023-02-02) · HUG 전세보증금반환보증 상품안내 (khug.or.kr) · HUG 공지 「전월세전환율 변경」 (2026-06-24, 2026-07-01 신청분부터) [S]',
      },
      {
        name: '기금 전세대출 부동산 전자계약 우대금리 연 0.1%p 종료',
        effectiveFrom: '2027-01-01',
        source: '주택도시기금 버팀목·청년전용 버팀목 상품안내 (2026-09 사본) "2026-12-31 신규 접수분까지" [S]',
      },
    ]);
  });

  it('처음부터 있던 HUG 반환보증 기준(2017-01-01)은 변경이 아니라서 넣지 않아요', () => {
    expect(ruleChangesBetween('2016-12-31', '2019-11-10')).toEqual([]);
    expect(ruleChangesBetween('2020-01-20', '2020-07-09')).toEqual([]);
    expect(ruleChangesBetween('2020-07-10', '2023-04-30')).toEqual([]);
  });

  it('시작일 당일에 시행된 변경은 빼고 끝일 당일은 넣어요; 순서가 거꾸로여도 같아요', () => {
    expect(ruleChangesBetween('2025-10-29', '2025-12-31')).toEqual([]);
    expect(ruleChangesBetween('2026-01-01', '2026-06-30')).toEqual([]);
    expect(ruleChangesBetween('2026-06-30', '2026-07-01').map((change) => change.effectiveFrom)).toEqual([
      '2026-07-01',
    ]);
    expect(ruleChangesBetween('2025-09-07', '2025-09-08').map((change) => change.effectiveFrom)).toEqual([
      '2025-09-08',
    ]);
    expect(ruleChangesBetween('2026-11-26', '2025-09-07')).toEqual(ruleChangesBetween('2025-09-07', '2026-11-26'));
  });

  it('HUG 반환보증 기준이 바뀐 2023-05-01도 목록에 있어요', () => {
    expect(ruleChangesBetween('2023-01-01', '2023-06-01').map((change) => change.name)).toEqual([
      'HUG 전세금안심대출의 반환보증 기준: 전세가율 90%, 공시가격의 140%',
    ]);
  });
});

describe('날짜별 상품 규칙의 출처 (이슈 47)', () => {
  const tables: readonly Pick<DatedValue<unknown>, 'before' | 'changes'>[] = [
    FUND_NET_ASSET_CAP,
    FUND_ELECTRONIC_CONTRACT_PREFERENCE,
    OWNED_HOME_OVER_900M_BAN,
    REPAYMENT_ABILITY_TESTS,
    SINGLE_HOUSE_CAPITAL_LIMIT,
    SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR,
  ];

  it('처음 값과 바뀐 값마다 읽은 곳과 확실성 표시([P]·[S]·[U])를 달아요', () => {
    for (const table of tables) {
      for (const { source } of [table.before, ...table.changes]) expect(source).toMatch(/\S.*\[(P|S|U|P\/S)\]/);
    }
  });

  it('처음 값에도 이름이 있어요: 규칙이 없던 때와 전자계약 우대가 있던 때', () => {
    expect(OWNED_HOME_OVER_900M_BAN.name(OWNED_HOME_OVER_900M_BAN.before.value)).toBe(
      '시가 9억원 초과 1주택자 전세대출 보증 제한 없음',
    );
    expect(REPAYMENT_ABILITY_TESTS.name(REPAYMENT_ABILITY_TESTS.before.value)).toBe('보증기관 상환능력 심사 없음');
    expect(FUND_ELECTRONIC_CONTRACT_PREFERENCE.name(FUND_ELECTRONIC_CONTRACT_PREFERENCE.before.value)).toBe(
      '기금 전세대출 부동산 전자계약 우대금리 연 0.1%p 적용',
    );
  });
});
