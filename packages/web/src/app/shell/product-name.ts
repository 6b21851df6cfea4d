/** Shown when the organisation has no product name of its own. */
export const defaultProductName = "Tierwise";
