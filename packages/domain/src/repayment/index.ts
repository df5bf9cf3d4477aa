export * from './repayment-types.ts';
export * from './repayment-limits.ts';
export * from './repayment-input.ts';
export * from './amortizing-payment.ts';
export * from './monthly-interest.ts';
export * from './validate-repayment-input.ts';
export * from './build-repayment-schedule.ts';
export * from './repayment-totals.ts';
