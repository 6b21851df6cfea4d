import {
  type ProfileAreaKey,
  type ProfileRecord,
  profileAreaKeys,
  profileRecordSchemas,
} from "@tierwise/common/company-profile";
import { describe, expect, it } from "vitest";
import type { Company } from "../company.table.ts";
import type { FinancialStatement } from "../financial-statement.table.ts";
import { type GeneratedCompany, generateCompanies } from "./generate-companies.ts";
import { type GeneratedArea, generateProfileAreas } from "./generate-profile.ts";
import { notRated } from "./scores.ts";

/** The generated row as the database returns it (defaults filled in). */
const asRow = ({ company }: GeneratedCompany): Company =>
  ({ logoUrl: null, createdAt: new Date(0), ...company }) as Company;
const asStatements = ({ statements }: GeneratedCompany): FinancialStatement[] =>
  statements.map((s, i) => ({ id: `s${i}`, source: "tierwise", ...s })) as FinancialStatement[];

const generated = Array.from(generateCompanies({ count: 400, seed: 77 }));
const profiles = generated.map((g) => ({
  company: asRow(g),
  statements: asStatements(g),
  areas: generateProfileAreas(asRow(g), asStatements(g)),
}));

function records<K extends ProfileAreaKey>(
  areas: readonly GeneratedArea[],
  area: K,
  source = "tierwise",
): ProfileRecord<K>[] {
  const found = areas.find((a) => a.area === area && a.source === source);
  return (found?.records ?? []) as ProfileRecord<K>[];
}
const latestBy = <T>(list: readonly T[], date: (item: T) => string | number) =>
  [...list].sort((a, b) => (date(a) < date(b) ? -1 : 1)).at(-1);

