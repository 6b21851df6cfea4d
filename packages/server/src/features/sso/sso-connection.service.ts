import { and, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ofOrganization } from "../../core/tenant.ts";
import { organizations } from "../../db/organization.table.ts";
import { issuerAllowed } from "./oidc-client.ts";
import { ssoConnections } from "./sso.table.ts";

export type SsoConnectionRow = typeof ssoConnections.$inferSelect;

const domainPattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** "@Example.COM " → "example.com". */
export function normalizeDomain(value: string): string {
  return value.trim().toLowerCase().replace(/^@/, "");
}

const connectionInput = z.object({
  organizationId: z.string(),
  issuer: z.string().trim().min(1, "Required.").max(2048, "Must be 2048 characters or less."),
  clientId: z.string().trim().min(1, "Required.").max(500, "Must be 500 characters or less."),
  clientSecret: z.string().min(1, "Required.").max(2000).nullish(),
  emailDomains: z
    .array(
      z
        .string()
        .transform(normalizeDomain)
        .refine((domain) => domainPattern.test(domain), "Not a valid domain"),
    )
    .max(50, "At most 50 domains."),
  enabled: z.boolean(),
  jitProvisioning: z.boolean().nullish(),
});

/** What the audit log keeps: everything but the secret. */
const auditable = (row: SsoConnectionRow) => ({
  issuer: row.issuer,
  clientId: row.clientId,
  emailDomains: row.emailDomains,
  enabled: row.enabled,
  jitProvisioning: row.jitProvisioning,
});

async function requireOrganization(deps: ServiceDeps, organizationId: string) {
  if (!isUuid(organizationId)) throw new NotFoundError("Organisation not found.");
  const [row] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) throw new NotFoundError("Organisation not found.");
  return row.id;
}

/** Provider managers only (read:organization): the organisation's OpenID Connect settings. */
export async function getSsoConnection(
  deps: ServiceDeps,
  actor: TenantActor,
  organizationId: string,
): Promise<SsoConnectionRow | null> {
  authorize(actor, "sso.read");
  const id = await requireOrganization(deps, organizationId);
  const [row] = await deps.db
    .select()
    .from(ssoConnections)
    .where(ofOrganization(id, ssoConnections));
  return row ?? null;
}

/** Provider managers only (create:organization): creates or replaces the organisation's provider. */
export async function upsertSsoConnection(
  deps: ServiceDeps,
  actor: TenantActor,
  input: unknown,
): Promise<SsoConnectionRow> {
  authorize(actor, "sso.update");
  const values = parseInput(connectionInput, input);
  if (!issuerAllowed(deps.config, values.issuer)) {
    throw fieldError("issuer", "The issuer must be an https:// URL.");
  }
  const emailDomains = [...new Set(values.emailDomains)];
  const organizationId = await requireOrganization(deps, values.organizationId);

  return deps.db.transaction(async (tx) => {
    // A domain may lead to one organisation only, or "which provider?" would be ambiguous.
    for (const domain of emailDomains) {
      const [taken] = await tx
        .select({ id: ssoConnections.id })
        .from(ssoConnections)
        .where(
          and(
            ne(ssoConnections.organizationId, organizationId),
            sql`${domain} = any(${ssoConnections.emailDomains})`,
          ),
        )
        .limit(1);
      if (taken) {
        throw fieldError(
          "emailDomains",
          `The domain ${domain} already signs in through another organisation's SSO.`,
        );
      }
    }
    const [before] = await tx
      .select()
      .from(ssoConnections)
      .where(ofOrganization(organizationId, ssoConnections))
      .for("update");
    const clientSecret = values.clientSecret ?? before?.clientSecret;
    if (!clientSecret) throw fieldError("clientSecret", "Required.");
    const fields = {
      issuer: values.issuer,
      clientId: values.clientId,
      clientSecret,
      emailDomains,
      enabled: values.enabled,
      jitProvisioning: values.jitProvisioning ?? before?.jitProvisioning ?? true,
      updatedAt: new Date(),
    };
    const [row] = before
      ? await tx
          .update(ssoConnections)
          .set(fields)
          .where(eq(ssoConnections.id, before.id))
          .returning()
      : await tx
          .insert(ssoConnections)
          .values({ organizationId, ...fields })
          .returning();
    if (!row) throw new Error("SSO connection not saved");
    await recordAudit(tx, actor, {
      organizationId,
      action: before ? "sso_connection.updated" : "sso_connection.created",
      targetType: "sso_connection",
      targetId: row.id,
      before: before ? auditable(before) : null,
      after: { ...auditable(row), clientSecretChanged: Boolean(values.clientSecret) },
    });
    return row;
  });
}
