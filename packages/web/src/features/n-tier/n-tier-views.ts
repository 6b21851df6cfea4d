/** The n-tier sub-pages (spec 3 §2 "N-tier"): their address segments and tab labels. */
export const nTierViews = ["table", "geo", "graph"] as const;
export type NTierView = (typeof nTierViews)[number];

export const nTierViewLabels: Record<NTierView, string> = {
  table: "Table",
  geo: "Map",
  graph: "Graph",
};

export function isNTierView(value: string | undefined): value is NTierView {
  return (nTierViews as readonly string[]).includes(value ?? "");
}

/** A sub-page's address, keeping the shared filter (the query string) across the tabs. */
export function nTierViewPath(view: NTierView, search = ""): string {
  return `/n-tier/${view}${search}`;
}
