/**
 * The n-tier views in the browser (issue 29), on PostgreSQL: a network of 10,000 companies and
 * 50,000 sites (n-tier-browser-seed.ts), the built web app served by the real server, and
 * Debian's headless Chromium.
 *
 * - Graph: frames per second (from requestAnimationFrame) while the graph is dragged around for
 *   a few seconds, against the same drag over an empty page in the same browser.
 * - Map: navigation to the map's first idle with its sites drawn (the map section's aria-busy
 *   turns false then), against the same page filtered to tier 1 (500 sites). The map first
 *   draws the sites summed by grid cell (nTierSiteOverview), then every site (nTierSiteMap):
 *   the time until that second drawing (data-sites="all") is given beside.
 * - The server's answers the two pages wait for, timed on their own, against nTierSites (every
 *   site's company and address, which only the map's list view reads).
 *
 * Needs the built web app (`npm run build`, or BENCH_WEB_DIST=<folder of a vite build>).
 * BENCH_N_TIER_BROWSER_KEEP=1 keeps the seeded database for the next run;
 * BENCH_N_TIER_BROWSER_MAP_ONLY=1 leaves the graph out; BENCH_N_TIER_BROWSER_REPEATS=n (3).
 * Run alone: `node bench/n-tier-browser.ts` (wrap it in `flock /tmp/e2e.lock` beside e2e runs).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type Browser, chromium, type Page } from "playwright-core";
import { buildApp } from "../packages/server/src/app.ts";
import type { Config } from "../packages/server/src/config.ts";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";
import { benchTable, runPostgresBench } from "./bench-postgres.ts";
import type { BenchRow } from "./members.ts";
import {
  benchEmail,
  benchPassword,
  type NTierBrowserSeed,
  seedNTierBrowser,
  sitesPerCompany,
  tierSizes,
} from "./n-tier-browser-seed.ts";
import { median, root } from "./support.ts";

const port = 3330;
const base = `http://127.0.0.1:${port}`;
const webDist = process.env.BENCH_WEB_DIST ?? path.join(root, "packages/web/dist");
/** An earlier build of the web app to measure in the same run ("before"), served beside. */
const webDistBefore = process.env.BENCH_WEB_DIST_BEFORE;
const portBefore = 3331;
const keep = process.env.BENCH_N_TIER_BROWSER_KEEP === "1";
const mapOnly = process.env.BENCH_N_TIER_BROWSER_MAP_ONLY === "1";
const repeats = Number(process.env.BENCH_N_TIER_BROWSER_REPEATS ?? 3);
const panMilliseconds = 4_000;
const viewport = { width: 1280, height: 900 };

