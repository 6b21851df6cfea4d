import { can } from "@tierwise/common/policy/can";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { requireTenant } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import type { JobTools } from "../../../core/feature.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { PermanentJobError } from "../../../jobs/runner.ts";
import { createMailer } from "../../../mail/mailer.ts";
import { bulkRequestRows, bulkRequests } from "../company-request.table.ts";
import { FileDuplicates } from "./bulk-duplicates.ts";
import { NameWordDictionary } from "./name-word-dictionary.ts";
import { processBatch } from "./process-bulk-batch.ts";

/** The queue of bulk request processing (listed by the feature, see bulk-request-jobs.ts). */
export const bulkRequestQueue = "company-requests.bulk";

/** Rows per transaction: small enough that a crash loses little, large enough for set-based work. */
export const bulkBatchSize = 500;

export type ProcessOptions = {
  batchSize?: number;
  /** Tests: called inside each batch's transaction after its writes (a throw = a crash there). */
  afterBatchWrites?: (batch: number) => void | Promise<void>;
};

/** Undecided review rows: while any is left, the bulk request waits for people. */
export async function undecidedReviews(db: Database, actor: TenantActor, bulkRequestId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(bulkRequestRows)
    .where(
      ownedBy(
        actor,
        bulkRequestRows,
        eq(bulkRequestRows.bulkRequestId, bulkRequestId),
        eq(bulkRequestRows.outcome, "review"),
        isNull(bulkRequestRows.decision),
      ),
    );
  return row?.n ?? 0;
}

/** The next rows without an outcome, locked so a second worker skips them. */
function nextRows(tx: Database, actor: TenantActor, bulkRequestId: string, size: number) {
  return tx
    .select()
    .from(bulkRequestRows)
    .where(
      ownedBy(
        actor,
        bulkRequestRows,
        eq(bulkRequestRows.bulkRequestId, bulkRequestId),
        isNull(bulkRequestRows.outcome),
      ),
    )
    .orderBy(bulkRequestRows.rowNumber)
    .limit(size)
    .for("update", { skipLocked: true });
}

/**
 * The job: processes the rows that have no outcome yet, a batch per transaction, so a kill
 * loses at most the batch in flight and the next run (a retry, another worker after the lease,
 * or startBulkRequest again) resumes with the rows still open. Runs as the person who started
 * it. Ends in `review` while rows wait for a decision, else `complete`.
 */
export async function runBulkRequestJob(
  tools: Pick<JobTools, "db" | "config" | "log" | "actor" | "signal" | "setProgress">,
  bulkRequestId: string,
  options: ProcessOptions = {},
): Promise<Record<string, unknown>> {
  if (!tools.actor) throw new PermanentJobError("A bulk request needs the person who started it.");
  const actor = requireTenant(tools.actor);
  if (!can(actor, "requests.createBulk")) {
    throw new PermanentJobError("The person who started this bulk request may no longer make one.");
  }
  const { db } = tools;
  const bulk = await tenantData(db, actor).first(bulkRequests, eq(bulkRequests.id, bulkRequestId));
  if (!bulk) return { skipped: "missing" };
  if (bulk.status !== "processing") return { skipped: bulk.status };

  const deps = {
    db,
    config: tools.config,
    log: tools.log,
    mailer: createMailer(db, tools.config, tools.log),
  };
  const seen = await FileDuplicates.load(db, actor, bulk.id);
  const dictionary = await NameWordDictionary.load(db);
  const size = options.batchSize ?? bulkBatchSize;
  let processed = bulk.processedRows;
  for (let batch = 1; ; batch++) {
    tools.signal.throwIfAborted();
    const view = seen.batch();
    const done = await db.transaction(async (tx) => {
      const rows = await nextRows(tx, actor, bulk.id, size);
      if (rows.length === 0) return 0;
      await processBatch(deps, tx, actor, bulk, rows, view, dictionary);
      await tx
        .update(bulkRequests)
        .set({
          processedRows: sql`${bulkRequests.processedRows} + ${rows.length}`,
          updatedAt: new Date(),
        })
        .where(ownedBy(actor, bulkRequests, eq(bulkRequests.id, bulk.id)));
      await options.afterBatchWrites?.(batch);
      return rows.length;
    });
    if (done === 0) break;
    view.commit();
    processed += done;
    await tools.setProgress(bulk.rowCount > 0 ? (100 * processed) / bulk.rowCount : 100);
  }
  return finishBulkRequest(db, actor, bulk.id);
}

/** Sets the final status once no row is left without an outcome. */
export async function finishBulkRequest(db: Database, actor: TenantActor, bulkRequestId: string) {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ n: count() })
      .from(bulkRequestRows)
      .where(
        and(
          ownedBy(actor, bulkRequestRows, eq(bulkRequestRows.bulkRequestId, bulkRequestId)),
          isNull(bulkRequestRows.outcome),
        ),
      );
    if ((open?.n ?? 0) > 0) return { bulkRequestId, unprocessed: open?.n };
    const waiting = await undecidedReviews(tx, actor, bulkRequestId);
    const status = waiting > 0 ? "review" : "complete";
    const [updated] = await tenantData(tx, actor).update(
      bulkRequests,
      { status, updatedAt: new Date() },
      eq(bulkRequests.id, bulkRequestId),
      sql`${bulkRequests.status} in ('processing', 'review')`,
    );
    if (updated) {
      await recordAudit(tx, actor, {
        action: "bulkRequest.processed",
        targetType: "BulkRequest",
        targetId: bulkRequestId,
        after: { status, waitingForReview: waiting },
      });
    }
    return { bulkRequestId, status, waitingForReview: waiting };
  });
}
