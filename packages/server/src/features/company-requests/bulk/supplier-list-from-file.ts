/**
 * A supplier list from the command line (`npm run import -- <file> --organization …`): the same
 * path as an upload in the browser — rows stored, columns mapped, then matched, reviewed or
 * requested for the organisation by the bulk request job — run in this process instead of the
 * queue. The bulk request shows on /requests/bulk like any other, review rows included.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { ColumnMapping } from "@tierwise/common/company-requests";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { requireTenant, type TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { JobTools } from "../../../core/feature.ts";
import { loadActor } from "../../../core/load-actor.ts";
import { tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { memberships } from "../../../db/membership.table.ts";
import { users } from "../../../db/user.table.ts";
import type { FileStore } from "../../../files/file-store.ts";
import { bulkRequestRows, bulkRequests } from "../company-request.table.ts";
import { rememberedMapping, rememberMapping } from "./column-mappings.ts";
import { runBulkRequestJob } from "./process-bulk-request.ts";
import { mappingOf, proposeMapping } from "./propose-mapping.ts";
import { readSupplierFile } from "./read-supplier-file.ts";

export type SupplierListOptions = {
  path: string;
  /** The organisation the list is for (its id). */
  organizationId: string;
  /** Who the bulk request is made as (an e-mail address); default the organisation's first admin. */
  userEmail?: string;
  /** header → target; default the organisation's remembered mapping, else the proposed one. */
  mapping?: ColumnMapping;
};

export type SupplierListSummary = {
  bulkRequestId: string;
  status: string;
  rows: number;
  outcomes: Record<string, number>;
};

/** Why a supplier list cannot be taken from the command line; printed as is. */
export class SupplierListError extends Error {}

async function actorOf(db: Database, options: SupplierListOptions): Promise<TenantActor> {
  const [member] = await db
    .select({ userId: users.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        sql`${memberships.organizationId}::text = ${options.organizationId}`,
        options.userEmail
          ? sql`lower(${users.email}) = lower(${options.userEmail})`
          : eq(memberships.role, "organization_admin"),
      ),
    )
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  const actor = member
    ? await loadActor(db, { userId: member.userId, organizationId: options.organizationId })
    : null;
  if (!actor?.organizationId) {
    throw new SupplierListError(
      options.userEmail
        ? `${options.userEmail} is not an active member of organisation ${options.organizationId}.`
        : `Organisation ${options.organizationId} has no active administrator; name one with --user.`,
    );
  }
  const tenant = requireTenant(actor);
  authorize(tenant, "requests.createBulk");
  return tenant;
}

/** The file as the store the upload reader expects: the reader copies it to a temporary file. */
const localFile = (file: string): FileStore => ({
  kind: "local",
  get: async () => ({ body: createReadStream(file), size: (await stat(file)).size }),
  put: () => Promise.reject(new Error("read only")),
  delete: () => Promise.resolve(),
});

export async function importSupplierList(
  tools: Pick<JobTools, "db" | "config" | "log">,
  options: SupplierListOptions,
): Promise<SupplierListSummary> {
  const { db } = tools;
  const actor = await actorOf(db, options);
  const filename = path.basename(options.path);
  const bulk = await db.transaction(async (tx) => {
    const created = await tenantData(tx, actor).insert(bulkRequests, {
      userId: actor.userId,
      filename,
      fileKey: `command-line/${filename}`,
      status: "uploaded",
    });
    const samples: Record<string, string>[] = [];
    const { headers, rowCount } = await readSupplierFile(
      localFile(options.path),
      { storeKey: filename, fileName: filename },
      {
        batchSize: 2_000,
        write: async (rows) => {
          if (samples.length < 20) samples.push(...rows.slice(0, 20).map((row) => row.raw));
          await tx.insert(bulkRequestRows).values(
            rows.map((row) => ({
              bulkRequestId: created.id,
              organizationId: actor.organizationId,
              rowNumber: row.rowNumber,
              raw: row.raw,
              errors: row.errors,
            })),
          );
        },
      },
    );
    const mapping =
      options.mapping ??
      (await rememberedMapping(tx, actor, headers)) ??
      mappingOf(proposeMapping(headers, samples));
    await rememberMapping(tx, actor, headers, mapping);
    const [started] = await tenantData(tx, actor).update(
      bulkRequests,
      { headers, rowCount, mapping, status: "processing", updatedAt: new Date() },
      eq(bulkRequests.id, created.id),
    );
    if (!started) throw new Error("bulk request vanished while it was made");
    await recordAudit(tx, actor, {
      action: "bulkRequest.started",
      targetType: "BulkRequest",
      targetId: started.id,
      after: { filename, rowCount, headers, mapping, from: "command line" },
    });
    return started;
  });
  const result = await runBulkRequestJob(
    { ...tools, actor, signal: new AbortController().signal, setProgress: async () => {} },
    bulk.id,
  );
  const outcomes = await db
    .select({ outcome: bulkRequestRows.outcome, n: count() })
    .from(bulkRequestRows)
    .where(eq(bulkRequestRows.bulkRequestId, bulk.id))
    .groupBy(bulkRequestRows.outcome);
  return {
    bulkRequestId: bulk.id,
    status: String(result.status ?? "processing"),
    rows: bulk.rowCount,
    outcomes: Object.fromEntries(outcomes.map((o) => [o.outcome ?? "open", o.n])),
  };
}
