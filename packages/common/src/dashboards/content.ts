import { z } from "zod";
import { oneLineName } from "../inputs/text.ts";
import { isBundleUrlAllowed } from "./bundle-hosts.ts";
import { validateDashboardLayout } from "./layout.ts";
import { dashboardMessages } from "./messages.ts";
import {
  type DashboardSection,
  type DashboardToolbar,
  type DashboardWidget,
  dashboardDatePresets,
  dashboardWidgetTypeKeys,
  parseWidgetSettings,
} from "./widget-types.ts";

/**
 * What a dashboard holds, checked the same way by the server (which refuses) and the editor
 * (which shows the problems before saving): the shapes by zod, then each widget's settings by
 * its type, the layouts by `validateDashboardLayout`, the bundles by the allowed origins.
 */
export const dashboardLimits = { name: 80, widgets: 50, sections: 20, bundles: 10, title: 120 };

export const dashboardNameSchema = oneLineName(dashboardLimits.name, dashboardMessages.enterAName);

const id = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Ids are 1 to 64 letters, digits, - or _.");
const title = oneLineName(dashboardLimits.title, dashboardMessages.enterAName);

export const dashboardSectionsSchema = z
  .array(z.object({ id, title }))
  .max(dashboardLimits.sections, dashboardMessages.tooManySections(dashboardLimits.sections));

export const dashboardWidgetsSchema = z
  .array(
    z.object({
      id,
      type: z.enum(dashboardWidgetTypeKeys as [string, ...string[]], "Choose a widget type."),
      title,
      sectionId: id.nullish(),
      settings: z.record(z.string(), z.unknown()).default({}),
    }),
  )
  .max(dashboardLimits.widgets, dashboardMessages.tooManyWidgets(dashboardLimits.widgets));

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());
export const dashboardToolbarSchema = z.object({
  dateRange: z
    .object({ preset: z.enum(dashboardDatePresets) })
    .or(z.object({ from: isoDate, to: isoDate }))
    .default({ preset: "30d" }),
  portfolioIds: z.array(z.uuid("Choose an existing portfolio.")).max(100).default([]),
});

export const dashboardBundlesSchema = z
  .array(z.string().trim().min(1).max(2000))
  .max(dashboardLimits.bundles, dashboardMessages.tooManyBundles(dashboardLimits.bundles));

export type DashboardContent = {
  widgets: DashboardWidget[];
  sections: DashboardSection[];
  layouts: unknown;
  toolbar: DashboardToolbar;
  bundles: string[];
};

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue?.message ?? "invalid"}`;
};

/**
 * Every problem of a dashboard's content, in words (empty: it may be saved). Widgets come back
 * with their settings completed by defaults.
 */
export function checkDashboardContent(
  input: {
    widgets: unknown;
    sections: unknown;
    layouts: unknown;
    toolbar: unknown;
    bundles: unknown;
  },
  allowedOrigins: readonly string[],
): { errors: string[]; content?: DashboardContent } {
  const widgets = dashboardWidgetsSchema.safeParse(input.widgets);
  const sections = dashboardSectionsSchema.safeParse(input.sections);
  const toolbar = dashboardToolbarSchema.safeParse(input.toolbar ?? {});
  const bundles = dashboardBundlesSchema.safeParse(input.bundles ?? []);
  const errors = [widgets, sections, toolbar, bundles].flatMap((result) =>
    result.success ? [] : [firstIssue(result.error)],
  );
  if (!widgets.success || !sections.success || !toolbar.success || !bundles.success) {
    return { errors };
  }
  const sectionIds = new Set(sections.data.map((section) => section.id));
  const seen = new Set<string>();
  const checked: DashboardWidget[] = [];
  for (const widget of widgets.data) {
    if (seen.has(widget.id)) errors.push(dashboardMessages.duplicateWidgetId(widget.id));
    seen.add(widget.id);
    if (widget.sectionId && !sectionIds.has(widget.sectionId)) {
      errors.push(dashboardMessages.unknownSection(widget.title));
    }
    const type = widget.type as DashboardWidget["type"];
    const settings = parseWidgetSettings(type, widget.settings);
    if (!settings.ok) {
      errors.push(dashboardMessages.invalidWidgetSettings(widget.title, settings.error));
      continue;
    }
    checked.push({ ...widget, type, settings: settings.settings as Record<string, unknown> });
  }
  errors.push(...validateDashboardLayout(widgets.data, input.layouts));
  for (const url of bundles.data) {
    if (!isBundleUrlAllowed(url, allowedOrigins))
      errors.push(dashboardMessages.bundleNotAllowed(url));
  }
  const content: DashboardContent = {
    widgets: checked,
    sections: sections.data,
    layouts: input.layouts,
    toolbar: toolbar.data as DashboardToolbar,
    bundles: [...new Set(bundles.data)],
  };
  return errors.length > 0 ? { errors } : { errors, content };
}
