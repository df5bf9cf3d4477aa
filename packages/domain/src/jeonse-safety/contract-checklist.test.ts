import { describe, expect, it } from 'vitest';
import {
  contractChecklist,
  LANDLORD_DISCLOSURE_RULES,
  UNPAID_TAX_VIEW_DEPOSIT_OVER,
  UNPAID_TAX_VIEW_RULES,
} from './contract-checklist.ts';

const TODAY = '2026-11-29';
const JEONSE = { rentalDeposit: 200_000_000 };
const itemOf = (code: string, input = JEONSE, policyDate = TODAY) =>
  contractChecklist(input, policyDate).find((item) => item.code === code);
const detailOf = (code: string, input = JEONSE, policyDate = TODAY) => itemOf(code, input, policyDate)?.detail ?? '';

describe('contractChecklist — 전세계약 체크리스트 (국토교통부·HUG)', () => {
  it('세입자가 만나는 순서대로 등기부, 체납 세금, 집주인 정보 제시, 미납 국세 열람, 건축물대장, 전입신고, 반환보증, 특약이에요', () => {
    expect(contractChecklist(JEONSE, TODAY).map((item) => [item.code, item.title])).toEqual([
      ['REGISTRY', '등기부등본 확인'],
      ['TAX_ARREARS', '집주인 체납 세금 확인'],
      ['LANDLORD_DISCLOSURE', '선순위 보증금과 납세증명서 보여 달라고 하기'],
      ['UNPAID_TAX_VIEW', '집주인 미납 국세 열람'],
      ['BUILDING_REGISTER', '건축물대장 확인'],
      ['MOVE_IN_REPORT', '전입신고와 확정일자'],
      ['RETURN_GUARANTEE', '반환보증 가입 시기'],
      ['SPECIAL_TERMS', '특약 문구'],
    ]);
  });

  it('등기부는 계약 전과 잔금 전에 다시 떼고, 을구의 근저당 채권최고액과 압류·가압류, 집주인 이름을 봐요', () => {
    const detail = detailOf('REGISTRY');
    for (const fact of ['계약 전과 잔금 전', '근저당 채권최고액', '압류·가압류', '집주인 이름']) {
      expect(detail).toContain(fact);
    }
  });

  it('체납 세금은 보증금보다 먼저 가져가니 완납증명서를 받아요', () => {
    expect(detailOf('TAX_ARREARS')).toContain('완납증명서');
    expect(detailOf('TAX_ARREARS')).toContain('보증금보다 먼저');
  });

  it('위반건축물이나 근린생활시설이면 반환보증과 전세대출이 거절될 수 있어요', () => {
    expect(detailOf('BUILDING_REGISTER')).toBe(
      '위반건축물이나 근린생활시설로 되어 있으면 반환보증과 전세대출이 거절될 수 있어요.',
    );
  });

  it('대항력은 전입신고 다음 날 0시부터이고, 확정일자를 함께 받아요 (주택임대차보호법 제3조, 제3조의2)', () => {
    expect(detailOf('MOVE_IN_REPORT')).toContain('다음 날 0시');
    expect(detailOf('MOVE_IN_REPORT')).toContain('확정일자');
  });

  it('HUG 반환보증은 계약기간의 절반이 지나기 전까지 가입할 수 있어요', () => {
    expect(detailOf('RETURN_GUARANTEE')).toContain('HUG는 계약기간의 절반이 지나기 전까지');
  });

  it('특약에는 잔금일 다음 날까지 권리 변동 금지와 반환보증 거절 시 계약 해제를 넣어요', () => {
    expect(detailOf('SPECIAL_TERMS')).toContain('잔금일 다음 날까지 근저당 등 권리 변동을 하지 않는다');
    expect(detailOf('SPECIAL_TERMS')).toContain('반환보증 가입이 거절되면 계약을 해제하고 계약금을 돌려준다');
  });

  it('규칙 표는 날짜 순이고, 규칙마다 출처와 확실성 표시가 있어요', () => {
    for (const rules of [UNPAID_TAX_VIEW_RULES, LANDLORD_DISCLOSURE_RULES]) {
      const dates = rules.map((rule) => rule.effectiveFrom);
      expect(dates).toEqual([...dates].sort());
      for (const rule of rules) expect(rule.source).toContain(`[${rule.certainty}]`);
    }
  });
});

