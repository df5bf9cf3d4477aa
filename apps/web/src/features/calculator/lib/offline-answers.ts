// The browser's own calculators for an answer without a network (issue 10). Imported only when a calculation gets no
// response, so they are not part of the calculator page's first code; the service worker keeps them for offline use.
export { answerDsr, answerDti, answerLtv, answerRepayment, koreaPolicyDate } from '@jipsa/domain';
