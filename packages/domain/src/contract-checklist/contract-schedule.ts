import type { PolicyDate } from '../policy/policy-date.ts';
import { addMonths } from '../policy/calendar-date.ts';
import { renewalNoticePeriod } from '../renewal/renewal-notice-period.ts';
import { lastDayToApply, returnGuaranteeDeadlineRules } from '../jeonse-safety/return-guarantee-deadlines.ts';
import { ContractDatesError, validateContractDates, type ContractDates } from './validate-contract-dates.ts';

/** When in the lease a step belongs. */
export type ContractStepPhase = 'BEFORE_SIGNING' | 'BALANCE_DAY' | 'DURING_LEASE' | 'BEFORE_LEASE_END';

/** One dated thing to do around a lease contract, with why and where the rule comes from. */
export type ContractStep = {
  /** Stable across versions: ticks are kept by it. */
  readonly code: ContractStepCode;
  readonly phase: ContractStepPhase;
  readonly title: string;
  /** What to do and why, in 해요체. */
  readonly detail: string;
  /** Where a rule holds only in some cases, the case (the step is shown with it). */
  readonly condition: string | null;
  /** The day to do it by (a Korean calendar date), or `null` for a rule with no day of its own. */
  readonly dueDate: PolicyDate | null;
  /** The period in which the step can be done (for a deadline, `dueDate` is its last day). */
  readonly window?: { readonly from: PolicyDate; readonly to: PolicyDate };
  /** The law or terms the step follows, with the date it took effect. */
  readonly source: string;
};

// NOTE: 주택임대차보호법 제3조의7 (임대인의 정보 제시 의무), 2023-04-18 개정, 2023-07-19 시행: at signing the
// landlord shows the 확정일자 부여일·차임·보증금 of the house (제3조의6 제3항) and the 국세·지방세 납세증명서,
// or consents to the tenant's 열람 instead. It binds contracts signed from that day.
const LANDLORD_DISCLOSURE_FROM = '2023-07-19';
// NOTE: 국세징수법 제109조 제2항 (2022-12-31 개정, 2023-04-01 시행; 세무서 접수 2023-04-03부터, 국세청 보도자료) and
// 지방세징수법 제6조 (2023-03-14 개정, 2023-04-01 시행, 행정안전부 2023-03-29): a tenant whose deposit is over
// 1천만원 can see the landlord's unpaid 국세·지방세 without consent, from the contract until the lease starts.
const VIEW_WITHOUT_CONSENT_FROM = '2023-04-01';

const SOURCES = {
  registry:
    '부동산등기법 (등기사항전부증명서 열람, 인터넷등기소) · 국토교통부·HUG 안심전세포털 「전세계약 체크리스트」 (2023-02-02 전세사기 예방 대책)',
  buildingLedger:
    '건축법 제79조·제80조 (위반건축물 표시) · HUG 전세보증금반환보증 보증대상 (근린생활시설 제외), 2023-05-01 기준',
  identity: '국토교통부·HUG 안심전세포털 「전세계약 체크리스트」 (2023-02-02) · 민법 제114조 (대리)',
  taxArrears: `주택임대차보호법 제3조의7 (${LANDLORD_DISCLOSURE_FROM} 시행) · 국세징수법 제109조 · 지방세징수법 제6조 (${VIEW_WITHOUT_CONSENT_FROM} 시행)`,
  fixedDateStatus: `주택임대차보호법 제3조의6 제4항 (2014-01-01 시행) · 제3조의7 (${LANDLORD_DISCLOSURE_FROM} 시행)`,
  specialTerms:
    '법무부·국토교통부 주택임대차표준계약서 특약 예시 (담보권 설정 금지, 2026-11-26 확인) · 민법 제543조 (해제)',
  balanceRegistry: '국토교통부·HUG 안심전세포털 「전세계약 체크리스트」 (2023-02-02): 잔금 직전 등기부 재확인',
  moveIn:
    '주택임대차보호법 제3조 제1항 (1981-03-05 시행; 대항력은 인도와 전입신고 다음 날 0시, 대법원 1999-05-25 99다9981) · 제3조의2 제2항 (확정일자, 우선변제권)',
  landlordAccount: '국토교통부·HUG 안심전세포털 「전세계약 체크리스트」 (2023-02-02): 보증금은 등기부상 소유자 계좌로',
  renewalRight: '주택임대차보호법 제6조의3 제1항 (2020-07-31 시행)',
  rentCap:
    '주택임대차보호법 제7조 제2항 (2020-07-31 시행: 증액은 약정 보증금·차임의 20분의 1까지, 조례로 더 낮출 수 있음)',
} as const;

