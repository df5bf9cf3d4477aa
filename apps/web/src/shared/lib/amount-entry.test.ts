import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptTypedAmount,
  addToAmount,
  amountValue,
  applyKeypadKey,
  KEYPAD_AMOUNT_CAP,
  type KeypadKey,
} from './amount-entry.ts';

const press = (keys: readonly KeypadKey[], options?: Parameters<typeof applyKeypadKey>[2], start = '') =>
  keys.reduce((value, key) => applyKeypadKey(value, key, options), start);

describe('키패드 숫자 입력', () => {
  it('숫자는 뒤에 이어 붙어요', () => {
    expect(press(['1', '2', '3'])).toBe('123');
  });

  it('0 다음의 숫자는 0을 대신해요 (앞자리 0은 남지 않아요)', () => {
    expect(press(['0', '0', '7'])).toBe('7');
  });

  it('백스페이스는 마지막 숫자를 지워요', () => {
    expect(applyKeypadKey('123', 'backspace')).toBe('12');
  });

  it('빈 칸에서 백스페이스를 누르면 0이 돼요', () => {
    expect(applyKeypadKey('', 'backspace')).toBe('0');
  });

  it('한 자리를 지우고 나면 0이 남아요', () => {
    expect(applyKeypadKey('5', 'backspace')).toBe('0');
  });

  it("'00' 은 값에 100을 곱해요", () => {
    expect(applyKeypadKey('12', '00')).toBe('1200');
    expect(applyKeypadKey('', '00')).toBe('0');
  });

  it('금액 칸에는 소수점을 넣을 수 없어요', () => {
    expect(applyKeypadKey('12', '.')).toBe('12');
  });

  it('99,999,999 를 넘기는 키는 무시해요', () => {
    expect(applyKeypadKey('99999999', '9')).toBe('99999999');
    expect(applyKeypadKey('1000000', '00')).toBe('1000000');
    expect(applyKeypadKey('9999999', '9')).toBe('99999999');
  });

  it('어떤 키를 눌러도 값은 숫자 문자열이고 상한을 넘지 않아요', () => {
    const keyArb = fc.constantFrom<KeypadKey>('0', '1', '5', '9', '00', '.', 'backspace');
    fc.assert(
      fc.property(fc.array(keyArb, { maxLength: 40 }), (keys) => {
        const value = press(keys);
        expect(value === '' || /^(0|[1-9]\d*)$/.test(value)).toBe(true);
        expect(amountValue(value)).toBeLessThanOrEqual(KEYPAD_AMOUNT_CAP);
      }),
    );
  });
});

describe('키패드 이자율 입력 (소수 모드)', () => {
  const decimal = { decimal: true };

  it('소수점은 한 번만 들어가요', () => {
    expect(press(['3', '.', '2', '.', '5'], decimal)).toBe('3.25');
  });

  it('빈 칸에 소수점을 누르면 0. 으로 시작해요', () => {
    expect(press(['.', '5'], decimal)).toBe('0.5');
  });

  it('소수점 넷째 자리는 받지 않아요', () => {
    expect(press(['1', '.', '1', '2', '3', '4'], decimal)).toBe('1.123');
  });

  it('백스페이스는 소수점도 한 글자로 지워요', () => {
    expect(press(['3', '.', 'backspace'], decimal)).toBe('3');
    expect(applyKeypadKey('', 'backspace', decimal)).toBe('0');
  });

  it('어떤 키를 눌러도 숫자 문자열만 남아요', () => {
    const keyArb = fc.constantFrom<KeypadKey>('0', '3', '9', '00', '.', 'backspace');
    fc.assert(
      fc.property(fc.array(keyArb, { maxLength: 30 }), (keys) => {
        const value = press(keys, decimal);
        expect(value === '' || /^\d+(\.\d{0,3})?$/.test(value)).toBe(true);
        expect(Number.isFinite(Number(value))).toBe(true);
      }),
    );
  });
});

describe('빠른 입력 배지', () => {
  it('배지는 지금 값에 더해요', () => {
    expect(addToAmount('250', 1000)).toBe('1250');
    expect(addToAmount('', 100)).toBe('100');
  });

  it('더한 값은 99,999,999 에서 멈춰요', () => {
    expect(addToAmount('99999000', 10_000)).toBe('99999999');
  });

  it('상한은 필드마다 정할 수 있어요', () => {
    expect(addToAmount('715', 10, { cap: 720 })).toBe('720');
  });

  it('소수 모드의 합은 읽는 자리에서 반올림해요', () => {
    expect(addToAmount('0.1', 0.2, { decimal: true })).toBe('0.3');
  });
});

describe('키보드 입력', () => {
  it('숫자만 받고 다른 글자가 섞이면 거절해요', () => {
    expect(acceptTypedAmount('1200')).toBe('1200');
    expect(acceptTypedAmount('12a')).toBeNull();
    expect(acceptTypedAmount('-5')).toBeNull();
    expect(acceptTypedAmount('1.5')).toBeNull();
  });

  it('자릿수 쉼표와 공백은 빼고 읽어요', () => {
    expect(acceptTypedAmount('1,200 ')).toBe('1200');
  });

  it('지운 칸은 빈 값으로 남아요', () => {
    expect(acceptTypedAmount('')).toBe('');
  });

  it('상한을 넘는 값은 거절해요', () => {
    expect(acceptTypedAmount('100000000')).toBeNull();
    expect(acceptTypedAmount('99999999')).toBe('99999999');
  });

  it('이자율 칸은 소수점 하나와 셋째 자리까지 받아요', () => {
    const decimal = { decimal: true };
    expect(acceptTypedAmount('3.25', decimal)).toBe('3.25');
    expect(acceptTypedAmount('3.2.5', decimal)).toBeNull();
    expect(acceptTypedAmount('3.2555', decimal)).toBeNull();
    expect(acceptTypedAmount('.5', decimal)).toBe('0.5');
    expect(acceptTypedAmount('3·5', decimal)).toBe('3.5');
  });
});

describe('amountValue', () => {
  it('빈 값과 끝의 소수점은 숫자로 읽어요', () => {
    expect(amountValue('')).toBe(0);
    expect(amountValue('3.')).toBe(3);
    expect(amountValue('1200')).toBe(1200);
  });
});
