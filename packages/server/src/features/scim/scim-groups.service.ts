import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "../../core/audit.ts";
import { isUuid } from "../../core/ids.ts";
import { isUniqueViolation } from "../../core/sql-support.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships, teamMemberships, teams } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { scimGroups } from "./scim.table.ts";
import { groupNotFound, ScimError } from "./scim-errors.ts";
import { listResponse, parseScimFilter, parseScimPage } from "./scim-filter.ts";
import {
  applyScimPatch,
  parseScimBody,
  type ScimGroupInput,
  scimGroupInput,
} from "./scim-input.ts";
import { patchableGroup, type ScimGroupRow, toScimGroup } from "./scim-resources.ts";
import type { ScimContext } from "./scim-users.service.ts";

const filterable = ["displayName", "externalId"] as const;

function selectTeams(ctx: ScimContext, db: Database, ...conditions: (SQL | undefined)[]) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      createdAt: teams.createdAt,
      externalId: scimGroups.externalId,
      updatedAt: scimGroups.updatedAt,
    })
    .from(teams)
    .leftJoin(scimGroups, eq(scimGroups.teamId, teams.id))
    .where(ownedBy(ctx.actor, teams, ...conditions));
}

/** The members of these teams, as Users of the organisation (a team holds only its members). */
async function withMembers(
  db: Database,
  rows: Omit<ScimGroupRow, "members">[],
): Promise<ScimGroupRow[]> {
  const ids = rows.map((row) => row.id);
  const members = ids.length
    ? await db
        .select({ teamId: teamMemberships.teamId, id: users.id, email: users.email })
        .from(teamMemberships)
        .innerJoin(users, eq(users.id, teamMemberships.userId))
        .where(inArray(teamMemberships.teamId, ids))
        .orderBy(asc(users.email))
    : [];
  return rows.map((row) => ({
    ...row,
    members: members.filter((member) => member.teamId === row.id),
  }));
}

async function findGroup(ctx: ScimContext, db: Database, id: string): Promise<ScimGroupRow> {
  if (!isUuid(id)) throw groupNotFound();
  const [row] = await withMembers(db, await selectTeams(ctx, db, eq(teams.id, id)));
  if (!row) throw groupNotFound();
  return row;
}

/** Entra ID lists groups with excludedAttributes=members: a large team is then not loaded. */
const excludesMembers = (excluded: string | undefined) =>
  (excluded ?? "").split(",").some((name) => name.trim().toLowerCase() === "members");

