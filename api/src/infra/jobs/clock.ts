/**
 * Where job handlers read the time. Production passes the wall clock; tests
 * pass a clock they set, so a handler can be run "at 23:59 in Luanda" without
 * waiting for it.
 */
export type Clock = () => Date;

export const wallClock: Clock = () => new Date();
