import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";

/**
 * The contract's RequestPerson: a creator or log author. `deactivated` when the account is
 * switched off or no longer an active member of the viewer's organisation.
 */
export type RequestPersonView = { id: string; name: string; email: string; deactivated: boolean };

const personName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

/**
 * The people a batch of requests and logs names, in one query. Only memberships of the viewer's
 * organisation are read, so a membership elsewhere never makes a person look active here.
 */
export async function loadRequestPeople(
  db: Database,
  actor: TenantActor,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, RequestPersonView>> {
  const wanted = [...new Set(ids)].filter((id): id is string => typeof id === "string");
  if (wanted.length === 0) return new Map();
  const rows = await db
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
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: personName(row),
        email: row.email,
        deactivated: !row.userActive || row.memberActive !== true,
      },
    ]),
  );
}
