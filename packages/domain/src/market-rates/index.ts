export * from './market-rate-row.ts';
export * from './validate-market-rate-table.ts';
export * from './market-rate-in-force.ts';
export * from './default-market-rate-table.ts';
export * from './market-rate-staleness.ts';
export * from './merge-fed-rates.ts';
