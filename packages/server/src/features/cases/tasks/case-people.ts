import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { isUuid } from "../../../core/ids.ts";
import { fieldError } from "../../../core/parse-input.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { memberships, teams } from "../../../db/membership.table.ts";
import { users } from "../../../db/user.table.ts";

/**
 * A person named on a case or task (assignee, creator). `deactivated` is true when the account
 * is switched off or the person is no longer an active member of the organisation; the name
 * stays the name, and the web appends caseMessages.deactivated after it.
 */
export type CaseUserRefView = { id: string; name: string; email: string; deactivated: boolean };
export type CaseTeamRefView = { id: string; name: string };

export type CasePeople = {
  users: Map<string, CaseUserRefView>;
  teams: Map<string, CaseTeamRefView>;
};

/** As the wall names people: first and last name, or the address when both are empty. */
export const personName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

const present = (ids: Iterable<string | null | undefined>) =>
  [...new Set(ids)].filter((id): id is string => typeof id === "string");

/**
 * The people and teams named by a batch of rows, in two queries whatever the batch size. Only
 * the viewer's organisation's memberships and teams are read, so a membership elsewhere never
 * makes a person look active here.
 */
export async function loadCasePeople(
  db: Database,
  actor: TenantActor,
  userIds: Iterable<string | null | undefined>,
  teamIds: Iterable<string | null | undefined> = [],
): Promise<CasePeople> {
  const wantedUsers = present(userIds);
  const wantedTeams = present(teamIds);
  const [userRows, teamRows] = await Promise.all([
    wantedUsers.length > 0
      ? db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            userActive: users.active,
            memberActive: memberships.active,
          })
          .from(users)
          .leftJoin(memberships, and(eq(memberships.userId, users.id), ownedBy(actor, memberships)))
          .where(inArray(users.id, wantedUsers))
      : Promise.resolve([]),
    wantedTeams.length > 0
      ? db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(ownedBy(actor, teams, inArray(teams.id, wantedTeams)))
      : Promise.resolve([]),
  ]);
  return {
    users: new Map(
      userRows.map((row) => [
        row.id,
        {
          id: row.id,
          name: personName(row),
          email: row.email,
          deactivated: !row.userActive || row.memberActive !== true,
        },
      ]),
    ),
    teams: new Map(teamRows.map((row) => [row.id, { id: row.id, name: row.name }])),
  };
}

/**
 * Refuses an assignee who is not an active member of the viewer's organisation, and a team
 * that is not one of its active teams (another organisation's id reads as unknown).
 */
export async function assertAssignable(
  tx: Database,
  actor: TenantActor,
  assignment: { assigneeId?: string | null; assignedTeamId?: string | null },
): Promise<void> {
  const { assigneeId, assignedTeamId } = assignment;
  const notMember = () =>
    fieldError("assigneeId", "The assignee is not an active member of this organisation.");
  const notTeam = () =>
    fieldError("assignedTeamId", "The team is not a team of this organisation.");
  if (assigneeId) {
    if (!isUuid(assigneeId)) throw notMember();
    const [member] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        ownedBy(
          actor,
          memberships,
          eq(memberships.userId, assigneeId),
          eq(memberships.active, true),
          eq(users.active, true),
        ),
      )
      .limit(1);
    if (!member) throw notMember();
  }
  if (assignedTeamId) {
    if (!isUuid(assignedTeamId)) throw notTeam();
    const [team] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(ownedBy(actor, teams, eq(teams.id, assignedTeamId), eq(teams.active, true)))
      .limit(1);
    if (!team) throw notTeam();
  }
}
