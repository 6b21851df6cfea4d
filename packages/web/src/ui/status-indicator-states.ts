/** The five indicator states of spec 1 §4. */
export const statusIndicatorStates = ["red", "green", "yellow", "loading", "without"] as const;
export type StatusIndicatorState = (typeof statusIndicatorStates)[number];
