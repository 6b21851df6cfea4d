/**
 * Writing requests and their logs: shared by individual requests (request-create.service.ts)
 * and bulk uploads (bulk/), so both store the same keys and the same first log entry.
 */
import {
  openRequestStatuses,
  type RequestLogReason,
  type RequestStatus,
} from "@tierwise/common/company-requests";
import type { companyRequestInputSchema } from "@tierwise/common/inputs/company-requests";
import { and, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import {
  type CompanyRequestLogRow,
  type CompanyRequestRow,
  companyRequestLogs,
  companyRequestPortfolios,
  companyRequests,
} from "./company-request.table.ts";
import { normaliseCompanyName, websiteDomainOf } from "./matching/company-name.ts";

/** The request fields as the input schema gives them (after parsing). */
export type RequestFields = Omit<
  z.output<typeof companyRequestInputSchema>,
  "portfolioIds" | "ignoreMatches"
>;

/** Empty strings from forms and files are no value. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/** What a request is compared by: the name key with its country, the website domain, the DUNS. */
export function requestKeys(
  fields: Pick<RequestFields, "companyName" | "website" | "country" | "duns">,
) {
  return {
    nameKey: normaliseCompanyName(fields.companyName),
    websiteDomain: websiteDomainOf(fields.website),
    country: orNull(fields.country),
    duns: orNull(fields.duns),
  };
}

/**
 * An open request of the organisation for the same company: the same name key in the same
 * country (or both without one), the same website domain, or the same DUNS. Null when none.
 */
export async function findOpenDuplicate(
  db: Database,
  actor: TenantActor,
  fields: Pick<RequestFields, "companyName" | "website" | "country" | "duns">,
  options: { excludeId?: string } = {},
): Promise<CompanyRequestRow | null> {
  const keys = requestKeys(fields);
  const same: SQL[] = [
    and(
      eq(companyRequests.nameKey, keys.nameKey),
      keys.country ? eq(companyRequests.country, keys.country) : isNull(companyRequests.country),
    ) as SQL,
  ];
  if (keys.websiteDomain) same.push(eq(companyRequests.websiteDomain, keys.websiteDomain));
  if (keys.duns) same.push(eq(companyRequests.duns, keys.duns));
  const [row] = await db
    .select()
    .from(companyRequests)
    .where(
      ownedBy(
        actor,
        companyRequests,
        inArray(companyRequests.status, [...openRequestStatuses]),
        or(...same),
        options.excludeId ? ne(companyRequests.id, options.excludeId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a request with its keys, its portfolios and its 'created' log entry. The caller has
 * authorised the actor, checked the portfolios and duplicates, and records the audit entry.
 */
export async function insertCompanyRequest(
  tx: Database,
  actor: TenantActor,
  fields: RequestFields,
  options: {
    portfolioIds?: readonly string[];
    bulkRequestId?: string | null;
    companyId?: string | null;
    status?: RequestStatus;
    logComment?: string | null;
  } = {},
): Promise<CompanyRequestRow> {
  const keys = requestKeys(fields);
  const row = await tenantData(tx, actor).insert(companyRequests, {
    userId: actor.userId,
    companyName: fields.companyName,
    companyId: options.companyId ?? null,
    duns: keys.duns,
    website: orNull(fields.website),
    websiteDomain: keys.websiteDomain,
    country: keys.country,
    state: orNull(fields.state),
    city: orNull(fields.city),
    address: orNull(fields.address),
    legalName: orNull(fields.legalName),
    zipCode: orNull(fields.zipCode),
    note: orNull(fields.note),
    uei: orNull(fields.uei),
    taxId: orNull(fields.taxId),
    cageCode: orNull(fields.cageCode),
    outOfBusiness: fields.outOfBusiness,
    branchind: fields.branchind,
    status: options.status ?? "requested",
    bulkRequestId: options.bulkRequestId ?? null,
    nameKey: keys.nameKey,
  });
  const portfolioIds = [...new Set(options.portfolioIds ?? [])];
  if (portfolioIds.length > 0) {
    await tx
      .insert(companyRequestPortfolios)
      .values(portfolioIds.map((portfolioId) => ({ requestId: row.id, portfolioId })));
  }
  await writeRequestLog(tx, actor, row.id, {
    reason: "created",
    comment: options.logComment ?? null,
    status: row.status,
  });
  return row;
}

/** One log entry, by the actor, now. */
export function writeRequestLog(
  tx: Database,
  actor: TenantActor,
  requestId: string,
  entry: { reason: RequestLogReason; comment: string | null; status: RequestStatus | null },
): Promise<CompanyRequestLogRow> {
  return tenantData(tx, actor).insert(companyRequestLogs, {
    requestId,
    userId: actor.userId,
    reason: entry.reason,
    comment: entry.comment,
    status: entry.status,
  });
}
