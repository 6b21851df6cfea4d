import { randomUUID } from "node:crypto";
import { apiTokenInputSchema, apiTokenLimits } from "@tierwise/common/inputs/api-tokens";
import type { ApiScope } from "@tierwise/common/policy/api-scopes";
import type { RoleKey } from "@tierwise/common/roles";
import { and, count, desc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { LimitReachedError, NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships } from "../../db/membership.table.ts";
import { users } from "../../db/user.table.ts";
import { type ApiTokenKind, apiServiceAccounts, apiTokens } from "./api-token.table.ts";
import { displayPrefixOf, hashApiTokenSecret, newApiTokenSecret } from "./api-token-secret.ts";

export type ApiTokenRow = typeof apiTokens.$inferSelect & { serviceAccountName: string | null };

const dayMs = 24 * 60 * 60 * 1000;

/** Who may manage which kind: members their own personal tokens, administrators service ones. */
function authorizeKind(actor: TenantActor, kind: ApiTokenKind) {
  if (kind === "service") authorize(actor, "apiTokens.manageService");
  else authorize(actor, "apiTokens.managePersonal");
}

/** Personal tokens are the owner's alone; service tokens belong to the whole organisation. */
function visibleTokens(actor: TenantActor, kind: ApiTokenKind) {
  return ownedBy(
    actor,
    apiTokens,
    eq(apiTokens.kind, kind),
    kind === "personal" ? eq(apiTokens.userId, actor.userId) : undefined,
  );
}

/** The live (unrevoked) tokens of a kind, newest first; expired ones stay until revoked. */
export async function listApiTokens(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { kind: ApiTokenKind },
): Promise<ApiTokenRow[]> {
  authorizeKind(actor, input.kind);
  return deps.db
    .select({ ...getTableColumns(apiTokens), serviceAccountName: apiServiceAccounts.name })
    .from(apiTokens)
    .leftJoin(apiServiceAccounts, eq(apiServiceAccounts.userId, apiTokens.userId))
    .where(and(visibleTokens(actor, input.kind), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** What the audit log keeps of a token: never its secret or hash. */
const snapshot = (token: typeof apiTokens.$inferSelect, serviceAccountName: string | null) => ({
  kind: token.kind,
  name: token.name,
  scopes: token.scopes,
  expiresAt: token.expiresAt.toISOString(),
  serviceAccountName,
});

/** The service account of that name, made (a user row that cannot sign in) on first use. */
async function serviceAccountFor(
  tx: Database,
  actor: TenantActor,
  name: string,
  requestedRole: RoleKey | null | undefined,
) {
  const [existing] = await tx
    .select()
    .from(apiServiceAccounts)
    .where(
      ownedBy(actor, apiServiceAccounts, sql`lower(${apiServiceAccounts.name}) = lower(${name})`),
    );
  if (existing) return existing;
  const settings = actor.organization.resolvedSettings;
  const role = requestedRole ?? settings.defaultRole;
  // Never a role the organisation does not offer, nor a provider manager made by anyone else.
  if (
    !settings.allowedRoles.includes(role) ||
    (role === "tierwise_admin" && actor.role !== "tierwise_admin")
  )
    throw fieldError("serviceAccountRole", "This organisation does not offer that role.");
  const [user] = await tx
    .insert(users)
    .values({
      // An address no mail can reach and no sign-in form can match: the account only acts by token.
      email: `service-account-${randomUUID()}@service-accounts.invalid`,
      firstName: name,
      lastName: "(service account)",
      verified: false,
    })
    .returning();
  if (!user) throw new Error("service account not created");
  await tx
    .insert(memberships)
    .values({ userId: user.id, organizationId: actor.organizationId, role });
  return tenantData(tx, actor).insert(apiServiceAccounts, { userId: user.id, name });
}

/** Makes a token and answers its secret, which is never shown again. */
export async function createApiToken(deps: ServiceDeps, actor: TenantActor, input: unknown) {
  const parsed = parseInput(apiTokenInputSchema, input);
  authorizeKind(actor, parsed.kind);
  const secret = newApiTokenSecret();
  return deps.db.transaction(async (tx) => {
    const live = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(and(visibleTokens(actor, parsed.kind), isNull(apiTokens.revokedAt)));
    const limit =
      parsed.kind === "personal" ? apiTokenLimits.personalTokens : apiTokenLimits.serviceTokens;
    if ((live[0]?.n ?? 0) >= limit) throw new LimitReachedError(limit);
    const account =
      parsed.kind === "service"
        ? await serviceAccountFor(
            tx,
            actor,
            parsed.serviceAccountName ?? "",
            parsed.serviceAccountRole as RoleKey | null | undefined,
          )
        : null;
    const token = await tenantData(tx, actor).insert(apiTokens, {
      userId: account?.userId ?? actor.userId,
      kind: parsed.kind,
      name: parsed.name,
      scopes: parsed.scopes as ApiScope[],
      tokenHash: hashApiTokenSecret(secret),
      tokenPrefix: displayPrefixOf(secret),
      expiresAt: new Date(Date.now() + parsed.expiresInDays * dayMs),
      createdBy: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: "api_token.created",
      targetType: "ApiToken",
      targetId: token.id,
      after: snapshot(token, account?.name ?? null),
    });
    return { token: { ...token, serviceAccountName: account?.name ?? null }, secret };
  });
}

/** Revokes at once: the next request with the token is refused. */
export async function revokeApiToken(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { id: string },
): Promise<{ token: ApiTokenRow }> {
  if (!isUuid(input.id)) throw new NotFoundError("API token not found.");
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ ...getTableColumns(apiTokens), serviceAccountName: apiServiceAccounts.name })
      .from(apiTokens)
      .leftJoin(apiServiceAccounts, eq(apiServiceAccounts.userId, apiTokens.userId))
      .where(ownedBy(actor, apiTokens, eq(apiTokens.id, input.id), isNull(apiTokens.revokedAt)));
    // Someone else's personal token is not found, never forbidden: it does not exist for them.
    if (!found || (found.kind === "personal" && found.userId !== actor.userId))
      throw new NotFoundError("API token not found.");
    authorizeKind(actor, found.kind);
    const [revoked] = await tenantData(tx, actor).update(
      apiTokens,
      { revokedAt: new Date(), revokedBy: actor.userId },
      eq(apiTokens.id, found.id),
      // A concurrent revoke got there first: the token is already gone for this caller.
      isNull(apiTokens.revokedAt),
    );
    if (!revoked) throw new NotFoundError("API token not found.");
    await recordAudit(tx, actor, {
      action: "api_token.revoked",
      targetType: "ApiToken",
      targetId: found.id,
      before: snapshot(found, found.serviceAccountName),
    });
    return { token: { ...revoked, serviceAccountName: found.serviceAccountName } };
  });
}
