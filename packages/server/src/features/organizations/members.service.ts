import { messages } from "@tierwise/common/messages";
import { isRoleKey, type RoleKey } from "@tierwise/common/roles";
import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
} from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { LimitReachedError, NotFoundError, UnmodifiableError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { type PageArgs, paginate } from "../../core/paging.ts";
import { fieldError } from "../../core/parse-input.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ofOrganization, ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teamMemberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import type { TenantViewer } from "../../graphql/guards.ts";
import { endAllSessionsOfUser } from "../auth/session.service.ts";

export type MemberRow = {
  user: typeof users.$inferSelect;
  role: RoleKey;
  active: boolean;
  acceptedAt: Date | null;
  teams: { id: string; name: string }[];
};

export type MembersArgs = PageArgs & {
  query?: string | null;
  filter?: { ids?: string[] | null; groups?: string[] | null; emails?: string[] | null } | null;
  verified?: boolean | null;
};

export async function listMembers(deps: ServiceDeps, viewer: TenantActor, args: MembersArgs) {
  authorize(viewer, "members.read");
  const organizationId = viewer.organization.id;
  const conditions: (SQL | undefined)[] = [ofOrganization(organizationId, memberships)];
  const { filter } = args;
  if (filter?.ids) conditions.push(inArray(memberships.userId, filter.ids.filter(isUuid)));
  if (filter?.emails) {
    conditions.push(
      inArray(
        users.email,
        filter.emails.map((e) => e.trim().toLowerCase()),
      ),
    );
  }
  if (filter?.groups) {
    const groupIds = filter.groups.filter(isUuid);
    conditions.push(
      exists(
        deps.db
          .select({ one: teamMemberships.userId })
          .from(teamMemberships)
          .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
          .where(
            and(
              eq(teamMemberships.userId, memberships.userId),
              ofOrganization(organizationId, teams),
              inArray(teams.id, groupIds),
            ),
          ),
      ),
    );
  }
  if (args.verified != null) {
    conditions.push(
      args.verified ? isNotNull(memberships.acceptedAt) : isNull(memberships.acceptedAt),
    );
  }
  if (args.query?.trim()) {
    const pattern = likePattern(args.query);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      ),
    );
  }
  const where = and(...conditions);
  return paginate<MemberRow>(args, {
    defaultSize: 25,
    count: async () => {
      const [row] = await deps.db
        .select({ n: count() })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where);
      return row?.n ?? 0;
    },
    fetch: async ({ offset, limit }) => {
      const rows = await deps.db
        .select({
          user: users,
          role: memberships.role,
          active: memberships.active,
          acceptedAt: memberships.acceptedAt,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
        .limit(limit)
        .offset(offset);
      const teamsByUser = await teamsOf(
        deps.db,
        organizationId,
        rows.map((r) => r.user.id),
      );
      return rows.map((row) => ({ ...row, teams: teamsByUser.get(row.user.id) ?? [] }));
    },
  });
}

async function teamsOf(db: Database, organizationId: string, userIds: string[]) {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: teamMemberships.userId, id: teams.id, name: teams.name })
    .from(teamMemberships)
    .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
    .where(and(ofOrganization(organizationId, teams), inArray(teamMemberships.userId, userIds)))
    .orderBy(asc(teams.name));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** One member of the viewer's organisation, locked for update; another's is not found. */
export async function findMember(tx: Database, viewer: TenantViewer, userId: string) {
  if (!isUuid(userId)) throw new NotFoundError("Member not found.");
  const [row] = await tx
    .select({
      user: users,
      role: memberships.role,
      active: memberships.active,
      acceptedAt: memberships.acceptedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ownedBy(viewer, memberships), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError("Member not found.");
  return row;
}

async function memberResult(
  tx: Database,
  viewer: TenantViewer,
  userId: string,
): Promise<MemberRow> {
  const row = await findMember(tx, viewer, userId);
  const teamsByUser = await teamsOf(tx, viewer.organization.id, [userId]);
  return { ...row, teams: teamsByUser.get(userId) ?? [] };
}

/** Seats in use: active members and pending invitations (deactivated members free theirs). */
export async function seatsInUse(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(
      and(
        ofOrganization(organizationId, memberships),
        or(eq(memberships.active, true), isNull(memberships.acceptedAt)),
      ),
    );
  return row?.n ?? 0;
}

export function assertAllowedRole(viewer: TenantViewer, role: string, path = "role"): RoleKey {
  if (!isRoleKey(role) || !viewer.organization.resolvedSettings.allowedRoles.includes(role)) {
    throw fieldError(
      path,
      `The role must be one of: ${viewer.organization.resolvedSettings.allowedRoles.join(", ")}.`,
    );
  }
  return role;
}

export async function updateMemberRole(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { userId: string; role: string },
) {
  authorize(viewer, "members.update");
  const role = assertAllowedRole(viewer, input.role);
  return deps.db.transaction(async (tx) => {
    const before = await findMember(tx, viewer, input.userId);
    if (before.user.id === viewer.user.id)
      throw new UnmodifiableError("You cannot change your own role.");
    await tx
      .update(memberships)
      .set({ role })
      .where(and(ownedBy(viewer, memberships), eq(memberships.userId, input.userId)));
    await recordAudit(tx, viewer, {
      action: "member.role_changed",
      targetType: "User",
      targetId: input.userId,
      before: { role: before.role },
      after: { role },
    });
    return { member: await memberResult(tx, viewer, input.userId) };
  });
}

export async function setMemberActive(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { userId: string; active: boolean },
) {
  authorize(viewer, "members.deactivate");
  return deps.db.transaction(async (tx) => {
    const before = await findMember(tx, viewer, input.userId);
    if (before.user.id === viewer.user.id)
      throw new UnmodifiableError("You cannot deactivate yourself.");
    if (before.acceptedAt === null) throw new UnmodifiableError(messages.alreadyInvited);
    if (input.active && !before.active) {
      const limit = viewer.organization.resolvedSettings.userAccountLimit;
      if (limit != null && (await seatsInUse(tx, viewer.organization.id)) >= limit) {
        throw new LimitReachedError(limit);
      }
    }
    await tx
      .update(memberships)
      .set({ active: input.active })
      .where(and(ownedBy(viewer, memberships), eq(memberships.userId, input.userId)));
    // A deactivated member is out at once, not at their next idle timeout.
    if (!input.active) await endAllSessionsOfUser(tx, input.userId);
    await recordAudit(tx, viewer, {
      action: input.active ? "member.reactivated" : "member.deactivated",
      targetType: "User",
      targetId: input.userId,
      before: { active: before.active },
      after: { active: input.active },
    });
    return { member: await memberResult(tx, viewer, input.userId) };
  });
}