/** Launch arguments of the browser tests (e2e/playwright.config.ts), for every bench's browser. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** Signs in over the API at `url`; the session cookie (name=value). run.ts signs in with it too. */
export async function signInAt(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
      variables: { input: { email, password } },
    }),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in failed: ${await response.text()}`);
  return cookie;
}

/** One GraphQL answer's time and size, as the page asks for it. */
async function timedQuery(cookie: string, query: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok || body.includes('"errors"')) throw new Error(body.slice(0, 400));
  return { ms, bytes: body.length, body };
}

async function newPage(browser: Browser, cookie: string, url = base): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const [name, value] = cookie.split("=");
  await context.addCookies([{ name: name ?? "", value: value ?? "", url }]);
  const page = await context.newPage();
  page.on("pageerror", (error) => console.warn(`  page error: ${error.message}`));
  return page;
}

type Frames = { fps: number; p95FrameMs: number; longestFrameMs: number };

/**
 * Drags with the mouse from the middle of `box` around a circle for panMilliseconds, counting
 * the page's animation frames meanwhile.
 */
async function framesWhileDragging(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
): Promise<Frames> {
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const radius = Math.min(box.width, box.height) / 4;
  await page.mouse.move(centre.x + radius, centre.y);
  await page.mouse.down();
  await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchStop: boolean };
    w.benchFrames = [];
    w.benchStop = false;
    const tick = (time: number) => {
      w.benchFrames.push(time);
      if (!w.benchStop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = performance.now();
  for (let elapsed = 0; elapsed < panMilliseconds; elapsed = performance.now() - started) {
    const angle = (elapsed / 1_000) * Math.PI; // half a turn a second
    await page.mouse.move(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
  }
  const frames = await page.evaluate(() => {
    const w = window as unknown as { benchFrames: number[]; benchStop: boolean };
    w.benchStop = true;
    return w.benchFrames;
  });
  await page.mouse.up();
  const gaps = frames.slice(1).map((time, i) => time - (frames[i] ?? time));
  const sorted = [...gaps].sort((a, b) => a - b);
  const span = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
  return {
    fps: span > 0 ? (gaps.length * 1_000) / span : 0,
    p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
    longestFrameMs: sorted.at(-1) ?? Number.NaN,
  };
}

async function emptyPageFrames(browser: Browser, cookie: string): Promise<Frames> {
  const page = await newPage(browser, cookie);
  await page.setContent("<!doctype html><title>empty</title><body></body>");
  const frames = await framesWhileDragging(page, { x: 0, y: 0, ...viewport });
  await page.context().close();
  return frames;
}

/** The graph page until its layout has settled, then the drag. */
async function graphFrames(browser: Browser, cookie: string, url: string) {
  const page = await newPage(browser, cookie, url);
  const started = performance.now();
  await page.goto(`${url}/n-tier/graph`);
  const graph = page.getByRole("img", { name: /^Graph of the supply network/ });
  await graph.locator("canvas").first().waitFor({ state: "visible", timeout: 120_000 });
  const drawnMs = performance.now() - started;
  // The layout runs in a worker for a few seconds; the container is busy meanwhile.
  await page
    .locator('[aria-label^="Graph of the supply network"][aria-busy="false"]')
    .waitFor({ state: "attached", timeout: 120_000 })
    .catch(() => page.waitForTimeout(6_000)); // a build without the busy state: wait it out
  const box = await graph.boundingBox();
  if (!box) throw new Error("the graph has no box");
  const frames = await framesWhileDragging(page, box);
  const shot = process.env.BENCH_SCREENSHOTS;
  if (shot) await page.screenshot({ path: path.join(shot, `n-tier-graph-${url.slice(-4)}.png`) });
  await page.context().close();
  return { drawnMs, ...frames };
}

/**
 * Navigation to the map's first idle with its sites drawn, from the page's own clock
 * (performance.now() counts from navigation start), and from the map's mount.
 */
async function mapFirstRender(browser: Browser, cookie: string, url: string, query: string) {
  const page = await newPage(browser, cookie, url);
  await page.addInitScript(() => {
    const w = window as unknown as { benchMounted?: number; benchIdle?: number; benchAll?: number };
    new MutationObserver(() => {
      const map = document.querySelector('section[aria-label^="Map of supplier sites"]');
      if (map && w.benchMounted === undefined) w.benchMounted = performance.now();
      if (map?.getAttribute("aria-busy") === "false" && w.benchIdle === undefined)
        w.benchIdle = performance.now();
      if (map?.getAttribute("data-sites") === "all" && w.benchAll === undefined)
        w.benchAll = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`${url}/n-tier/geo${query}`);
  await page
    .locator('section[aria-label^="Map of supplier sites"][aria-busy="false"]')
    .waitFor({ state: "attached", timeout: 120_000 });
  // A map that first draws its sites summed by grid cell then draws every site: the second
  // drawing too (a build that draws every site at once has no data-sites).
  const map = page.locator('section[aria-label^="Map of supplier sites"]');
  if ((await map.getAttribute("data-sites")) !== null)
    await page
      .locator('section[aria-label^="Map of supplier sites"][data-sites="all"]')
      .waitFor({ state: "attached", timeout: 120_000 });
  const times = await page.evaluate(() => {
    const w = window as unknown as { benchMounted: number; benchIdle: number; benchAll?: number };
    return { mounted: w.benchMounted, idle: w.benchIdle, all: w.benchAll ?? w.benchIdle };
  });
  const count = await page.getByText(/^[\d,]+ sites? in /).innerText();
  const shot = process.env.BENCH_SCREENSHOTS;
  if (shot && !query)
    await page.screenshot({ path: path.join(shot, `n-tier-map-${url.slice(-4)}.png`) });
  await page.context().close();
  return {
    firstRenderMs: times.idle,
    fromMountMs: times.idle - times.mounted,
    everySiteMs: times.all,
    count,
  };
}

const graphQuery = `query($limit: Int) { nTierGraph(limit: $limit) {
  nodes { id name slug countryCode industry tier parts hasRisks centrality degree impact siteCount alertCount riskCount }
  edges { supplierId customerId parts } truncated } }`;
const sitesQuery = `{ nTierSites { id companyId companyName tier name address countryCode latitude longitude hasRisks } }`;
const siteMapQuery = `{ nTierSiteMap { siteCount countryCount siteIds positions hasRisks companyIds companyFirstSites } }`;
const overviewQuery = `{ nTierSiteOverview { siteCount countryCount positions siteCounts riskyCounts siteIds } }`;

async function serverAnswers(cookie: string, report: (row: BenchRow) => void) {
  const graph: number[] = [];
  const sites: number[] = [];
  const siteMaps: number[] = [];
  const overviews: number[] = [];
  let overviewBytes = 0;
  let graphBytes = 0;
  let siteBytes = 0;
  let siteMapBytes = 0;
  let nodes = 0;
  for (let i = 0; i < repeats; i += 1) {
    const g = await timedQuery(cookie, graphQuery, { limit: 10_000 });
    graph.push(g.ms);
    graphBytes = g.bytes;
    nodes = (JSON.parse(g.body) as { data: { nTierGraph: { nodes: unknown[] } } }).data.nTierGraph
      .nodes.length;
    const s = await timedQuery(cookie, sitesQuery, {});
    sites.push(s.ms);
    siteBytes = s.bytes;
    const m = await timedQuery(cookie, siteMapQuery, {});
    siteMaps.push(m.ms);
    siteMapBytes = m.bytes;
    const o = await timedQuery(cookie, overviewQuery, {});
    overviews.push(o.ms);
    overviewBytes = o.bytes;
  }
  // The cheapest signed-in GraphQL request: what any answer costs before its own work.
  const floorTimes: number[] = [];
  for (let i = 0; i < 5; i += 1)
    floorTimes.push((await timedQuery(cookie, "{ serverTime }", {})).ms);
  const floor = median(floorTimes);
  report({
    name: `nTierGraph answer, ${nodes.toLocaleString("en")} nodes (PostgreSQL)`,
    figure: `${median(graph).toFixed(0)} ms (${(graphBytes / 1e6).toFixed(1)} MB)`,
    baseline: `\`{ serverTime }\` ${floor.toFixed(1)} ms`,
    ratio: (median(graph) / floor).toFixed(0),
    target: "—",
  });
  const siteTotal = (tierSizes[1] + tierSizes[2] + tierSizes[3]) * sitesPerCompany;
  const listAnswer = `nTierSites (every site's company and address, the list's) ${median(sites).toFixed(0)} ms (${(siteBytes / 1e6).toFixed(1)} MB)`;
  report({
    name: `nTierSiteOverview answer (the map's first drawing: sites by grid cell), ${siteTotal} sites (PostgreSQL)`,
    figure: `${median(overviews).toFixed(0)} ms (${(overviewBytes / 1e3).toFixed(0)} kB)`,
    baseline: listAnswer,
    ratio: (median(overviews) / median(sites)).toFixed(2),
    target: "—",
  });
  report({
    name: `nTierSiteMap answer (every site, drawn after the first drawing), ${siteTotal} sites (PostgreSQL)`,
    figure: `${median(siteMaps).toFixed(0)} ms (${(siteMapBytes / 1e6).toFixed(1)} MB)`,
    baseline: listAnswer,
    ratio: (median(siteMaps) / median(sites)).toFixed(2),
    target: "—",
  });
}

