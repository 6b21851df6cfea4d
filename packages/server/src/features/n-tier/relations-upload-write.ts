import { eq, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { companyRelations, companySites } from "./n-tier.table.ts";
import type { NTierUploadSite } from "./relations-upload.table.ts";

/** Where a declared relation or site came from (company_relations.source). */
export const uploadSource = "upload";

/**
 * The organisation's own site of a company at these coordinates: found again when a list is
 * uploaded twice, so a second upload adds no second pin.
 */
async function ownSite(tx: Database, actor: TenantActor, companyId: string, site: NTierUploadSite) {
  const [found] = await tx
    .select({ id: companySites.id })
    .from(companySites)
    .where(
      ownedBy(
        actor,
        companySites,
        eq(companySites.companyId, companyId),
        eq(companySites.latitude, site.latitude),
        eq(companySites.longitude, site.longitude),
      ),
    )
    .limit(1);
  if (found) return found.id;
  const [created] = await tx
    .insert(companySites)
    .values({
      organizationId: actor.organizationId,
      companyId,
      name: site.name ?? null,
      address: site.address ?? null,
      countryCode: site.countryCode ?? null,
      latitude: site.latitude,
      longitude: site.longitude,
      source: uploadSource,
    })
    .returning({ id: companySites.id });
  if (!created) throw new Error("site not created");
  return created.id;
}

/**
 * Writes what a usable row declares, as the uploading organisation's own data (never visible to
 * another organisation): the supplier's site, and the supplier → customer relation with its
 * part, merged into the organisation's relation of that pair when there is one. A new relation
 * or a new part changes the network's fingerprint, so the next computation includes it.
 */
export async function writeDeclared(
  tx: Database,
  actor: TenantActor,
  row: {
    supplierId: string;
    customerId: string | null;
    part: string | null;
    site: NTierUploadSite | null;
  },
): Promise<{ relationId: string | null; siteId: string | null }> {
  const siteId = row.site ? await ownSite(tx, actor, row.supplierId, row.site) : null;
  if (!row.customerId) return { relationId: null, siteId };
  const parts = row.part ? [row.part] : [];
  const siteIds = siteId ? [siteId] : [];
  const [relation] = await tx
    .insert(companyRelations)
    .values({
      organizationId: actor.organizationId,
      supplierCompanyId: row.supplierId,
      customerCompanyId: row.customerId,
      parts,
      siteIds,
      source: uploadSource,
    })
    .onConflictDoUpdate({
      target: [
        companyRelations.organizationId,
        companyRelations.supplierCompanyId,
        companyRelations.customerCompanyId,
      ],
      // Parts and sites add up over uploads; each is kept once.
      set: {
        parts: sql`array(select distinct unnest(${companyRelations.parts} || excluded.parts) order by 1)`,
        siteIds: sql`array(select distinct unnest(${companyRelations.siteIds} || excluded.site_ids))`,
      },
    })
    .returning({ id: companyRelations.id });
  return { relationId: relation?.id ?? null, siteId };
}
