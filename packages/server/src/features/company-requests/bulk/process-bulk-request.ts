import { can } from "@tierwise/common/policy/can";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { requireTenant } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import type { JobTools } from "../../../core/feature.ts";
import { ownedBy, tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { PermanentJobError } from "../../../jobs/runner.ts";
import { createMailer } from "../../../mail/mailer.ts";
import { recordWebhookEvent } from "../../webhooks/webhook-events.ts";
import { bulkRequestRows, bulkRequests } from "../company-request.table.ts";
import { NameCandidates } from "../matching/name-candidates.ts";
import { FileDuplicates } from "./bulk-duplicates.ts";
import { PendingPortfolioItems } from "./bulk-portfolio-items.ts";
import { prepareBatch, writeBatch } from "./process-bulk-batch.ts";

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

/**
 * The next rows without an outcome after row `after`, in file order. From where the last batch
 * ended, not from the start: the index then skips the rows done (walking past them took 0.1 s a
 * batch by the end of a 100,000-row file). Not locked: writeBatch writes only rows still without
 * an outcome and undoes its batch if another worker did any of them.
 *
 * Read by walking the (bulk request, row number) index in order, bitmap scans and sorts off for
 * this transaction only: the statistics of a file just stored say its rows are few (they were
 * taken before it came), and with them the planner read every remaining row of the file and
 * sorted them for each batch, 37–48 ms a batch at 100,000 rows instead of about one.
 */
function nextRows(
  db: Database,
  actor: TenantActor,
  bulkRequestId: string,
  after: number,
  size: number,
) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`,
    );
    return tx
      .select()
      .from(bulkRequestRows)
      .where(
        ownedBy(
          actor,
          bulkRequestRows,
          eq(bulkRequestRows.bulkRequestId, bulkRequestId),
          gt(bulkRequestRows.rowNumber, after),
          isNull(bulkRequestRows.outcome),
        ),
      )
      .orderBy(bulkRequestRows.rowNumber)
      .limit(size);
  });
}

/**
 * The job: processes the rows that have no outcome yet, a batch per transaction, so a kill
 * loses at most the batch in flight and the next run (a retry, another worker after the lease,
 * or startBulkRequest again) resumes with the rows still open. Runs as the person who started
 * it. Ends in `review` while rows wait for a decision, else `complete`.
 *
 * While a batch is written, the next one is read and matched: the database writes while
 * JavaScript scores (on PostgreSQL; PGlite's one connection takes them in turn).
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
  const names = await NameCandidates.load(db);
  const portfolioItems = await PendingPortfolioItems.load(deps, actor, bulk);
  await portfolioItems.addWaiting();
  const size = options.batchSize ?? bulkBatchSize;
  const prepare = async (after: number) => {
    const rows = await nextRows(db, actor, bulk.id, after, size);
    return rows.length === 0 ? null : prepareBatch(db, actor, bulk, rows, seen.batch(), names);
  };
  let processed = bulk.processedRows;
  let next = await prepare(0);
  for (let batch = 1; next; batch++) {
    tools.signal.throwIfAborted();
    const current = next;
    const following = prepare(current.rows.at(-1)?.rowNumber ?? 0);
    // Awaited below; a failure meanwhile must not count as an unhandled rejection.
    following.catch(() => undefined);
    try {
      await db.transaction(async (tx) => {
        await writeBatch(tx, actor, bulk, current);
        await tx
          .update(bulkRequests)
          .set({
            processedRows: sql`${bulkRequests.processedRows} + ${current.rows.length}`,
            updatedAt: new Date(),
          })
          .where(ownedBy(actor, bulkRequests, eq(bulkRequests.id, bulk.id)));
        await options.afterBatchWrites?.(batch);
      });
      current.view.commit();
      processed += current.rows.length;
      await tools.setProgress(bulk.rowCount > 0 ? (100 * processed) / bulk.rowCount : 100);
      await portfolioItems.committed(current.outcomes);
    } catch (error) {
      // The next batch is only read; it is let finish so nothing runs on after the job failed.
      await following.catch(() => undefined);
      throw error;
    }
    next = await following;
  }
  await portfolioItems.addWaiting();
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
      await recordWebhookEvent(tx, actor.organizationId, "company_request.finished", {
        bulkRequest: { id: bulkRequestId, status, waitingForReview: waiting },
      });
    }
    return { bulkRequestId, status, waitingForReview: waiting };
  });
}