const DEPOSIT_ORDER_NOTE = '집주인이 보증금을 돌려주지 못하면 대항력과 확정일자 순서대로 돌려받아요.';

/**
 * The dated contract checklist for a lease: before signing, on the 잔금일, the return guarantee's last day by
 * guarantor, the renewal window and the 5 % cap, ordered by day (steps without a day last). Rules follow the
 * contract date where a law binds contracts signed from a day, and `policyDate` for the guarantors' terms.
 * Throws `ContractDatesError` for dates `validateContractDates` rejects.
 * @example
 * contractSchedule({ contractDate: '2027-01-10', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' }, '2026-11-26')[0].code
 * // 'REGISTRY_BEFORE_SIGNING'
 */
export function contractSchedule(dates: ContractDates, policyDate: PolicyDate): readonly ContractStep[] {
  const validation = validateContractDates(dates);
  if (!validation.ok) throw new ContractDatesError(validation.field, validation.reason);
  const { contractDate, balanceDate, leaseEndDate } = dates;

  const steps: ContractStep[] = [
    {
      code: 'REGISTRY_BEFORE_SIGNING',
      phase: 'BEFORE_SIGNING',
      title: '등기부등본 떼어 보기',
      detail:
        '계약서에 도장을 찍기 전에 인터넷등기소에서 등기사항전부증명서를 떼어 보세요. 갑구에서 소유자와 압류·가압류·신탁을, 을구에서 근저당 채권최고액을 봐요. 경매로 넘어가면 이 채권자들이 세입자보다 먼저 돈을 받아가요.',
      condition: null,
      dueDate: contractDate,
      source: SOURCES.registry,
    },
    {
      code: 'BUILDING_LEDGER',
      phase: 'BEFORE_SIGNING',
      title: '건축물대장 확인하기',
      detail:
        '정부24에서 건축물대장을 떼어 위반건축물 표시와 용도를 보세요. 위반건축물이거나 근린생활시설이면 반환보증과 전세대출이 거절될 수 있어요.',
      condition: null,
      dueDate: contractDate,
      source: SOURCES.buildingLedger,
    },
    {
      code: 'LANDLORD_IDENTITY',
      phase: 'BEFORE_SIGNING',
      title: '집주인 신분증과 등기부 소유자 맞춰 보기',
      detail:
        '계약하는 사람의 신분증이 등기부의 소유자와 같은지 확인하세요. 대리인이 나오면 소유자의 위임장과 인감증명서를 받고, 소유자와 직접 통화해 두세요.',
      condition: null,
      dueDate: contractDate,
      source: SOURCES.identity,
    },
    taxArrearsStep(contractDate, balanceDate),
    {
      code: 'FIXED_DATE_STATUS',
      phase: 'BEFORE_SIGNING',
      title: '먼저 들어온 세입자의 확정일자 현황 보기',
      detail:
        contractDate >= LANDLORD_DISCLOSURE_FROM
          ? '집주인은 계약할 때 이 집의 확정일자 부여 현황(다른 세입자의 보증금·차임)을 보여주거나 열람에 동의해야 해요. 다가구주택이면 먼저 들어온 세입자의 보증금이 내 보증금보다 앞서요.'
          : '집주인의 동의를 받아 주민센터에서 이 집의 확정일자 부여 현황을 열람하세요. 다가구주택이면 먼저 들어온 세입자의 보증금이 내 보증금보다 앞서요.',
      condition: null,
      dueDate: contractDate,
      source: SOURCES.fixedDateStatus,
    },
    {
      code: 'SPECIAL_TERMS_MORTGAGE',
      phase: 'BEFORE_SIGNING',
      title: '근저당 말소 특약 넣기',
      detail:
        '계약서 특약에 "임대인은 잔금일까지 ○번 근저당권을 말소하고, 잔금일 다음 날까지 담보권 설정 등 권리 변동을 하지 않는다. 어기면 임차인은 계약을 해제하고 임대인은 받은 돈을 돌려준다"를 넣어 주세요.',
      condition:
        '등기부 을구에 근저당권이 있을 때, 그리고 잔금일 다음 날까지 권리 변동을 막으려면 근저당이 없어도 넣어 두세요.',
      dueDate: contractDate,
      source: SOURCES.specialTerms,
    },
    {
      code: 'REGISTRY_ON_BALANCE_DAY',
      phase: 'BALANCE_DAY',
      title: '잔금 치르는 날 아침 등기부 다시 보기',
      detail:
        '잔금을 보내기 직전에 등기부를 한 번 더 떼어 계약 뒤에 새로 생긴 근저당·가압류나 소유자 변경이 없는지 보세요. 특약대로 근저당이 말소됐는지도 여기서 확인해요.',
      condition: null,
      dueDate: balanceDate,
      source: SOURCES.balanceRegistry,
    },
    {
      code: 'LANDLORD_ACCOUNT',
      phase: 'BALANCE_DAY',
      title: '잔금과 대출금은 소유자 본인 계좌로',
      detail:
        '잔금과 전세대출금이 등기부의 소유자 본인 명의 계좌로 들어가는지 확인하세요. 중개인이나 대리인 계좌로 보내면 돌려받기 어려울 수 있어요.',
      condition: null,
      dueDate: balanceDate,
      source: SOURCES.landlordAccount,
    },
    {
      code: 'MOVE_IN_REPORT_AND_FIXED_DATE',
      phase: 'BALANCE_DAY',
      title: '전입신고와 확정일자 같은 날 받기',
      detail: `이사한 날 바로 주민센터나 정부24에서 전입신고를 하고 계약서에 확정일자를 받으세요. 대항력은 전입신고 다음 날 0시부터 생겨요. 같은 날 집주인이 근저당을 잡으면 그 근저당이 앞서요. ${DEPOSIT_ORDER_NOTE}`,
      condition: null,
      dueDate: balanceDate,
      source: SOURCES.moveIn,
    },
    ...returnGuaranteeSteps(balanceDate, leaseEndDate, policyDate),
    renewalStep(contractDate, leaseEndDate),
    {
      code: 'RENEWAL_RENT_CAP',
      phase: 'BEFORE_LEASE_END',
      title: '갱신할 때 보증금 인상은 5 %까지',
      detail:
        '계약갱신요구권으로 갱신하면 집주인은 보증금이나 월세를 약정한 금액의 5 %(20분의 1)까지만 올릴 수 있어요. 시·도 조례가 더 낮은 상한을 정했으면 그 상한이 적용돼요.',
      condition: '계약갱신요구권을 써서 갱신할 때. 서로 합의해 새로 계약하면 이 상한이 적용되지 않아요.',
      dueDate: null,
      source: SOURCES.rentCap,
    },
  ];
  return orderByDay(steps);
}

