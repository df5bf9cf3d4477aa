import { MAX_RENTAL_DEPOSIT, MIN_SIMPLE_RENTAL_DEPOSIT } from '@jipsa/contracts';
import type { Won } from '@jipsa/domain';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';

export type DepositEntryValidation =
  { ok: true; rentalDeposit: Won } | { ok: false; reason: 'EMPTY' | 'TOO_SMALL' | 'TOO_LARGE' };

/**
 * Checks the deposit typed in 만원 against the deposit-entry bounds (docs/screens.md: below 100만원 and
 * above 20억 are refused, the same bounds the simple call enforces) and gives it in 원.
 * @example validateDepositEntry('25000') // { ok: true, rentalDeposit: 250_000_000 }
 * @example validateDepositEntry('50') // { ok: false, reason: 'TOO_SMALL' }
 */
export function validateDepositEntry(manwon: string): DepositEntryValidation {
  if (manwon === '') return { ok: false, reason: 'EMPTY' };
  const rentalDeposit = Math.round(amountValue(manwon) * WON_PER_MANWON);
  if (rentalDeposit < MIN_SIMPLE_RENTAL_DEPOSIT) return { ok: false, reason: 'TOO_SMALL' };
  if (rentalDeposit > MAX_RENTAL_DEPOSIT) return { ok: false, reason: 'TOO_LARGE' };
  return { ok: true, rentalDeposit };
}
