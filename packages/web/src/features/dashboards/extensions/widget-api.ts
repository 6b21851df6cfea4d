/**
 * The extension bundle API, version 1 (README "Dashboard extension bundles"). A bundle is an ES
 * module whose default export, or named export `register`, receives a `DashboardWidgetApi` and
 * registers widgets with it. Everything here is the public contract: change it only with a new
 * `version`, keeping version 1 working for bundles already written against it.
 */

export const dashboardWidgetApiVersion = 1;

/** What every widget follows: the toolbar's date range and portfolio filter. */
export type DashboardWidgetFilters = {
  /** ISO date-time of the range's start. */
  from: string;
  /** ISO date-time of the range's end. */
  to: string;
  /** Empty: every portfolio. */
  portfolioIds: string[];
};

export type DashboardWidgetProps = {
  /** The widget's own settings, as the dashboard stores them. */
  settings: Record<string, unknown>;
  /** The widget's content box in CSS pixels. */
  size: { width: number; height: number };
  filters: DashboardWidgetFilters;
  /**
   * Runs a GraphQL document against the portal's API with the viewer's session and rights;
   * resolves to `data`, rejects with the first error's message.
   */
  query: (document: string, variables?: Record<string, unknown>) => Promise<unknown>;
};

/** Called again with new props after the widget is unmounted; returns how to unmount it. */
export type DashboardWidgetMount = (
  element: HTMLElement,
  props: DashboardWidgetProps,
) => (() => void) | undefined;

export type DashboardWidgetDefinition = {
  /** "vendor.name": lower-case words joined by dots, at least two. */
  type: string;
  title: string;
  defaultSize: { w: number; h: number };
  mount: DashboardWidgetMount;
};

export type DashboardWidgetApi = {
  readonly version: typeof dashboardWidgetApiVersion;
  registerWidget: (definition: DashboardWidgetDefinition) => void;
};

const typePattern = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/;

/** Why a registration is refused, or null when it is a usable widget definition. */
export function widgetDefinitionProblem(definition: unknown): string | null {
  if (definition === null || typeof definition !== "object") return "a widget must be an object";
  const value = definition as Partial<DashboardWidgetDefinition>;
  if (typeof value.type !== "string" || !typePattern.test(value.type))
    return `"${String(value.type)}" is not a widget type such as "vendor.name"`;
  if (typeof value.title !== "string" || value.title.trim() === "")
    return `${value.type} has no title`;
  const size = value.defaultSize;
  const whole = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12;
  if (!size || !whole(size.w) || !whole(size.h))
    return `${value.type} needs a defaultSize {w, h} of whole grid units from 1 to 12`;
  if (typeof value.mount !== "function") return `${value.type} has no mount function`;
  return null;
}
