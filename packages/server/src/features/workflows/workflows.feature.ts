import type { Feature } from "../../core/feature.ts";
import { registerSupplierFormRoutes } from "./supplier-form-routes.ts";
import { registerWorkflowExportRoutes } from "./workflow-export-route.ts";
import { workflowJobs } from "./workflow-progress.job.ts";
import "./template.type.ts";
import "./workflow.type.ts";
import "./workflow-mutations.type.ts";
import "./workflow-notifications.ts";
import "./workflow-views.type.ts";

/**
 * workflows (issue 31): supplier workflow templates, running workflows with their steps and
 * audit items, the supplier's form behind a personal link, reviews, reminders and the jobs
 * that send the e-mails and run the automatic checks.
 */
export const workflowsFeature: Feature = {
  name: "workflows",
  routes: (app, deps) => {
    registerSupplierFormRoutes(app, deps);
    registerWorkflowExportRoutes(app, deps);
  },
  jobs: workflowJobs,
};
