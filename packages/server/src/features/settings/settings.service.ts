import { can } from "@tierwise/common/policy/can";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../../core/audit.ts";
import { ForbiddenError } from "../../core/errors.ts";
import { fieldError } from "../../core/parse-input.ts";
import type { Database } from "../../db/client.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { requireTenant, requireViewer } from "../../graphql/guards.ts";
import { settingsDocuments } from "./settings.table.ts";
import {
  isJsonObject,
  type JsonObject,
  jsonDepth,
  mergeDocument,
  readPath,
  serializedBytes,
  settingsMaxBytes,
  settingsMaxDepth,
} from "./settings-document.ts";

export type SettingsScope = "user" | "organization";

export async function loadSettingsDocument(
  db: Database,
  scope: SettingsScope,
  ownerId: string,
): Promise<JsonObject> {
  const [row] = await db
    .select({ data: settingsDocuments.data })
    .from(settingsDocuments)
    .where(and(eq(settingsDocuments.scope, scope), eq(settingsDocuments.ownerId, ownerId)))
    .limit(1);
  return row?.data ?? {};
}

/** The document's owner for the viewer: their own user, or their current organisation. */
async function ownerFor(ctx: GraphQLContext, scope: SettingsScope) {
  if (scope === "user") {
    const viewer = await requireViewer(ctx);
    return { ownerId: viewer.user.id, viewer };
  }
  const viewer = await requireTenant(ctx);
  return { ownerId: viewer.organization.id, viewer };
}

export async function readSettings(
  ctx: GraphQLContext,
  input: { scope: SettingsScope; path?: string | null },
): Promise<unknown> {
  const { ownerId } = await ownerFor(ctx, input.scope);
  const document = await loadSettingsDocument(ctx.db, input.scope, ownerId);
  return readPath(document, input.path);
}

function assertStorable(value: JsonObject) {
  if (serializedBytes(value) > settingsMaxBytes) {
    throw fieldError("data", "Settings data must be 64 KB or less.");
  }
  if (jsonDepth(value) > settingsMaxDepth) {
    throw fieldError(
      "data",
      `Settings data cannot be nested more than ${settingsMaxDepth} levels deep.`,
    );
  }
}

/** Deep-merges `data` into the document and returns the whole merged document. */
export async function updateSettings(
  ctx: GraphQLContext,
  input: { scope: SettingsScope; data?: unknown },
): Promise<{ data: JsonObject }> {
  const { ownerId, viewer } = await ownerFor(ctx, input.scope);
  // The rule "organizationSettings.update" (common/policy) decides, as it does in the web.
  if (input.scope === "organization" && !can(viewer, "organizationSettings.update")) {
    throw new ForbiddenError("Only administrators can change the organisation's settings.");
  }
  const patch = input.data;
  if (!isJsonObject(patch)) throw fieldError("data", "Settings data must be a JSON object.");
  assertStorable(patch);
  const { scope } = input;
  const where = and(eq(settingsDocuments.scope, scope), eq(settingsDocuments.ownerId, ownerId));
  // Read-merge-write under a row lock so two tabs saving at once do not lose each other's keys.
  const data = await ctx.db.transaction(async (tx) => {
    await tx.insert(settingsDocuments).values({ scope, ownerId, data: {} }).onConflictDoNothing();
    const [row] = await tx.select().from(settingsDocuments).where(where).for("update");
    const merged = mergeDocument(row?.data ?? {}, patch);
    assertStorable(merged);
    await tx.update(settingsDocuments).set({ data: merged, updatedAt: new Date() }).where(where);
    // Organisation settings are an admin change: recorded with before and after.
    if (scope === "organization") {
      await recordAudit(tx, viewer, {
        organizationId: ownerId,
        action: "organization.settings_updated",
        targetType: "OrganizationSettings",
        targetId: ownerId,
        before: row?.data ?? {},
        after: merged,
      });
    }
    return merged;
  });
  return { data };
}
