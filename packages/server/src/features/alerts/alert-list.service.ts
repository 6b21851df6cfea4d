import {
  type AlertScope,
  alertDatasets,
  alertLimits,
  alertPolarities,
  alertSeverities,
  newsClasses,
  shownUnreadCount,
} from "@tierwise/common/alerts";
import { type AlertFilter, alertFilterSchema } from "@tierwise/common/inputs/alerts";
import { limits } from "@tierwise/common/limits";
import { sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NegativeNumberOfResultsError, TooManyResultsRequestedError } from "../../core/errors.ts";
import type { PageInfo } from "../../core/paging.ts";
import { parseInput } from "../../core/parse-input.ts";
import { likePattern } from "../../core/sql-support.ts";
import { presentAlerts } from "./alert-presenter.ts";
import {
  type AlertPageArgs,
  alertPage,
  countAlerts,
  matchingAlertIds,
  selectRows,
} from "./alert-query.ts";
import type { AlertView } from "./alert-views.ts";
import { alertViewerOf, organizationSeesAlert } from "./alert-visibility.ts";

/**
 * The alert reads of both API generations (spec 3 §7), on the one engine: the newer cursor
 * feed and single alert, the unread count in its threshold form, and the older names
 * (userAlerts, signalUserApiAlertsAggregate, alertTopics).
 */

/** A filter from GraphQL or a feed: parsed and normalised by the common schema. */
export function parseAlertFilter(filter: unknown): AlertFilter {
  return parseInput(alertFilterSchema, filter ?? {});
}

async function readerOf(deps: ServiceDeps, actor: TenantActor) {
  authorize(actor, "alerts.read");
  return alertViewerOf(deps.db, actor);
}

export async function listAlerts(
  deps: ServiceDeps,
  actor: TenantActor,
  args: AlertPageArgs & { filter?: unknown },
): Promise<{ items: AlertView[]; pageInfo: PageInfo }> {
  const viewer = await readerOf(deps, actor);
  const filter = parseAlertFilter(args.filter);
  const page = await alertPage(deps.db, viewer, filter, args);
  return { items: await presentAlerts(deps.db, viewer, page.ids), pageInfo: page.pageInfo };
}

/** One alert; null when it does not exist or the organisation does not see it. */
export async function alertById(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { id: string },
): Promise<AlertView | null> {
  const viewer = await readerOf(deps, actor);
  if (!(await organizationSeesAlert(deps.db, viewer, args.id))) return null;
  const [alert] = await presentAlerts(deps.db, viewer, [args.id]);
  return alert ?? null;
}

/** The unread marker (spec 3 §9): counted up to 101, shown as 100 when over the threshold. */
export async function alertUnreadCount(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { filter?: unknown },
): Promise<{ count: number; overTheThreshold: boolean }> {
  const viewer = await readerOf(deps, actor);
  const filter = { ...parseAlertFilter(args.filter), unread: true };
  return shownUnreadCount(await countAlerts(deps.db, viewer, filter, alertLimits.countLimit));
}

/** A count or list limit as the older API takes it: not negative, at most `maximum`. */
function checkedLimit(limit: number | null | undefined, fallback: number, maximum: number) {
  const value = limit ?? fallback;
  if (value < 0) throw new NegativeNumberOfResultsError();
  if (value > maximum) throw new TooManyResultsRequestedError(maximum, value);
  return value;
}

/** The older filter: `where` with the scope beside it, and a search as one more keyword. */
function olderFilter(args: { scope?: AlertScope | null; where?: unknown; search?: string | null }) {
  const where = (args.where ?? {}) as Record<string, unknown>;
  const keywords = [...((where.keywords as string[] | undefined) ?? [])];
  if (args.search?.trim()) keywords.push(args.search);
  return parseAlertFilter({ ...where, scope: args.scope ?? where.scope, keywords });
}

/** signalUserApiAlertsAggregate: the count the older navigation asks for (limit 101). */
export async function alertsAggregate(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { scope?: AlertScope | null; where?: unknown; limit?: number | null },
): Promise<{ aggregate: { count: number } }> {
  const viewer = await readerOf(deps, actor);
  const limit = checkedLimit(args.limit, alertLimits.countLimit, alertLimits.countLimit);
  return { aggregate: { count: await countAlerts(deps.db, viewer, olderFilter(args), limit) } };
}

/** userAlerts: the older list, by offset (spec 3 §7: limit default 20). */
export async function userAlerts(
  deps: ServiceDeps,
  actor: TenantActor,
  args: {
    scope?: AlertScope | null;
    search?: string | null;
    where?: unknown;
    offset?: number | null;
    limit?: number | null;
  },
): Promise<AlertView[]> {
  const viewer = await readerOf(deps, actor);
  const limit = checkedLimit(args.limit, alertLimits.olderFetchLimit, limits.pageSizeMaximum);
  const offset = checkedLimit(args.offset, 0, Number.MAX_SAFE_INTEGER);
  const ids = await matchingAlertIds(deps.db, viewer, olderFilter(args), { offset, limit });
  return presentAlerts(deps.db, viewer, ids);
}

/** The topics one could filter by (spec 3 §3 "Alert topic"), matching a search, at most 10. */
const fixedTopics = [
  ...alertDatasets.map((dataset) => `dataset:${dataset}`),
  ...alertPolarities.map((polarity) => `polarity:${polarity}`),
  ...alertSeverities.map((severity) => `severity:${severity}`),
  ...newsClasses.map((c) => `class:${c.id}`),
];

export async function alertTopics(
  deps: ServiceDeps,
  actor: TenantActor,
  args: { search?: string | null; limit?: number | null },
): Promise<string[]> {
  await readerOf(deps, actor);
  const limit = checkedLimit(args.limit, alertLimits.topicsLimit, limits.pageSizeMaximum);
  // Topics keep their punctuation ("location.country:DE"): matched as typed, ignoring case.
  const search = (args.search ?? "").trim().toLowerCase();
  const pattern = likePattern(search);
  const fixed = fixedTopics.filter((topic) => topic.toLowerCase().includes(search));
  const stored = await selectRows<{ topic: string }>(
    deps.db,
    sql`
    select topic from (
      select topic from alert_locations where topic ilike ${pattern}
      union select topic from commodities where topic ilike ${pattern}
      union select 'company:' || c.display_name from alert_subscriptions s
        join companies c on c.id = s.company_id
        where s.organization_id = ${actor.organizationId}::uuid and c.display_name ilike ${pattern}
    ) t order by topic limit ${limit}`,
  );
  return [...stored.map((row) => row.topic), ...fixed].slice(0, limit);
}
