/**
 * A type guard for a string union, built from a record of all its members: `Record<Member, true>` makes the compiler
 * ask for every member, so the guard follows the contract's type without loading the contract's Zod schema.
 * @example const isSortType = memberGuard<SortType>({ LATEST: true, POPULAR: true }); isSortType('LATEST') // true
 */
export function memberGuard<Member extends string>(members: Readonly<Record<Member, true>>) {
  return (value: unknown): value is Member => typeof value === 'string' && Object.hasOwn(members, value);
}
