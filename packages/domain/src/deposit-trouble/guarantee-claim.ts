import type { Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import { addDays, addMonths } from '../policy/calendar-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { DEPOSIT_TROUBLE_READ_ON, type DepositTroubleRule } from './deposit-trouble-rule.ts';

/** The return guarantee the renter holds, or that they hold none or do not know. */
export const HELD_GUARANTEES = ['HUG', 'HF', 'SGI', 'NONE', 'UNKNOWN'] as const satisfies readonly (
  Guarantor | 'NONE' | 'UNKNOWN'
)[];
export type HeldGuarantee = (typeof HELD_GUARANTEES)[number];

/** HUG's 보증사고: the months after the lease's end by which the deposit must have come back. */
export type GuaranteeAccidentRule = DepositTroubleRule & { readonly monthsAfterLeaseEnd: number };

// NOTE: HUG 전세보증금반환보증: a 보증사고 is "임대차계약 종료 후 1개월 이내에 보증금을 반환받지 못한 경우" (or a 배당
// shortfall after 경매·공매); the claim needs the 종료 통지 with proof, a 임차권등기, then review and payment once the
// house is handed over; a pledged jeonse loan is repaid to the bank first (theqoo.net summary of HUG's answers,
// 10millioner.com 2026-01-18, realestate.ehyun.co.kr) [S]. HUG's 약관 itself was not read; its first day neither,
// so the row starts on the day it was read and answers every earlier date.
export const HUG_ACCIDENT_RULE = {
  effectiveFrom: DEPOSIT_TROUBLE_READ_ON,
  monthsAfterLeaseEnd: 1,
  source:
    'HUG 전세보증금반환보증 보증사고: 임대차계약 종료 후 1개월 안에 보증금을 돌려받지 못한 경우, 또는 경매·공매 배당 후 못 받은 금액 (보증 안내의 2차 자료)',
  certainty: 'S',
} as const satisfies GuaranteeAccidentRule;

export const GUARANTEE_CLAIM_STEP_CODES = [
  'END_NOTICE_WITH_PROOF',
  'LEASE_REGISTRATION',
  'CLAIM',
  'REVIEW',
  'PAYMENT_AFTER_MOVING_OUT',
  'LOAN_REPAID_FIRST',
] as const;
export type GuaranteeClaimStepCode = (typeof GUARANTEE_CLAIM_STEP_CODES)[number];

export type GuaranteeClaimStep = {
  readonly code: GuaranteeClaimStepCode;
  readonly title: string;
  readonly detail: string;
};

export type GuaranteeClaim = {
  readonly guarantee: HeldGuarantee;
  /** The guarantor's claim terms were found (HUG); otherwise the plan says so and gives no date. */
  readonly termsKnown: boolean;
  /** The first day of the 보증사고, when the deposit is still not back; null when the terms are not known. */
  readonly accidentOn: PolicyDate | null;
  /** The earliest day to claim (the 보증사고's first day). */
  readonly earliestClaimOn: PolicyDate | null;
  readonly claimOpen: boolean;
  readonly steps: readonly GuaranteeClaimStep[];
  readonly rule: GuaranteeAccidentRule | null;
};

export type GuaranteeClaimInput = {
  readonly guarantee: HeldGuarantee;
  readonly leaseEndedOn: PolicyDate;
  readonly jeonseLoanOutstanding: boolean;
  readonly auctionStarted: boolean;
};

/**
 * The guarantee claim: for HUG the 보증사고 begins the day after one month from the lease's end has run (민법 제160조:
 * `addMonths(end, 1)` is the month's last day, read strictly so a claim on it is inside every reading), and the steps
 * in order; for HF and SGI, whose claim terms were not found, the steps without a date; none without a guarantee.
 * @example guaranteeClaim({ guarantee: 'HUG', leaseEndedOn: '2026-10-31', jeonseLoanOutstanding: false, auctionStarted: false }, '2026-11-29').earliestClaimOn // '2026-12-01'
 */
export function guaranteeClaim(input: GuaranteeClaimInput, today: PolicyDate): GuaranteeClaim {
  const { guarantee } = input;
  if (guarantee === 'NONE' || guarantee === 'UNKNOWN') {
    return {
      guarantee,
      termsKnown: false,
      accidentOn: null,
      earliestClaimOn: null,
      claimOpen: false,
      steps: [],
      rule: null,
    };
  }
  const termsKnown = guarantee === 'HUG';
  const accidentOn = termsKnown
    ? addDays(addMonths(input.leaseEndedOn, HUG_ACCIDENT_RULE.monthsAfterLeaseEnd), 1)
    : null;
  return {
    guarantee,
    termsKnown,
    accidentOn,
    earliestClaimOn: accidentOn,
    claimOpen: accidentOn !== null && accidentOn <= today,
    steps: claimSteps(input, accidentOn),
    rule: termsKnown ? HUG_ACCIDENT_RULE : null,
  };
}

function claimSteps(input: GuaranteeClaimInput, accidentOn: PolicyDate | null): GuaranteeClaimStep[] {
  const steps: GuaranteeClaimStep[] = [
    {
      code: 'END_NOTICE_WITH_PROOF',
      title: '계약 종료 통지 증빙',
      detail:
        '집주인에게 계약을 끝낸다고 알린 증빙(내용증명, 답장이 남은 문자)을 준비하세요. 집주인이 받지 않으면 공시송달이 필요해 오래 걸려요.',
    },
    {
      code: 'LEASE_REGISTRATION',
      title: '임차권등기',
      detail: '보증 이행을 청구하려면 임차권등기가 필요해요. 등기부에 올라간 것을 확인하고 이사하세요.',
    },
    {
      code: 'CLAIM',
      title: '보증 이행 청구',
      detail:
        accidentOn === null
          ? '보증기관에 청구할 수 있는 날을 물어보고 청구하세요.'
          : `${accidentOn}부터 보증기관에 이행을 청구할 수 있어요${input.auctionStarted ? '. 경매·공매가 끝나 배당을 덜 받았다면 그 부족분도 청구할 수 있어요' : ''}.`,
    },
    { code: 'REVIEW', title: '보증기관 심사', detail: '보증기관이 서류를 심사해요. 보완을 요청하면 바로 내세요.' },
    {
      code: 'PAYMENT_AFTER_MOVING_OUT',
      title: '이사(주택 인도) 뒤 지급',
      detail: '보증금은 집을 비워 넘긴 뒤에 받아요. 그 전에 임차권등기가 등기부에 올라가 있어야 해요.',
    },
  ];
  if (input.jeonseLoanOutstanding) {
    steps.push({
      code: 'LOAN_REPAID_FIRST',
      title: '전세대출 먼저 상환',
      detail: '전세대출이 남아 있으면 보증금에서 은행 대출을 먼저 갚고 나머지를 받아요. 대출 은행에도 알리세요.',
    });
  }
  return steps;
}
