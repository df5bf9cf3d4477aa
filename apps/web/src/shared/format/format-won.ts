// The one money formatter lives in the domain package; screens import it from here so there is no second one.
export { formatWon } from '@jipsa/domain';
