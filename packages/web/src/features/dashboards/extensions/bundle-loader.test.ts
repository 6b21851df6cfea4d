import { describe, expect, it } from "vitest";
import exampleBundle from "../../../../../../examples/dashboard-bundle/widgets.js?raw";
import { loadDashboardBundles } from "./bundle-loader.ts";

/** A bundle as the browser would load it: an ES module at an address (here a data: URL). */
const bundle = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

const widget = (type: string) =>
  `{ type: "${type}", title: "${type}", defaultSize: { w: 3, h: 2 }, mount() { return () => {}; } }`;

const good = bundle(
  `export default function (api) { api.registerWidget(${widget("acme.weather")}); }`,
);

describe("loading a dashboard's bundles", () => {
  it("collects the widgets each bundle registers, by default export or named register", async () => {
    const named = bundle(
      `export function register(api) { api.registerWidget(${widget("acme.news")}); }`,
    );
    const loaded = await loadDashboardBundles([good, named]);
    expect([...loaded.widgets.keys()]).toEqual(["acme.weather", "acme.news"]);
    expect(loaded.failed).toEqual([]);
  });

  it("hands every bundle the version 1 API", async () => {
    const checking = bundle(`export default function (api) {
      if (api.version !== 1) throw new Error("wrong version " + api.version);
      api.registerWidget(${widget("acme.checked")});
    }`);
    expect((await loadDashboardBundles([checking])).failed).toEqual([]);
  });

  it("counts a missing, throwing or empty bundle as failed and keeps loading the others", async () => {
    const throwing = bundle(`export default function () { throw new Error("no licence"); }`);
    const empty = bundle("export const nothing = 1;");
    const missing = "https://bundles.invalid/widgets.js";
    const loaded = await loadDashboardBundles([missing, throwing, good, empty]);
    expect([...loaded.widgets.keys()]).toEqual(["acme.weather"]);
    expect(loaded.failed.map((failure) => failure.url)).toEqual([missing, throwing, empty]);
    expect(loaded.failed[1]?.reason).toBe("no licence");
    expect(loaded.failed[2]?.reason).toMatch(/neither a default function nor register/);
  });

  it("refuses a bundle that registers something that is not a widget, with none of its widgets", async () => {
    const half = bundle(`export default function (api) {
      api.registerWidget(${widget("acme.fine")});
      api.registerWidget({ type: "NoVendor", title: "x", defaultSize: { w: 3, h: 2 }, mount() {} });
    }`);
    const loaded = await loadDashboardBundles([half]);
    expect(loaded.widgets.size).toBe(0);
    expect(loaded.failed[0]?.reason).toMatch(/"NoVendor" is not a widget type/);
  });

  it("keeps the first bundle's widget when two register the same type", async () => {
    const other = bundle(`export default function (api) {
      api.registerWidget({ ...${widget("acme.weather")}, title: "Second" });
    }`);
    const loaded = await loadDashboardBundles([good, other]);
    expect(loaded.widgets.get("acme.weather")?.title).toBe("acme.weather");
  });

  it("loads the example bundle of the repository", async () => {
    const loaded = await loadDashboardBundles([bundle(exampleBundle)]);
    expect(loaded.failed).toEqual([]);
    expect(loaded.widgets.get("example.portfolio-count")?.defaultSize).toEqual({ w: 3, h: 2 });
  });
});
