import { and, asc, count, eq, inArray, ne, notExists, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { isUuid } from "../../core/ids.ts";
import { isUniqueViolation } from "../../core/sql-support.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teamMemberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { apiServiceAccounts } from "../api-tokens/api-token.table.ts";
import { endSessionsOfUserInOrganization } from "../auth/session.service.ts";
import { oneTimeTokens } from "../auth/session.table.ts";
import { seatsInUse } from "../organizations/members.service.ts";
import { scimUsers } from "./scim.table.ts";
import { ScimError, userNotFound } from "./scim-errors.ts";
import { listResponse, parseScimFilter, parseScimPage } from "./scim-filter.ts";
import { applyScimPatch, parseScimBody, type ScimUserInput, scimUserInput } from "./scim-input.ts";
import { patchableUser, type ScimUserRow, toScimUser } from "./scim-resources.ts";

/** What every SCIM operation is handed by its route. */
export type ScimContext = {
  db: Database;
  /** The organisation's service account behind the token. */
  actor: TenantActor;
  /** https://host/scim/v2, for meta.location and the Location header. */
  baseUrl: string;
  /** Drops this process's remembered session lookups, so a deactivation bites at once. */
  forgetCachedSessions(): void;
};

const filterable = ["userName", "externalId", "emails.value"] as const;

/** Service accounts are the organisation's own machinery, never the identity provider's. */
const notServiceAccount = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(apiServiceAccounts)
      .where(eq(apiServiceAccounts.userId, memberships.userId)),
  );

function selectUsers(db: Database, actor: TenantActor, ...conditions: (SQL | undefined)[]) {
  return db
    .select({
      user: users,
      active: memberships.active,
      acceptedAt: memberships.acceptedAt,
      joinedAt: memberships.createdAt,
      externalId: scimUsers.externalId,
      updatedAt: scimUsers.updatedAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(scimUsers, ownedBy(actor, scimUsers, eq(scimUsers.userId, memberships.userId)))
    .where(ownedBy(actor, memberships, notServiceAccount(db), ...conditions));
}

async function findUser(db: Database, actor: TenantActor, id: string): Promise<ScimUserRow> {
  if (!isUuid(id)) throw userNotFound();
  const [row] = await selectUsers(db, actor, eq(memberships.userId, id)).limit(1);
  if (!row) throw userNotFound();
  return row;
}

export async function listScimUsers(
  ctx: ScimContext,
  query: { filter?: string; startIndex?: string; count?: string },
) {
  const page = parseScimPage(query);
  const conditions = parseScimFilter(query.filter, filterable).map(({ attribute, value }) =>
    attribute === "externalId"
      ? eq(scimUsers.externalId, value)
      : // userName and the e-mail are one address, stored lower-case: matched case-insensitively.
        eq(users.email, value.trim().toLowerCase()),
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(scimUsers, ownedBy(ctx.actor, scimUsers, eq(scimUsers.userId, memberships.userId)))
    .where(ownedBy(ctx.actor, memberships, notServiceAccount(ctx.db), ...conditions));
  const rows =
    page.count === 0
      ? []
      : await selectUsers(ctx.db, ctx.actor, ...conditions)
          .orderBy(asc(memberships.createdAt), asc(memberships.userId))
          .limit(page.count)
          .offset(page.startIndex - 1);
  const resources = rows.map((row) => toScimUser(row, ctx.baseUrl));
  return listResponse(resources, total?.n ?? 0, page);
}

export async function getScimUser(ctx: ScimContext, id: string) {
  return toScimUser(await findUser(ctx.db, ctx.actor, id), ctx.baseUrl);
}

const uniqueness = () =>
  new ScimError(409, "A user with this userName already exists.", "uniqueness");

async function assertSeatFree(tx: Database, actor: TenantActor) {
  const limit = actor.organization.resolvedSettings.userAccountLimit;
  if (limit != null && (await seatsInUse(tx, actor.organizationId)) >= limit)
    throw new ScimError(403, `The organisation's limit of ${limit} users is reached.`);
}

/**
 * Does the person also belong to another organisation? Their e-mail and names are then theirs,
 * not this organisation's to change: otherwise one organisation's provider could rename, or
 * re-address (and so take over) a person of another.
 */
async function belongsElsewhere(tx: Database, actor: TenantActor, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), ne(memberships.organizationId, actor.organizationId)),
    );
  return (row?.n ?? 0) > 0;
}

const snapshot = (row: { email: string; firstName: string; lastName: string }, extra: object) => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  ...extra,
});

async function rememberScimUser(
  tx: Database,
  actor: TenantActor,
  userId: string,
  input: ScimUserInput,
) {
  const values = { externalId: input.externalId ?? null, updatedAt: new Date() };
  await tx
    .insert(scimUsers)
    .values({ organizationId: actor.organizationId, userId, ...values })
    .onConflictDoUpdate({ target: [scimUsers.organizationId, scimUsers.userId], set: values });
}

/**
 * POST /Users: a membership in the token's organisation with its default role, and no
 * password (the person signs in through SSO or sets one by "forgot password"). A person who
 * already exists, in another organisation, is given the membership, never a second account.
 */
