import type { Feature } from "../../core/feature.ts";
import "./saved-items.type.ts";

/** saved-items: its GraphQL types register themselves when imported above. */
export const savedItemsFeature: Feature = {
  name: "saved-items",
};
