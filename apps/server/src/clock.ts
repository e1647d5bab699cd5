/** Where the shop reads the time: the real clock, or one a test moves forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
