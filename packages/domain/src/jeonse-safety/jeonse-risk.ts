import { formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import { ratioPercent } from '../regulation/ratio-percent.ts';
import { guaranteeProductName } from './deposit-return-guarantee.ts';
import type { Guarantor } from './deposit-return-guarantee-terms.ts';
import { DOCUMENT_REASON_CODES, documentReasons, type BuildingFacts, type RegistryFlag } from './document-risk.ts';
import { worseLevel, type JeonseRiskLevel } from './jeonse-risk-level.ts';

export { JEONSE_RISK_LEVELS, type JeonseRiskLevel } from './jeonse-risk-level.ts';

export const JEONSE_RISK_REASON_CODES = [
  'JEONSE_RATIO_LOW',
  'JEONSE_RATIO_OVER_70',
  'JEONSE_RATIO_OVER_80',
  'JEONSE_RATIO_OVER_90',
  'GUARANTEE_REFUSED',
  'PRIOR_LIENS_LARGE',
  'PRIOR_LIENS_OVER_GUARANTEE_LIMIT',
  'HOUSE_VALUE_UNKNOWN',
  'PRIOR_LIENS_UNKNOWN',
  ...DOCUMENT_REASON_CODES,
] as const;
export type JeonseRiskReasonCode = (typeof JEONSE_RISK_REASON_CODES)[number];

export type JeonseRiskReason = {
  readonly code: JeonseRiskReasonCode;
  readonly level: JeonseRiskLevel;
  readonly message: string;
};

// NOTE: the bands the result bar draws. 90 % is the deposit-return guarantee's cap (2023-05-01); 80 % is where
// 국토교통부 and HUG's 안심전세 guidance call a jeonse 깡통전세 위험 (보도자료 2023-02-02, 전세계약 체크리스트);
// 70 % is our own "comfortable" line, below which a 20–30 % fall in price still leaves the deposit covered.
// 선순위 채권 of 30 % of the value or more is our line too (ADR 0015).
export const JEONSE_RATIO_LINES = { comfortable: 70, risky: 80, guaranteeCap: 90 } as const;
const LARGE_PRIOR_LIENS_PERCENT = 30;

export type JeonseRiskInput = {
  readonly rentalDeposit: Won;
  /** Null when nobody knows them (left blank, no 등기부 read): counted as 0 in the ratio, and the verdict says so. */
  readonly priorLiens: Won | null;
  readonly houseValue: Won | null;
  /** No deposit-return guarantor takes this deposit (known value only). */
  readonly guaranteeRefused: boolean;
  /** The guarantors whose 선순위 limit (HUG: 60 % of the 주택가액, 단독·다가구 80 %) the liens are over. */
  readonly priorLiensOverGuaranteeLimit?: readonly Guarantor[];
  /** The flags of the 등기부 the person confirmed (none when they read none). */
  readonly registryFlags: readonly RegistryFlag[];
  /** What the 건축물대장 says, as far as it is known. */
  readonly building: BuildingFacts;
};

export type JeonseRisk = {
  readonly riskLevel: JeonseRiskLevel;
  /** (보증금 + 선순위 채권) ÷ house value, in percent to 2 decimals; null when the value is unknown. */
  readonly jeonseRatioPercent: number | null;
  readonly reasons: readonly JeonseRiskReason[];
};

const PRIOR_LIENS_UNKNOWN_REASON: JeonseRiskReason = {
  code: 'PRIOR_LIENS_UNKNOWN',
  level: 'UNKNOWN',
  message:
    '선순위 채권(근저당·먼저 들어온 보증금)을 몰라서 0원으로 놓고 계산했어요. 근저당이 있으면 훨씬 위험할 수 있어요. 등기부등본을 올리거나 을구의 채권최고액을 넣어 주세요. 없다면 0을 넣어 주세요.',
};

/** Lines compare the exact amounts, not the rounded percent (ADR 0004). */
const isOver = (exposure: Won, value: Won, linePercent: number) => exposure * 100 > value * linePercent;

function ratioReason(exposure: Won, value: Won, ratio: number, hasLiens: boolean): JeonseRiskReason {
  const what = hasLiens ? '보증금과 선순위 채권이' : '보증금이';
  const share = `${what} 집값의 ${ratio}%예요.`;
  if (isOver(exposure, value, JEONSE_RATIO_LINES.guaranteeCap)) {
    return {
      code: 'JEONSE_RATIO_OVER_90',
      level: 'DANGER',
      message: `${share} 집값이 조금만 내려도 보증금을 다 돌려받기 어려워요.`,
    };
  }
  if (isOver(exposure, value, JEONSE_RATIO_LINES.risky)) {
    return {
      code: 'JEONSE_RATIO_OVER_80',
      level: 'CAUTION',
      message: `${share} 80%를 넘으면 깡통전세가 될 위험이 커요.`,
    };
  }
  if (isOver(exposure, value, JEONSE_RATIO_LINES.comfortable)) {
    return {
      code: 'JEONSE_RATIO_OVER_70',
      level: 'CAUTION',
      message: `${share} 70%를 넘어서 집값이 내리면 위험해질 수 있어요.`,
    };
  }
  return { code: 'JEONSE_RATIO_LOW', level: 'SAFE', message: `${share} 집값에 비해 여유가 있어요.` };
}

/**
 * The verdict and every reason that led to it; the level is the worst of the reasons.
 * @example jeonseRisk({ rentalDeposit: 260_000_000, priorLiens: 0, houseValue: 280_000_000, guaranteeRefused: true }).riskLevel // 'DANGER'
 */
export function jeonseRisk(input: JeonseRiskInput): JeonseRisk {
  const reasons: JeonseRiskReason[] = [];
  const priorLiens = input.priorLiens ?? 0;
  const exposure = input.rentalDeposit + priorLiens;
  const value = input.houseValue;
  const jeonseRatioPercent = value !== null && value > 0 ? ratioPercent(exposure, value) : null;
  if (value === null || jeonseRatioPercent === null) {
    reasons.push({
      code: 'HOUSE_VALUE_UNKNOWN',
      level: 'UNKNOWN',
      message: '집값을 몰라서 보증금이 안전한지 판단할 수 없어요. 시세나 공시가격을 알려주세요.',
    });
  } else {
    reasons.push(ratioReason(exposure, value, jeonseRatioPercent, priorLiens > 0));
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent — with no liens (never negative) and a
    // value above 0 the second test is false anyway.
    if (priorLiens > 0 && priorLiens * 100 >= value * LARGE_PRIOR_LIENS_PERCENT) {
      reasons.push({
        code: 'PRIOR_LIENS_LARGE',
        level: 'CAUTION',
        message: `선순위 채권 ${formatWon(priorLiens)}이 집값의 ${ratioPercent(priorLiens, value)}%예요. 경매가 되면 이 돈을 먼저 갚고 남은 돈으로 보증금을 돌려받아요.`,
      });
    }
  }
  if (input.priorLiens === null) reasons.push(PRIOR_LIENS_UNKNOWN_REASON);
  const overLimit = input.priorLiensOverGuaranteeLimit ?? [];
  if (overLimit.length > 0) {
    reasons.push({
      code: 'PRIOR_LIENS_OVER_GUARANTEE_LIMIT',
      level: 'CAUTION',
      message: `선순위 채권이 많아서 ${overLimit.map(guaranteeProductName).join('·')}에 가입할 수 없어요. 보증기관은 선순위 채권이 많은 집을 그만큼 위험하게 봐요.`,
    });
  }
  if (input.guaranteeRefused) {
    reasons.push({
      code: 'GUARANTEE_REFUSED',
      level: 'DANGER',
      message:
        '전세보증금 반환보증에 가입할 수 없는 보증금이에요. 보증 없이 계약하면 돌려받지 못할 위험을 혼자 져야 해요.',
    });
  }
  reasons.push(...documentReasons(input.registryFlags, input.building));
  const riskLevel = reasons.reduce<JeonseRiskLevel>((worst, reason) => worseLevel(worst, reason.level), 'SAFE');
  return { riskLevel, jeonseRatioPercent, reasons };
}
