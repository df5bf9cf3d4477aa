import { GUARANTORS, type Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { datedValue, valueOn } from './dated-value.ts';

/**
 * Which guarantors refuse a jeonse guarantee to a 1주택자 whose home's 시가 is over 9억원.
 * NOTE: "종전에는 시가 9억원 초과 주택 보유자에 대해 전세대출 보증을 제한하고 …" (뉴시스 2020-06-17, kept in a public
 * repository, docs/research/issue-47-sources.md §6) [S] for the rule; its days — HF and HUG from 2019-11-11 (the
 * 2019-10-01 보완방안), SGI from 2020-01-20 (12·16 대책) — are issue 47's reading of the official texts, not read
 * here [U]: the refusal says so.
 */
export const OWNED_HOME_OVER_900M_BAN = datedValue<Readonly<Record<Guarantor, boolean>>>({
  before: {
    value: { HF: false, HUG: false, SGI: false },
    source: '2019-11-11 전: 9억 초과 1주택자 보증 제한 없음 [U]',
  },
  changes: [
    {
      from: '2019-11-11',
      value: { HF: true, HUG: true, SGI: false },
      source:
        '2019-10-01 부동산 시장 점검 결과 및 보완방안: 시가 9억 초과 1주택자 HF·HUG 보증 제한 (규칙 [S] 뉴시스 2020-06-17; 시행일 [U])',
    },
    {
      from: '2020-01-20',
      value: { HF: true, HUG: true, SGI: true },
      source: '12·16 주택시장 안정화 방안: SGI 서울보증도 제한 (규칙 [S] 뉴시스 2020-06-17; 시행일 [U])',
    },
  ],
  name: (banned) => {
    const who = GUARANTORS.filter((guarantor) => banned[guarantor]);
    return who.length === 0
      ? '시가 9억원 초과 1주택자 전세대출 보증 제한 없음'
      : `시가 9억원 초과 주택 보유 1주택자 전세대출 보증 제한(${who.join('·')})`;
  },
});

/** The day `guarantor` began to refuse, when it does on `policyDate`; null while it does not. */
export function ownedHomeBanSince(guarantor: Guarantor, policyDate: PolicyDate): PolicyDate | null {
  if (!valueOn(OWNED_HOME_OVER_900M_BAN, policyDate)[guarantor]) return null;
  return OWNED_HOME_OVER_900M_BAN.changes.find((row) => row.value[guarantor])?.from ?? null;
}
