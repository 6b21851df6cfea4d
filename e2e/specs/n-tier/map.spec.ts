import type { Page } from "@playwright/test";
import { countryName } from "../../../packages/common/src/countries.ts";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { collectPageErrors, networkSites, nextAnswer, viewTab } from "./n-tier-steps.ts";

type Site = {
  companyId: string;
  companyName: string;
  tier: number;
  countryCode: string | null;
  latitude: number;
  longitude: number;
};
type Point = { x: number; y: number };

// The map opens on this view (NTierMap.tsx); MapLibre's world is 512 px wide at zoom 0.
const mapCenter = { longitude: 10, latitude: 25 };
const worldPixels = 512 * 2 ** 1;

/** Web Mercator, as MapLibre draws it: a place's pixel within the map of this size. */
function pixelOf(place: { longitude: number; latitude: number }, size: Point): Point {
  const x = (longitude: number) => (longitude + 180) / 360;
  const y = (latitude: number) =>
    (1 - Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) / Math.PI) / 2;
  return {
    x: size.x / 2 + (x(place.longitude) - x(mapCenter.longitude)) * worldPixels,
    y: size.y / 2 + (y(place.latitude) - y(mapCenter.latitude)) * worldPixels,
  };
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Well inside the map, clear of its zoom buttons (top right). */
const inside = (point: Point, size: Point) =>
  point.x > 20 && point.x < size.x - 60 && point.y > 20 && point.y < size.y - 20;

// Inland points of large countries: one far from every site is bare land to click.
const inlandPoints = [
  { code: "RU", latitude: 62, longitude: 100 },
  { code: "CA", latitude: 58, longitude: -105 },
  { code: "BR", latitude: -8, longitude: -55 },
  { code: "AU", latitude: -24, longitude: 128 },
  { code: "KZ", latitude: 48, longitude: 68 },
  { code: "DZ", latitude: 27, longitude: 3 },
];

async function openMap(page: Page) {
  await page.goto("/n-tier/table");
  await viewTab(page, "Map").click();
  await expect(page).toHaveURL(/\/n-tier\/geo$/);
  return networkSites<Site>(page, "companyId companyName tier countryCode latitude longitude");
}

test.use({ viewport: { width: 1280, height: 1000 } });

test("the map draws the sites: a site's click lists its companies, a country's its exposed tier-1 suppliers", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, "admin@acme.test", null);
  const sites = await openMap(page);
  expect(sites.length).toBeGreaterThan(0);
  await expect(page.getByText(/^\d+ sites in \d+ countries$/)).toBeVisible();
  const map = page.getByRole("region", { name: /^Map of supplier sites/ });
  await expect(map.locator("canvas")).toBeVisible();
  const sitesOn = async () => {
    const box = await map.boundingBox();
    if (!box) throw new Error("the map has no size");
    const size = { x: box.width, y: box.height };
    return { size, pixels: sites.map((site) => ({ site, at: pixelOf(site, size) })) };
  };

  // Bare land of a country selects it and lists the tier-1 suppliers exposed to it. The map
  // draws its layers once its style has loaded, so the click is repeated until it lands.
  const before = await sitesOn();
  const land = inlandPoints
    .map((point) => {
      const at = pixelOf(point, before.size);
      return {
        ...point,
        at,
        clearance: Math.min(...before.pixels.map((one) => distance(one.at, at))),
      };
    })
    .filter((point) => inside(point.at, before.size))
    .sort((a, b) => b.clearance - a.clearance)[0];
  if (!land || land.clearance < 40) throw new Error("no bare land to click");
  const exposure = page.getByRole("region", {
    name: `Tier-1 suppliers exposed to ${countryName(land.code)}`,
  });
  await expect(async () => {
    await map.click({ position: land.at });
    await expect(exposure).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(exposure.getByRole("button", { name: "Close exposure panel" })).toBeVisible();

  // The panel narrows the map, around the same centre. The site farthest from all others is
  // drawn on its own, not in a cluster: clicking it lists its companies, each leading to its profile.
  const after = await sitesOn();
  const clearance = (one: (typeof after.pixels)[number]) =>
    Math.min(
      ...after.pixels.filter((other) => other !== one).map((other) => distance(one.at, other.at)),
    );
  const [alone] = after.pixels
    .filter((one) => inside(one.at, after.size))
    .sort((a, b) => clearance(b) - clearance(a));
  // Sites closer than the cluster radius (40 px) are drawn as one cluster.
  if (!alone || clearance(alone) < 60) throw new Error("no site stands alone on the map");
  const popup = page.getByRole("list", { name: "Companies at these sites" });
  await expect(async () => {
    await map.click({ position: alone.at });
    await expect(popup).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await popup.getByRole("link", { name: alone.site.companyName, exact: true }).click();
  await expect(page).toHaveURL(/\/company\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: alone.site.companyName })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a region drawn over the sites lists the tier-1 suppliers exposed to it; Escape cancels drawing", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, "admin@acme.test", null);
  const sites = await openMap(page);
  const map = page.getByRole("region", { name: /^Map of supplier sites/ });
  await expect(map).toHaveAttribute("aria-busy", "false");
  const box = await map.boundingBox();
  if (!box) throw new Error("the map has no size");
  const size = { x: box.width, y: box.height };
  const draw = page.getByRole("button", { name: "Draw a region" });

  // Escape leaves drawing mode without asking anything.
  await draw.click();
  await expect(draw).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").getByText(/Escape cancels/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(draw).toHaveAttribute("aria-pressed", "false");

  // A rectangle around the tier-1 sites drawn on the map, clear of the button at the top left.
  const tierOne = sites
    .filter((site) => site.tier === 1)
    .map((site) => ({ site, at: pixelOf(site, size) }))
    .filter((one) => inside(one.at, size) && one.at.y > 80);
  if (tierOne.length === 0) throw new Error("no tier-1 site on the map");
  const from = {
    x: Math.max(20, Math.min(...tierOne.map((one) => one.at.x)) - 10),
    y: Math.max(70, Math.min(...tierOne.map((one) => one.at.y)) - 10),
  };
  const to = {
    x: Math.min(size.x - 60, Math.max(...tierOne.map((one) => one.at.x)) + 10),
    y: Math.min(size.y - 20, Math.max(...tierOne.map((one) => one.at.y)) + 10),
  };
  await draw.click();
  const answer = nextAnswer<{ nTierExposure: { name: string }[] }>(page, "NTierExposureOf");
  await page.mouse.move(box.x + from.x, box.y + from.y);
  await page.mouse.down();
  await page.mouse.move(box.x + (from.x + to.x) / 2, box.y + (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(box.x + to.x, box.y + to.y, { steps: 5 });
  await page.mouse.up();
  const exposed = (await answer).nTierExposure.map((supplier) => supplier.name);

  const panel = page.getByRole("region", {
    name: "Tier-1 suppliers exposed to the drawn region",
  });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByText(/^[\d.]+°[NS] to [\d.]+°[NS], [\d.]+°[EW] to [\d.]+°[EW]$/),
  ).toBeVisible();
  // A tier-1 company with a site in the box is exposed itself.
  for (const one of tierOne) expect(exposed).toContain(one.site.companyName);
  const list = panel.getByRole("list", { name: "Tier-1 suppliers exposed to the drawn region" });
  await expect(list.getByRole("link")).toHaveCount(exposed.length);
  await expect(draw).toHaveAttribute("aria-pressed", "false");
  expect(errors).toEqual([]);
});
