import type { PolicyActor } from "./policy-actor.ts";

/** An export (or PDF) job as the rules see it. */
export type ExportSubject = { organizationId: string | null; userId: string };

export const exportsPolicy = {
  /** Exporting search results or a selection: every member of an organisation. */
  "exports.create": (actor: PolicyActor) => actor.organizationId !== null,
  /** A file is served to the person who made it, in the organisation they made it in. */
  "exports.download": (actor: PolicyActor, job: ExportSubject) =>
    actor.organizationId !== null &&
    job.userId === actor.userId &&
    job.organizationId === actor.organizationId,
};
