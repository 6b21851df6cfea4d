import { recipientOptionsPageSize } from "@tierwise/common/comments";
import { limits } from "@tierwise/common/limits";
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NegativeNumberOfResultsError, TooManyResultsRequestedError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teamMemberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { displayName } from "./comment-view.ts";

export type MentionUserView = {
  candidateType: "User";
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  jobTitle: string | null;
  businessUnit: string | null;
};
export type MentionTeamView = {
  candidateType: "Team";
  id: string;
  name: string;
  members: MentionUserView[];
};
export type MentionCandidateView = MentionUserView | MentionTeamView;

const toUser = (u: typeof users.$inferSelect): MentionUserView => ({
  candidateType: "User",
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  name: displayName(u),
  email: u.email,
  jobTitle: u.jobTitle,
  businessUnit: u.businessUnit,
});

/** Active members of the organisation, matching the conditions. */
function activeMembers(db: Database, actor: TenantActor, ...conditions: (SQL | undefined)[]) {
  return db
    .select({ user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      ownedBy(
        actor,
        memberships,
        eq(memberships.active, true),
        eq(users.active, true),
        ...conditions,
      ),
    );
}

async function teamViews(db: Database, actor: TenantActor, rows: { id: string; name: string }[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((team) => team.id);
  const links = await db.select().from(teamMemberships).where(inArray(teamMemberships.teamId, ids));
  const memberIds = [...new Set(links.map((link) => link.userId))];
  const members = memberIds.length
    ? await activeMembers(db, actor, inArray(users.id, memberIds))
    : [];
  const byId = new Map(members.map((m) => [m.user.id, toUser(m.user)]));
  return rows.map(
    (team): MentionTeamView => ({
      candidateType: "Team",
      id: team.id,
      name: team.name,
      members: links
        .filter((l) => l.teamId === team.id)
        .flatMap((l) => byId.get(l.userId) ?? [])
        .sort((a, b) => a.name.localeCompare(b.name)),
    }),
  );
}

/**
 * People and teams to mention or address (spec 2 §7: 25 per request, with an offset), both in
 * one list ordered by name: active members of the organisation and its active teams.
 */
export async function commentRecipientOptions(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { query?: string | null; first?: number | null; offset?: number | null },
): Promise<MentionCandidateView[]> {
  authorize(actor, "comments.read");
  const first = args.first ?? recipientOptionsPageSize;
  const offset = args.offset ?? 0;
  if (first < 0 || offset < 0) throw new NegativeNumberOfResultsError();
  if (first > limits.pageSizeMaximum)
    throw new TooManyResultsRequestedError(limits.pageSizeMaximum, first);
  const pattern = args.query?.trim() ? likePattern(args.query) : null;
  const userMatch = pattern
    ? or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
      )
    : undefined;
  const people = deps.db
    .select({
      type: sql<string>`'User'`.as("type"),
      id: users.id,
      sortName:
        sql<string>`lower(coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}))`.as(
          "sort_name",
        ),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      ownedBy(actor, memberships, eq(memberships.active, true), eq(users.active, true), userMatch),
    );
  const groups = deps.db
    .select({
      type: sql<string>`'Team'`.as("type"),
      id: teams.id,
      sortName: sql<string>`lower(${teams.name})`.as("sort_name"),
    })
    .from(teams)
    .where(
      ownedBy(
        actor,
        teams,
        eq(teams.active, true),
        pattern ? ilike(teams.name, pattern) : undefined,
      ),
    );
  const page = await people
    .unionAll(groups)
    .orderBy(asc(sql`sort_name`), asc(sql`id`))
    .limit(first)
    .offset(offset);
  const userIds = page.filter((p) => p.type === "User").map((p) => p.id);
  const teamIds = page.filter((p) => p.type === "Team").map((p) => p.id);
  const [userRows, teamRows] = await Promise.all([
    userIds.length ? activeMembers(deps.db, actor, inArray(users.id, userIds)) : [],
    teamIds.length
      ? deps.db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(ownedBy(actor, teams, inArray(teams.id, teamIds)))
      : [],
  ]);
  const found = new Map<string, MentionCandidateView>();
  for (const u of userRows) found.set(u.user.id, toUser(u.user));
  for (const t of await teamViews(deps.db, actor, teamRows)) found.set(t.id, t);
  return page.flatMap((p) => found.get(p.id) ?? []);
}

/** One person or team for a mention card; null when not an active one of the organisation. */
export async function commentRecipient(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { type: string; id: string },
): Promise<MentionCandidateView | null> {
  authorize(actor, "comments.read");
  if (!isUuid(args.id)) return null;
  if (args.type === "User") {
    const [row] = await activeMembers(deps.db, actor, eq(users.id, args.id));
    return row ? toUser(row.user) : null;
  }
  if (args.type === "Team") {
    const rows = await deps.db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(ownedBy(actor, teams, and(eq(teams.id, args.id), eq(teams.active, true))));
    return (await teamViews(deps.db, actor, rows))[0] ?? null;
  }
  return null;
}
