import { companyRequestUndoTypes, requestMessages } from "@tierwise/common/company-requests";
import { retireRequestInputSchema } from "@tierwise/common/inputs/company-requests";
import { and, eq } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { ownedBy, tenantData } from "../../core/tenant.ts";
import { createSnackbarUndo } from "../undo/snackbar-undo.service.ts";
import { snackbarUndos } from "../undo/snackbar-undo.table.ts";
import { companyRequests } from "./company-request.table.ts";
import { assertTransition } from "./request-log.service.ts";
import { findRequest, requestSubject } from "./request-lookup.ts";
import { type CompanyRequestView, presentRequest } from "./request-presenter.ts";
import { writeRequestLog } from "./request-write.ts";

/** What the undo offer keeps: the request, and its name for the snackbar after a reload. */
export type RetireUndoPayload = { requestId: string; companyName: string };

/**
 * retireCompanyRequest (spec 3 §4): from any status but retired, with an optional comment. The
 * status it had is kept for the undo, and the snackbar's undo offer is recorded for the person
 * who retired it.
 */
export async function retireCompanyRequest(
  deps: ServiceDeps,
  actor: TenantActor,
  args: Record<string, unknown>,
): Promise<{ request: CompanyRequestView; undoId: string }> {
  // No flag or permission at all is FORBIDDEN before the request is looked up.
  authorize(actor, "requests.read");
  const input = parseInput(retireRequestInputSchema, args);
  const { row, undoId } = await deps.db.transaction(async (tx) => {
    const before = await findRequest(tx, actor, input.id, { forUpdate: true });
    authorize(actor, "requests.retire", requestSubject(before));
    assertTransition(before.status, "retired");
    const [after] = await tenantData(tx, actor).update(
      companyRequests,
      { status: "retired", statusBeforeRetire: before.status, updatedAt: new Date() },
      eq(companyRequests.id, before.id),
    );
    await writeRequestLog(tx, actor, before.id, {
      reason: "retired",
      comment: input.comment || null,
      status: "retired",
    });
    const payload: RetireUndoPayload = { requestId: before.id, companyName: before.companyName };
    const offer = await createSnackbarUndo(tx, {
      userId: actor.userId,
      organizationId: actor.organizationId,
      type: companyRequestUndoTypes.retire,
      payload,
    });
    await recordAudit(tx, actor, {
      action: "companyRequest.retired",
      targetType: "CompanyRequest",
      targetId: before.id,
      before: { status: before.status },
      after: { status: "retired" },
    });
    return { row: after ?? before, undoId: offer.id };
  });
  return { request: await presentRequest(deps.db, actor, row), undoId };
}

/**
 * undoRetireCompanyRequest: the snackbar's "Undo". The offer is the viewer's own (so only the
 * person who retired can undo) and is used up in the same transaction as the restore, so of
 * two clicks only the first undoes. The rule is asked again: access may have changed since.
 */
export async function undoRetireCompanyRequest(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { undoId: string },
): Promise<{ request: CompanyRequestView }> {
  authorize(actor, "requests.read");
  const nothing = new NotFoundError(requestMessages.nothingToUndo);
  if (!isUuid(args.undoId)) throw nothing;
  const row = await deps.db.transaction(async (tx) => {
    const [offer] = await tx
      .delete(snackbarUndos)
      .where(
        ownedBy(
          actor,
          snackbarUndos,
          and(
            eq(snackbarUndos.id, args.undoId),
            eq(snackbarUndos.userId, actor.userId),
            eq(snackbarUndos.type, companyRequestUndoTypes.retire),
          ),
        ),
      )
      .returning();
    if (!offer) throw nothing;
    const payload = offer.payload as RetireUndoPayload;
    const before = await findRequest(tx, actor, String(payload.requestId), { forUpdate: true });
    authorize(actor, "requests.retire", requestSubject(before));
    if (before.status !== "retired") throw nothing;
    const restored = before.statusBeforeRetire ?? "requested";
    const [after] = await tenantData(tx, actor).update(
      companyRequests,
      { status: restored, statusBeforeRetire: null, updatedAt: new Date() },
      eq(companyRequests.id, before.id),
    );
    await writeRequestLog(tx, actor, before.id, {
      reason: "retirement_undone",
      comment: null,
      status: restored,
    });
    await recordAudit(tx, actor, {
      action: "companyRequest.retirementUndone",
      targetType: "CompanyRequest",
      targetId: before.id,
      before: { status: "retired" },
      after: { status: restored },
    });
    return after ?? before;
  });
  return { request: await presentRequest(deps.db, actor, row) };
}