/** Each build's graph and map, in turn within each repeat, against the same-run baselines. */
async function browserRows(
  cookie: string,
  builds: { label: string; url: string }[],
  report: (row: BenchRow) => void,
) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: chromiumArgs,
  });
  try {
    const empty: Frames[] = [];
    const graph = new Map(
      builds.map((b) => [b.label, [] as Awaited<ReturnType<typeof graphFrames>>[]]),
    );
    for (let i = 0; i < (mapOnly ? 0 : repeats); i += 1) {
      empty.push(await emptyPageFrames(browser, cookie));
      for (const build of builds)
        graph.get(build.label)?.push(await graphFrames(browser, cookie, build.url));
    }
    const emptyFps = median(empty.map((e) => e.fps));
    for (const [label, runs] of mapOnly ? [] : graph) {
      const fps = median(runs.map((g) => g.fps));
      report({
        name: `Graph of 10,000 nodes: frames per second while dragging (headless Chromium${label})`,
        figure: `${fps.toFixed(1)} fps (p95 frame ${median(runs.map((g) => g.p95FrameMs)).toFixed(0)} ms, longest ${median(runs.map((g) => g.longestFrameMs)).toFixed(0)} ms; drawn ${(median(runs.map((g) => g.drawnMs)) / 1000).toFixed(1)} s after navigation)`,
        baseline: `same drag over an empty page ${emptyFps.toFixed(1)} fps`,
        ratio: (fps / emptyFps).toFixed(2),
        target: "≥ 30 fps",
      });
    }
    // The builds take turns within each repeat, so a busy spell of the machine hits them alike.
    type Render = Awaited<ReturnType<typeof mapFirstRender>>;
    const maps = new Map(
      builds.map((b) => [b.label, { full: [] as Render[], small: [] as Render[] }]),
    );
    for (let i = 0; i < repeats; i += 1)
      for (const build of builds) {
        const runs = maps.get(build.label);
        runs?.small.push(await mapFirstRender(browser, cookie, build.url, "?tier=1"));
        runs?.full.push(await mapFirstRender(browser, cookie, build.url, ""));
      }
    for (const build of builds) {
      const { full, small } = maps.get(build.label) ?? { full: [], small: [] };
      const first = median(full.map((m) => m.firstRenderMs));
      const baseline = median(small.map((m) => m.firstRenderMs));
      report({
        name: `Map first render, ${full[0]?.count} (navigation to first idle with sites drawn${build.label})`,
        figure: `${first.toFixed(0)} ms (from the map's mount ${median(full.map((m) => m.fromMountMs)).toFixed(0)} ms; every site drawn, clusters that split on zooming, ${median(full.map((m) => m.everySiteMs)).toFixed(0)} ms)`,
        baseline: `tier 1 only, ${small[0]?.count}: ${baseline.toFixed(0)} ms`,
        ratio: (first / baseline).toFixed(2),
        target: "< 2000 ms",
      });
    }
  } finally {
    await browser.close();
  }
}

