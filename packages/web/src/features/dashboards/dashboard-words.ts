/** Dashboard page words that only the web shows (the shared ones are in common/dashboards). */
export const dashboardWords = {
  widgetFailed: "This widget stopped working. Reload the page to try it again.",
  bundleWidgetMissing: "This widget comes from a bundle that is not loaded.",
  saveToSeeData: "Save the dashboard to see this widget's data.",
  noData: "No data for this period.",
  saved: "Dashboard saved.",
  created: (name: string) => `Dashboard "${name}" created.`,
  notFound: "This dashboard does not exist.",
} as const;
