import { describe, expect, it } from "vitest";
import { isBundleUrlAllowed, parseBundleHost, parseBundleHosts } from "./bundle-hosts.ts";
import { checkDashboardContent } from "./content.ts";
import {
  addWidgetToLayouts,
  type DashboardLayoutItem,
  type DashboardLayouts,
  validateDashboardLayout,
} from "./layout.ts";
import { dashboardMessages } from "./messages.ts";
import { dashboardTemplates } from "./templates.ts";
import { builtInWidgetTypes, parseWidgetSettings } from "./widget-types.ts";

const widgets = [
  { id: "a", title: "Alerts over time" },
  { id: "b", title: "Top alert topics" },
];
const stacked = (): DashboardLayouts => ({
  lg: [
    { i: "a", x: 0, y: 0, w: 6, h: 4 },
    { i: "b", x: 6, y: 0, w: 6, h: 4 },
  ],
  md: [
    { i: "a", x: 0, y: 0, w: 5, h: 4 },
    { i: "b", x: 5, y: 0, w: 5, h: 4 },
  ],
  sm: [
    { i: "a", x: 0, y: 0, w: 6, h: 4 },
    { i: "b", x: 0, y: 4, w: 6, h: 4 },
  ],
  xs: [
    { i: "a", x: 0, y: 0, w: 4, h: 4 },
    { i: "b", x: 0, y: 4, w: 4, h: 4 },
  ],
  xxs: [
    { i: "a", x: 0, y: 0, w: 2, h: 4 },
    { i: "b", x: 0, y: 4, w: 2, h: 4 },
  ],
});

describe("dashboard layouts", () => {
  it("accepts a layout that places every widget once, inside the grid", () => {
    expect(validateDashboardLayout(widgets, stacked())).toEqual([]);
  });

  it.each(["lg", "md", "sm", "xs", "xxs"] as const)("refuses overlaps in the %s layout", (bp) => {
    const layouts = stacked();
    layouts[bp][1] = { ...(layouts[bp][0] as DashboardLayoutItem), i: "b" };
    expect(validateDashboardLayout(widgets, layouts)).toEqual([
      `“Top alert topics” overlaps “Alerts over time” in the ${bp} layout.`,
    ]);
  });

  it("refuses a widget outside the columns, a missing one and bad numbers, naming them", () => {
    const layouts = stacked();
    layouts.sm[0] = { i: "a", x: 1, y: 0, w: 6, h: 4 };
    layouts.xs = layouts.xs.filter((item) => item.i !== "a");
    layouts.md[1] = { i: "b", x: 5, y: 1001, w: 5, h: 4 };
    expect(validateDashboardLayout(widgets, layouts)).toEqual([
      "“Top alert topics” has an invalid position in the md layout: x and y must be whole numbers from 0, w and h from 1, and y at most 1000.",
      "“Alerts over time” does not fit the 6 columns of the sm layout.",
      "The xs layout has no position for “Alerts over time”.",
    ]);
    expect(validateDashboardLayout(widgets, { ...stacked(), xxs: undefined })).toEqual([
      "The xxs layout is missing.",
    ]);
  });

  it("adds a widget at the bottom of every breakpoint, within its columns", () => {
    const next = addWidgetToLayouts(stacked(), "c", { w: 8, h: 3 });
    const all = [...widgets, { id: "c", title: "Note" }];
    expect(validateDashboardLayout(all, next)).toEqual([]);
    expect(next.xxs.at(-1)).toEqual({ i: "c", x: 0, y: 8, w: 2, h: 3 });
  });
});

describe("dashboard templates", () => {
  it.each(dashboardTemplates.map((t) => [t.name, t] as const))("%s is valid", (_name, t) => {
    const checked = checkDashboardContent({ ...t, bundles: [] }, []);
    expect(checked.errors).toEqual([]);
  });

  it("are the four of the issue", () => {
    expect(dashboardTemplates.map((t) => t.name)).toEqual([
      "Risk overview",
      "Alerts this week",
      "Case work",
      "Supplier onboarding",
    ]);
  });
});

describe("widget settings", () => {
  it("are completed with defaults and refused with a reason", () => {
    expect(parseWidgetSettings("riskGradeDistribution", {})).toEqual({
      ok: true,
      settings: { groupBy: "grade" },
    });
    expect(parseWidgetSettings("note", { markdown: "x".repeat(10_001) })).toEqual({
      ok: false,
      error: "markdown: A note holds at most 10,000 characters.",
    });
    expect(parseWidgetSettings("savedSearchCount", {}).ok).toBe(false);
    expect(builtInWidgetTypes).toHaveLength(12);
  });
});

describe("bundle hosts", () => {
  it("keeps origins, https only except loopback", () => {
    expect(parseBundleHost("https://widgets.example.com/")).toEqual({
      ok: true,
      origin: "https://widgets.example.com",
    });
    expect(parseBundleHost("http://127.0.0.1:5174")).toEqual({
      ok: true,
      origin: "http://127.0.0.1:5174",
    });
    expect(parseBundleHost("http://[::1]:8080").ok).toBe(true);
    for (const bad of [
      "http://widgets.example.com",
      "https://widgets.example.com/path",
      "https://user:pw@widgets.example.com",
      "https://widgets.example.com?x=1",
      "widgets.example.com",
      "javascript:alert(1)",
    ]) {
      expect(parseBundleHost(bad)).toEqual({
        ok: false,
        error: dashboardMessages.invalidBundleHost,
      });
    }
    expect(parseBundleHosts(["https://a.test", "https://a.test/", " "])).toEqual({
      ok: true,
      hosts: ["https://a.test"],
    });
    const many = Array.from({ length: 21 }, (_, n) => `https://h${n}.test`);
    expect(parseBundleHosts(many)).toEqual({
      ok: false,
      error: "An organisation allows at most 20 bundle hosts.",
    });
  });

  it("allows bundle URLs only on the allowed origins", () => {
    const allowed = ["https://cdn.tierwise.test", "http://127.0.0.1:5174"];
    expect(isBundleUrlAllowed("/examples/bundle.js", allowed)).toBe(true);
    expect(isBundleUrlAllowed("https://cdn.tierwise.test/w/x.js", allowed)).toBe(true);
    expect(isBundleUrlAllowed("http://127.0.0.1:5174/bundle.js", allowed)).toBe(true);
    expect(isBundleUrlAllowed("//evil.test/x.js", allowed)).toBe(false);
    expect(isBundleUrlAllowed("https://evil.test/x.js", allowed)).toBe(false);
    expect(isBundleUrlAllowed("http://cdn.tierwise.test/x.js", allowed)).toBe(false);
  });
});