/** The real server on the benchmark database, serving one build of the web app. */
async function serve(handle: DatabaseHandle, config: Config, dist: string, at: number) {
  const app: FastifyInstance = await buildApp({
    database: handle,
    // The page is measured, not the shedding: a busy machine must not answer it with 503s.
    config: {
      ...config,
      REQUEST_LIMIT_PER_MINUTE: 1_000_000_000,
      LOAD_SHED_EVENT_LOOP_DELAY_MS: 0,
    },
    webDistDir: dist,
  });
  await app.listen({ port: at, host: "127.0.0.1" });
  return app;
}

export function nTierBrowserBench(): Promise<BenchRow[]> {
  for (const dist of [webDist, webDistBefore ?? webDist])
    if (!existsSync(path.join(dist, "index.html")))
      throw new Error(`No built web app in ${dist}: run npm run build first.`);
  return runPostgresBench<NTierBrowserSeed>(
    "n_tier_browser",
    keep ? "10k" : null,
    async ({ database, config, handle, report }) => {
      let seeded = database.seeded;
      if (seeded) console.log(`  n-tier browser: reusing the kept database ${database.name}`);
      else {
        const started = performance.now();
        seeded = await seedNTierBrowser(handle, config);
        await database.remember(seeded);
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(
          `  n-tier browser: ${seeded.nodes} nodes, ${seeded.sites} sites in ${seconds} s`,
        );
      }
      const apps = [await serve(handle, config, webDist, port)];
      const builds = [{ label: "", url: base }];
      if (webDistBefore) {
        apps.push(await serve(handle, config, webDistBefore, portBefore));
        builds.push({ label: ", before", url: `http://127.0.0.1:${portBefore}` });
      }
      try {
        const cookie = await signInAt(base, benchEmail, benchPassword);
        await serverAnswers(cookie, report);
        await browserRows(cookie, builds, report);
      } finally {
        for (const app of apps) await app.close();
      }
    },
  );
}

if (import.meta.main) console.log(benchTable(await nTierBrowserBench()));
