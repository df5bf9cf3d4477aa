import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessJeonseSafety, type JeonseSafetyInput } from './assess-jeonse-safety.ts';
import {
  BUILDING_FACTS_UNKNOWN,
  DEPOSIT_TROUBLE_REASON_CODES,
  documentReasons,
  pointsToDepositTrouble,
  REGISTRY_FLAGS,
} from './document-risk.ts';

const TODAY = '2026-11-26';
// A 다세대 with room to spare: 시세 5억, 보증금 2억, nothing registered — SAFE on its numbers alone.
const roomyVilla: JeonseSafetyInput = {
  districtCode: '1168010100',
  dongName: '역삼동',
  rentHousingType: 'HOUSEHOLD_HOUSE',
  rentalDeposit: 200_000_000,
  housePrice: 500_000_000,
  recentSalesPrice: null,
  officialPrice: null,
  priorLiens: 0,
};

describe('documentReasons — 등기부와 건축물대장이 말하는 것', () => {
  it('신탁, 임차권등기, 가압류·가처분·압류·경매는 위험, 전세권과 최근 소유권 이전은 주의예요', () => {
    const levels = Object.fromEntries(
      documentReasons(REGISTRY_FLAGS, BUILDING_FACTS_UNKNOWN).map((reason) => [reason.code, reason.level]),
    );
    expect(levels).toEqual({
      REGISTRY_TRUST: 'DANGER',
      REGISTRY_PROVISIONAL_SEIZURE: 'DANGER',
      REGISTRY_INJUNCTION: 'DANGER',
      REGISTRY_SEIZURE: 'DANGER',
      REGISTRY_AUCTION: 'DANGER',
      REGISTRY_LEASE_REGISTRATION: 'DANGER',
      REGISTRY_JEONSE_RIGHT: 'CAUTION',
      REGISTRY_RECENT_OWNERSHIP_TRANSFER: 'CAUTION',
      REGISTRY_JOINT_OWNERSHIP: 'CAUTION',
      REGISTRY_NON_RESIDENTIAL_USE: 'DANGER',
    });
  });

  it('공동 소유는 주의이고, 소유자 모두나 그 위임을 받아 계약하라고 말해요 (issue 50)', () => {
    const [reason] = documentReasons(['JOINT_OWNERSHIP'], BUILDING_FACTS_UNKNOWN);
    expect(reason).toMatchObject({ code: 'REGISTRY_JOINT_OWNERSHIP', level: 'CAUTION' });
    expect(reason?.message).toContain('위임장');
  });

  it('건축물대장의 위반건축물과 비주거 용도는 위험이고, 등기부가 이미 비주거라고 했으면 한 번만 말해요', () => {
    expect(documentReasons([], { violation: true, residential: true }).map((r) => r.code)).toEqual([
      'BUILDING_VIOLATION',
    ]);
    expect(documentReasons([], { violation: false, residential: false }).map((r) => r.code)).toEqual([
      'BUILDING_NON_RESIDENTIAL',
    ]);
    expect(
      documentReasons(['NON_RESIDENTIAL_USE'], { violation: null, residential: false }).map((r) => r.code),
    ).toEqual(['REGISTRY_NON_RESIDENTIAL_USE']);
    expect(documentReasons([], BUILDING_FACTS_UNKNOWN)).toEqual([]);
  });

  it('모든 이유는 무엇을 하면 되는지까지 말해요', () => {
    for (const reason of documentReasons(REGISTRY_FLAGS, { violation: true, residential: false })) {
      expect(reason.message).toMatch(/세요\.$/);
    }
    // Without the registry's own non-residential flag the ledger's reason speaks.
    const [ledger] = documentReasons([], { violation: null, residential: false });
    expect(ledger?.message).toMatch(/^건축물대장의 주용도가 주택이 아니에요\..*세요\.$/);
  });
});

describe('pointsToDepositTrouble — 보증금을 못 돌려받을 때 안내로 보내는 등기', () => {
  it('경매개시결정과 임차권등기만 안내로 보내요', () => {
    expect(DEPOSIT_TROUBLE_REASON_CODES).toEqual(['REGISTRY_AUCTION', 'REGISTRY_LEASE_REGISTRATION']);
    expect(pointsToDepositTrouble(['REGISTRY_AUCTION'])).toBe(true);
    expect(pointsToDepositTrouble(['JEONSE_RATIO_OVER_80', 'REGISTRY_LEASE_REGISTRATION'])).toBe(true);
    expect(pointsToDepositTrouble([])).toBe(false);
    expect(pointsToDepositTrouble(['REGISTRY_SEIZURE', 'REGISTRY_PROVISIONAL_SEIZURE', 'REGISTRY_TRUST'])).toBe(false);
  });

  it('판정의 이유 코드에서 바로 읽혀요: 등기부의 경매·임차권등기 플래그가 그 코드를 내요', () => {
    for (const flag of REGISTRY_FLAGS) {
      const codes = documentReasons([flag], BUILDING_FACTS_UNKNOWN).map((reason) => reason.code);
      expect(pointsToDepositTrouble(codes)).toBe(flag === 'AUCTION' || flag === 'LEASE_REGISTRATION');
    }
  });
});

describe('assessJeonseSafety — 등기부를 읽은 판정', () => {
  it('숫자로는 안전한 집도 신탁이 있으면 위험이고, 그 이유가 판정에 있어요', () => {
    expect(assessJeonseSafety(roomyVilla, TODAY).riskLevel).toBe('SAFE');
    const answer = assessJeonseSafety({ ...roomyVilla, registryFlags: ['TRUST'] }, TODAY);
    expect(answer.riskLevel).toBe('DANGER');
    expect(answer.reasonCodes).toContain('REGISTRY_TRUST');
    expect(answer.reasons.some((reason) => reason.includes('신탁회사'))).toBe(true);
  });

  it('임차권등기가 있으면 위험이에요', () => {
    const answer = assessJeonseSafety({ ...roomyVilla, registryFlags: ['LEASE_REGISTRATION'] }, TODAY);
    expect(answer.riskLevel).toBe('DANGER');
    expect(answer.reasonCodes).toContain('REGISTRY_LEASE_REGISTRATION');
  });

  it('최근 소유권 이전만 있으면 주의예요', () => {
    expect(assessJeonseSafety({ ...roomyVilla, registryFlags: ['RECENT_OWNERSHIP_TRANSFER'] }, TODAY).riskLevel).toBe(
      'CAUTION',
    );
  });

  it('신탁이나 임차권등기가 있거나 보증금과 선순위 채권이 집값을 넘으면 어떤 금액이어도 안전이 아니에요', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 3_000_000_000 }),
        fc.subarray([...REGISTRY_FLAGS]),
        (rentalDeposit, priorLiens, housePrice, registryFlags) => {
          const answer = assessJeonseSafety(
            { ...roomyVilla, rentalDeposit, priorLiens, housePrice, registryFlags },
            TODAY,
          );
          const mustWarn =
            registryFlags.includes('TRUST') ||
            registryFlags.includes('LEASE_REGISTRATION') ||
            rentalDeposit + priorLiens > housePrice;
          if (mustWarn) expect(answer.riskLevel).toBe('DANGER');
          if (answer.riskLevel === 'SAFE') expect(registryFlags).toEqual([]);
        },
      ),
    );
  });
});
