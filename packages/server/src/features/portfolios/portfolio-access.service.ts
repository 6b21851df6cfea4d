import { portfolioAccessEntrySchema } from "@tierwise/common/inputs/portfolios";
import type { PortfolioAccessActorType } from "@tierwise/common/portfolios";
import { isRoleKey, roles } from "@tierwise/common/roles";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ConnectedObjectNotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { fullName } from "../auth/session-view.ts";
import { type PortfolioAccessRow, portfolioAccess } from "./portfolio.table.ts";
import {
  assertActive,
  authorizeOn,
  findVisible,
  type PortfolioView,
} from "./portfolio-visibility.ts";

export type PortfolioAccessEntry = {
  actorType: PortfolioAccessActorType;
  actorId: string;
  name: string;
  editable: boolean;
};

const entriesSchema = z.array(portfolioAccessEntrySchema).max(200);

const someoneMustEdit =
  "Keep at least one person, team, role or the organisation who can edit this portfolio.";

const entryOrder = (a: PortfolioAccessRow, b: PortfolioAccessRow) =>
  a.actorType.localeCompare(b.actorType) || a.actorId.localeCompare(b.actorId);

/** The names the share prompt shows: people, teams, the organisation, role labels. */
async function namesOf(
  db: Database,
  actor: TenantActor,
  entries: readonly PortfolioAccessRow[],
): Promise<Map<string, string>> {
  const ids = (type: string) =>
    entries.filter((e) => e.actorType === type && isUuid(e.actorId)).map((e) => e.actorId);
  const names = new Map<string, string>();
  const userIds = ids("user");
  if (userIds.length > 0) {
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, userIds));
    for (const row of rows) names.set(`user:${row.id}`, fullName(row));
  }
  const teamIds = ids("team");
  if (teamIds.length > 0) {
    const rows = await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(ownedBy(actor, teams, inArray(teams.id, teamIds)));
    for (const row of rows) names.set(`team:${row.id}`, row.name);
  }
  names.set(`org:${actor.organization.id}`, actor.organization.name);
  for (const [key, role] of Object.entries(roles)) names.set(`role:${key}`, role.label);
  return names;
}

/** The portfolio's own access list (its descendants inherit it), in a stable order. */
export function portfolioAccessList(
  deps: ServiceDeps,
  actor: TenantActor,
  portfolio: Pick<PortfolioView, "id">,
): Promise<PortfolioAccessEntry[]> {
  return accessListOf(deps.db, actor, portfolio.id);
}

async function accessListOf(
  db: Database,
  actor: TenantActor,
  portfolioId: string,
): Promise<PortfolioAccessEntry[]> {
  const rows = (
    await tenantData(db, actor).select(
      portfolioAccess,
      eq(portfolioAccess.portfolioId, portfolioId),
    )
  ).sort(entryOrder);
  const names = await namesOf(db, actor, rows);
  return rows.map((row) => ({
    actorType: row.actorType,
    actorId: row.actorId,
    editable: row.editable,
    name: names.get(`${row.actorType}:${row.actorId}`) ?? row.actorId,
  }));
}

/** Every entry must name something of the organisation: a member, a team, itself, a role. */
async function assertActorsExist(
  tx: Database,
  actor: TenantActor,
  entries: readonly { actorType: PortfolioAccessActorType; actorId: string }[],
) {
  const missing = (type: string, id: string) => new ConnectedObjectNotFoundError(type, id);
  const wanted = (type: string) =>
    entries.filter((e) => e.actorType === type).map((e) => e.actorId);
  const userIds = wanted("user");
  const badUser = userIds.find((id) => !isUuid(id));
  if (badUser !== undefined) throw missing("User", badUser);
  if (userIds.length > 0) {
    const found = new Set(
      (
        await tx
          .select({ id: memberships.userId })
          .from(memberships)
          .where(ownedBy(actor, memberships, inArray(memberships.userId, userIds)))
      ).map((row) => row.id),
    );
    const unknown = userIds.find((id) => !found.has(id));
    if (unknown !== undefined) throw missing("User", unknown);
  }
  const teamIds = wanted("team");
  const badTeam = teamIds.find((id) => !isUuid(id));
  if (badTeam !== undefined) throw missing("Team", badTeam);
  if (teamIds.length > 0) {
    const found = new Set(
      (
        await tx
          .select({ id: teams.id })
          .from(teams)
          .where(ownedBy(actor, teams, inArray(teams.id, teamIds)))
      ).map((row) => row.id),
    );
    const unknown = teamIds.find((id) => !found.has(id));
    if (unknown !== undefined) throw missing("Team", unknown);
  }
  const otherOrg = wanted("org").find((id) => id !== actor.organization.id);
  if (otherOrg !== undefined) throw missing("Organization", otherOrg);
  const badRole = wanted("role").find((id) => !isRoleKey(id));
  if (badRole !== undefined) throw missing("Role", badRole);
}

async function ancestorEditable(tx: Database, actor: TenantActor, portfolio: PortfolioView) {
  if (portfolio.path.length === 0) return false;
  const [entry] = await tx
    .select({ id: portfolioAccess.portfolioId })
    .from(portfolioAccess)
    .where(
      ownedBy(
        actor,
        portfolioAccess,
        and(
          inArray(portfolioAccess.portfolioId, portfolio.path),
          eq(portfolioAccess.editable, true),
        ),
      ),
    )
    .limit(1);
  return entry !== undefined;
}

/**
 * Replaces a portfolio's own access list. Someone must still be able to edit it — through
 * this list or an ancestor's — or the portfolio could never be changed again.
 */
export async function setPortfolioAccess(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string; entries: unknown },
): Promise<{ portfolio: PortfolioView }> {
  authorize(actor, "portfolios.read");
  const parsed = parseInput(entriesSchema, input.entries);
  const entries = [...new Map(parsed.map((e) => [`${e.actorType}:${e.actorId}`, e])).values()];
  return deps.db.transaction(async (tx) => {
    const portfolio = await findVisible(tx, actor, input.id);
    authorizeOn(actor, "portfolios.share", portfolio);
    assertActive(portfolio);
    await assertActorsExist(tx, actor, entries);
    if (!entries.some((e) => e.editable) && !(await ancestorEditable(tx, actor, portfolio)))
      throw fieldError("entries", someoneMustEdit);
    const data = tenantData(tx, actor);
    const before = await accessListOf(tx, actor, portfolio.id);
    await data.delete(portfolioAccess, eq(portfolioAccess.portfolioId, portfolio.id));
    for (const entry of entries)
      await data.insert(portfolioAccess, { portfolioId: portfolio.id, ...entry });
    await recordAudit(tx, actor, {
      action: "portfolio.shared",
      targetType: "Portfolio",
      targetId: portfolio.id,
      before: before.map(({ name: _name, ...entry }) => entry),
      after: entries,
    });
    return { portfolio: await findVisible(tx, actor, portfolio.id) };
  });
}
