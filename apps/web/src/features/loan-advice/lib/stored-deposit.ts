import { MAX_RENTAL_DEPOSIT, MIN_SIMPLE_RENTAL_DEPOSIT } from '@jipsa/contracts';
import type { Won } from '@jipsa/domain';
import { APP_STORAGE_PREFIX } from '../../../shared/lib/storage-keys.ts';

/** sessionStorage key of the deposit entered on /deposit-entry, so /deposit-result survives a reload. */
export const RENTAL_DEPOSIT_STORAGE_KEY = `${APP_STORAGE_PREFIX}RentalDeposit`;

/** Keeps the entered deposit (원) for the rest of the tab's session. */
export function storeRentalDeposit(rentalDeposit: Won, storage: Storage = window.sessionStorage): void {
  storage.setItem(RENTAL_DEPOSIT_STORAGE_KEY, String(rentalDeposit));
}

/**
 * The deposit stored by {@link storeRentalDeposit}, or null when there is none or it is not a deposit
 * the deposit page could have accepted (edited by hand, an older format).
 * @example readStoredRentalDeposit() // 250000000
 */
export function readStoredRentalDeposit(storage: Storage = window.sessionStorage): Won | null {
  const raw = storage.getItem(RENTAL_DEPOSIT_STORAGE_KEY);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const deposit = Number(raw);
  return deposit >= MIN_SIMPLE_RENTAL_DEPOSIT && deposit <= MAX_RENTAL_DEPOSIT ? deposit : null;
}
