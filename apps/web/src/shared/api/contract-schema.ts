import type * as ContractSchemas from './contract-schemas.ts';

/**
 * A loader of one of the contract's schemas. They and Zod under them (~30 kB brotli) load with the first request or
 * check that needs them, not with the page, so a first screen is live before they arrive (issue 10, ADR 0020). Pass
 * the loader as a request's `schema`: it starts with the request and adds no wait. A schema not yet listed in
 * `contract-schemas.ts` is added there.
 * @example api.get(path, { schema: contractSchema((contracts) => contracts.postSchema) })
 */
export function contractSchema<Schema>(pick: (contracts: typeof ContractSchemas) => Schema): () => Promise<Schema> {
  return () => import('./contract-schemas.ts').then(pick);
}
