import { addMonths } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { EARLY_EXIT_RULE } from './early-exit.ts';
import type { GuaranteeAtRenewal } from './guarantee-at-renewal.ts';
import { REFINANCE_WINDOW_RULE } from './refinance-window.ts';
import type { RenewalNoticePeriod } from './renewal-notice-period.ts';
import type { Certainty, RenewalRule } from './renewal-rule.ts';

// NOTE: a jeonse loan's extension is applied for "만기 1개월 전부터" at the lender — the 버팀목 blog page read for the
// fund's add-on (2026-09-30) and lenders' product notes alike [S]; lenders differ, so the timeline says "무렵".
export const LOAN_EXTENSION_APPLICATION_RULE = {
  effectiveFrom: '2026-09-30',
  monthsBeforeMaturity: 1,
  source: '전세대출 기한연장 신청: 만기 1개월 전부터 (은행 안내, 2차 자료)',
  certainty: 'S',
} as const satisfies RenewalRule & { readonly monthsBeforeMaturity: number };

export const RENEWAL_DEADLINE_CODES = [
  'RENEWAL_REQUEST_OPENS',
  'RENEWAL_REQUEST_CLOSES',
  'LEAVING_NOTICE_BY',
  'LOAN_EXTENSION_APPLY_FROM',
  'LOAN_MATURES',
  'GUARANTEE_DEADLINE',
  'REFINANCE_WINDOW_CLOSES',
  'EARLY_EXIT_LAST_DAY',
  'LEASE_ENDS',
] as const;
export type RenewalDeadlineCode = (typeof RENEWAL_DEADLINE_CODES)[number];

/** One dated step of the plan, for the screen and the contract checklist's calendar. */
export type RenewalDeadline = {
  readonly code: RenewalDeadlineCode;
  readonly date: PolicyDate;
  readonly title: string;
  /** What to do by then, in 해요체. */
  readonly detail: string;
  readonly source: string;
  readonly certainty: Certainty;
  /** The day is before the plan's day. */
  readonly passed: boolean;
};

export type RenewalTimelineInput = {
  readonly leaseEnd: PolicyDate;
  readonly noticePeriod: RenewalNoticePeriod;
  readonly renewalRightUnused: boolean;
  readonly loanMaturesOn: PolicyDate | null;
  readonly guarantee: GuaranteeAtRenewal;
  readonly refinanceWindowTo: PolicyDate | null;
  readonly earlyExitLastDay: PolicyDate | null;
};

type Step = Omit<RenewalDeadline, 'passed'>;

/**
 * The plan's deadlines in date order (a day's steps in the order listed here): the renewal request window, the last
 * day to say one leaves, the loan's extension and maturity, the return guarantee's deadline for the renewed term,
 * the 대환 window's end, a 3-month exit's last day and the lease's end.
 * @example renewalTimeline(input, '2026-11-26').map((step) => step.code)[0] // 'RENEWAL_REQUEST_OPENS'
 */
export function renewalTimeline(input: RenewalTimelineInput, today: PolicyDate): readonly RenewalDeadline[] {
  const { noticePeriod, guarantee } = input;
  const steps: Step[] = [];
  if (input.renewalRightUnused) {
    steps.push(
      {
        code: 'RENEWAL_REQUEST_OPENS',
        date: noticePeriod.from,
        title: '계약갱신요구 시작',
        detail: `이날부터 ${noticePeriod.to}까지 집주인에게 계약갱신을 요구할 수 있어요. 문자나 내용증명처럼 남는 방법으로 보내세요.`,
        source: noticePeriod.rule.source,
        certainty: noticePeriod.rule.certainty,
      },
      {
        code: 'RENEWAL_REQUEST_CLOSES',
        date: noticePeriod.to,
        title: '계약갱신요구 마감',
        detail: '갱신요구가 이날까지 집주인에게 닿아야 해요. 며칠 일찍 보내세요.',
        source: noticePeriod.rule.source,
        certainty: noticePeriod.rule.certainty,
      },
    );
  }
  steps.push({
    code: 'LEAVING_NOTICE_BY',
    date: noticePeriod.to,
    title: '이사 의사 알리기 마감',
    detail:
      '이사할 거라면 이날까지 집주인에게 알리세요. 아무도 말하지 않으면 같은 조건으로 2년 더 이어져요(묵시적 갱신).',
    source: noticePeriod.rule.source,
    certainty: noticePeriod.rule.certainty,
  });
  if (input.loanMaturesOn !== null) {
    steps.push(
      {
        code: 'LOAN_EXTENSION_APPLY_FROM',
        date: addMonths(input.loanMaturesOn, -LOAN_EXTENSION_APPLICATION_RULE.monthsBeforeMaturity),
        title: '전세대출 연장 신청',
        detail: '이 무렵부터 대출 은행에 기한연장을 신청하세요. 갱신한 계약서와 확정일자를 준비해요.',
        source: LOAN_EXTENSION_APPLICATION_RULE.source,
        certainty: LOAN_EXTENSION_APPLICATION_RULE.certainty,
      },
      {
        code: 'LOAN_MATURES',
        date: input.loanMaturesOn,
        title: '전세대출 만기',
        detail: '이날까지 연장하거나 갚아야 해요.',
        source: '대출 약정',
        certainty: 'P',
      },
    );
  }
  steps.push({
    code: 'GUARANTEE_DEADLINE',
    date: guarantee.deadline,
    title: `${guarantee.deadlineRule.productName} 가입 마감`,
    detail: `갱신한 계약으로 ${guarantee.deadlineRule.productName}에 가입하거나 갱신하려면 이날까지 신청하세요.`,
    source: guarantee.deadlineRule.source,
    certainty: guarantee.deadlineRule.isEstimate ? 'U' : 'S',
  });
  if (input.refinanceWindowTo !== null) {
    steps.push({
      code: 'REFINANCE_WINDOW_CLOSES',
      date: input.refinanceWindowTo,
      title: '전세대출 갈아타기 마감',
      detail: '대환대출 인프라로 다른 은행 대출로 옮기려면 이날까지 신청하세요.',
      source: REFINANCE_WINDOW_RULE.source,
      certainty: REFINANCE_WINDOW_RULE.certainty,
    });
  }
  if (input.earlyExitLastDay !== null) {
    steps.push({
      code: 'EARLY_EXIT_LAST_DAY',
      date: input.earlyExitLastDay,
      title: '중도 해지로 계약이 끝나는 날',
      detail: '해지 통지가 집주인에게 닿은 지 3개월이 되는 날이에요. 이날 보증금을 돌려받아요.',
      source: EARLY_EXIT_RULE.source,
      certainty: EARLY_EXIT_RULE.certainty,
    });
  }
  steps.push({
    code: 'LEASE_ENDS',
    date: input.leaseEnd,
    title: '지금 계약 만기',
    detail: '갱신하지 않으면 이날 보증금을 돌려받고 이사해요.',
    source: '임대차 계약서',
    certainty: 'P',
  });
  return steps
    .map((step, index) => ({ step, index }))
    .sort(byDayThenListOrder)
    .map(({ step }) => ({ ...step, passed: step.date < today }));
}

type Listed = { readonly step: Step; readonly index: number };

function byDayThenListOrder(a: Listed, b: Listed): number {
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator,EqualityOperator: equivalent — the sort is
  // stable and V8 passes the later step as `a`, so any positive answer on a tie keeps the list's order; `<=` differs
  // only on a tie (as in the contract checklist's `orderByDay`).
  return a.step.date === b.step.date ? a.index - b.index : a.step.date < b.step.date ? -1 : 1;
}
