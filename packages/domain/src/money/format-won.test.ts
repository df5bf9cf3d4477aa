import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPayment, formatWon, groupDigits } from './format-won.ts';

describe('formatWon', () => {
  it.each([
    [0, '0원'],
    [12_345, '1만 2,345원'],
    [35_000_000, '3,500만원'],
    [120_000_000, '1억 2,000만원'],
    [250_000_000, '2억 5,000만원'],
    [100_000_000, '1억원'],
    [587_072_544, '5억 8,707만 2,544원'],
    [1_234_500_000_000, '1조 2,345억원'],
    [999, '999원'],
  ])('%d원은 "%s"로 읽어요', (amount, expected) => {
    expect(formatWon(amount)).toBe(expected);
  });

  it('음수는 앞에 - 를 붙여요', () => {
    expect(formatWon(-35_000)).toBe('-3만 5,000원');
  });

  it('모든 금액은 원으로 끝나고 숫자를 잃지 않아요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (amount) => {
        const text = formatWon(amount);
        expect(text.endsWith('원')).toBe(true);
        const groups = text.replace('원', '').split(' ');
        const total = groups.reduce((sum, group) => {
          const unit = group.endsWith('조') ? 1e12 : group.endsWith('억') ? 1e8 : group.endsWith('만') ? 1e4 : 1;
          return sum + Number(group.replace(/[조억만,]/g, '')) * unit;
        }, 0);
        expect(total).toBe(amount);
      }),
    );
  });
});

describe('formatPayment', () => {
  it.each([
    [0, '0원'],
    [83, '83원'],
    [330_083, '330,083원'],
    [1_234_567, '1,234,567원'],
  ])('%d원은 "%s"로 읽어요', (amount, expected) => {
    expect(formatPayment(amount)).toBe(expected);
  });

  it('음수는 앞에 - 를 붙여요', () => {
    expect(formatPayment(-95_625)).toBe('-95,625원');
  });

  it('숫자를 잃지 않아요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (amount) => {
        expect(Number(formatPayment(amount).replace('원', '').replaceAll(',', ''))).toBe(amount);
      }),
    );
  });
});

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [100_000, '100,000'],
    [1_234_567, '1,234,567'],
    [9_999_999_999_999, '9,999,999,999,999'],
  ])('%d 은 "%s"', (n, expected) => {
    expect(groupDigits(n)).toBe(expected);
  });

  it('0 이상의 정수는 Intl 의 en-US 자릿수 묶음과 같아요', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => groupDigits(n) === intl.format(n)),
    );
  });
});
