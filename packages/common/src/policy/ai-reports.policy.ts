import { hasFlag, type PolicyActor } from "./policy-actor.ts";

/** What the rules read about a company: is it in the organisation's allowed set? */
export type AiReportSubject = { inAllowedSet: boolean };

/** Spec 1 §6.3: the AI report version flag, v1 or v2, turned on for the organisation. */
const hasAiReports = (actor: PolicyActor) =>
  actor.organizationId !== null && (hasFlag(actor, "aiReportV1") || hasFlag(actor, "aiReportV2"));

/**
 * AI risk summaries (issue 15). Any member of an organisation with a version flag reads and
 * requests reports on companies in the allowed set (spec 3 §3); the security summary needs v2.
 */
export const aiReportsPolicy = {
  "aiReports.read": (actor: PolicyActor) => hasAiReports(actor),
  "aiReports.create": (actor: PolicyActor, company: AiReportSubject) =>
    hasAiReports(actor) && company.inAllowedSet,
  "aiReports.createSecuritySummary": (actor: PolicyActor, company: AiReportSubject) =>
    hasFlag(actor, "aiReportV2") && actor.organizationId !== null && company.inAllowedSet,
};
