// The error-code → 한국어 map is defined once with the error codes in @jipsa/contracts; screens read it here.
export { ERROR_MESSAGES } from '@jipsa/contracts';
