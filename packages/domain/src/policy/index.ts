export * from './policy-date.ts';
export * from './format-policy-date.ts';
export * from './table-in-force.ts';
export * from './validation-result.ts';
export * from './validate-policy-date.ts';
export * from './interest-rate-types.ts';
export * from './stress-dsr-stages.ts';
export * from './legal-max-interest-rate.ts';