export async function listScimGroups(
  ctx: ScimContext,
  query: { filter?: string; startIndex?: string; count?: string; excludedAttributes?: string },
) {
  const page = parseScimPage(query);
  const conditions = parseScimFilter(query.filter, filterable).map(({ attribute, value }) =>
    attribute === "externalId"
      ? eq(scimGroups.externalId, value)
      : // Team names are unique without regard to case, and so is displayName here.
        sql`lower(${teams.name}) = lower(${value})`,
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(teams)
    .leftJoin(scimGroups, eq(scimGroups.teamId, teams.id))
    .where(ownedBy(ctx.actor, teams, ...conditions));
  const rows =
    page.count === 0
      ? []
      : await selectTeams(ctx, ctx.db, ...conditions)
          .orderBy(asc(teams.createdAt), asc(teams.id))
          .limit(page.count)
          .offset(page.startIndex - 1);
  const skipMembers = excludesMembers(query.excludedAttributes);
  const groups = skipMembers
    ? rows.map((row) => ({ ...row, members: [] }))
    : await withMembers(ctx.db, rows);
  const resources = groups.map((group) => toScimGroup(group, ctx.baseUrl, !skipMembers));
  return listResponse(resources, total?.n ?? 0, page);
}

export async function getScimGroup(ctx: ScimContext, id: string) {
  return toScimGroup(await findGroup(ctx, ctx.db, id), ctx.baseUrl);
}

const nameTaken = () =>
  new ScimError(409, "A group with this displayName already exists.", "uniqueness");

/** Every member named must be a User of this organisation; others are invalid, not found. */
async function memberIdsOf(ctx: ScimContext, tx: Database, input: ScimGroupInput) {
  const wanted = [...new Set((input.members ?? []).map((member) => member.value))];
  const valid = wanted.filter(isUuid);
  const found = valid.length
    ? await tx
        .select({ id: memberships.userId })
        .from(memberships)
        .where(ownedBy(ctx.actor, memberships, inArray(memberships.userId, valid)))
    : [];
  const known = new Set(found.map((row) => row.id));
  const missing = wanted.find((id) => !known.has(id));
  if (missing)
    throw new ScimError(
      400,
      `members: ${missing} is not a User of this organisation.`,
      "invalidValue",
    );
  return wanted;
}

async function assertNameFree(ctx: ScimContext, tx: Database, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(ownedBy(ctx.actor, teams, sql`lower(${teams.name}) = lower(${name})`));
  if (clash && clash.id !== exceptId) throw nameTaken();
}

async function rememberScimGroup(
  ctx: ScimContext,
  tx: Database,
  teamId: string,
  input: ScimGroupInput,
) {
  const values = { externalId: input.externalId ?? null, updatedAt: new Date() };
  await tx
    .insert(scimGroups)
    .values({ teamId, organizationId: ctx.actor.organizationId, ...values })
    .onConflictDoUpdate({ target: scimGroups.teamId, set: values });
}

/** Unique names may still clash between two requests at once: the index has the last word. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** POST /Groups: a new team of the organisation, with its members. */
export async function createScimGroup(ctx: ScimContext, body: unknown) {
  const input = parseScimBody(scimGroupInput, body);
  const id = await uniquely(() =>
    ctx.db.transaction(async (tx) => {
      await assertNameFree(ctx, tx, input.displayName);
      const memberIds = await memberIdsOf(ctx, tx, input);
      const team = await tenantData(tx, ctx.actor).insert(teams, { name: input.displayName });
      if (memberIds.length)
        await tx
          .insert(teamMemberships)
          .values(memberIds.map((userId) => ({ teamId: team.id, userId })));
      await rememberScimGroup(ctx, tx, team.id, input);
      await recordAudit(tx, ctx.actor, {
        action: "scim.group_created",
        targetType: "Team",
        targetId: team.id,
        after: {
          name: input.displayName,
          userIds: memberIds,
          externalId: input.externalId ?? null,
        },
      });
      return team.id;
    }),
  );
  return getScimGroup(ctx, id);
}

export function replaceScimGroup(ctx: ScimContext, id: string, body: unknown) {
  return writeGroup(ctx, id, () => parseScimBody(scimGroupInput, body));
}

/** PATCH /Groups/{id}: add and remove members, rename; stored as a PUT would. */
export function patchScimGroup(ctx: ScimContext, id: string, body: unknown) {
  return writeGroup(ctx, id, (before) =>
    parseScimBody(scimGroupInput, applyScimPatch(patchableGroup(before), body)),
  );
}

async function writeGroup(
  ctx: ScimContext,
  id: string,
  inputFor: (before: ScimGroupRow) => ScimGroupInput,
) {
  await uniquely(() =>
    ctx.db.transaction(async (tx) => {
      const before = await findGroup(ctx, tx, id);
      const input = inputFor(before);
      if (input.displayName !== before.name) {
        await assertNameFree(ctx, tx, input.displayName, id);
        await tx
          .update(teams)
          .set({ name: input.displayName })
          .where(ownedBy(ctx.actor, teams, eq(teams.id, id)));
      }
      const wanted = await memberIdsOf(ctx, tx, input);
      const current = before.members.map((member) => member.id);
      const added = wanted.filter((userId) => !current.includes(userId));
      const removed = current.filter((userId) => !wanted.includes(userId));
      if (added.length)
        await tx.insert(teamMemberships).values(added.map((userId) => ({ teamId: id, userId })));
      if (removed.length)
        await tx
          .delete(teamMemberships)
          .where(and(eq(teamMemberships.teamId, id), inArray(teamMemberships.userId, removed)));
      await rememberScimGroup(ctx, tx, id, input);
      await recordAudit(tx, ctx.actor, {
        action: "scim.group_updated",
        targetType: "Team",
        targetId: id,
        before: { name: before.name, externalId: before.externalId },
        after: { name: input.displayName, externalId: input.externalId ?? null, added, removed },
      });
    }),
  );
  return getScimGroup(ctx, id);
}

/** DELETE /Groups/{id}: the team goes; its members stay members of the organisation. */
export async function deleteScimGroup(ctx: ScimContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const before = await findGroup(ctx, tx, id);
    await tenantData(tx, ctx.actor).delete(teams, eq(teams.id, id));
    await recordAudit(tx, ctx.actor, {
      action: "scim.group_deleted",
      targetType: "Team",
      targetId: id,
      before: { name: before.name, userIds: before.members.map((member) => member.id) },
    });
  });
}
