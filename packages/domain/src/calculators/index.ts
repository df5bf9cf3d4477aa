export * from './calculator-answers.ts';
