import { and, asc, eq, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NegativeNumberOfResultsError } from "../../core/errors.ts";
import { companySites, nTierNodes } from "./n-tier.table.ts";
import { type NTierFilter, nodeConditions, nTierAccess, visibleSites } from "./n-tier-access.ts";

/**
 * The map's first drawing (issue 29: 50,000 sites drawn in under 2 s): the filtered network's
 * sites summed into the cells of a grid over the world, so the map starts from a few hundred
 * weighted points rather than every site, and gets them from one aggregate. Each cell is drawn
 * at its sites' mean position with their count and how many have risks; the map clusters the
 * cells as it clusters sites, then takes every site (nTierSiteMap) once it has drawn these.
 */
export type NTierSiteOverviewView = {
  /** Every site of the filtered network, drawable or not (what nTierSites lists). */
  siteCount: number;
  /** Countries of the drawable sites; sites without a country count as one more. */
  countryCount: number;
  /** Longitude then latitude of each cell's sites' mean position, to 5 decimals. */
  positions: number[];
  siteCounts: number[];
  riskyCounts: number[];
  /** The site of a cell that holds one site only (a click on it lists its companies), else null. */
  siteIds: (string | null)[];
};

/**
 * Cells a side of the Web Mercator world (the map's projection): 256 makes a cell 4 px wide
 * at the map's opening zoom (1), a tenth of its clustering radius, so the first drawing
 * clusters much as the sites themselves do.
 */
export const overviewGridSize = 256;

// Written into the statement rather than sent as parameters: GROUP BY must repeat the select's
// expressions exactly, and each parameter would be a new one. Web Mercator stops short of the
// poles; sites beyond it fall in its edge cells.
const grid = sql.raw(String(overviewGridSize));
const lastCell = sql.raw(String(overviewGridSize - 1));
const mercatorLimit = sql.raw("85.05112878");

type CellRow = {
  x: number | null;
  sites: number;
  risky: number;
  longitude: number | null;
  latitude: number | null;
  site_id: string | null;
  countries: string[];
};

const toFiveDecimals = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

export async function nTierSiteOverview(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { filter?: NTierFilter | null; limit: number },
): Promise<NTierSiteOverviewView> {
  await nTierAccess(deps, actor);
  if (input.limit < 0) throw new NegativeNumberOfResultsError();
  // Sorting every site for the limit costs a third of the statement: it is done only when the
  // network has more sites than the limit, so that these are the same sites as nTierSiteMap's.
  let cells = await siteCells(deps, actor, input.filter, null);
  const total = cells.reduce((sum, cell) => sum + cell.sites, 0);
  if (total > input.limit) cells = await siteCells(deps, actor, input.filter, input.limit);
  const view: NTierSiteOverviewView = {
    siteCount: 0,
    countryCount: 0,
    positions: [],
    siteCounts: [],
    riskyCounts: [],
    siteIds: [],
  };
  const countries = new Set<string>();
  for (const cell of cells) {
    view.siteCount += cell.sites;
    if (cell.x === null || cell.longitude === null || cell.latitude === null) continue;
    view.positions.push(
      toFiveDecimals(Number(cell.longitude)),
      toFiveDecimals(Number(cell.latitude)),
    );
    view.siteCounts.push(cell.sites);
    view.riskyCounts.push(cell.risky);
    view.siteIds.push(cell.site_id);
    for (const code of cell.countries) countries.add(code);
  }
  view.countryCount = countries.size;
  return view;
}

/** The filtered network's sites by grid cell; with a limit, the first sites in nTierSites' order. */
async function siteCells(
  deps: ServiceDeps,
  actor: TenantActor,
  filter: NTierFilter | null | undefined,
  limit: number | null,
): Promise<CellRow[]> {
  const query = deps.db
    .select({
      id: companySites.id,
      countryCode: companySites.countryCode,
      latitude: companySites.latitude,
      longitude: companySites.longitude,
      hasRisks: nTierNodes.hasRisks,
    })
    .from(nTierNodes)
    .innerJoin(companySites, eq(companySites.companyId, nTierNodes.companyId))
    .where(and(nodeConditions(actor, filter), visibleSites(actor.organizationId)))
    .$dynamic();
  const sites = (
    limit === null
      ? query
      : query.orderBy(asc(nTierNodes.tier), asc(nTierNodes.name), asc(companySites.id)).limit(limit)
  ).as("s");
  // Sites off the earth fall in no cell (null): they count, but are not drawn.
  const onEarth = sql`abs(${sites.latitude}) <= 90 and abs(${sites.longitude}) <= 180`;
  const clamped = sql`radians(greatest(-${mercatorLimit}, least(${mercatorLimit}, ${sites.latitude})))`;
  const cellX = sql`case when ${onEarth} then least(${lastCell},
    floor((${sites.longitude} + 180) / 360 * ${grid}))::int end`;
  const cellY = sql`case when ${onEarth} then least(${lastCell},
    floor((1 - ln(tan(pi() / 4 + ${clamped} / 2)) / pi()) / 2 * ${grid}))::int end`;
  return (await deps.db
    .select({
      x: cellX,
      sites: sql<number>`count(*)::int`,
      risky: sql<number>`(count(*) filter (where ${sites.hasRisks}))::int`,
      longitude: sql<number | null>`avg(${sites.longitude})`,
      latitude: sql<number | null>`avg(${sites.latitude})`,
      site_id: sql<string | null>`case when count(*) = 1 then min(${sites.id}::text) end`,
      countries: sql<string[]>`array_agg(distinct coalesce(${sites.countryCode}, ''))`,
    })
    .from(sites)
    .groupBy(cellX, cellY)
    .orderBy(cellX, cellY)) as CellRow[];
}
