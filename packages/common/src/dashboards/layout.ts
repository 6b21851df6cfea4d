/**
 * The dashboard grid (issue 30): react-grid-layout's responsive breakpoints and columns, one
 * layout per breakpoint, and the one check of a layout that the server enforces and the editor
 * shows. Positions are in grid units: x and w in columns, y and h in rows.
 */

export const dashboardBreakpoints = { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 } as const;
export type DashboardBreakpoint = keyof typeof dashboardBreakpoints;
export const dashboardBreakpointKeys = ["lg", "md", "sm", "xs", "xxs"] as const;
export const dashboardColumns: Record<DashboardBreakpoint, number> = {
  lg: 12,
  md: 10,
  sm: 6,
  xs: 4,
  xxs: 2,
};
/** The deepest row a widget may start on: far beyond any real dashboard, a guard against junk. */
export const maxLayoutY = 1000;

export type DashboardLayoutItem = { i: string; x: number; y: number; w: number; h: number };
export type DashboardLayouts = Record<DashboardBreakpoint, DashboardLayoutItem[]>;

/** What the check needs of a widget: its id and the title it is named by in messages. */
export type LayoutWidget = { id: string; title: string };

const quoted = (title: string) => `“${title}”`;

const isWholeNumber = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

const overlaps = (a: DashboardLayoutItem, b: DashboardLayoutItem) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Every problem of `layouts` for these widgets, in words naming the widget and the breakpoint
 * (an empty list: the layouts are good). Each breakpoint must place every widget exactly once,
 * inside its columns, with whole numbers (x, y ≥ 0, w, h ≥ 1, y ≤ 1000), and no two overlap.
 */
export function validateDashboardLayout(
  widgets: readonly LayoutWidget[],
  layouts: unknown,
): string[] {
  if (typeof layouts !== "object" || layouts === null || Array.isArray(layouts)) {
    return ["The layouts must give a layout for each of lg, md, sm, xs and xxs."];
  }
  const errors: string[] = [];
  const byId = new Map(widgets.map((widget) => [widget.id, widget]));
  const record = layouts as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!Object.hasOwn(dashboardBreakpoints, key)) errors.push(`There is no ${key} layout.`);
  }
  for (const breakpoint of dashboardBreakpointKeys) {
    const items = record[breakpoint];
    if (!Array.isArray(items)) {
      errors.push(`The ${breakpoint} layout is missing.`);
      continue;
    }
    errors.push(...checkBreakpoint(breakpoint, items, byId, widgets));
  }
  return errors;
}

function checkBreakpoint(
  breakpoint: DashboardBreakpoint,
  items: unknown[],
  byId: Map<string, LayoutWidget>,
  widgets: readonly LayoutWidget[],
): string[] {
  const errors: string[] = [];
  const columns = dashboardColumns[breakpoint];
  const placed: { item: DashboardLayoutItem; widget: LayoutWidget }[] = [];
  const seen = new Set<string>();
  for (const raw of items) {
    const item = raw as Partial<DashboardLayoutItem> | null;
    const widget = typeof item?.i === "string" ? byId.get(item.i) : undefined;
    if (!item || !widget) {
      const id = typeof item?.i === "string" ? item.i : "?";
      errors.push(`The ${breakpoint} layout places a widget the dashboard does not have (${id}).`);
      continue;
    }
    if (seen.has(widget.id)) {
      errors.push(`${quoted(widget.title)} has two positions in the ${breakpoint} layout.`);
      continue;
    }
    seen.add(widget.id);
    const whole =
      isWholeNumber(item.x, 0) &&
      isWholeNumber(item.y, 0, maxLayoutY) &&
      isWholeNumber(item.w, 1) &&
      isWholeNumber(item.h, 1, maxLayoutY);
    if (!whole) {
      errors.push(
        `${quoted(widget.title)} has an invalid position in the ${breakpoint} layout: x and y must be whole numbers from 0, w and h from 1, and y at most ${maxLayoutY}.`,
      );
      continue;
    }
    const position = item as DashboardLayoutItem;
    if (position.x + position.w > columns) {
      errors.push(
        `${quoted(widget.title)} does not fit the ${columns} columns of the ${breakpoint} layout.`,
      );
      continue;
    }
    const other = placed.find((entry) => overlaps(entry.item, position));
    if (other) {
      errors.push(
        `${quoted(widget.title)} overlaps ${quoted(other.widget.title)} in the ${breakpoint} layout.`,
      );
    }
    placed.push({ item: position, widget });
  }
  for (const widget of widgets) {
    if (!seen.has(widget.id)) {
      errors.push(`The ${breakpoint} layout has no position for ${quoted(widget.title)}.`);
    }
  }
  return errors;
}

/** The first row below every item of a layout. */
const bottomOf = (items: readonly DashboardLayoutItem[]) =>
  items.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);

/**
 * A widget added to every breakpoint: at the bottom, left, as wide as asked but never wider
 * than the breakpoint's columns. Returns new layouts; the given ones are not changed.
 */
export function addWidgetToLayouts(
  layouts: DashboardLayouts,
  widgetId: string,
  size: { w: number; h: number },
): DashboardLayouts {
  const next = {} as DashboardLayouts;
  for (const breakpoint of dashboardBreakpointKeys) {
    const items = layouts[breakpoint] ?? [];
    const w = Math.min(size.w, dashboardColumns[breakpoint]);
    next[breakpoint] = [...items, { i: widgetId, x: 0, y: bottomOf(items), w, h: size.h }];
  }
  return next;
}

/** A widget removed from every breakpoint (the rest keep their places). */
export function removeWidgetFromLayouts(
  layouts: DashboardLayouts,
  widgetId: string,
): DashboardLayouts {
  const next = {} as DashboardLayouts;
  for (const breakpoint of dashboardBreakpointKeys) {
    next[breakpoint] = (layouts[breakpoint] ?? []).filter((item) => item.i !== widgetId);
  }
  return next;
}

/**
 * Layouts for all breakpoints from widgets in reading order: each breakpoint flows them left to
 * right into rows, scaling the widths given for lg (12 columns) to its columns; on phones (xs,
 * xxs) each widget takes the whole width, one under the other. Templates use it, so every
 * breakpoint is valid by construction.
 */
export function flowLayouts(
  widgets: readonly { id: string; w: number; h: number }[],
): DashboardLayouts {
  const layouts = {} as DashboardLayouts;
  for (const breakpoint of dashboardBreakpointKeys) {
    const columns = dashboardColumns[breakpoint];
    const items: DashboardLayoutItem[] = [];
    let x = 0;
    let y = 0;
    let rowHeight = 0;
    for (const widget of widgets) {
      const scaled = Math.max(1, Math.min(columns, Math.round((widget.w * columns) / 12)));
      const w = columns <= dashboardColumns.xs ? columns : scaled;
      if (x + w > columns) {
        x = 0;
        y += rowHeight;
        rowHeight = 0;
      }
      items.push({ i: widget.id, x, y, w, h: widget.h });
      x += w;
      rowHeight = Math.max(rowHeight, widget.h);
    }
    layouts[breakpoint] = items;
  }
  return layouts;
}

export const emptyDashboardLayouts = (): DashboardLayouts => ({
  lg: [],
  md: [],
  sm: [],
  xs: [],
  xxs: [],
});