function taxArrearsStep(contractDate: PolicyDate, balanceDate: PolicyDate): ContractStep {
  const landlordMustShow = contractDate >= LANDLORD_DISCLOSURE_FROM;
  const canViewWithoutConsent = contractDate >= VIEW_WITHOUT_CONSENT_FROM;
  const atSigning = landlordMustShow
    ? '집주인은 계약할 때 국세·지방세 납세증명서를 보여주거나 미납 세금 열람에 동의해야 해요.'
    : '계약 전에 집주인의 동의를 받아 세무서와 시·군·구청에서 미납 국세·지방세를 열람하세요.';
  const afterSigning = canViewWithoutConsent
    ? ` 계약한 뒤에도 입주일(${balanceDate})까지는 동의 없이 세무서와 시·군·구청에서 열람할 수 있어요.`
    : '';
  return {
    code: 'TAX_ARREARS',
    phase: 'BEFORE_SIGNING',
    title: '집주인 체납 세금 확인하기',
    detail: `${atSigning}${afterSigning} 밀린 세금은 경매에서 보증금보다 먼저 가져갈 수 있어요.`,
    condition: canViewWithoutConsent
      ? '동의 없는 열람은 보증금이 1천만원을 넘을 때, 임대차가 시작하는 날까지만 돼요. 계약서의 임대차 시작일이 입주일과 다르면 그 날까지예요.'
      : null,
    dueDate: contractDate,
    ...(canViewWithoutConsent ? { window: { from: contractDate, to: balanceDate } } : {}),
    source: SOURCES.taxArrears,
  };
}

