import { hasFlag, isAdministrativeRole, type PolicyActor } from "./policy-actor.ts";

/**
 * A workflow's current review or decision step as the rules see it. `approverNamed`: the step
 * names an approver (a user or a team); `viewerIsApprover`: the viewer is that user or in that
 * team (the server works it out, as for case access lists).
 */
export type WorkflowStepSubject = {
  organizationId: string;
  approverNamed: boolean;
  viewerIsApprover: boolean;
};

/** A workflow as the cancel and export rules see it. */
export type WorkflowSubject = {
  organizationId: string;
  startedBy: string | null;
  finished: boolean;
};

/** Spec 1 §7 / spec 3 §3: the organisation flag criteriaCheckAccess switches workflows on. */
const usesWorkflows = (actor: PolicyActor) =>
  actor.organizationId !== null && hasFlag(actor, "criteriaCheckAccess");

const inOrganization = (actor: PolicyActor, subject: { organizationId: string }) =>
  usesWorkflows(actor) && subject.organizationId === actor.organizationId;

/**
 * Supplier workflows (issue 31). Every member reads and starts workflows; administrators manage
 * templates. A review or decision step that names an approver is theirs (and an administrator's,
 * so work does not stall when the approver is away); one that names nobody is any member's.
 */
export const workflowsPolicy = {
  "workflows.read": usesWorkflows,
  "workflows.start": usesWorkflows,
  "workflows.manageTemplates": (actor: PolicyActor) =>
    usesWorkflows(actor) && isAdministrativeRole(actor),
  "workflows.review": (actor: PolicyActor, step: WorkflowStepSubject) =>
    inOrganization(actor, step) &&
    (!step.approverNamed || step.viewerIsApprover || isAdministrativeRole(actor)),
  "workflows.cancel": (actor: PolicyActor, workflow: WorkflowSubject) =>
    inOrganization(actor, workflow) &&
    !workflow.finished &&
    (workflow.startedBy === actor.userId || isAdministrativeRole(actor)),
  "workflows.export": (actor: PolicyActor, workflow: WorkflowSubject) =>
    inOrganization(actor, workflow) && workflow.finished,
};
