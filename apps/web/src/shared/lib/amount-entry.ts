// The amount-entry rules of spec §4 "Amount entry", shared by every numeric field that has the
// on-screen keypad and quick-add badges (calculators, loan advice). A value is the string the
// field shows: '' (nothing entered yet, the placeholder shows), digits, or digits with one '.'.

/** NOTE: spec §9 "Amount cap on keypad and badge entry is 99,999,999" (in the field's own unit). */
export const KEYPAD_AMOUNT_CAP = 99_999_999;

/** The decimals a rate may carry; the calculator contracts refuse a fourth (docs/domain-rules.md §1). */
export const DEFAULT_MAX_DECIMALS = 3;

export type KeypadDigit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
/** '00' on amount keypads, '.' (shown as '·') on the interest keypad. */
export type KeypadKey = KeypadDigit | '00' | '.' | 'backspace';

export type AmountEntryOptions = {
  /** Decimal mode (an interest rate): one '.' allowed. Amount fields are whole numbers. */
  decimal?: boolean;
  /** The largest value the keypad, the keyboard or a badge may produce. */
  cap?: number;
  /** Decimal mode only: digits allowed after the point. */
  maxDecimals?: number;
};

/**
 * The number a field value stands for: '' and a lone '.' are 0, '3.' is 3.
 * @example amountValue('1200') // 1200
 * @example amountValue('') // 0
 */
export function amountValue(value: string): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Leading zeros go ('007' → '7', '00.5' → '0.5'); a lone '0' stays. */
function withoutLeadingZeros(value: string): string {
  return value.replace(/^0+(?=\d)/, '');
}

function decimalsOf(value: string): number {
  const point = value.indexOf('.');
  return point === -1 ? 0 : value.length - point - 1;
}

/**
 * One press of an on-screen keypad key (spec §4 "Amount entry"): digits append, backspace removes
 * the last character (what is left of a one-character value, or of an empty one, is '0'), '00'
 * multiplies by 100, '.' may be added once and only in decimal mode. A press that would pass the
 * cap, add a second point or a decimal beyond `maxDecimals` leaves the value as it was.
 * @example applyKeypadKey('12', '3') // '123'
 * @example applyKeypadKey('12', '00') // '1200'
 * @example applyKeypadKey('3', '.', { decimal: true }) // '3.'
 * @example applyKeypadKey('', 'backspace') // '0'
 */
export function applyKeypadKey(value: string, key: KeypadKey, options: AmountEntryOptions = {}): string {
  const { decimal = false, cap = KEYPAD_AMOUNT_CAP, maxDecimals = DEFAULT_MAX_DECIMALS } = options;

  if (key === 'backspace') {
    const rest = value.slice(0, -1);
    return rest === '' ? '0' : rest;
  }

  if (key === '.') {
    if (!decimal || value.includes('.')) return value;
    return `${value === '' ? '0' : value}.`;
  }

  let next: string;
  if (key === '00' && !value.includes('.')) {
    next = String(amountValue(value) * 100);
  } else {
    const appended = value + key;
    if (decimal && value.includes('.') && decimalsOf(appended) > maxDecimals) return value;
    next = withoutLeadingZeros(appended);
  }
  return amountValue(next) > cap ? value : next;
}

/**
 * A quick-add badge (spec §4 "Quick-add badges add to the current value"), never past the cap.
 * @example addToAmount('250', 1000) // '1250'
 * @example addToAmount('99999000', 10000) // '99999999'
 */
export function addToAmount(value: string, amount: number, options: AmountEntryOptions = {}): string {
  const { decimal = false, cap = KEYPAD_AMOUNT_CAP, maxDecimals = DEFAULT_MAX_DECIMALS } = options;
  const sum = Math.min(cap, amountValue(value) + amount);
  // Decimal sums are rounded on the digits people read, so 0.1 + 0.2 stays 0.3.
  return String(decimal ? Number(sum.toFixed(maxDecimals)) : Math.trunc(sum));
}

/**
 * What typing (or pasting) into the real input leaves in the field, or `null` when the text is
 * refused and the field keeps its value: only numeric strings, one point in decimal mode, at most
 * `maxDecimals` decimals and nothing past the cap. Grouping commas and spaces are dropped; a typed
 * '·' is a point.
 * @example acceptTypedAmount('1,200') // '1200'
 * @example acceptTypedAmount('12a') // null
 * @example acceptTypedAmount('3.25', { decimal: true }) // '3.25'
 */
export function acceptTypedAmount(raw: string, options: AmountEntryOptions = {}): string | null {
  const { decimal = false, cap = KEYPAD_AMOUNT_CAP, maxDecimals = DEFAULT_MAX_DECIMALS } = options;
  const text = raw.replace(/[,\s]/g, '').replaceAll('·', '.');
  const pattern = decimal ? /^\d*(\.\d*)?$/ : /^\d*$/;
  if (!pattern.test(text)) return null;
  if (decimal && decimalsOf(text) > maxDecimals) return null;
  const next = text.startsWith('.') ? `0${text}` : withoutLeadingZeros(text);
  return amountValue(next) > cap ? null : next;
}
