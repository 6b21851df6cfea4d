import type { Feature } from "../../core/feature.ts";
import "./health.type.ts";

/** health: its GraphQL types register themselves when imported above. */
export const healthFeature: Feature = {
  name: "health",
};
