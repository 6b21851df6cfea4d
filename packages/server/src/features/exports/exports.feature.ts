import type { Feature } from "../../core/feature.ts";
import { registerExportDownloadRoutes } from "./export-download-route.ts";
import "./export-job.type.ts";

/** exports: its GraphQL types register themselves when imported above. */
export const exportsFeature: Feature = {
  name: "exports",
  routes: registerExportDownloadRoutes,
};