describe("generateProfileAreas", () => {
  it("covers every profile area, with records valid against the area's schema", () => {
    for (const { company, statements, areas } of profiles) {
      expect(new Set(areas.map((a) => a.area))).toEqual(new Set(profileAreaKeys));
      const asOf = latestBy(statements, (s) => s.fiscalYear)?.fetchedAt.getTime() ?? 0;
      for (const area of areas) {
        expect(area.fetchedAt.getTime()).toBeLessThanOrEqual(asOf);
        for (const record of area.records) {
          const parsed = profileRecordSchemas[area.area].safeParse(record);
          if (!parsed.success) {
            throw new Error(`${company.slug} ${area.area}: ${parsed.error.message}`);
          }
        }
      }
      // One list per area and provider: the primary key of company_profile_areas.
      const keys = areas.map((a) => `${a.area}/${a.source}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("is pure and deterministic: same company, same areas; the input is not changed", () => {
    const { company, statements, areas } = profiles[3] as (typeof profiles)[number];
    const before = JSON.stringify({ company, statements });
    expect(generateProfileAreas(company, statements)).toEqual(areas);
    expect(JSON.stringify({ company, statements })).toBe(before);
    expect(generateProfileAreas({ ...company, profileSeed: null }, statements)).toEqual([]);
    const other = profiles[4]?.areas;
    expect(records(other ?? [], "news")).not.toEqual(records(areas, "news"));
  });

  it("agrees with the company's search columns", () => {
    for (const { company, areas } of profiles) {
      const credit = latestBy(records(areas, "creditScore"), (r) => r.scoredOn);
      expect(credit).toMatchObject({
        score: company.creditScore,
        rating: company.creditRating,
        agencyRating: company.creditAgencyRating ?? notRated,
      });
      expect(latestBy(records(areas, "fraudScore"), (r) => r.scoredOn)?.score).toBe(
        company.fraudScore,
      );
      expect(records(areas, "viabilityRating")[0]?.viabilityScore).toBe(company.viabilityScore);
      const security = latestBy(records(areas, "securityRatings"), (r) => r.ratedOn);
      expect(security).toMatchObject({
        rating: company.securityRating,
        grade: company.securityGrade,
      });
      expect(latestBy(records(areas, "esg"), (r) => r.year)?.total).toBe(company.esgScore);
      for (const esg of records(areas, "esg")) {
        expect((esg.environmental + esg.social + esg.governance) / 3).toBeCloseTo(esg.total, 9);
      }
      expect(latestBy(records(areas, "employees"), (r) => r.year)?.count).toBe(
        company.employeeCount,
      );
      expect(records(areas, "diversity").map((d) => d.certification)).toEqual(company.diversity);
      expect(records(areas, "governmentAwards").length > 0).toBe(
        company.collections.includes("Government contractors"),
      );
      for (const award of records(areas, "governmentAwards")) {
        expect(award.companyDuns).toBe(company.duns);
      }
      const summary = records(areas, "summary")[0];
      expect(summary?.stockTicker !== null).toBe(company.collections.includes("Public companies"));
      expect(summary?.foundedYear).toBe(company.foundedYear);
    }
  });

  it("reports funding from PitchBook and CB Insights naming exactly the company's investors", () => {
    let both = 0;
    let differing = 0;
    for (const { company, areas } of profiles) {
      const pitchbook = records(areas, "fundingRounds", "pitchbook");
      const cbinsights = records(areas, "fundingRounds", "cbinsights");
      if (company.investors.length === 0) {
        expect(pitchbook).toEqual([]);
        expect(records(areas, "fundingRounds")).toEqual([]);
        continue;
      }
      const named = (rounds: typeof pitchbook) =>
        new Set(rounds.flatMap((r) => r.investors.map((i) => i.slug)));
      expect(named(pitchbook)).toEqual(new Set(company.investors));
      if (cbinsights.length > 0) {
        both++;
        expect(named(cbinsights)).toEqual(new Set(company.investors));
        if (cbinsights.some((r, i) => r.amountUsd !== pitchbook[i]?.amountUsd)) differing++;
      }
    }
    expect(both).toBeGreaterThan(5);
    expect(differing).toBeGreaterThan(0);
    const executiveSources = profiles.filter((p) =>
      p.areas.some((a) => a.area === "keyExecutives" && a.source === "pitchbook"),
    );
    expect(executiveSources.length).toBeGreaterThan(40);
    expect(executiveSources.length).toBeLessThan(profiles.length);
  });

  it("keeps ownership consistent: shares add up to at most 100, links name the owners", () => {
    for (const { company, areas } of profiles) {
      const owners = records(areas, "beneficialOwnership");
      const total = owners.reduce((sum, o) => sum + o.share, 0);
      expect(total).toBeLessThanOrEqual(100 + 1e-9);
      expect(owners.length).toBeGreaterThan(0);
      const links = records(areas, "linkAnalysis");
      for (const owner of owners) {
        expect(links).toContainEqual(
          expect.objectContaining({ entityName: owner.ownerName, beneficial: owner.share }),
        );
      }
      for (const executive of records(areas, "keyExecutives")) {
        expect(links.some((l) => l.entityName === executive.name)).toBe(true);
      }
      const state = records(areas, "stateOwnedEntity")[0];
      const stateOwner = owners.find((o) => o.ownerType === "state");
      expect(Boolean(state?.isStateOwned)).toBe(stateOwner !== undefined);
      if (company.parentCompanyId) {
        expect(owners.some((o) => o.ownerType === "company" && o.share >= 51)).toBe(true);
      }
      const vendors = records(areas, "vendors");
      expect(vendors.length).toBeGreaterThanOrEqual(5);
      expect(vendors.length).toBeLessThanOrEqual(15);
      expect(vendors.reduce((sum, v) => sum + v.spendShare, 0)).toBeLessThanOrEqual(1);
    }
  });

  it("writes news about the company, dated over the two years before its statements were fetched", () => {
    for (const { company, statements, areas } of profiles) {
      const asOf = (latestBy(statements, (s) => s.fiscalYear) as FinancialStatement).fetchedAt;
      const news = records(areas, "news");
      expect(news.length).toBeGreaterThanOrEqual(4);
      expect(new Set(news.map((n) => n.id)).size).toBe(news.length);
      for (const item of news) {
        expect(item.headline).toContain(company.displayName);
        const at = Date.parse(item.publishedAt);
        expect(at).toBeLessThanOrEqual(asOf.getTime());
        expect(at).toBeGreaterThan(asOf.getTime() - 731 * 86_400_000);
      }
      const publishedAt = news.map((n) => n.publishedAt);
      expect(publishedAt).toEqual([...publishedAt].sort().reverse());
      if (records(areas, "dataBreaches").length > 0) {
        expect(news.some((n) => n.headline.includes("data breach"))).toBe(true);
      }
      for (const blog of records(areas, "blogs")) {
        expect(blog.url.startsWith(company.website ?? "")).toBe(true);
      }
    }
    const headlines = new Set(
      profiles.flatMap((p) => records(p.areas, "news").map((n) => n.headline)),
    );
    expect(headlines.size).toBeGreaterThan(2_000);
  });

  it("fills the rare compliance areas for some companies only", () => {
    const share = (area: ProfileAreaKey) =>
      profiles.filter((p) => records(p.areas, area).length > 0).length / profiles.length;
    for (const area of ["courtFilings", "adverseMedia", "dataBreaches"] as const) {
      expect(share(area)).toBeGreaterThan(0);
      expect(share(area)).toBeLessThan(0.3);
    }
    expect(share("sanctions")).toBeLessThan(0.05);
    // The fixed demo companies show every area: Umbrella Chemicals has the compliance hits.
    const umbrella = profiles.find((p) => p.company.slug === "umbrella-chemicals");
    for (const area of [
      "sanctions",
      "politicallyExposedPersons",
      "regulatoryEnforcement",
      "adverseMedia",
      "courtFilings",
    ] as const) {
      expect(records(umbrella?.areas ?? [], area).length).toBeGreaterThan(0);
    }
    const initech = profiles.find((p) => p.company.slug === "initech-software");
    expect(records(initech?.areas ?? [], "dataBreaches").length).toBeGreaterThan(0);
    expect(records(initech?.areas ?? [], "fundingRounds", "cbinsights").length).toBeGreaterThan(0);
  });

  it("names competitors from the peers given, else invents them without a slug", () => {
    const { company, statements, areas } = profiles[10] as (typeof profiles)[number];
    expect(records(areas, "competitors").every((c) => c.slug === null)).toBe(true);
    const peers = [
      { slug: company.slug, displayName: company.displayName },
      { slug: "peer-one", displayName: "Peer One" },
      { slug: "peer-two", displayName: "Peer Two" },
    ];
    const withPeers = generateProfileAreas(company, statements, {
      peers,
      parent: { displayName: "Parent Holdings", countryCode: "US" },
    });
    expect(records(withPeers, "competitors").map((c) => c.slug)).toEqual(["peer-one", "peer-two"]);
  });

  it("reads the credit-score history from the stored series when given, and nothing else changes", () => {
    const { company, statements, areas } = profiles.find(
      (p) => p.company.creditScore !== null,
    ) as (typeof profiles)[number];
    // Monthly observations over two years, the newest the company's score, given newest first.
    const history = Array.from({ length: 25 }, (_, i) => ({
      on: new Date(Date.UTC(2026, 5, 1) - i * 30 * 86_400_000).toISOString().slice(0, 10),
      value: i === 0 ? (company.creditScore as number) : 40 + i,
    }));
    const withHistory = generateProfileAreas(company, statements, {
      creditScoreHistory: history,
    });
    // The observation at or just before each quarter day of the year back from the newest.
    expect(records(withHistory, "creditScore").map((r) => [r.scoredOn, r.score])).toEqual([
      ["2025-05-07", 53],
      ["2025-08-05", 50],
      ["2025-11-03", 47],
      ["2026-02-01", 44],
      ["2026-06-01", company.creditScore],
    ]);
    const area = withHistory.find((a) => a.area === "creditScore");
    expect(area?.fetchedAt).toEqual(new Date("2026-06-01T00:00:00Z"));
    // The other areas are what the profile had without the history.
    const others = (list: readonly GeneratedArea[]) => list.filter((a) => a.area !== "creditScore");
    expect(others(withHistory)).toEqual(others(areas));
  });
});
