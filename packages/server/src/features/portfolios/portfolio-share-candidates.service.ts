import { limits } from "@tierwise/common/limits";
import { asc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import { memberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { fullName } from "../auth/session-view.ts";

export type PortfolioShareCandidate = {
  actorType: "user" | "team";
  actorId: string;
  name: string;
  /** A person's e-mail address, to tell namesakes apart; null for a team. */
  email: string | null;
};

/**
 * Who the share prompt can name: the organisation's active teams and active members who have
 * joined, matching the text (a team's name; a person's name or e-mail). Anyone who may read
 * portfolios may share what they can edit, so this needs no more than that — not the member
 * and team lists' `read:manage_members` and `read:team` — and tells no more than a name and an
 * address. Teams first, then people, each alphabetically, at most `first` in all.
 */
export async function portfolioShareCandidates(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { query?: string | null; first?: number | null },
): Promise<PortfolioShareCandidate[]> {
  authorize(actor, "portfolios.read");
  const first = Math.min(Math.max(input.first ?? 25, 0), limits.pageSizeMaximum);
  if (first === 0) return [];
  const text = input.query?.trim().slice(0, 200) ?? "";
  const pattern = text ? likePattern(text) : null;
  const teamRows = await deps.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(
      ownedBy(
        actor,
        teams,
        eq(teams.active, true),
        pattern ? ilike(teams.name, pattern) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id))
    .limit(first);
  const people = await deps.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      ownedBy(
        actor,
        memberships,
        eq(memberships.active, true),
        isNotNull(memberships.acceptedAt),
        eq(users.active, true),
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
    .limit(first);
  // Neither kind crowds the other out: teams keep at least half the places.
  const teamsKept = teamRows.slice(0, Math.max(first - people.length, Math.ceil(first / 2)));
  return [
    ...teamsKept.map(
      (team): PortfolioShareCandidate => ({
        actorType: "team",
        actorId: team.id,
        name: team.name,
        email: null,
      }),
    ),
    ...people.slice(0, first - teamsKept.length).map(
      (person): PortfolioShareCandidate => ({
        actorType: "user",
        actorId: person.id,
        name: fullName(person) || person.email,
        email: person.email,
      }),
    ),
  ];
}
