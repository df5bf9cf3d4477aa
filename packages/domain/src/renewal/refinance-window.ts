import { lastDayToApply } from '../jeonse-safety/return-guarantee-deadlines.ts';
import { addDays, addMonths } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { RefinanceBreakEven } from './refinance-break-even.ts';
import type { RenewalRule } from './renewal-rule.ts';

// NOTE: 대환대출 인프라 for jeonse loans: "전세대출은 기존 대출을 받은지 3개월 경과 이후부터 전세 임차 계약기간의
// 2분의 1 도과하기 전까지 대출 갈아타기가 가능 … 동일한 보증기관의 보증부 대출로만" (edaily.co.kr, on the FSC's
// rules) [S]. The FSC's own text was not read, nor the service's first day (2024-01-31 as remembered [U]): the plan
// states the window as a condition, never as a refusal.
export const REFINANCE_WINDOW_RULE = {
  effectiveFrom: '2024-01-31',
  monthsAfterDrawing: 3,
  source:
    '대환대출 인프라 전세대출 갈아타기 (이데일리 보도, 금융위원회 원문 미확인): 기존 대출 3개월 경과 후부터 임대차 계약기간 2분의 1 경과 전까지, 같은 보증기관',
  certainty: 'S',
} as const satisfies RenewalRule & { readonly monthsAfterDrawing: number };

/** The days on which the jeonse loan can be moved through the 대환대출 인프라. */
export type RefinanceWindow = { readonly from: PolicyDate; readonly to: PolicyDate };

/**
 * From the day after three months have passed since drawing, to the last day before half of the lease has passed
 * (the same strict reading as the return guarantee's deadline, `lastDayToApply`).
 * @example refinanceWindow('2026-05-26', '2025-05-21', '2027-05-20') // { from: '2026-08-27', to: '2026-05-19' }
 * @example refinanceWindow('2027-06-10', '2027-05-21', '2029-05-20') // { from: '2027-09-11', to: '2028-05-19' }
 */
export function refinanceWindow(drawnOn: PolicyDate, leaseStart: PolicyDate, leaseEnd: PolicyDate): RefinanceWindow {
  return {
    from: addDays(addMonths(drawnOn, REFINANCE_WINDOW_RULE.monthsAfterDrawing), 1),
    to: lastDayToApply({ kind: 'BEFORE_HALF_OF_TERM' }, leaseStart, leaseEnd),
  };
}

/** The 대환 figures, with the infrastructure's window (a stated condition) and whether today is inside it. */
export type RefinanceAtRenewal = RefinanceBreakEven & {
  readonly window: RefinanceWindow;
  readonly inWindow: boolean;
};
