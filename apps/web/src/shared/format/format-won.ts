// The two money formats live in the domain package; screens import them from here so there is no second one.
export { formatPayment, formatWon } from '@jipsa/domain';