export async function createScimUser(ctx: ScimContext, body: unknown) {
  const input = parseScimBody(scimUserInput, body);
  const { actor } = ctx;
  try {
    const userId = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, input.userName));
      if (existing) {
        const [taken] = await tx
          .select({ id: memberships.userId })
          .from(memberships)
          .where(ownedBy(actor, memberships, eq(memberships.userId, existing.id)));
        const [service] = await tx
          .select({ id: apiServiceAccounts.userId })
          .from(apiServiceAccounts)
          .where(eq(apiServiceAccounts.userId, existing.id));
        if (taken || service) throw uniqueness();
      }
      if (input.active) await assertSeatFree(tx, actor);
      const names = {
        firstName: input.name?.givenName ?? "",
        lastName: input.name?.familyName ?? "",
      };
      const [person] = existing
        ? [existing]
        : await tx
            .insert(users)
            .values({ email: input.userName, ...names, verified: false })
            .returning();
      if (!person) throw new Error("SCIM user not created");
      if (existing && !(await belongsElsewhere(tx, actor, existing.id)))
        await tx.update(users).set(names).where(eq(users.id, existing.id));
      await tx.insert(memberships).values({
        userId: person.id,
        organizationId: actor.organizationId,
        role: actor.organization.resolvedSettings.defaultRole,
        active: input.active,
      });
      await rememberScimUser(tx, actor, person.id, input);
      await recordAudit(tx, actor, {
        action: "scim.user_created",
        targetType: "User",
        targetId: person.id,
        after: snapshot(
          { ...person, ...names },
          {
            active: input.active,
            externalId: input.externalId ?? null,
            existingPerson: Boolean(existing),
          },
        ),
      });
      return person.id;
    });
    return getScimUser(ctx, userId);
  } catch (error) {
    // Two creates of one address at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw uniqueness();
    throw error;
  }
}

/** PUT /Users/{id}: the member becomes what the body says (RFC 7644 §3.5.1). */
export function replaceScimUser(ctx: ScimContext, id: string, body: unknown) {
  return writeUser(ctx, id, () => parseScimBody(scimUserInput, body));
}

/** PATCH /Users/{id}: the operations are applied to the member, then stored as a PUT would. */
export function patchScimUser(ctx: ScimContext, id: string, body: unknown) {
  return writeUser(ctx, id, (before) => {
    const patched = applyScimPatch(patchableUser(before), body);
    // userName and the work e-mail are one address here: a PATCH that changes only the e-mail
    // (providers that map their mail attribute to emails[type eq "work"]) changes the address.
    const email = patched.emails?.find((entry) => entry.primary || entry.type === "work")?.value;
    const userName = patched.userName === before.user.email && email ? email : patched.userName;
    return parseScimBody(scimUserInput, { ...patched, userName });
  });
}

async function writeUser(
  ctx: ScimContext,
  id: string,
  inputFor: (before: ScimUserRow) => ScimUserInput,
) {
  const { actor } = ctx;
  const outcome = await ctx.db.transaction(async (tx) => {
    const before = await findUser(tx, actor, id);
    const input = inputFor(before);
    const shared = await belongsElsewhere(tx, actor, id);
    const person: Partial<typeof users.$inferInsert> = {};
    if (input.userName !== before.user.email) {
      if (shared)
        throw new ScimError(
          400,
          "This person belongs to other organisations too: their userName (e-mail) cannot be changed here.",
          "mutability",
        );
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.userName));
      if (taken) throw uniqueness();
      person.email = input.userName;
    }
    if (!shared) {
      person.firstName = input.name?.givenName ?? "";
      person.lastName = input.name?.familyName ?? "";
    }
    if (Object.keys(person).length > 0) await tx.update(users).set(person).where(eq(users.id, id));
    if (input.active !== before.active) {
      if (input.active) await assertSeatFree(tx, actor);
      await tenantData(tx, actor).update(
        memberships,
        // Activating a pending invitation accepts it: the provider vouches for the person.
        { active: input.active, acceptedAt: before.acceptedAt ?? new Date() },
        eq(memberships.userId, id),
      );
      // Deactivated here: out of this organisation at once; their other organisations go on.
      if (!input.active) await endSessionsOfUserInOrganization(tx, id, actor.organizationId);
    }
    await rememberScimUser(tx, actor, id, input);
    const deactivated = before.active && !input.active;
    await recordAudit(tx, actor, {
      action: deactivated
        ? "scim.user_deactivated"
        : !before.active && input.active
          ? "scim.user_reactivated"
          : "scim.user_updated",
      targetType: "User",
      targetId: id,
      before: snapshot(before.user, { active: before.active, externalId: before.externalId }),
      after: snapshot(
        { ...before.user, ...person },
        { active: input.active, externalId: input.externalId ?? null },
      ),
    });
    return { row: await findUser(tx, actor, id), deactivated };
  });
  if (outcome.deactivated) ctx.forgetCachedSessions();
  return toScimUser(outcome.row, ctx.baseUrl);
}

/**
 * DELETE /Users/{id}: the membership goes, with the person's teams, pending invitation and
 * sessions in this organisation. The person stays: they may belong to other organisations.
 */
export async function deleteScimUser(ctx: ScimContext, id: string) {
  const { actor } = ctx;
  await ctx.db.transaction(async (tx) => {
    const before = await findUser(tx, actor, id);
    const ourTeams = tx.select({ id: teams.id }).from(teams).where(ownedBy(actor, teams));
    await tx
      .delete(teamMemberships)
      .where(and(eq(teamMemberships.userId, id), inArray(teamMemberships.teamId, ourTeams)));
    await tenantData(tx, actor).delete(oneTimeTokens, eq(oneTimeTokens.userId, id));
    await tenantData(tx, actor).delete(scimUsers, eq(scimUsers.userId, id));
    await tenantData(tx, actor).delete(memberships, eq(memberships.userId, id));
    await endSessionsOfUserInOrganization(tx, id, actor.organizationId);
    await recordAudit(tx, actor, {
      action: "scim.user_deleted",
      targetType: "User",
      targetId: id,
      before: snapshot(before.user, { active: before.active, externalId: before.externalId }),
    });
  });
  ctx.forgetCachedSessions();
}
