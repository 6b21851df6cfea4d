/**
 * The activity side panel's state in the address (spec 1 §2.5, spec 2 §2): display state in
 * `extension`, the tab in `tab`, a highlighted item in `highlighted` and an opened thread in
 * `parentThread`. Pure functions over URLSearchParams, so links can open the panel anywhere.
 */
export const panelDisplays = ["closed", "open", "extended", "sidebar"] as const;
export type PanelDisplay = (typeof panelDisplays)[number];

export const panelParams = {
  extension: "extension",
  tab: "tab",
  highlighted: "highlighted",
  parentThread: "parentThread",
} as const;

export type PanelState = {
  display: PanelDisplay;
  tab: string;
  highlighted: string | null;
  parentThread: string | null;
};

/**
 * What a tab needs of the panel's rules: its key, the query parameters it owns (dropped when the
 * visitor switches away) and those it only reads (kept: the case a link opens).
 */
export type PanelTabKeys = {
  key: string;
  ownsParam?: (name: string) => boolean;
  readsParam?: (name: string) => boolean;
};

function isDisplay(value: string | null): value is PanelDisplay {
  return panelDisplays.some((display) => display === value);
}

/**
 * Reads the panel state. A link naming a tab, a highlighted item or a thread opens the panel
 * even without `extension`; an unknown or unavailable tab falls back to the first (note).
 */
export function readPanelState(params: URLSearchParams, tabs: readonly PanelTabKeys[]): PanelState {
  const extension = params.get(panelParams.extension);
  const requestedTab = params.get(panelParams.tab);
  const tab = tabs.find((candidate) => candidate.key === requestedTab)?.key ?? tabs[0]?.key ?? "";
  const highlighted = params.get(panelParams.highlighted) || null;
  const parentThread = params.get(panelParams.parentThread) || null;
  let display: PanelDisplay = "closed";
  if (isDisplay(extension)) display = extension;
  else if (requestedTab || highlighted || parentThread) display = "open";
  return { display, tab, highlighted, parentThread };
}

/** Any display state can be set directly; closing drops the panel's parameters. */
export function withDisplay(params: URLSearchParams, display: PanelDisplay): URLSearchParams {
  const next = new URLSearchParams(params);
  if (display === "closed") {
    for (const name of Object.values(panelParams)) next.delete(name);
  } else {
    next.set(panelParams.extension, display);
  }
  return next;
}

/** Spec 1 §4: collapse returns to open. */
export function collapsedDisplay(): PanelDisplay {
  return "open";
}

/**
 * Switches tab and opens the panel. Leaving a tab drops the parameters it owns (switching away
 * from the alert tab clears the alert filters), and a highlight or thread of the old tab.
 */
export function withTab(
  params: URLSearchParams,
  tab: string,
  tabs: readonly PanelTabKeys[],
): URLSearchParams {
  const current = readPanelState(params, tabs);
  const next = new URLSearchParams(params);
  if (current.tab !== tab) {
    const leaving = tabs.find((candidate) => candidate.key === current.tab);
    if (leaving?.ownsParam) {
      for (const name of [...next.keys()]) if (leaving.ownsParam(name)) next.delete(name);
    }
    next.delete(panelParams.highlighted);
    next.delete(panelParams.parentThread);
  }
  next.set(panelParams.tab, tab);
  if (current.display === "closed") next.set(panelParams.extension, "open");
  return next;
}

/** Opens a thread (a parent comment and its replies), or goes back to the root with null. */
export function withThread(params: URLSearchParams, parentId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (parentId) next.set(panelParams.parentThread, parentId);
  else next.delete(panelParams.parentThread);
  return next;
}

/** Ends a highlight; a panel the highlight link had opened stays open. */
export function withoutHighlight(
  params: URLSearchParams,
  tabs: readonly PanelTabKeys[],
): URLSearchParams {
  const { display } = readPanelState(params, tabs);
  const next = new URLSearchParams(params);
  next.delete(panelParams.highlighted);
  if (display !== "closed") next.set(panelParams.extension, display);
  return next;
}

/** Whether a query parameter belongs to the panel or one of its tabs rather than to the page. */
export function isPanelParam(name: string, tabs: readonly PanelTabKeys[]): boolean {
  return (
    Object.values(panelParams).some((param) => param === name) ||
    tabs.some((tab) => tab.ownsParam?.(name) || tab.readsParam?.(name))
  );
}

/**
 * A page that writes its own query string in canonical form ("?mode=all", or "") keeps the
 * panel's parameters of `current` after it, in their order: links into the panel (a case, a
 * highlighted note) must survive the page tidying its address.
 */
export function withPanelParams(
  canonical: string,
  current: URLSearchParams,
  tabs: readonly PanelTabKeys[],
): string {
  const own = new URLSearchParams(canonical);
  const kept = new URLSearchParams();
  for (const [name, value] of current) {
    if (isPanelParam(name, tabs) && !own.has(name)) kept.append(name, value);
  }
  // The page's part stays as the page wrote it; commas stay readable in lists, as pages write them.
  const parts = [canonical.replace(/^\?/, ""), kept.toString().replaceAll("%2C", ",")].filter(
    (part) => part !== "",
  );
  return parts.length > 0 ? `?${parts.join("&")}` : "";
}
