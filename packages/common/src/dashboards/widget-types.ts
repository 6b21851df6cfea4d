import { z } from "zod";
import type { AlertSeverity } from "../alerts.ts";
import type { CasePriority, CaseStatus } from "../cases.ts";
import type { BulkRequestStatus, RequestStatus } from "../company-requests.ts";
import type { GradeOrNone } from "../risk.ts";

/**
 * The widgets a dashboard holds (issue 30): twelve built in, each reading live data on the
 * server with the viewer's rights, plus `extension`, a widget registered by a bundle
 * (settings.bundleWidget names the registered type). Sizes are in grid units of the lg layout
 * (12 columns); `requires` says in words what the viewer needs — the check itself is the one
 * policy's (policy/dashboards.policy.ts, `dashboardWidgetBlock`).
 */

const uuid = z.uuid("Choose an existing item.");
const limit = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);

export const noteMaxLength = 10_000;

const widgetSettingsSchemas = {
  riskGradeDistribution: z.object({
    /** The risk configuration; the organisation's default when left out. */
    configId: uuid.optional(),
    groupBy: z.enum(["grade", "portfolio"]).default("grade"),
  }),
  alertsOverTime: z.object({
    groupBy: z.enum(["class", "severity"]).default("severity"),
    interval: z.enum(["day", "week", "month"]).default("week"),
  }),
  topAlertTopics: z.object({ limit: limit(25, 10) }),
  casesByStatus: z.object({ includeRetired: z.boolean().default(false) }),
  overdueTasks: z.object({ limit: limit(50, 10), assignedToMe: z.boolean().default(false) }),
  portfolioCoverage: z.object({}),
  topRiskySuppliers: z.object({ configId: uuid.optional(), limit: limit(50, 10) }),
  nTierExposureMap: z.object({ maxTier: z.number().int().min(1).max(3).default(3) }),
  nTierConcentration: z.object({ limit: limit(50, 10) }),
  requestPipeline: z.object({ kind: z.enum(["all", "single", "bulk"]).default("all") }),
  note: z.object({
    markdown: z
      .string()
      .max(noteMaxLength, `A note holds at most ${noteMaxLength.toLocaleString("en")} characters.`)
      .default(""),
  }),
  savedSearchCount: z.object({ savedSearchId: uuid }),
  extension: z.looseObject({
    /** The type the bundle registered, e.g. "acme.weather". */
    bundleWidget: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+\.[a-z0-9.-]+$/i, "Name the bundle widget as vendor.name."),
  }),
} as const;

type Size = { w: number; h: number };
type WidgetTypeInfo = {
  title: string;
  description: string;
  defaultSize: Size;
  minSize: Size;
  requires: string;
};

export const dashboardWidgetTypes = {
  riskGradeDistribution: {
    title: "Risk grade distribution",
    description: "How many companies have each risk grade, overall or per portfolio.",
    defaultSize: { w: 6, h: 4 },
    minSize: { w: 2, h: 3 },
    requires: "Risk hub access (riskDashboardAccess)",
  },
  alertsOverTime: {
    title: "Alerts over time",
    description: "Alerts per day, week or month, by news class or severity.",
    defaultSize: { w: 6, h: 4 },
    minSize: { w: 2, h: 3 },
    requires: "Alerts",
  },
  topAlertTopics: {
    title: "Top alert topics",
    description: "The topics most alerts were about.",
    defaultSize: { w: 4, h: 4 },
    minSize: { w: 2, h: 3 },
    requires: "Alerts",
  },
  casesByStatus: {
    title: "Cases by status",
    description: "Open and closed cases by status and priority.",
    defaultSize: { w: 4, h: 4 },
    minSize: { w: 2, h: 3 },
    requires: "Case management (caseManagementEnabled)",
  },
  overdueTasks: {
    title: "Overdue tasks",
    description: "Case tasks past their due date.",
    defaultSize: { w: 4, h: 4 },
    minSize: { w: 2, h: 3 },
    requires: "Case management (caseManagementEnabled)",
  },
  portfolioCoverage: {
    title: "Portfolio coverage",
    description: "Companies in portfolios with and without risk scores, and requests pending.",
    defaultSize: { w: 4, h: 3 },
    minSize: { w: 2, h: 2 },
    requires: "The read:portfolio permission",
  },
  topRiskySuppliers: {
    title: "Top risky suppliers",
    description: "The portfolio companies with the highest risk scores.",
    defaultSize: { w: 6, h: 5 },
    minSize: { w: 2, h: 3 },
    requires: "Risk hub access (riskDashboardAccess)",
  },
  nTierExposureMap: {
    title: "N-tier exposure by country",
    description: "Where the supply chain's companies have sites, on a map.",
    defaultSize: { w: 6, h: 5 },
    minSize: { w: 2, h: 3 },
    requires: "N-tier (nTier)",
  },
  nTierConcentration: {
    title: "N-tier concentration",
    description: "Sub-suppliers that several of your suppliers depend on.",
    defaultSize: { w: 6, h: 4 },
    minSize: { w: 2, h: 3 },
    requires: "N-tier (nTier)",
  },
  requestPipeline: {
    title: "Request pipeline",
    description: "Company requests and bulk requests by status.",
    defaultSize: { w: 4, h: 4 },
    minSize: { w: 2, h: 3 },
    requires: "Company requests (companyRequests) and the read:company_request permission",
  },
  note: {
    title: "Note",
    description: "Text in Markdown.",
    defaultSize: { w: 4, h: 3 },
    minSize: { w: 1, h: 1 },
    requires: "Nothing",
  },
  savedSearchCount: {
    title: "Saved search count",
    description: "How many companies one of your saved searches finds.",
    defaultSize: { w: 3, h: 2 },
    minSize: { w: 1, h: 2 },
    requires: "Advanced search (advancedSearch); the count is its owner's",
  },
  extension: {
    title: "Extension widget",
    description: "A widget registered by a dashboard bundle.",
    defaultSize: { w: 4, h: 4 },
    minSize: { w: 1, h: 1 },
    requires: "Whatever its bundle queries",
  },
} as const satisfies Record<keyof typeof widgetSettingsSchemas, WidgetTypeInfo>;