describe('미납 국세 열람 — 국세징수법 제109조 (2023-04-01 시행)', () => {
  it('보증금이 1천만원을 넘을 때만 항목이 있어요: 1천만원은 없고 1천만 1원은 있어요', () => {
    expect(UNPAID_TAX_VIEW_DEPOSIT_OVER).toBe(10_000_000);
    expect(itemOf('UNPAID_TAX_VIEW', { rentalDeposit: 10_000_000 })).toBeUndefined();
    expect(itemOf('UNPAID_TAX_VIEW', { rentalDeposit: 10_000_001 })?.title).toBe('집주인 미납 국세 열람');
  });

  it('2023-04-01부터는 계약 뒤 임대차 시작일까지 집주인 동의 없이 열람해요', () => {
    const item = itemOf('UNPAID_TAX_VIEW', JEONSE, '2023-04-01');
    expect(item?.detail).toContain('계약한 뒤부터 임대차가 시작하는 날까지 집주인 동의 없이');
    expect(item?.detail).toContain('1천만원을 넘으면');
    expect(item?.source).toContain('국세징수법 제109조 제2항');
    expect(item?.source).toContain('2023-04-01 시행');
  });

  it('2023-03-31까지는 집주인의 동의를 받아야 열람할 수 있어요', () => {
    const item = itemOf('UNPAID_TAX_VIEW', JEONSE, '2023-03-31');
    expect(item?.detail).toContain('집주인의 동의를 받아야');
    expect(item?.detail).not.toContain('동의 없이');
    expect(item?.source).toContain('계약 전에 열람');
  });

  it('표보다 이른 날짜도 옛 규칙(동의 필요)으로 답해요', () => {
    expect(detailOf('UNPAID_TAX_VIEW', JEONSE, '2015-06-01')).toBe(UNPAID_TAX_VIEW_RULES[0].detail);
  });
});

describe('임대인의 정보 제시 의무 — 주택임대차보호법 제3조의7 (2023-04-18 개정, 2023-07-19 시행)', () => {
  it('보증금과 상관없이 항목이 있어요', () => {
    expect(itemOf('LANDLORD_DISCLOSURE', { rentalDeposit: 5_000_000 })).toBeDefined();
  });

  it('2023-07-19부터 집주인은 선순위 확정일자 부여일·차임·보증금과 납세증명서를 보여줘야 해요', () => {
    const item = itemOf('LANDLORD_DISCLOSURE', JEONSE, '2023-07-19');
    for (const fact of ['확정일자 부여일', '차임·보증금', '납세증명서', '보여줘야 해요', '열람에 동의해도']) {
      expect(item?.detail).toContain(fact);
    }
    expect(item?.source).toContain('제3조의7');
    expect(item?.source).toContain('2023-07-19 시행');
  });

  it('2023-07-18까지는 의무가 없어서 집주인의 동의를 받아 열람해요', () => {
    const item = itemOf('LANDLORD_DISCLOSURE', JEONSE, '2023-07-18');
    expect(item?.detail).toContain('보여줄 의무는 없어요');
    expect(item?.detail).toContain('동의를 받아');
    expect(item?.source).toContain('제3조의6 제4항');
  });

  it('표보다 이른 날짜도 옛 규칙으로 답해요', () => {
    expect(detailOf('LANDLORD_DISCLOSURE', JEONSE, '2010-01-01')).toBe(LANDLORD_DISCLOSURE_RULES[0].detail);
  });
});
