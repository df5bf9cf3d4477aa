// The one public entry of @jipsa/domain. Each area re-exports its own index.
export * from './money/index.ts';
