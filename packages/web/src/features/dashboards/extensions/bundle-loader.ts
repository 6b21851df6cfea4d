import {
  type DashboardWidgetApi,
  type DashboardWidgetDefinition,
  dashboardWidgetApiVersion,
  widgetDefinitionProblem,
} from "./widget-api.ts";

/** The widgets the dashboard's bundles registered, by type, and the bundles that failed. */
export type LoadedBundles = {
  widgets: ReadonlyMap<string, DashboardWidgetDefinition>;
  failed: { url: string; reason: string }[];
};

export type ModuleImporter = (url: string) => Promise<unknown>;

/**
 * The browser's own module loader. The Content-Security-Policy of /dashboards/* pages decides
 * which origins it may load from (the portal, its CDN, the organisation's allowed hosts); a
 * refusal rejects this promise like a missing file does.
 */
export const importBundle: ModuleImporter = (url) => import(/* @vite-ignore */ url);

function registerFunction(module: unknown): ((api: DashboardWidgetApi) => unknown) | null {
  if (module === null || typeof module !== "object") return null;
  const exports = module as { default?: unknown; register?: unknown };
  if (typeof exports.default === "function")
    return exports.default as (api: DashboardWidgetApi) => unknown;
  if (typeof exports.register === "function")
    return exports.register as (api: DashboardWidgetApi) => unknown;
  return null;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads one bundle and collects what it registers. A bundle counts as failed when it cannot be
 * loaded (blocked, missing, a syntax error), has no register function, throws while
 * registering or registers something that is not a widget; its good registrations are dropped
 * too, so a half-registered bundle never shows half its widgets.
 */
async function loadOne(
  url: string,
  importer: ModuleImporter,
): Promise<DashboardWidgetDefinition[] | { reason: string }> {
  let module: unknown;
  try {
    module = await importer(url);
  } catch (error) {
    return { reason: reasonOf(error) };
  }
  const register = registerFunction(module);
  if (!register) return { reason: "the module exports neither a default function nor register" };
  const registered: DashboardWidgetDefinition[] = [];
  const problems: string[] = [];
  const api: DashboardWidgetApi = Object.freeze({
    version: dashboardWidgetApiVersion,
    registerWidget: (definition: DashboardWidgetDefinition) => {
      const problem = widgetDefinitionProblem(definition);
      if (problem) problems.push(problem);
      else registered.push(definition);
    },
  });
  try {
    // A register function may be async (it may load more code first).
    await register(api);
  } catch (error) {
    return { reason: reasonOf(error) };
  }
  if (problems.length > 0) return { reason: problems.join("; ") };
  return registered;
}

/**
 * Loads every bundle of a dashboard side by side; one failing bundle never stops the others.
 * When two bundles register the same type, the first in the dashboard's list wins.
 */
export async function loadDashboardBundles(
  urls: readonly string[],
  importer: ModuleImporter = importBundle,
): Promise<LoadedBundles> {
  const results = await Promise.all(urls.map((url) => loadOne(url, importer)));
  const widgets = new Map<string, DashboardWidgetDefinition>();
  const failed: LoadedBundles["failed"] = [];
  results.forEach((result, index) => {
    const url = urls[index] as string;
    if ("reason" in result) {
      failed.push({ url, reason: result.reason });
      return;
    }
    for (const definition of result)
      if (!widgets.has(definition.type)) widgets.set(definition.type, definition);
  });
  return { widgets, failed };
}
