import { workflowPagePath, workflowsListPath } from "@tierwise/common/workflows/messages";

/** Addresses of the workflow pages, defined once. */
export const workflowPath = workflowPagePath;
export const workflowListPath = workflowsListPath;
export const templatesPath = "/settings/workflows";
export const newTemplateId = "new";
export const templateEditorPath = (id: string) => `${templatesPath}/${encodeURIComponent(id)}`;