export type DashboardWidgetType = keyof typeof dashboardWidgetTypes;
export const dashboardWidgetTypeKeys = Object.keys(dashboardWidgetTypes) as DashboardWidgetType[];
/** The twelve built in (every type but `extension`). */
export const builtInWidgetTypes = dashboardWidgetTypeKeys.filter((type) => type !== "extension");

export function isDashboardWidgetType(value: string): value is DashboardWidgetType {
  return Object.hasOwn(dashboardWidgetTypes, value);
}

export type DashboardWidgetSettingsMap = {
  [T in DashboardWidgetType]: z.output<(typeof widgetSettingsSchemas)[T]>;
};

/** A type's settings checked and completed with defaults, or the first problem in words. */
export function parseWidgetSettings<T extends DashboardWidgetType>(
  type: T,
  settings: unknown,
): { ok: true; settings: DashboardWidgetSettingsMap[T] } | { ok: false; error: string } {
  const result = widgetSettingsSchemas[type].safeParse(settings ?? {});
  if (result.success) return { ok: true, settings: result.data as DashboardWidgetSettingsMap[T] };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return { ok: false, error: `${where}${issue?.message ?? "invalid"}` };
}

/** A widget's settings with every default filled in (for a newly added widget). */
export function defaultWidgetSettings<T extends DashboardWidgetType>(
  type: T,
): DashboardWidgetSettingsMap[T] {
  return widgetSettingsSchemas[type].parse(
    type === "savedSearchCount" ? { savedSearchId: "00000000-0000-4000-8000-000000000000" } : {},
  ) as DashboardWidgetSettingsMap[T];
}

export type DashboardWidget = {
  id: string;
  type: DashboardWidgetType;
  title: string;
  sectionId?: string | null;
  settings: Record<string, unknown>;
};
export type DashboardSection = { id: string; title: string };

export const dashboardDatePresets = ["7d", "30d", "90d", "365d"] as const;
export type DashboardDatePreset = (typeof dashboardDatePresets)[number];
export const dashboardDatePresetDays: Record<DashboardDatePreset, number> = {
  "7d": 7,
  "30d": 30,
  "90d": 90,
  "365d": 365,
};
export type DashboardToolbar = {
  dateRange: { preset: DashboardDatePreset } | { from: string; to: string };
  portfolioIds: string[];
};

// ---------------------------------------------------------------- the data of each widget

type Count<K extends string> = { key: K; label: string; count: number };

/** What `dashboardWidgetData` answers in `data` for each type (status "ok"). */
export type DashboardWidgetDataMap = {
  riskGradeDistribution: {
    configName: string;
    /** One row ("All companies") by grade, or one per portfolio. */
    rows: { portfolioId: string | null; label: string; grades: Count<GradeOrNone>[] }[];
  };
  alertsOverTime: {
    interval: "day" | "week" | "month";
    series: { key: string; label: string }[];
    /** `date` is the ISO day the interval starts; `values` by series key. */
    points: { date: string; values: Record<string, number> }[];
  };
  topAlertTopics: { topics: { topic: string; label: string; count: number }[] };
  casesByStatus: {
    rows: { status: CaseStatus; label: string; total: number; byPriority: Count<CasePriority>[] }[];
  };
  overdueTasks: {
    total: number;
    tasks: {
      id: string;
      title: string;
      dueDate: string;
      caseId: string;
      caseNumber: number | null;
      caseTitle: string;
      assigneeName: string | null;
    }[];
  };
  portfolioCoverage: {
    portfolios: number;
    companies: number;
    /** Null when the viewer has no risk hub (scores are the hub's). */
    withScores: number | null;
    withoutScores: number | null;
    /** Open (requested, needs action) company requests; null without the right to read them. */
    requestsPending: number | null;
  };
  topRiskySuppliers: {
    configName: string;
    companies: {
      id: string;
      slug: string;
      name: string;
      country: string | null;
      grade: GradeOrNone;
      score: number | null;
    }[];
  };
  nTierExposureMap: {
    /**
     * ISO 3166-1 alpha-2 code, its name, the network's companies with a site there or based
     * there, and the same per tier (byTier[0] is tier 1), largest first.
     */
    countries: { country: string; name: string; companies: number; byTier: number[] }[];
  };
  nTierConcentration: {
    subSuppliers: {
      id: string;
      slug: string;
      name: string;
      tier: number;
      /** How many companies of the network it supplies (visible relations). */
      sharedBy: number;
    }[];
  };
  requestPipeline: { single: Count<RequestStatus>[]; bulk: Count<BulkRequestStatus>[] };
  note: { markdown: string };
  savedSearchCount: { name: string; count: number; path: string };
  extension: null;
};

export type WidgetSeverityKey = AlertSeverity;
