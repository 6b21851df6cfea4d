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
): SQL {
  const teamIds = actor.teams.map((team) => team.id);
  const asTeamMember =
    teamIds.length > 0
      ? sql` or (a.actor_type = 'team' and a.actor_id in (${sql.join(
          teamIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}))`
      : sql``;
  // Uncorrelated on purpose: the viewer's grants are read once and hashed, so a list page
  // walks its index in order and tests each private row against the hash.
  return sql`(${c.private} = false or ${c.id} in (
    select a.case_id from ${caseAccess} a
    where a.organization_id = ${actor.organizationId}::uuid
      and ((a.actor_type = 'user' and a.actor_id = ${actor.userId}::uuid)${asTeamMember})))`;
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
    .where(ownedBy(actor, supplierCases, eq(supplierCases.id, id), caseVisibleTo(actor)))
    .limit(1);
  if (!row) throw caseNotFound();
  return row;
}
