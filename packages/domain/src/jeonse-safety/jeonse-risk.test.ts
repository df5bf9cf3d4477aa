import { describe, expect, it } from 'vitest';
import { BUILDING_FACTS_UNKNOWN } from './document-risk.ts';
import { jeonseRisk } from './jeonse-risk.ts';

const risk = (
  rentalDeposit: number,
  priorLiens = 0,
  houseValue: number | null = 100_000_000,
  guaranteeRefused = false,
) =>
  jeonseRisk({
    rentalDeposit,
    priorLiens,
    houseValue,
    guaranteeRefused,
    registryFlags: [],
    building: BUILDING_FACTS_UNKNOWN,
  });

describe('jeonseRisk — 전세가율 70 / 80 / 90 % 선', () => {
  it('70 % 이하는 안전, 70 % 초과와 80 % 초과는 주의, 90 % 초과는 위험이에요', () => {
    expect(risk(70_000_000)).toMatchObject({ riskLevel: 'SAFE', jeonseRatioPercent: 70 });
    expect(risk(70_000_001).reasons[0]?.code).toBe('JEONSE_RATIO_OVER_70');
    expect(risk(80_000_001)).toMatchObject({ riskLevel: 'CAUTION' });
    expect(risk(80_000_001).reasons[0]?.code).toBe('JEONSE_RATIO_OVER_80');
    expect(risk(90_000_001).riskLevel).toBe('DANGER');
  });

  it('선순위 채권도 보증금과 함께 세고, 집값의 30 % 이상이면 따로 알려요', () => {
    const answer = risk(30_000_000, 30_000_000);
    expect(answer.jeonseRatioPercent).toBe(60);
    expect(answer.riskLevel).toBe('CAUTION');
    expect(answer.reasons.map((reason) => reason.code)).toEqual(['JEONSE_RATIO_LOW', 'PRIOR_LIENS_LARGE']);
  });

  it('보증이 거절되면 전세가율과 상관없이 위험이에요', () => {
    expect(risk(50_000_000, 0, 100_000_000, true).riskLevel).toBe('DANGER');
  });

  it('집값을 모르면 주의로 두고 이유를 말해요', () => {
    const answer = risk(50_000_000, 0, null);
    expect(answer).toMatchObject({ riskLevel: 'CAUTION', jeonseRatioPercent: null });
    expect(answer.reasons[0]?.message).toContain('집값을 몰라서');
  });
});
