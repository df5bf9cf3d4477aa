export * from './deposit-return-guarantee-terms.ts';
export * from './house-value-for-guarantee.ts';
export * from './deposit-return-guarantee.ts';
export * from './small-deposit-priority.ts';
export * from './jeonse-risk.ts';
export * from './document-risk.ts';
export * from './contract-checklist.ts';
export * from './assess-jeonse-safety.ts';
