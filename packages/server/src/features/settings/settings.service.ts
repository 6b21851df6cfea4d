import { can } from "@tierwise/common/policy/can";
import { and, eq } from "drizzle-orm";
import { type Actor, requireTenant } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ForbiddenError } from "../../core/errors.ts";
import { fieldError } from "../../core/parse-input.ts";
import type { Database } from "../../db/client.ts";
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

/** The document's owner: the person themselves, or their current organisation. */
function ownerFor(actor: Actor, scope: SettingsScope) {
  if (scope === "user") return { ownerId: actor.user.id, viewer: actor };
  const viewer = requireTenant(actor);
  return { ownerId: viewer.organization.id, viewer };
}

export async function readSettings(
  deps: ServiceDeps,
  actor: Actor,
  input: { scope: SettingsScope; path?: string | null },
): Promise<unknown> {
  const { ownerId } = ownerFor(actor, input.scope);
  const document = await loadSettingsDocument(deps.db, input.scope, ownerId);
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
  deps: ServiceDeps,
  actor: Actor,
  input: { scope: SettingsScope; data?: unknown },
): Promise<{ data: JsonObject }> {
  const { ownerId, viewer } = ownerFor(actor, input.scope);
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
  const data = await deps.db.transaction(async (tx) => {
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
