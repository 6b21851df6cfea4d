import {
  type DashboardToolbar,
  dashboardDatePresetDays,
} from "@tierwise/common/dashboards/widget-types";
import { isNull, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import type { ServiceDeps } from "../../../core/deps.ts";
import { isUuid } from "../../../core/ids.ts";
import type { Database } from "../../../db/client.ts";
import { viewerPortfolioCompanyIds } from "../../alerts/alert-visibility.ts";
import { portfolios } from "../../portfolios/portfolio.table.ts";
import { loadViews, type PortfolioView } from "../../portfolios/portfolio-visibility.ts";

/**
 * What every widget of one dashboardWidgetData call reads under: the viewer, the date range and
 * the portfolio filter of the toolbar (or the call's own), resolved once. Portfolios the viewer
 * does not see are dropped; if none of the chosen is left, the filter matches nothing (it
 * never widens to every portfolio).
 */
export type WidgetContext = {
  deps: ServiceDeps;
  db: Database;
  actor: TenantActor;
  from: Date;
  to: Date;
  /** Null: no portfolio filter. Otherwise the chosen visible portfolios (maybe none). */
  portfolios: PortfolioView[] | null;
  /** The distinct companies of the chosen portfolios and their descendants, read once on demand. */
  companyIds(): Promise<string[] | null>;
  /** Runs `load` once per call for widgets that share a step (e.g. the n-tier network check). */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
};

const dayMs = 86_400_000;

/** The toolbar's range: a preset counts back from now; explicit dates are taken as given. */
export function toolbarRange(toolbar: DashboardToolbar | null | undefined, now = new Date()) {
  const range = toolbar?.dateRange;
  if (range && "from" in range) return { from: new Date(range.from), to: new Date(range.to) };
  const days = dashboardDatePresetDays[range && "preset" in range ? range.preset : "30d"] ?? 30;
  return { from: new Date(now.getTime() - days * dayMs), to: now };
}

export async function widgetContext(
  deps: ServiceDeps,
  actor: TenantActor,
  input: {
    toolbar: DashboardToolbar | null | undefined;
    from?: Date | null;
    to?: Date | null;
    portfolioIds?: readonly string[] | null;
  },
): Promise<WidgetContext> {
  const range = toolbarRange(input.toolbar);
  const from = input.from ?? range.from;
  const to = input.to ?? range.to;
  const chosen = (input.portfolioIds ?? input.toolbar?.portfolioIds ?? []).filter(isUuid);
  const chosenPortfolios =
    chosen.length === 0
      ? null
      : await loadViews(
          deps.db,
          actor,
          sql`${portfolios.id} = any(${sql.param(chosen)}::uuid[]) and ${isNull(portfolios.archivedAt)}`,
        );
  let companies: Promise<string[] | null> | undefined;
  const shared = new Map<string, Promise<unknown>>();
  const viewer = {
    actor,
    userId: actor.userId,
    organizationId: actor.organizationId,
    allAlertsAccess: false,
  };
  return {
    deps,
    db: deps.db,
    actor,
    from,
    to,
    portfolios: chosenPortfolios,
    companyIds() {
      companies ??= (async () => {
        if (!chosenPortfolios) return null;
        const lists = await Promise.all(
          chosenPortfolios.map((p) => viewerPortfolioCompanyIds(deps.db, viewer, p.id)),
        );
        return [...new Set(lists.flat())];
      })();
      return companies;
    },
    once<T>(key: string, load: () => Promise<T>) {
      if (!shared.has(key)) shared.set(key, load());
      return shared.get(key) as Promise<T>;
    },
  };
}

export const uuidList = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
