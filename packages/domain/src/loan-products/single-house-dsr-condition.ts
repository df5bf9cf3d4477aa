import { datedValue } from './dated-value.ts';

/**
 * Whether a 1주택자's jeonse loan interest in 수도권·규제지역 counts in DSR (the 10·15 measures, from 2025-10-29):
 * the guaranteed products state it as a condition from that date on. A dated figure like the catalogue's others,
 * so the date is an edition of the catalogue and a report of an earlier date does not state it.
 */
export const SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR = datedValue<boolean>({
  before: { value: false, source: '10·15 대책 전: 전세대출 이자는 차주 단위 DSR 밖 (ADR 0026) [S]' },
  changes: [
    {
      from: '2025-10-29',
      value: true,
      source: '금융위원회 10·15 주택시장 안정화 대책 (2025-10-15 발표, 2025-10-29 시행), FAQ §5 [P]',
    },
  ],
  name: (counts) => (counts ? '수도권·규제지역 1주택자 전세대출 이자 DSR 반영' : '1주택자 전세대출 이자 DSR 미반영'),
});
