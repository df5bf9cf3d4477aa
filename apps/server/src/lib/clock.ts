import { koreaPolicyDate, type PolicyDate } from '@jipsa/domain';

/**
 * Where the server reads "now". The app has one, `app.clock` (plugins/clock.ts): routes hand it to their
 * services, and tests move it (`buildTestApp(env, { clock })`) instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * Today on the Korean calendar by `clock`: the policy date of a request that names none, the day of a daily job.
 * @example koreanToday(() => new Date('2025-10-15T15:00:00Z')) // '2025-10-16' (00:00 in Seoul)
 */
export function koreanToday(clock: Clock): PolicyDate {
  return koreaPolicyDate(clock());
}
