import { describe, expect, it } from 'vitest';
import { contractChecklist } from './contract-checklist.ts';

const detailOf = (code: string) => contractChecklist().find((item) => item.code === code)?.detail ?? '';

describe('contractChecklist — 전세계약 체크리스트 (국토교통부·HUG)', () => {
  it('세입자가 만나는 순서대로 등기부, 체납 세금, 건축물대장, 전입신고, 반환보증, 특약이에요', () => {
    expect(contractChecklist().map((item) => [item.code, item.title])).toEqual([
      ['REGISTRY', '등기부등본 확인'],
      ['TAX_ARREARS', '집주인 체납 세금 확인'],
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
});
