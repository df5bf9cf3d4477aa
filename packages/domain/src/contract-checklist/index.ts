export * from './validate-contract-dates.ts';
export * from './contract-schedule.ts';
