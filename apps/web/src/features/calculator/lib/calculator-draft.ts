import { manwonToWon, type Won } from '@jipsa/domain';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import type { PeriodUnit } from '../../../shared/store/app-store.ts';
import { periodToMonths } from './period-to-months.ts';

// A field left empty goes out as `undefined`, so the contract's schema names it with its "입력해주세요" message.

/** @example wonFromManwonText('2500') // 25_000_000 */
export const wonFromManwonText = (text: string): Won | undefined =>
  text === '' ? undefined : manwonToWon(amountValue(text));

/** @example numberFromText('4.5') // 4.5 */
export const numberFromText = (text: string): number | undefined => (text === '' ? undefined : amountValue(text));

/** @example monthsFromText('30', '년') // 360 */
export const monthsFromText = (text: string, unit: PeriodUnit): number | undefined =>
  text === '' ? undefined : periodToMonths(text, unit);
