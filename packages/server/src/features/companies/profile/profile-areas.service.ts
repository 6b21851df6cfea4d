import { type ProfileAreaKey, profileAreaKeys } from "@tierwise/common/company-profile";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { rowsOf } from "../../../db/raw-rows.ts";
import { type Company, companies } from "../company.table.ts";
import { companyProfileAreas } from "../company-profile-area.table.ts";
import { financialStatements } from "../financial-statement.table.ts";
import { type AreaCandidate, pickProvider } from "./pick-provider.ts";

export type ShownArea = AreaCandidate & { alternatives: { source: string; fetchedAt: Date }[] };

/** The demo provider always delivers a summary; its presence means the company was filled. */
const demoMarker = { area: "summary" as const, source: "tierwise" };

/**
 * The demo provider's areas read from stored metric history (the credit scores): the demo
 * alerts seed drops them once it has stored that history (dropHistoryAreasOfDemoCompanies), and
 * the next read generates them again, now from the history.
 */
const historyAreas: readonly ProfileAreaKey[] = ["creditScore"];

/**
 * The areas of one company as the profile shows them, one provider per area by priority.
 * Companies made by the demo generator get their areas from the demo provider on first read;
 * those are stored like any provider's data (with source and fetch time), so later reads and
 * imports treat them the same.
 */
export async function loadProfileAreas(
  db: Database,
  config: Config,
  company: Company,
  areas: readonly ProfileAreaKey[] = profileAreaKeys,
): Promise<ShownArea[]> {
  const wanted = [...new Set(areas)];
  if (wanted.length === 0) return [];
  let rows = await readAreas(db, company.id, wanted);
  if (company.profileSeed !== null && !(await hasDemoData(db, company, rows, wanted))) {
    await fillFromDemoProvider(db, company);
    rows = await readAreas(db, company.id, wanted);
  }
  const byArea = new Map<ProfileAreaKey, AreaCandidate[]>();
  for (const row of rows) {
    const list = byArea.get(row.area) ?? [];
    list.push(row);
    byArea.set(row.area, list);
  }
  return wanted.flatMap((area) => {
    const picked = pickProvider(byArea.get(area) ?? [], config.COMPANY_PROVIDER_PRIORITY);
    if (!picked) return [];
    return [
      {
        ...picked.chosen,
        alternatives: picked.alternatives.map(({ source, fetchedAt }) => ({ source, fetchedAt })),
      },
    ];
  });
}

function readAreas(db: Database, companyId: string, areas: ProfileAreaKey[]) {
  return db
    .select({
      area: companyProfileAreas.area,
      source: companyProfileAreas.source,
      fetchedAt: companyProfileAreas.fetchedAt,
      records: companyProfileAreas.records,
    })
    .from(companyProfileAreas)
    .where(
      and(eq(companyProfileAreas.companyId, companyId), inArray(companyProfileAreas.area, areas)),
    );
}

async function hasDemoData(
  db: Database,
  company: Company,
  rows: readonly AreaCandidate[],
  wanted: readonly ProfileAreaKey[],
): Promise<boolean> {
  const dropped = historyAreas.some(
    (area) =>
      wanted.includes(area) &&
      !rows.some((row) => row.area === area && row.source === demoMarker.source),
  );
  if (dropped) return false;
  if (wanted.includes(demoMarker.area)) {
    return rows.some((row) => row.area === demoMarker.area && row.source === demoMarker.source);
  }
  const [marker] = await db
    .select({ area: companyProfileAreas.area })
    .from(companyProfileAreas)
    .where(
      and(
        eq(companyProfileAreas.companyId, company.id),
        eq(companyProfileAreas.area, demoMarker.area),
        eq(companyProfileAreas.source, demoMarker.source),
      ),
    )
    .limit(1);
  return marker !== undefined;
}

async function fillFromDemoProvider(db: Database, company: Company): Promise<void> {
  const statements = await db
    .select()
    .from(financialStatements)
    .where(eq(financialStatements.companyId, company.id))
    .orderBy(asc(financialStatements.fiscalYear));
  const [parent] = company.parentCompanyId
    ? await db
        .select({
          displayName: companies.displayName,
          countryCode: companies.countryCode,
          slug: companies.slug,
        })
        .from(companies)
        .where(eq(companies.id, company.parentCompanyId))
        .limit(1)
    : [];
  // Competitors link to real profiles: companies of the same industry (deterministic order).
  const peers = company.naicsCode
    ? await db
        .select({ slug: companies.slug, displayName: companies.displayName })
        .from(companies)
        .where(and(eq(companies.naicsCode, company.naicsCode), ne(companies.id, company.id)))
        .orderBy(asc(companies.slug))
        .limit(8)
    : [];
  // The series the company's alerts were raised from: its credit-score history is this one.
  // Read by name, not through the alerts feature's table: that feature reads companies, and
  // a feature import back would tie the two folders in a circle.
  const history = rowsOf<{ on: string; value: number }>(
    await db.execute(sql`select observed_on::text as "on", value from company_metric_history
      where company_id = ${company.id} and variable = 'credit_score' order by observed_on`),
  );
  const creditScoreHistory = history.map((row) => ({ on: row.on, value: Number(row.value) }));
  // Loaded on first use: only demo companies need the generator.
  const { generateProfileAreas } = await import("../demo-data/generate-profile.ts");
  const generated = generateProfileAreas(company, statements, {
    parent: parent ?? null,
    peers,
    creditScoreHistory,
  });
  if (generated.length === 0) return;
  // Two first reads at once both generate the same rows; the second insert changes nothing.
  await db
    .insert(companyProfileAreas)
    .values(generated.map((area) => ({ companyId: company.id, ...area })))
    .onConflictDoNothing();
}

/**
 * Drops the demo provider's stored areas that are read from metric history, for every demo
 * company at once: a profile read before the demo alerts seed stored the history (the portal
 * serves sign-in while that seed is still loading) stored a history of its own making. The next
 * read generates them again from the stored history.
 */
export async function dropHistoryAreasOfDemoCompanies(db: Database): Promise<void> {
  await db.execute(sql`
    delete from company_profile_areas a using companies c
    where c.id = a.company_id and c.profile_seed is not null
      and a.source = ${demoMarker.source}
      and a.area in (${sql.join(
        historyAreas.map((area) => sql`${area}`),
        sql`, `,
      )})`);
}
