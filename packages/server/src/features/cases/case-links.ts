import type { CaseAccessEntry } from "@tierwise/common/inputs/cases";
import { eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError } from "../../core/parse-input.ts";
import { tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teams } from "../../db/membership.table.ts";
import { companyByDuns, findVisibleCompany } from "../companies/company-access.service.ts";
import { findVisible as findVisiblePortfolio } from "../portfolios/portfolio-visibility.ts";
import { tags } from "../tags/tag.table.ts";

/**
 * The checks that a case's people, teams, tags and links belong to the actor's organisation
 * and are visible to the actor. Each refusal names the field, so the case form can show it.
 */

const notAMember = (path: string) =>
  fieldError(path, "Choose an active member of this organisation.");
const notATeam = (path: string) => fieldError(path, "Choose an active team of this organisation.");

/** Active members of the organisation among the ids (malformed ids are simply not members). */
async function activeMemberIds(tx: Database, actor: TenantActor, ids: readonly string[]) {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Set<string>();
  const rows = await tenantData(tx, actor).select(
    memberships,
    inArray(memberships.userId, wanted),
    eq(memberships.active, true),
  );
  return new Set(rows.map((row) => row.userId));
}

async function activeTeamIds(tx: Database, actor: TenantActor, ids: readonly string[]) {
  const wanted = [...new Set(ids)].filter(isUuid);
  if (wanted.length === 0) return new Set<string>();
  const rows = await tenantData(tx, actor).select(
    teams,
    inArray(teams.id, wanted),
    eq(teams.active, true),
  );
  return new Set(rows.map((row) => row.id));
}

/** An assignee must be an active member, an assigned team an active team of the organisation. */
export async function assertAssignee(
  tx: Database,
  actor: TenantActor,
  input: { assigneeId?: string | null; assignedTeamId?: string | null },
) {
  if (input.assigneeId && !(await activeMemberIds(tx, actor, [input.assigneeId])).size)
    throw notAMember("assigneeId");
  if (input.assignedTeamId && !(await activeTeamIds(tx, actor, [input.assignedTeamId])).size)
    throw notATeam("assignedTeamId");
}

/** Every entry of an access list is an active member or team of the organisation. */
export async function assertAccessList(
  tx: Database,
  actor: TenantActor,
  acl: readonly CaseAccessEntry[],
) {
  const userIds = acl.filter((entry) => entry.type === "user").map((entry) => entry.id);
  const teamIds = acl.filter((entry) => entry.type === "team").map((entry) => entry.id);
  const [members, foundTeams] = await Promise.all([
    activeMemberIds(tx, actor, userIds),
    activeTeamIds(tx, actor, teamIds),
  ]);
  if (!userIds.every((id) => members.has(id))) throw notAMember("acl");
  if (!teamIds.every((id) => foundTeams.has(id))) throw notATeam("acl");
}

/** The tags, by id, of the organisation; any other id refuses the change. */
export async function assertTags(tx: Database, actor: TenantActor, tagIds: readonly string[]) {
  const wanted = [...new Set(tagIds)];
  if (wanted.length === 0) return [];
  if (!wanted.every(isUuid)) throw fieldError("tags", "Choose tags of this organisation.");
  const found = await tenantData(tx, actor).select(tags, inArray(tags.id, wanted));
  if (found.length !== wanted.length) throw fieldError("tags", "Choose tags of this organisation.");
  return wanted;
}

export type CaseSubjectLinks = {
  companyId: string | null;
  duns: string | null;
  portfolioId: string | null;
};

/**
 * What a case is about: a visible company (by id or DUNS number), or a DUNS number no company
 * has yet, and/or a portfolio the viewer sees. A DUNS number of a known company links that
 * company too, so the case lists on the company's page as well as under the number.
 */
export async function resolveCaseSubject(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { companyId?: string | null; duns?: string | null; portfolioId?: string | null },
): Promise<CaseSubjectLinks> {
  let companyId: string | null = null;
  let duns = input.duns ?? null;
  if (input.companyId) {
    const company = await findVisibleCompany(deps.db, input.companyId);
    if (!company) throw new NotFoundError("Company not found.");
    if (duns && company.duns && company.duns !== duns)
      throw fieldError("duns", "The DUNS number is not the company's.");
    companyId = company.id;
    duns = company.duns ?? duns;
  } else if (duns) {
    const company = await companyByDuns(deps, actor, duns);
    companyId = company?.id ?? null;
  }
  let portfolioId: string | null = null;
  if (input.portfolioId) {
    // Not found for another organisation's, an unshared or a malformed id.
    portfolioId = (await findVisiblePortfolio(deps.db, actor, input.portfolioId)).id;
  }
  return { companyId, duns, portfolioId };
}

export const teamOrUser = (entry: CaseAccessEntry) => `${entry.type}:${entry.id}`;

/** Unique entries, in the order given. */
export function uniqueEntries(acl: readonly CaseAccessEntry[]): CaseAccessEntry[] {
  const seen = new Set<string>();
  return acl.filter((entry) => {
    const key = teamOrUser(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
