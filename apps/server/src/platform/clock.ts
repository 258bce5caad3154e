/** The time as the application sees it: one function, so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
