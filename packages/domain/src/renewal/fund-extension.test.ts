import { describe, expect, it } from 'vitest';
import { fundExtension, type FundExtensionInput } from './fund-extension.ts';

const TODAY = '2026-11-26';
const base: FundExtensionInput = {
  kind: 'FUND',
  extensionsUsed: 0,
  minorChildren: 0,
  balance: 100_000_000,
  extensionMonths: 24,
};
const extend = (overrides: Partial<FundExtensionInput> = {}) => fundExtension({ ...base, ...overrides }, TODAY);

describe('fundExtension — 버팀목 연장 횟수', () => {
  it('버팀목은 4번까지(최장 10년) 그냥 연장할 수 있어요: 세 번 쓴 뒤 네 번째는 돼요', () => {
    expect(extend({ extensionsUsed: 3 })).toMatchObject({
      allowed: true,
      nth: 4,
      regularExtensions: 4,
      extraExtension: null,
    });
  });
  it('네 번을 다 쓰면 다섯 번째는 미성년 자녀가 1명 있어야 해요', () => {
    expect(extend({ extensionsUsed: 4, minorChildren: 0 })).toMatchObject({
      allowed: false,
      nth: 5,
      extraExtension: { index: 1, childrenNeeded: 1, allowed: false },
    });
    expect(extend({ extensionsUsed: 4, minorChildren: 1 })).toMatchObject({
      allowed: true,
      extraExtension: { index: 1, childrenNeeded: 1, allowed: true },
    });
  });
  it('n번째 추가 연장에는 미성년 자녀가 n명 이상 있어야 해요', () => {
    expect(extend({ extensionsUsed: 6, minorChildren: 2 })).toMatchObject({
      allowed: false,
      extraExtension: { index: 3, childrenNeeded: 3, allowed: false },
    });
    expect(extend({ extensionsUsed: 6, minorChildren: 3 })).toMatchObject({
      allowed: true,
      extraExtension: { index: 3, childrenNeeded: 3, allowed: true },
    });
  });
  it('추가 연장은 다섯 번까지(최장 20년)예요: 자녀가 많아도 여섯 번째는 안 돼요', () => {
    expect(extend({ extensionsUsed: 8, minorChildren: 6 })).toMatchObject({
      allowed: true,
      extraExtension: { index: 5, childrenNeeded: 5, allowed: true },
    });
    expect(extend({ extensionsUsed: 9, minorChildren: 6 })).toMatchObject({
      allowed: false,
      nth: 10,
      extraExtension: { index: 6, childrenNeeded: 6, allowed: false },
    });
  });
  it('신생아 특례는 다섯 번까지(최장 12년) 그냥 연장하고, 자녀에 따른 추가 연장은 세지 않아요', () => {
    const newborn = { kind: 'FUND_NEWBORN' as const };
    expect(extend({ ...newborn, extensionsUsed: 4 })).toMatchObject({
      allowed: true,
      nth: 5,
      regularExtensions: 5,
      extraExtension: null,
    });
    expect(extend({ ...newborn, extensionsUsed: 5, minorChildren: 3 })).toMatchObject({
      allowed: false,
      extraExtension: { index: 1, childrenNeeded: 1, allowed: false },
    });
  });
  it('연장 횟수와 가산금리 규칙에 출처와 확실성 표시가 있어요', () => {
    const answer = extend();
    expect(answer.countRule).toMatchObject({ certainty: 'S', maxExtraExtensions: 5 });
    expect(answer.countRule.source).toContain('미성년 1자녀당 2년');
    expect(answer.addOnRule).toMatchObject({ certainty: 'S', repayPercentToAvoid: 10 });
  });
});

describe('fundExtension — 원금 10 %를 갚지 않고 연장하는 비용', () => {
  it('1억을 2년 연장하면 가산금리 연 0.2 %p로 40만원이고, 피하려면 1,000만원을 갚아야 해요', () => {
    expect(extend()).toMatchObject({
      addOnMilli: 200,
      costWithoutRepaying: 400_000,
      repaymentToAvoidAddOn: 10_000_000,
    });
  });
  it('연장 기간이 1년 이하면 연 0.1 %p예요: 12개월은 0.1 %p, 13개월은 0.2 %p', () => {
    expect(extend({ extensionMonths: 12 })).toMatchObject({ addOnMilli: 100, costWithoutRepaying: 100_000 });
    expect(extend({ extensionMonths: 13 })).toMatchObject({ addOnMilli: 200, costWithoutRepaying: 216_666 });
    expect(extend({ extensionMonths: 1 })).toMatchObject({ addOnMilli: 100, costWithoutRepaying: 8_333 });
  });
  it('갚아야 할 10 %는 원 단위로 올려요', () => {
    expect(extend({ balance: 100_000_005 }).repaymentToAvoidAddOn).toBe(10_000_001);
    expect(extend({ balance: 0 })).toMatchObject({ repaymentToAvoidAddOn: 0, costWithoutRepaying: 0 });
  });
});
