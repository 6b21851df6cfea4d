import type { Feature } from "../../core/feature.ts";
import "./settings.type.ts";

/** settings: its GraphQL types register themselves when imported above. */
export const settingsFeature: Feature = {
  name: "settings",
};
