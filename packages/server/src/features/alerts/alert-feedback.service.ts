import { alertUndoTypes } from "@tierwise/common/alerts";
import { alertFeedbackSchema } from "@tierwise/common/inputs/alerts";
import { and, eq, inArray } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NotFoundError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { createSnackbarUndo } from "../undo/snackbar-undo.service.ts";
import { snackbarUndos } from "../undo/snackbar-undo.table.ts";
import { alertCompanies, alertCompanyUnlinks, alertUserMetadata } from "./alert.table.ts";
import { applyFeedback } from "./alert-feedback.ts";
import { alertStateOf, presentAlerts } from "./alert-presenter.ts";
import type { AlertState, AlertView } from "./alert-views.ts";
import { type AlertViewer, alertViewerOf, organizationSeesAlert } from "./alert-visibility.ts";

/** What an archive or unarchive offer keeps to take the verdict back (read state stays as it is). */
type ArchiveUndoPayload = {
  alertId: string;
  previous: Pick<AlertState, "archived" | "score" | "reason" | "scoreFeedback">;
  /** A "wrong company" verdict's unlink, removed again by the undo. */
  unlinkedCompanyId: string | null;
};

const alertNotFound = () => new NotFoundError("Alert not found.");

async function feedbackViewer(deps: ServiceDeps, actor: TenantActor, alertId: string) {
  authorize(actor, "alerts.feedback");
  const viewer = await alertViewerOf(deps.db, actor);
  if (!(await organizationSeesAlert(deps.db, viewer, alertId))) throw alertNotFound();
  return viewer;
}

async function currentState(tx: Database, viewer: AlertViewer, alertId: string) {
  const [row] = await tx
    .select()
    .from(alertUserMetadata)
    .where(and(eq(alertUserMetadata.userId, viewer.userId), eq(alertUserMetadata.alertId, alertId)))
    .for("update");
  return alertStateOf(row);
}

async function writeState(tx: Database, viewer: AlertViewer, alertId: string, state: AlertState) {
  const values = { ...state, updatedAt: new Date() };
  await tx
    .insert(alertUserMetadata)
    .values({ userId: viewer.userId, alertId, organizationId: viewer.organizationId, ...values })
    .onConflictDoUpdate({
      target: [alertUserMetadata.userId, alertUserMetadata.alertId],
      set: { ...values, organizationId: viewer.organizationId },
    });
}

/**
 * updateAlertScore / upsertAlertMetadata (spec 3 §7 "Alert feedback"): the state machine of
 * alert-feedback.ts on the viewer's row. A "wrong company" verdict also unlinks that company
 * from the alert for the whole organisation (alert_company_unlinks; the visibility triggers
 * then drop the alert where the company was the organisation's only reason to see it). A
 * change of `archived` records the snackbar's undo offer (alertUndoTypes).
 */
export async function updateAlertScore(
  deps: ServiceDeps,
  actor: TenantActor,
  args: Record<string, unknown>,
): Promise<{ alert: AlertView; undoId: string | null }> {
  const input = parseInput(alertFeedbackSchema, args);
  const viewer = await feedbackViewer(deps, actor, input.alertId);
  const undoId = await deps.db.transaction(async (tx) => {
    const current = await currentState(tx, viewer, input.alertId);
    const { next, verdict } = applyFeedback(current, input, new Date());
    let unlinkedCompanyId: string | null = null;
    if (verdict === "not_relevant" && input.reason === "wrong_company" && input.companyId)
      unlinkedCompanyId = await unlinkCompany(tx, viewer, input.alertId, input.companyId);
    await writeState(tx, viewer, input.alertId, next);
    if (next.archived === current.archived) return null;
    const payload: ArchiveUndoPayload = {
      alertId: input.alertId,
      previous: {
        archived: current.archived,
        score: current.score,
        reason: current.reason,
        scoreFeedback: current.scoreFeedback,
      },
      unlinkedCompanyId,
    };
    const offer = await createSnackbarUndo(tx, {
      userId: viewer.userId,
      organizationId: viewer.organizationId,
      type: next.archived ? alertUndoTypes.archive : alertUndoTypes.unarchive,
      payload,
    });
    return offer.id;
  });
  const [alert] = await presentAlerts(deps.db, viewer, [input.alertId]);
  if (!alert) throw alertNotFound();
  return { alert, undoId };
}

/** Unlinks a company the alert links to; returns it when this verdict made the unlink. */
async function unlinkCompany(
  tx: Database,
  viewer: AlertViewer,
  alertId: string,
  companyId: string,
) {
  const linked =
    isUuid(companyId) &&
    (
      await tx
        .select({ id: alertCompanies.companyId })
        .from(alertCompanies)
        .where(and(eq(alertCompanies.alertId, alertId), eq(alertCompanies.companyId, companyId)))
    ).length > 0;
  if (!linked) throw fieldError("companyId", "The alert is not linked to this company.");
  const made = await tx
    .insert(alertCompanyUnlinks)
    .values({ organizationId: viewer.organizationId, alertId, companyId, userId: viewer.userId })
    .onConflictDoNothing()
    .returning({ companyId: alertCompanyUnlinks.companyId });
  return made.length ? companyId : null;
}

/**
 * undoAlertArchive: the snackbar's "Undo" of an archive or unarchive. The offer is the viewer's
 * own and is used up with the restore, so of two clicks only the first undoes; the state
 * before the change comes back exactly, and a "wrong company" unlink it made is removed.
 */
export async function undoAlertArchive(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { undoId: string },
): Promise<{ alert: AlertView; undoId: null }> {
  authorize(actor, "alerts.feedback");
  const nothing = new NotFoundError("There is nothing to undo.");
  if (!isUuid(args.undoId)) throw nothing;
  const viewer = await alertViewerOf(deps.db, actor);
  const alertId = await deps.db.transaction(async (tx) => {
    const [offer] = await tx
      .delete(snackbarUndos)
      .where(
        ownedBy(
          actor,
          snackbarUndos,
          and(
            eq(snackbarUndos.id, args.undoId),
            eq(snackbarUndos.userId, actor.userId),
            inArray(snackbarUndos.type, Object.values(alertUndoTypes)),
          ),
        ),
      )
      .returning();
    if (!offer) throw nothing;
    const payload = offer.payload as ArchiveUndoPayload;
    if (payload.unlinkedCompanyId)
      await tx
        .delete(alertCompanyUnlinks)
        .where(
          ownedBy(
            viewer,
            alertCompanyUnlinks,
            eq(alertCompanyUnlinks.alertId, payload.alertId),
            eq(alertCompanyUnlinks.companyId, payload.unlinkedCompanyId),
          ),
        );
    const now = await currentState(tx, viewer, payload.alertId);
    await writeState(tx, viewer, payload.alertId, { ...now, ...payload.previous });
    return payload.alertId;
  });
  if (!(await organizationSeesAlert(deps.db, viewer, alertId))) throw alertNotFound();
  const [alert] = await presentAlerts(deps.db, viewer, [alertId]);
  if (!alert) throw alertNotFound();
  return { alert, undoId: null };
}
