export * from './won.ts';
export * from './percent-of.ts';
export * from './format-won.ts';
