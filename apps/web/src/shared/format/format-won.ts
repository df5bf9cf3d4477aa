// The two money formats and the digit grouping they use live in the domain package; screens import them from here so
// there is no second one.
export { formatPayment, formatWon, groupDigits } from '@jipsa/domain';
