// Input bounds of the loan form and the rent-offer comparison, not regulation. Deposits: the deposit-entry screen
// takes up to 20억 (docs/screens.md); rent up to 1,000만 a month; cash and incomes up to 100억; areas up to 1,000㎡.
// Kept apart from the schemas that use them, so a screen that only shows a bound loads no zod before it is live
// (issue 32: the deposit entry's first script went from 127 to ~106 kB).
export const MAX_RENTAL_DEPOSIT = 2_000_000_000;
export const MIN_SIMPLE_RENTAL_DEPOSIT = 1_000_000;
export const MAX_MONTHLY_RENT = 10_000_000;
export const MAX_CASH_ON_HAND = 10_000_000_000;
export const MAX_ANNUAL_INCOME = 10_000_000_000;
export const MIN_AGE = 19;
export const MAX_AGE = 100;
export const MAX_EXCLUSIVE_AREA = 1000;
export const MAX_HOUSE_PRICE = 50_000_000_000;

export const MAX_RENT_OFFERS = 5;
export const MAX_CONTRACT_MONTHS = 120;
