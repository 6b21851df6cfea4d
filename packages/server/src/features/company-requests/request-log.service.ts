import {
  type RequestStatus,
  requestMessages,
  requestStatusLabels,
  requestTransitions,
} from "@tierwise/common/company-requests";
import { requestLogInputSchema } from "@tierwise/common/inputs/company-requests";
import { eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { tenantData } from "../../core/tenant.ts";
import { type CompanyRequestRow, companyRequests } from "./company-request.table.ts";
import { findRequest, requestSubject } from "./request-lookup.ts";
import { type CompanyRequestView, presentRequest } from "./request-presenter.ts";
import { writeRequestLog } from "./request-write.ts";

const label = (status: RequestStatus) => requestStatusLabels[status].toLowerCase();

/** The refusal of a move requestTransitions does not list, in the contract's words. */
export function assertTransition(from: RequestStatus, to: RequestStatus) {
  if (!requestTransitions[from].includes(to))
    throw fieldError("status", requestMessages.transitionNotAllowed(label(from), label(to)));
}

/** What a status change writes besides the status: retiring keeps the status to go back to. */
function statusChange(actor: TenantActor, row: CompanyRequestRow, to: RequestStatus) {
  assertTransition(row.status, to);
  if (to === "complete" && !row.companyId)
    throw fieldError("status", requestMessages.completeNeedsCompany);
  if (to === "retired") {
    authorize(actor, "requests.retire", requestSubject(row));
    return { status: to, statusBeforeRetire: row.status };
  }
  return { status: to };
}

/**
 * addCompanyRequestLog (spec 3 §5: "updating a request log requires comment and reason"): one
 * entry by the viewer, optionally moving the request to a status requestTransitions allows.
 * The row is locked first, so two changes never start from the same status.
 */
export async function addCompanyRequestLog(
  deps: ServiceDeps,
  actor: TenantActor,
  args: Record<string, unknown>,
): Promise<{ request: CompanyRequestView }> {
  // No flag or permission at all is FORBIDDEN before the request is looked up.
  authorize(actor, "requests.read");
  const input = parseInput(requestLogInputSchema, args);
  const row = await deps.db.transaction(async (tx) => {
    const before = await findRequest(tx, actor, input.requestId, { forUpdate: true });
    authorize(actor, "requests.update", requestSubject(before));
    const moves = input.status != null && input.status !== before.status;
    const change = moves ? statusChange(actor, before, input.status as RequestStatus) : {};
    const [after] = await tenantData(tx, actor).update(
      companyRequests,
      { ...change, updatedAt: new Date() },
      eq(companyRequests.id, before.id),
    );
    await writeRequestLog(tx, actor, before.id, {
      reason: input.reason,
      comment: input.comment,
      status: moves ? (input.status as RequestStatus) : null,
    });
    await recordAudit(tx, actor, {
      action: "companyRequest.logged",
      targetType: "CompanyRequest",
      targetId: before.id,
      before: { status: before.status },
      after: { status: after?.status ?? before.status, reason: input.reason },
    });
    return after ?? before;
  });
  return { request: await presentRequest(deps.db, actor, row) };
}
