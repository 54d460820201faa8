// The accounts services read the time through a clock, so tests can move it past a code's or a
// rate limit's window instead of waiting.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
