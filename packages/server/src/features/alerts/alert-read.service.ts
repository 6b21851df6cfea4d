import { alertLimits, alertMessages } from "@tierwise/common/alerts";
import { bulkMarkReadSchema } from "@tierwise/common/inputs/alerts";
import { sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { TooManyModificationsError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import type { Database } from "../../db/client.ts";
import { parseAlertFilter } from "./alert-list.service.ts";
import { matchingAlertIds, selectRows } from "./alert-query.ts";
import {
  type AlertViewer,
  alertSource,
  alertViewerOf,
  sourceCondition,
} from "./alert-visibility.ts";

const tooMany = (requested: number) => {
  const error = new TooManyModificationsError(alertLimits.bulkMarkReadMaximum);
  error.message = alertMessages.bulkReadTooMany(alertLimits.bulkMarkReadMaximum, requested);
  return error;
};

/** Of these ids, the alerts the organisation sees (archived or not). */
async function visibleAmong(db: Database, viewer: AlertViewer, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const source = alertSource(viewer, false);
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select ${source.id} as id from ${source.from}
    where ${source.id} = any(${sql.param([...ids])}::uuid[])
      ${viewer.allAlertsAccess ? sql`` : sql`and ${sourceCondition(viewer)}`}`,
  );
  return rows.map((row) => row.id);
}

/**
 * bulkMarkAlertsRead (spec 3 §5, §7): marks read the alerts named by id, or the unread alerts a
 * filter matches, at most alertLimits.bulkMarkReadMaximum — more is TooManyModificationsError
 * and changes nothing. One upsert of the viewer's metadata rows; returns how many changed.
 */
export async function bulkMarkAlertsRead(
  deps: ServiceDeps,
  actor: TenantActor,
  args: Record<string, unknown>,
): Promise<{ updated: number }> {
  authorize(actor, "alerts.feedback");
  const input = parseInput(bulkMarkReadSchema, args);
  if (!input.alertIds && !input.filter)
    throw fieldError("alertIds", "Name the alerts, or send a filter.");
  const viewer = await alertViewerOf(deps.db, actor);
  const maximum = alertLimits.bulkMarkReadMaximum;
  let ids: string[];
  if (input.alertIds) {
    const named = [...new Set(input.alertIds)];
    if (named.length > maximum) throw tooMany(named.length);
    ids = await visibleAmong(deps.db, viewer, named.filter(isUuid));
  } else {
    const filter = { ...parseAlertFilter(input.filter), unread: true };
    ids = await matchingAlertIds(deps.db, viewer, filter, { limit: maximum + 1 });
    if (ids.length > maximum) throw tooMany(ids.length);
  }
  if (ids.length === 0) return { updated: 0 };
  const changed = await selectRows<{ alert_id: string }>(
    deps.db,
    sql`
    insert into alert_user_metadata as m (user_id, alert_id, organization_id, read, read_at, updated_at)
    select ${viewer.userId}::uuid, id, ${viewer.organizationId}::uuid, true, now(), now()
      from unnest(${sql.param(ids)}::uuid[]) as id
    on conflict (user_id, alert_id) do update
      set read = true, read_at = coalesce(m.read_at, now()), updated_at = now()
      where not m.read
    returning alert_id`,
  );
  return { updated: changed.length };
}
