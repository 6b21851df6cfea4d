import type { CaseSubject } from "@tierwise/common/policy/cases.policy";
import { eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { caseAccess, type SupplierCaseRow, supplierCases } from "./case.table.ts";

export const caseNotFound = () => new NotFoundError("Case not found.");

/**
 * Who sees a case (spec 2 §6): everyone in the organisation when it is public; when private,
 * those on its access list (a listed team's members). The one condition behind every list,
 * search, count, wall, e-mail, task and export of cases, so a private case cannot leak
 * through any of them.
 */
export function caseVisibleTo(
  actor: TenantActor,
  c: { id: AnyPgColumn; private: AnyPgColumn } = supplierCases,
  options: { perCase?: boolean } = {},
): SQL {
  const org = sql`a.organization_id = ${actor.organizationId}::uuid`;
  const teamIds = sql.join(
    actor.teams.map((team) => sql`${team.id}::uuid`),
    sql`, `,
  );
  if (options.perCase) {
    // For a few thousand candidates (a tag's range), each private one's entries are probed by
    // the primary key: cheaper than reading every grant of a viewer on tens of thousands of
    // cases. "offset 0" stops the planner turning the probe back into that hashed read.
    const asTeamMember =
      actor.teams.length > 0
        ? sql` or (a.actor_type = 'team' and a.actor_id in (${teamIds}))`
        : sql``;
    return sql`(${c.private} = false or exists (
      select 1 from ${caseAccess} a where a.case_id = ${c.id} and ${org}
        and ((a.actor_type = 'user' and a.actor_id = ${actor.userId}::uuid)${asTeamMember})
      offset 0))`;
  }
  // Uncorrelated on purpose: the viewer's grants are read once and hashed, so a list page
  // walks its index in order and tests each private row against the hash. One branch per
  // actor type, each an index-only range of case_access_actor (an "or" would read the table).
  const asTeamMember =
    actor.teams.length > 0
      ? sql` union all select a.case_id from ${caseAccess} a
        where ${org} and a.actor_type = 'team' and a.actor_id in (${teamIds})`
      : sql``;
  return sql`(${c.private} = false or ${c.id} in (
    select a.case_id from ${caseAccess} a
    where ${org} and a.actor_type = 'user' and a.actor_id = ${actor.userId}::uuid${asTeamMember}))`;
}

/** The case as the policy sees it, for a row the viewer has already been shown. */
export function caseSubject(row: SupplierCaseRow, onAccessList = true): CaseSubject {
  return {
    organizationId: row.organizationId,
    userId: row.creatorId,
    private: row.private,
    onAccessList,
  };
}

/**
 * A case of the viewer's organisation that the viewer sees; not found for everything else
 * (another organisation's, a private one they are not on, a malformed id). Checks the
 * organisation's case flag through the policy first.
 */
export async function findVisibleCase(
  db: Database,
  actor: TenantActor,
  id: string,
): Promise<SupplierCaseRow> {
  authorize(actor, "cases.read");
  if (!isUuid(id)) throw caseNotFound();
  const [row] = await db
    .select()
    .from(supplierCases)
    // One case: its own entries probed, not the viewer's every grant.
    .where(
      ownedBy(
        actor,
        supplierCases,
        eq(supplierCases.id, id),
        caseVisibleTo(actor, supplierCases, { perCase: true }),
      ),
    )
    .limit(1);
  if (!row) throw caseNotFound();
  return row;
}
