import type { Feature } from "../../core/feature.ts";
import "./portfolio.type.ts";
import "./portfolio-mutations.type.ts";

/** portfolios: its GraphQL types register themselves when imported above. */
export const portfoliosFeature: Feature = {
  name: "portfolios",
};
