import { datedValue } from './dated-value.ts';

/**
 * Whether a 1주택자's jeonse loan interest in 수도권·규제지역 counts in DSR (the 10·15 measures, from 2025-10-29):
 * the guaranteed products state it as a condition from that date on. A dated figure like the catalogue's others,
 * so the date is an edition of the catalogue and a report of an earlier date does not state it. The loan advised is
 * a new loan, so the rule's date is the loan's; its exemptions (a policy loan — the fund's products are for 무주택
 * only —, an extension without an increase, a lease signed with its deposit paid by 2025-10-28) are the DSR
 * calculator's `jeonseInterestTreatment`, one table (`JEONSE_INTEREST_IN_DSR_RULES`), issue 47 #6.
 */
export const SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR = datedValue<boolean>({
  before: { value: false, source: '10·15 대책 전: 전세대출 이자는 차주 단위 DSR 밖 (ADR 0026) [S]' },
  changes: [
    {
      from: '2025-10-29',
      value: true,
      // The FAQ §5 text read for issue 47 (docs/research/issue-47-sources.md §5) is a repository copy, [S]. Who the
      // rule covers (new loans only; policy loans, extensions without an increase and leases signed by 2025-10-28
      // outside) is `JEONSE_INTEREST_IN_DSR_RULES`, with its source.
      source: '금융위원회 10·15 주택시장 안정화 대책 (2025-10-15 발표, 2025-10-29 시행), FAQ §5 [S]',
    },
  ],
  name: (counts) => (counts ? '수도권·규제지역 1주택자 전세대출 이자 DSR 반영' : '1주택자 전세대출 이자 DSR 미반영'),
});
