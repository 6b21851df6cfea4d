import { teamInputSchema } from "@tierwise/common/inputs/teams";
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import {
  AlreadyExistsError,
  ConnectedObjectNotFoundError,
  NotFoundError,
  TooManyModificationsError,
} from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { isUniqueViolation, likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teamMemberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import type { TenantViewer } from "../../graphql/guards.ts";
import { fullName } from "../auth/session-view.ts";

export type TeamRow = typeof teams.$inferSelect & { memberCount: number };
const teamName = teamInputSchema;
const maxMembersAtOnce = 500;

const memberCount = sql<number>`(select count(*)::int from ${teamMemberships} where ${teamMemberships.teamId} = ${teams.id})`;

export async function listTeams(
  deps: ServiceDeps,
  viewer: TenantActor,
  args: { query?: string | null },
): Promise<TeamRow[]> {
  authorize(viewer, "teams.read");
  return deps.db
    .select({ ...teamsColumns(), memberCount })
    .from(teams)
    .where(
      and(
        ownedBy(viewer, teams),
        args.query?.trim() ? ilike(teams.name, likePattern(args.query)) : undefined,
      ),
    )
    .orderBy(asc(teams.name));
}

function teamsColumns() {
  return {
    id: teams.id,
    organizationId: teams.organizationId,
    name: teams.name,
    active: teams.active,
    createdAt: teams.createdAt,
  };
}

async function findTeam(tx: Database, viewer: TenantViewer, id: string): Promise<TeamRow> {
  if (!isUuid(id)) throw new NotFoundError("Team not found.");
  const [row] = await tx
    .select({ ...teamsColumns(), memberCount })
    .from(teams)
    .where(and(eq(teams.id, id), ownedBy(viewer, teams)));
  if (!row) throw new NotFoundError("Team not found.");
  return row;
}

export async function teamMembersOf(db: Database, teamId: string) {
  const rows = await db
    .select({ user: users, membershipCreatedAt: teamMemberships.createdAt })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    .where(eq(teamMemberships.teamId, teamId))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((r) => ({
    id: r.user.id,
    name: fullName(r.user),
    email: r.user.email,
    membershipCreatedAt: r.membershipCreatedAt,
  }));
}

async function assertNameFree(tx: Database, viewer: TenantViewer, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(ownedBy(viewer, teams), sql`lower(${teams.name}) = lower(${name})`));
  if (clash && clash.id !== exceptId)
    throw new AlreadyExistsError("A team with this name already exists.");
}

export async function createTeam(deps: ServiceDeps, viewer: TenantActor, input: { name: string }) {
  authorize(viewer, "teams.create");
  const { name } = parseInput(teamName, input);
  try {
    return await deps.db.transaction(async (tx) => {
      await assertNameFree(tx, viewer, name);
      const [row] = await tx
        .insert(teams)
        .values({ organizationId: viewer.organization.id, name })
        .returning();
      if (!row) throw new Error("team not created");
      await recordAudit(tx, viewer, {
        action: "team.created",
        targetType: "Team",
        targetId: row.id,
        after: { name },
      });
      return { team: { ...row, memberCount: 0 } };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AlreadyExistsError("A team with this name already exists.");
    throw error;
  }
}

export async function updateTeam(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { id: string; name?: string; active?: boolean },
) {
  authorize(viewer, "teams.update");
  const name =
    input.name === undefined ? undefined : parseInput(teamName, { name: input.name }).name;
  return deps.db.transaction(async (tx) => {
    const before = await findTeam(tx, viewer, input.id);
    if (name !== undefined) await assertNameFree(tx, viewer, name, before.id);
    const change = {
      ...(name === undefined ? {} : { name }),
      ...(input.active === undefined ? {} : { active: input.active }),
    };
    await tx.update(teams).set(change).where(eq(teams.id, before.id));
    await recordAudit(tx, viewer, {
      action:
        name !== undefined
          ? "team.renamed"
          : input.active
            ? "team.reactivated"
            : "team.deactivated",
      targetType: "Team",
      targetId: before.id,
      before: { name: before.name, active: before.active },
      after: { name: name ?? before.name, active: input.active ?? before.active },
    });
    return { team: await findTeam(tx, viewer, before.id) };
  });
}

export async function deleteTeam(deps: ServiceDeps, viewer: TenantActor, input: { id: string }) {
  authorize(viewer, "teams.delete");
  return deps.db.transaction(async (tx) => {
    const before = await findTeam(tx, viewer, input.id);
    await tx.delete(teams).where(eq(teams.id, before.id));
    await recordAudit(tx, viewer, {
      action: "team.deleted",
      targetType: "Team",
      targetId: before.id,
      before: { name: before.name },
    });
    return { id: before.id };
  });
}

export async function addTeamMembers(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { teamId: string; userIds: string[] },
) {
  authorize(viewer, "teams.update");
  if (input.userIds.length > maxMembersAtOnce)
    throw new TooManyModificationsError(maxMembersAtOnce);
  return deps.db.transaction(async (tx) => {
    const team = await findTeam(tx, viewer, input.teamId);
    const wanted = [...new Set(input.userIds)];
    const found = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(ownedBy(viewer, memberships), inArray(memberships.userId, wanted.filter(isUuid))));
    const known = new Set(found.map((r) => r.userId));
    const missing = wanted.find((id) => !known.has(id));
    if (missing) throw new ConnectedObjectNotFoundError("User", missing);
    if (wanted.length) {
      await tx
        .insert(teamMemberships)
        .values(wanted.map((userId) => ({ teamId: team.id, userId })))
        .onConflictDoNothing();
    }
    await recordAudit(tx, viewer, {
      action: "team.members_added",
      targetType: "Team",
      targetId: team.id,
      after: { userIds: wanted },
    });
    return { team: await findTeam(tx, viewer, team.id) };
  });
}

export async function removeTeamMember(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { teamId: string; userId: string },
) {
  authorize(viewer, "teams.update");
  return deps.db.transaction(async (tx) => {
    const team = await findTeam(tx, viewer, input.teamId);
    const removed = isUuid(input.userId)
      ? await tx
          .delete(teamMemberships)
          .where(and(eq(teamMemberships.teamId, team.id), eq(teamMemberships.userId, input.userId)))
          .returning()
      : [];
    if (removed.length === 0) throw new ConnectedObjectNotFoundError("User", input.userId);
    await recordAudit(tx, viewer, {
      action: "team.member_removed",
      targetType: "Team",
      targetId: team.id,
      before: { userId: input.userId },
    });
    return { team: await findTeam(tx, viewer, team.id) };
  });
}