function returnGuaranteeSteps(
  balanceDate: PolicyDate,
  leaseEndDate: PolicyDate,
  policyDate: PolicyDate,
): ContractStep[] {
  return returnGuaranteeDeadlineRules(policyDate).flatMap((rule): ContractStep[] => {
    const longEnough = addMonths(balanceDate, rule.minimumTermMonths) <= leaseEndDate;
    if (!longEnough) return [];
    const lastDay = lastDayToApply(rule.deadline, balanceDate, leaseEndDate);
    const deadlineWords =
      rule.deadline.kind === 'BEFORE_HALF_OF_TERM'
        ? '계약기간의 절반이 지나기 전까지'
        : `임대차가 시작하고 ${rule.deadline.months}개월 안에`;
    return [
      {
        code: `RETURN_GUARANTEE_${rule.guarantor}` as const,
        phase: 'DURING_LEASE',
        title: `${rule.productName} 가입 마감`,
        detail: `${rule.productName}은 ${deadlineWords} 신청할 수 있어요. 전입신고와 확정일자를 받은 뒤 ${lastDay}까지 신청하세요. 늦으면 이 계약으로는 가입할 수 없어요.${rule.isEstimate ? ' 이 기한은 보증기관에 한 번 더 확인이 필요해요.' : ''}`,
        condition: `계약기간이 ${rule.minimumTermMonths / 12}년 이상이고, 임대차가 잔금·입주일(${balanceDate})에 시작할 때`,
        dueDate: lastDay,
        window: { from: balanceDate, to: lastDay },
        source: rule.source,
      },
    ];
  });
}

/** The window is the renewal plan's own (one owner for the 2020-12-10 rule), keyed by the day the lease was signed. */
function renewalStep(contractDate: PolicyDate, leaseEndDate: PolicyDate): ContractStep {
  const { from, to, rule } = renewalNoticePeriod(leaseEndDate, contractDate);
  return {
    code: 'RENEWAL_REQUEST',
    phase: 'BEFORE_LEASE_END',
    title: '계약갱신요구 기간',
    detail: `더 살고 싶으면 ${from}부터 ${to}까지 집주인에게 계약갱신을 요구하세요(한 번, 2년). 요구가 집주인에게 닿아야 하니 문자나 내용증명으로 남기고 마지막 날보다 며칠 일찍 보내세요. 이사할 생각이면 이 기간에 알리면 보증금 반환 날짜를 정하기 쉬워요.`,
    condition: '갱신요구권을 아직 쓰지 않았을 때 (한 번만 쓸 수 있어요)',
    dueDate: to,
    window: { from, to },
    source: `${SOURCES.renewalRight} · ${rule.source}`,
  };
}

/** Steps by day, the order of the list kept within a day; steps with no day go last. */
function orderByDay(steps: readonly ContractStep[]): readonly ContractStep[] {
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => {
      const dayA = a.step.dueDate ?? '9999-12-31';
      // Stryker disable next-line StringLiteral: equivalent — V8's sort passes the step being placed as `a`, and the
      // one step without a day is the list's last, so it is never `b`.
      const dayB = b.step.dueDate ?? '9999-12-31';
      // Stryker disable next-line ConditionalExpression,ArithmeticOperator,EqualityOperator: equivalent — the sort is
      // stable and V8 passes the later step as `a`, so any positive answer on a tie keeps the list's order; `<=` differs
      // only on a tie.
      return dayA === dayB ? a.index - b.index : dayA < dayB ? -1 : 1;
    })
    .map(({ step }) => step);
}

/** Every code a step can have, whatever the dates: a tick is kept only for one of these. */
export const CONTRACT_STEP_CODES = [
  'REGISTRY_BEFORE_SIGNING',
  'BUILDING_LEDGER',
  'LANDLORD_IDENTITY',
  'TAX_ARREARS',
  'FIXED_DATE_STATUS',
  'SPECIAL_TERMS_MORTGAGE',
  'REGISTRY_ON_BALANCE_DAY',
  'LANDLORD_ACCOUNT',
  'MOVE_IN_REPORT_AND_FIXED_DATE',
  'RETURN_GUARANTEE_HUG',
  'RETURN_GUARANTEE_HF',
  'RETURN_GUARANTEE_SGI',
  'RENEWAL_REQUEST',
  'RENEWAL_RENT_CAP',
] as const;
export type ContractStepCode = (typeof CONTRACT_STEP_CODES)[number];
