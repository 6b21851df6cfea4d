import { describe, expect, it } from "vitest";
import {
  collapsedDisplay,
  isPanelParam,
  readPanelState,
  withDisplay,
  withoutHighlight,
  withPanelParams,
  withTab,
  withThread,
} from "./panel-state.ts";

// The note tab of today and an alert tab shaped as the alerts feature will add it.
const tabs = [
  { key: "note" },
  { key: "alert", ownsParam: (name: string) => name.startsWith("alert") },
];
const params = (text: string) => new URLSearchParams(text);

describe("activity panel state", () => {
  it("is closed without parameters, and note is the default tab", () => {
    expect(readPanelState(params(""), tabs)).toEqual({
      display: "closed",
      tab: "note",
      highlighted: null,
      parentThread: null,
    });
  });

  it("reads each display state from extension", () => {
    for (const display of ["open", "extended", "sidebar"] as const) {
      expect(readPanelState(params(`extension=${display}`), tabs).display).toBe(display);
    }
    expect(readPanelState(params("extension=bogus"), tabs).display).toBe("closed");
  });

  it("opens for a link naming a highlighted note or a thread", () => {
    const state = readPanelState(params("highlighted=c-1&parentThread=c-0"), tabs);
    expect(state).toEqual({
      display: "open",
      tab: "note",
      highlighted: "c-1",
      parentThread: "c-0",
    });
  });

  it("falls back to the first tab for an unknown one", () => {
    expect(readPanelState(params("tab=case"), tabs).tab).toBe("note");
  });

  it("sets any display state directly and drops the panel's parameters when closed", () => {
    const extended = withDisplay(params("tab=note&other=1"), "extended");
    expect(extended.toString()).toBe("tab=note&other=1&extension=extended");
    const closed = withDisplay(
      params("extension=open&tab=note&highlighted=c&parentThread=p&q=x"),
      "closed",
    );
    expect(closed.toString()).toBe("q=x");
    expect(collapsedDisplay()).toBe("open");
  });

  it("switching away from the alert tab clears its filter parameters", () => {
    const next = withTab(
      params("extension=open&tab=alert&alertSeverity=high&alertDates=2026-01-01,2026-02-01&q=x"),
      "note",
      tabs,
    );
    expect(next.toString()).toBe("extension=open&tab=note&q=x");
  });

  it("keeps the note tab's parameters when its tab is chosen again, and opens a closed panel", () => {
    const again = withTab(params("tab=note&highlighted=c-1"), "note", tabs);
    expect(again.get("highlighted")).toBe("c-1");
    expect(withTab(params("q=1"), "note", tabs).toString()).toBe("q=1&tab=note&extension=open");
    const away = withTab(
      params("extension=sidebar&tab=note&highlighted=c-1&parentThread=p"),
      "alert",
      tabs,
    );
    expect(away.toString()).toBe("extension=sidebar&tab=alert");
  });

  it("opens a thread and goes back to the root; a highlight can be cleared", () => {
    const thread = withThread(params("extension=open"), "c-9");
    expect(thread.get("parentThread")).toBe("c-9");
    expect(withThread(thread, null).has("parentThread")).toBe(false);
    // The panel the highlight link opened stays open.
    expect(withoutHighlight(params("highlighted=c&tab=note"), tabs).toString()).toBe(
      "tab=note&extension=open",
    );
  });

  it("tells the panel's parameters (its own, a tab's owned or read ones) from the page's", () => {
    const withCase = [...tabs, { key: "case", readsParam: (name: string) => name === "case" }];
    for (const name of ["extension", "tab", "highlighted", "parentThread", "alert_x", "case"]) {
      expect(isPanelParam(name, withCase)).toBe(true);
    }
    expect(isPanelParam("mode", withCase)).toBe(false);
    // A read parameter survives switching tabs; an owned one does not.
    expect(withTab(params("tab=case&case=c-1"), "note", withCase).get("case")).toBe("c-1");
  });

  it("keeps the panel's parameters after a page's canonical query string", () => {
    const current = params("bogus=1&tab=note&mode=x&highlighted=c-1&alert_types=a,b");
    expect(withPanelParams("?mode=all&score=1,2", current, tabs)).toBe(
      "?mode=all&score=1,2&tab=note&highlighted=c-1&alert_types=a,b",
    );
    expect(withPanelParams("", current, tabs)).toBe("?tab=note&highlighted=c-1&alert_types=a,b");
    expect(withPanelParams("", params("bogus=1"), tabs)).toBe("");
  });
});
