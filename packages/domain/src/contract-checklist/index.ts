export * from './validate-contract-dates.ts';
export * from './return-guarantee-deadlines.ts';
export * from './contract-schedule.ts';
