import { startBulkRequestInputSchema } from "@tierwise/common/inputs/company-requests";
import { can } from "@tierwise/common/policy/can";
import { eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { recordAudit } from "../../../core/audit.ts";
import { authorize } from "../../../core/authorize.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { ValidationError } from "../../../core/errors.ts";
import { isUuid } from "../../../core/ids.ts";
import { parseInput } from "../../../core/parse-input.ts";
import { tenantData } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import { enqueueJob } from "../../../jobs/queue.ts";
import { portfolios } from "../../portfolios/portfolio.table.ts";
import { loadViews, subjectOf } from "../../portfolios/portfolio-visibility.ts";
import { type BulkRequestRow, bulkRequests } from "../company-request.table.ts";
import {
  type BulkRequestView,
  findBulkRequest,
  presentBulkRequest,
} from "./bulk-request-read.service.ts";
import { rememberMapping } from "./column-mappings.ts";
import { bulkRequestQueue } from "./process-bulk-request.ts";

/**
 * The portfolios matched companies go to: each visible to the viewer, writable by them
 * (`portfolios.update`) and active. Anything else refuses the start, naming the field.
 */
async function writablePortfolios(tx: Database, actor: TenantActor, ids: readonly string[]) {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (unique.length === 0) return [];
  const refused = () =>
    new ValidationError([
      { path: "portfolioIds", message: "Choose portfolios you can add companies to." },
    ]);
  if (!unique.every(isUuid)) throw refused();
  const views = await loadViews(tx, actor, inArray(portfolios.id, unique));
  const usable = views.filter(
    (view) => view.archivedAt === null && can(actor, "portfolios.update", subjectOf(view)),
  );
  if (usable.length !== unique.length) throw refused();
  return unique;
}

/** Processing may (re)start from an upload waiting for its mapping, or after a failure. */
function startable(view: BulkRequestView): boolean {
  return view.status === "uploaded" || view.status === "failed";
}

/**
 * startBulkRequest: takes the user's mapping (remembered for the next file with the same
 * headers) and portfolios, and queues the processing job as the user. Started again after a
 * failure, the job resumes with the rows that have no outcome yet.
 */
export async function startBulkRequest(
  deps: ServiceDeps,
  actor: TenantActor,
  input: unknown,
): Promise<BulkRequestView> {
  authorize(actor, "requests.createBulk");
  const { bulkRequestId, mapping, portfolioIds } = parseInput(startBulkRequestInputSchema, input);
  const updated = await deps.db.transaction(async (tx): Promise<BulkRequestRow> => {
    const bulk = await findBulkRequest(tx, actor, bulkRequestId, { forUpdate: true });
    if (!startable(await presentBulkRequest(deps, actor, bulk))) {
      throw new ValidationError([
        { path: "bulkRequestId", message: "This bulk request is being processed already." },
      ]);
    }
    const unknown = Object.keys(mapping).find((header) => !bulk.headers.includes(header));
    if (unknown !== undefined) {
      throw new ValidationError([
        { path: "mapping", message: `"${unknown}" is not a column of the file.` },
      ]);
    }
    const chosen = await writablePortfolios(tx, actor, portfolioIds);
    await rememberMapping(tx, actor, bulk.headers, mapping);
    const jobId = await enqueueJob(
      tx,
      bulkRequestQueue,
      { bulkRequestId: bulk.id },
      {
        actor: { userId: actor.userId, organizationId: actor.organizationId },
        singletonKey: `bulk-request:${bulk.id}`,
        maxAttempts: 5,
      },
    );
    const [row] = await tenantData(tx, actor).update(
      bulkRequests,
      {
        status: "processing",
        mapping,
        portfolioIds: chosen,
        jobId,
        error: null,
        updatedAt: new Date(),
      },
      eq(bulkRequests.id, bulk.id),
    );
    if (!row) throw new Error("bulk request vanished while it was started");
    await recordAudit(tx, actor, {
      action: "bulkRequest.started",
      targetType: "BulkRequest",
      targetId: bulk.id,
      after: { mapping, portfolioIds: chosen },
    });
    return row;
  });
  return presentBulkRequest(deps, actor, updated);
}
