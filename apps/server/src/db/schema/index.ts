// Every table of the app. Each module adds its file here; drizzle-kit reads this to generate migrations.
export * from './users.ts';
export * from './auth.ts';
export * from './loan-advice.ts';
export * from './community.ts';
export * from './scheduled-jobs.ts';
export * from './market-rates.ts';
export * from './contract-checklists.ts';
export * from './moderation.ts';
export * from './renewal.ts';
export * from './deposit-trouble.ts';
export * from './kept-safety-checks.ts';
