export * from './monthly-rent-tax-credit.ts';
export * from './implied-conversion-rate.ts';
export * from './rent-offer-cost.ts';
export * from './cheapest-split.ts';
export { rentOnConversionLine, type ConversionLine } from './conversion-line.ts';
export * from './compare-rent-offers.ts';
