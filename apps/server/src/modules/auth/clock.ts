/** Where the auth code reads "now"; tests inject a movable clock instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
