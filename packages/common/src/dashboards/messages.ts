/**
 * Dashboards' words (issue 30; spec 1 §8, spec 3 §8). The server and the web share them so a
 * refusal reads the same wherever it is shown.
 */
export const dashboardMessages = {
  /** Spec 1 §8 / spec 3 §8, exact wording (a warning). */
  bundlesFailed: "Failed to load some of the Dashboard bundles.",
  notFound: "This dashboard does not exist.",
  enterAName: "Enter a name.",
  unknownTemplate: "Choose one of the dashboard templates.",
  unknownIcon: "Choose one of the dashboard icons.",
  tooManyWidgets: (max: number) => `A dashboard holds at most ${max} widgets.`,
  tooManySections: (max: number) => `A dashboard holds at most ${max} sections.`,
  tooManyBundles: (max: number) => `A dashboard loads at most ${max} bundles.`,
  duplicateWidgetId: (id: string) => `Two widgets share the id “${id}”.`,
  unknownSection: (title: string) => `“${title}” is in a section the dashboard does not have.`,
  invalidWidgetSettings: (title: string, detail: string) =>
    `The settings of “${title}” are not valid: ${detail}`,
  bundleNotAllowed: (url: string) =>
    `The bundle ${url} is not on an allowed host. Add its origin to the organisation's allowed dashboard bundle hosts first.`,
  invalidBundleUrl: (url: string) => `${url} is not a bundle address (https://… or /…).`,
  invalidBundleHost:
    "Enter an origin such as https://widgets.example.com. Only https is allowed, except for localhost.",
  tooManyBundleHosts: (max: number) => `An organisation allows at most ${max} bundle hosts.`,
  unknownAccessActor: "Choose people, teams or the organisation of this dashboard.",
} as const;

/**
 * Optimistic concurrency: the version the editor started from is no longer the stored one.
 * `time` is already formatted for the reader (the server sends an ISO time, the web formats).
 */
export function dashboardConflictMessage(name: string, time: string): string {
  return `Someone else saved this dashboard (${name}, ${time}). Reload to see their changes, then make yours again.`;
}

/** Why the viewer may not see a widget, in one line (the widget says it instead of hiding). */
export const widgetNotAllowedReasons = {
  riskHub: "You need access to the risk hub to see this widget.",
  alerts: "Alerts are not enabled for your organisation.",
  cases: "Case management is not enabled for your organisation.",
  portfolios: "You need permission to read portfolios to see this widget.",
  nTier: "N-tier is not enabled for your organisation.",
  requestsFlag: "Company requests are not enabled for your organisation.",
  requestsPermission: "You need permission to read company requests to see this widget.",
  savedSearches: "Advanced search is not enabled for your organisation.",
  savedSearchNotYours: "Only the person who saved this search can see its count.",
} as const;
export type WidgetNotAllowedReason = keyof typeof widgetNotAllowedReasons;
