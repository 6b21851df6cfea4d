import type { Feature } from "../../core/feature.ts";
import "./audit.type.ts";

/** audit: its GraphQL types register themselves when imported above. */
export const auditFeature: Feature = {
  name: "audit",
};
