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

  it('선순위 채권이 집값의 30 %에서 1원 모자라면 따로 알리지 않아요', () => {
    expect(risk(30_000_000, 29_999_999).reasons.map((reason) => reason.code)).toEqual(['JEONSE_RATIO_LOW']);
  });

  it('선순위 채권이 집값의 30 %면 그 금액과 비율, 경매에서 먼저 갚는다는 것을 말해요', () => {
    expect(risk(30_000_000, 30_000_000).reasons).toEqual([
      {
        code: 'JEONSE_RATIO_LOW',
        level: 'SAFE',
        message: '보증금과 선순위 채권이 집값의 60%예요. 집값에 비해 여유가 있어요.',
      },
      {
        code: 'PRIOR_LIENS_LARGE',
        level: 'CAUTION',
        message:
          '선순위 채권 3,000만원이 집값의 30%예요. 경매가 되면 이 돈을 먼저 갚고 남은 돈으로 보증금을 돌려받아요.',
      },
    ]);
  });

  it('보증이 거절되면 전세가율과 상관없이 위험이에요', () => {
    expect(risk(50_000_000, 0, 100_000_000, true).riskLevel).toBe('DANGER');
    expect(risk(50_000_000, 0, 100_000_000, true).reasons).toEqual([
      { code: 'JEONSE_RATIO_LOW', level: 'SAFE', message: '보증금이 집값의 50%예요. 집값에 비해 여유가 있어요.' },
      {
        code: 'GUARANTEE_REFUSED',
        level: 'DANGER',
        message:
          '전세보증금 반환보증에 가입할 수 없는 보증금이에요. 보증 없이 계약하면 돌려받지 못할 위험을 혼자 져야 해요.',
      },
    ]);
  });

  it('판정은 이유 중 가장 나쁜 단계예요: 전세가율 100 %(위험) 뒤에 선순위 채권(주의)이 와도 위험이에요', () => {
    const answer = risk(70_000_000, 30_000_000);
    expect(answer.reasons.map((reason) => [reason.code, reason.level])).toEqual([
      ['JEONSE_RATIO_OVER_90', 'DANGER'],
      ['PRIOR_LIENS_LARGE', 'CAUTION'],
    ]);
    expect(answer.riskLevel).toBe('DANGER');
  });

  it('집값을 모르면 확인 필요로 두고 이유를 말해요', () => {
    const answer = risk(50_000_000, 0, null);
    expect(answer).toMatchObject({ riskLevel: 'UNKNOWN', jeonseRatioPercent: null });
    expect(answer.reasons[0]?.message).toContain('집값을 몰라서');
  });

  it('집값이 0원이면 모르는 것과 같아요', () => {
    expect(risk(50_000_000, 0, 0)).toEqual({
      riskLevel: 'UNKNOWN',
      jeonseRatioPercent: null,
      reasons: [
        {
          code: 'HOUSE_VALUE_UNKNOWN',
          level: 'UNKNOWN',
          message: '집값을 몰라서 보증금이 안전한지 판단할 수 없어요. 시세나 공시가격을 알려주세요.',
        },
      ],
    });
  });
});

describe('jeonseRisk — 이유의 문장', () => {
  it.each([
    [70_000_000, 'JEONSE_RATIO_LOW', 'SAFE', '보증금이 집값의 70%예요. 집값에 비해 여유가 있어요.'],
    [
      75_000_000,
      'JEONSE_RATIO_OVER_70',
      'CAUTION',
      '보증금이 집값의 75%예요. 70%를 넘어서 집값이 내리면 위험해질 수 있어요.',
    ],
    [85_000_000, 'JEONSE_RATIO_OVER_80', 'CAUTION', '보증금이 집값의 85%예요. 80%를 넘으면 깡통전세가 될 위험이 커요.'],
    [
      95_000_000,
      'JEONSE_RATIO_OVER_90',
      'DANGER',
      '보증금이 집값의 95%예요. 집값이 조금만 내려도 보증금을 다 돌려받기 어려워요.',
    ],
  ])('집값 1억에 보증금 %i원, 선순위 채권 없음: %s', (deposit, code, level, message) => {
    expect(risk(deposit).reasons).toEqual([{ code, level, message }]);
  });

  it('선순위 채권이 있으면 "보증금과 선순위 채권이"라고 말하고, 30 % 미만이면 그 이유만 말해요', () => {
    expect(risk(60_000_000, 25_000_000).reasons).toEqual([
      {
        code: 'JEONSE_RATIO_OVER_80',
        level: 'CAUTION',
        message: '보증금과 선순위 채권이 집값의 85%예요. 80%를 넘으면 깡통전세가 될 위험이 커요.',
      },
    ]);
  });
});

describe('jeonseRisk — 보증기관의 선순위 한도', () => {
  it('선순위 채권이 한도를 넘는 보증을 이름으로 말하고 주의로 봐요', () => {
    const answer = jeonseRisk({
      rentalDeposit: 30_000_000,
      priorLiens: 20_000_000,
      houseValue: 100_000_000,
      guaranteeRefused: false,
      priorLiensOverGuaranteeLimit: ['HUG', 'SGI'],
      registryFlags: [],
      building: BUILDING_FACTS_UNKNOWN,
    });
    expect(answer.reasons.find((reason) => reason.code === 'PRIOR_LIENS_OVER_GUARANTEE_LIMIT')).toEqual({
      code: 'PRIOR_LIENS_OVER_GUARANTEE_LIMIT',
      level: 'CAUTION',
      message:
        '선순위 채권이 많아서 HUG 반환보증·SGI 전세금보장신용보험에 가입할 수 없어요. 보증기관은 선순위 채권이 많은 집을 그만큼 위험하게 봐요.',
    });
  });
});
