import { hasFlag, isAdministrativeRole, type PolicyActor } from "./policy-actor.ts";

/**
 * A case as the rules see it. `userId` is its creator. `onAccessList` says whether the viewer
 * is on a private case's access list (directly or through a team); public cases ignore it.
 */
export type CaseSubject = {
  organizationId: string | null;
  userId: string;
  private?: boolean;
  onAccessList?: boolean;
};

/** A task as the rules see it: `userId` is the task's creator. */
export type CaseTaskSubject = { organizationId: string | null; userId: string };

/** The organisation flag caseManagementEnabled switches cases on (spec 2 §1). */
const usesCases = (actor: PolicyActor) =>
  actor.organizationId !== null && hasFlag(actor, "caseManagementEnabled");

/** Spec 2 §6: a private case is visible only to those on its access list. */
const seesCase = (actor: PolicyActor, subject: CaseSubject) =>
  usesCases(actor) &&
  subject.organizationId === actor.organizationId &&
  (subject.private !== true || subject.onAccessList === true);

const creatorOrAdmin = (actor: PolicyActor, subject: { userId: string }) =>
  subject.userId === actor.userId || isAdministrativeRole(actor);

export const casesPolicy = {
  "cases.read": usesCases,
  "cases.create": usesCases,
  "cases.view": seesCase,
  /** Everyone who sees a case works it: fields, tasks, comments and e-mails. */
  "cases.update": seesCase,
  "cases.export": seesCase,
  /** Spec 2 §6: the ORGANIZATION_ADMIN role and the case creator may delete a case. */
  "cases.delete": (actor: PolicyActor, subject: CaseSubject) =>
    seesCase(actor, subject) && creatorOrAdmin(actor, subject),
  /** Spec 2 §6: only the task creator or an organisation admin edits, completes or deletes it. */
  "cases.changeTask": (actor: PolicyActor, task: CaseTaskSubject) =>
    usesCases(actor) && task.organizationId === actor.organizationId && creatorOrAdmin(actor, task),
  /** The GSCA section needs the organisation's GSCA compliance flag (spec 2 §2). */
  "cases.gsca": (actor: PolicyActor) => usesCases(actor) && hasFlag(actor, "gsca"),
  /** Spec 2 §6: risk sub-category is exported only with risk dashboard access or the field. */
  "cases.exportRiskCategory": (actor: PolicyActor) =>
    usesCases(actor) &&
    (hasFlag(actor, "riskCategoryField") || hasFlag(actor, "riskDashboardAccess")),
};
