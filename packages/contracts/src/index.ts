// The entry of @jipsa/contracts: zod schemas per area, enums, error codes, the envelope. The web app also imports one
// area's module on its own (`@jipsa/contracts/community`) to load just those schemas when a request needs them.
export * from './envelope.ts';
export * from './error-codes.ts';
export * from './enums.ts';
export * from './enum-values.ts';
export * from './korean-errors.ts';
export * from './session.ts';
export * from './session-names.ts';
export * from './return-path.ts';
export * from './input-limits.ts';
export * from './loan-profile-messages.ts';
export * from './calculators.ts';
export * from './loan-advice.ts';
export * from './housing.ts';
export * from './community.ts';
export * from './moderation.ts';
export * from './readable-text.ts';
export * from './jeonse-safety.ts';
export * from './kept-safety-check.ts';
export * from './registry.ts';
export * from './rent-offers.ts';
export * from './shared-report.ts';
export * from './market-rates.ts';
export * from './contract-checklist.ts';
export * from './renewal.ts';
export * from './deposit-trouble.ts';
