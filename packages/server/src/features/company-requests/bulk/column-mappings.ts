import type { ColumnMapping } from "@tierwise/common/company-requests";
import { eq, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { columnMappings } from "../company-request.table.ts";
import { headerKeyOf } from "./propose-mapping.ts";

/**
 * Mappings remembered per organisation: the next file with the same headers (in any order,
 * case or spacing) is proposed the mapping people chose last time.
 */
export async function rememberedMapping(
  db: Database,
  actor: TenantActor,
  headers: readonly string[],
): Promise<ColumnMapping | null> {
  const row = await tenantData(db, actor).first(
    columnMappings,
    eq(columnMappings.headerKey, headerKeyOf(headers)),
  );
  return row?.mapping ?? null;
}

/** Saves the mapping for these headers, replacing the one remembered before. */
export async function rememberMapping(
  tx: Database,
  actor: TenantActor,
  headers: readonly string[],
  mapping: ColumnMapping,
): Promise<void> {
  // The organisation is set here as tenantData's insert would: its insert has no upsert.
  await tx
    .insert(columnMappings)
    .values({
      organizationId: actor.organizationId,
      headerKey: headerKeyOf(headers),
      mapping,
      updatedBy: actor.userId,
    })
    .onConflictDoUpdate({
      target: [columnMappings.organizationId, columnMappings.headerKey],
      set: { mapping, updatedBy: actor.userId, updatedAt: sql`now()` },
    });
}
