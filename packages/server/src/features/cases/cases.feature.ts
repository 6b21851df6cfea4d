import type { Feature } from "../../core/feature.ts";
import { setCaseWallHooks } from "../comments/case-wall-hooks.ts";
import { registerCaseAttachmentRoutes } from "./case-attachment-routes.ts";
import { caseWallHooks } from "./case-wall.ts";
import { registerCaseExportRoute } from "./export/case-export-route.ts";
import "./case.type.ts";
import "./case-mutations.type.ts";
import "./case-saved-view.type.ts";
import "./tasks/case-task.type.ts";

// Case walls live in the comments feature, which cannot import cases (a cycle between the
// folders): it asks through these hooks whether a case is visible and tells about comments.
setCaseWallHooks(caseWallHooks);

/** cases: supplier cases, their tasks and saved views, and their walls' bookkeeping (spec 2). */
export const casesFeature: Feature = {
  name: "cases",
  routes: (app, deps) => {
    registerCaseExportRoute(app, deps);
    registerCaseAttachmentRoutes(app, deps);
  },
};
