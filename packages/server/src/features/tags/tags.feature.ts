import type { Feature } from "../../core/feature.ts";
import "./tag.type.ts";

/** tags: its GraphQL types register themselves when imported above. */
export const tagsFeature: Feature = {
  name: "tags",
};
