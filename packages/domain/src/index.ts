// The one public entry of @jipsa/domain. Each area re-exports its own index.
export * from './money/index.ts';
export * from './policy/index.ts';
export * from './repayment/index.ts';
export * from './regulation/index.ts';
export * from './calculators/index.ts';
export * from './market-rates/index.ts';
export * from './loan-products/index.ts';
export * from './jeonse-safety/index.ts';
export * from './rent-offers/index.ts';
export * from './contract-checklist/index.ts';
export * from './renewal/index.ts';
export * from './deposit-trouble/index.ts';
