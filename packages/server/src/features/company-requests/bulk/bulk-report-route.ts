import { Readable } from "node:stream";
import { can } from "@tierwise/common/policy/can";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { TenantActor } from "../../../core/actor.ts";
import { NotFoundError } from "../../../core/errors.ts";
import type { RouteDeps } from "../../../core/feature.ts";
import {
  attachmentHeader,
  requireRequestTenant,
  sendAuthError,
} from "../../../core/file-routes.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { csvLine, utf8Bom } from "../../exports/csv-cells.ts";
import { type BulkRequestRow, bulkRequestRows } from "../company-request.table.ts";
import { findBulkRequest } from "./bulk-request-read.service.ts";

/** The outcomes the error report lists: rows that made nothing, and why. */
const reported = ["invalid", "duplicate"] as const;
/** Rows read per query while the report streams. */
const pageSize = 2_000;

export const bulkReportPath = (bulkRequestId: string) =>
  `/bulk-requests/${bulkRequestId}/report.csv`;

/**
 * The report as CSV lines: row number, outcome, reasons and warnings, then the row's cells under
 * the file's own headers. Cells beginning with = + - @ get a leading ' (csv-cells.ts), so a
 * hostile list cannot run formulas in the spreadsheet that opens its report.
 */
async function* reportLines(db: Database, actor: TenantActor, bulk: BulkRequestRow) {
  yield utf8Bom + csvLine(["row", "outcome", "reasons", "warnings", ...bulk.headers]);
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(bulkRequestRows)
      .where(
        ownedBy(
          actor,
          bulkRequestRows,
          and(
            eq(bulkRequestRows.bulkRequestId, bulk.id),
            inArray(bulkRequestRows.outcome, [...reported]),
            gt(bulkRequestRows.rowNumber, after),
          ),
        ),
      )
      .orderBy(asc(bulkRequestRows.rowNumber))
      .limit(pageSize);
    for (const row of rows) {
      yield csvLine([
        row.rowNumber,
        row.outcome,
        row.errors.join("; "),
        row.warnings.join("; "),
        ...bulk.headers.map((header) => row.raw[header] ?? ""),
      ]);
    }
    if (rows.length < pageSize) return;
    after = rows.at(-1)?.rowNumber ?? after;
  }
}

/**
 * GET /bulk-requests/:id/report.csv: every invalid or duplicate row of one bulk request with its
 * cells and why, for people of its organisation who may read bulk requests. Anyone else gets
 * the same 404 as for a bulk request that does not exist.
 */
async function serveReport(
  deps: RouteDeps,
  request: FastifyRequest<{ Params: { id: string } }>,
  reply: FastifyReply,
) {
  let actor: TenantActor;
  try {
    actor = await requireRequestTenant(request);
  } catch (error) {
    return sendAuthError(reply, error);
  }
  const notFound = () => reply.status(404).send({ error: "Not found." });
  if (!can(actor, "requests.readBulk")) return notFound();
  const db = deps.database.db;
  const bulk = await findBulkRequest(db, actor, request.params.id).catch((error) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!bulk) return notFound();
  const name = `${bulk.filename.replace(/\.[^.]+$/, "")}-report.csv`;
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", attachmentHeader(name))
    .header("cache-control", "private, no-store")
    .send(Readable.from(reportLines(db, actor, bulk)));
}

export function registerBulkReportRoute(app: FastifyInstance, deps: RouteDeps) {
  app.get("/bulk-requests/:id/report.csv", (request, reply) =>
    serveReport(deps, request as FastifyRequest<{ Params: { id: string } }>, reply),
  );
}
