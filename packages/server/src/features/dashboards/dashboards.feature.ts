import type { Feature } from "../../core/feature.ts";
import "./dashboard.type.ts";
import "./dashboard-mutations.type.ts";
import "./dashboard-widget-data.type.ts";

/** dashboards (issue 30): its GraphQL types register themselves when imported above. */
export const dashboardsFeature: Feature = {
  name: "dashboards",
};
