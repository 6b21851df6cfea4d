import type { Feature } from "../../core/feature.ts";
import { registerCompanyPdfRoute } from "./pdf/company-pdf-route.ts";
import "./company.type.ts";
import "./quick-search.type.ts";
import "./compare/compare.type.ts";
import "./search/advanced-search.type.ts";
import "./search/search-aggregations.type.ts";
import "./sanctions/screening-match.type.ts";
import { sanctionsRescreenJob } from "./sanctions/rescreen.job.ts";

/** companies: its GraphQL types register themselves when imported above. */
export const companiesFeature: Feature = {
  name: "companies",
  routes: registerCompanyPdfRoute,
  jobs: [sanctionsRescreenJob],
};
