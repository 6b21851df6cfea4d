import type { Feature } from "../../core/feature.ts";
import "./unsubscribe.type.ts";

/** notifications: its GraphQL types register themselves when imported above. */
export const notificationsFeature: Feature = {
  name: "notifications",
};
