import type { DataPackage } from "@tierwise/common/company-profile";
import { messages } from "@tierwise/common/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld } from "../../test/admin-test-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { companyProfileAreas } from "./company-profile-area.table.ts";
import { financialStatements } from "./financial-statement.table.ts";
import { subscriptionSetCompanies, subscriptionSets } from "./subscription-set.table.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness({
    COMPANY_PROVIDER_PRIORITY: JSON.stringify({ keyExecutives: ["tierwise", "pitchbook"] }),
  });
  world = await buildWorld(h);
});
afterAll(() => h.close());

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
type Any = any;
const member = () => world.actors.user.client;
const byRoute = `query($slug: String!) { company(slug: $slug) { id slug displayName duns statusCode
  locations { city countryCode country geoLocation { lat lon } } tags { name slug primary }
  provenance { field source fetchedAt } } }`;

describe("company by route", () => {
  it("finds a company by slug, and by its DUNS number for an all-digit slug", async () => {
    const company = await buildCompany(h.database.db, {
      displayName: "Harbor Freight Lines",
      duns: "804735132",
      latitude: 53.55,
      longitude: 9.99,
      tags: [{ name: "Logistics", slug: "logistics", primary: true }],
      provenance: { displayName: { source: "dnb", fetchedAt: "2025-03-01T00:00:00.000Z" } },
    });
    const bySlug = (await member().gql<Any>(byRoute, { slug: company.slug })).data.company;
    expect(bySlug).toMatchObject({
      displayName: "Harbor Freight Lines",
      statusCode: "active",
      locations: [
        {
          city: "Hamburg",
          countryCode: "DE",
          country: "Germany",
          geoLocation: { lat: 53.55, lon: 9.99 },
        },
      ],
      tags: [{ name: "Logistics", slug: "logistics", primary: true }],
      provenance: [{ field: "displayName", source: "dnb" }],
    });
    const byDuns = (await member().gql<Any>(byRoute, { slug: "804735132" })).data.company;
    expect(byDuns.slug).toBe(company.slug);
  });

  it("hides drafts and deleted companies, and answers nothing to anonymous visitors", async () => {
    const draft = await buildCompany(h.database.db, { statusCode: "draft" });
    expect((await member().gql<Any>(byRoute, { slug: draft.slug })).data.company).toBeNull();
    const anonymous = await h.client().gql<Any>(byRoute, { slug: draft.slug });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("profile areas", () => {
  it("shows one provider per area by the configured priority, naming the others", async () => {
    const company = await buildCompany(h.database.db);
    const at = (day: number) => new Date(Date.UTC(2025, 0, day));
    const funding = (amountUsd: number) => [
      {
        announcedOn: "2024-05-01",
        roundType: "Series B",
        amountUsd,
        investors: [{ slug: "north-ventures", name: "North Ventures" }],
      },
    ];
    const executive = (name: string) => [
      { name, title: "Chief Executive Officer", since: null, nationality: "DE" },
    ];
    await h.database.db.insert(companyProfileAreas).values([
      {
        companyId: company.id,
        area: "fundingRounds",
        source: "tierwise",
        fetchedAt: at(5),
        records: funding(1),
      },
      {
        companyId: company.id,
        area: "fundingRounds",
        source: "cbinsights",
        fetchedAt: at(4),
        records: funding(2),
      },
      {
        companyId: company.id,
        area: "fundingRounds",
        source: "pitchbook",
        fetchedAt: at(3),
        records: funding(3),
      },
      {
        companyId: company.id,
        area: "keyExecutives",
        source: "pitchbook",
        fetchedAt: at(3),
        records: executive("Ada Pitch"),
      },
      {
        companyId: company.id,
        area: "keyExecutives",
        source: "tierwise",
        fetchedAt: at(2),
        records: executive("Ada Own"),
      },
    ]);
    const answer = await member().gql<Any>(
      `query($id: ID!) { companyById(id: $id) { profile(areas: [fundingRounds, keyExecutives, news]) {
        area source fetchedAt records alternatives { source } } } }`,
      { id: company.id },
    );
    const [fundingArea, executives, ...rest] = answer.data.companyById.profile;
    // Spec default for funding: pitchbook, then cbinsights, then own data.
    expect(fundingArea).toMatchObject({
      area: "fundingRounds",
      source: "pitchbook",
      fetchedAt: "2025-01-03T00:00:00.000Z",
    });
    expect(fundingArea.records[0].amountUsd).toBe(3);
    expect(fundingArea.alternatives.map((a: { source: string }) => a.source)).toEqual([
      "cbinsights",
      "tierwise",
    ]);
    // This harness overrides key executives to prefer own data.
    expect(executives).toMatchObject({ source: "tierwise", records: [{ name: "Ada Own" }] });
    expect(rest).toEqual([]);
  });
});

describe("financials and reports", () => {
  it("computes ratios from each year's statement", async () => {
    const company = await buildCompany(h.database.db);
    await h.database.db.insert(financialStatements).values({
      companyId: company.id,
      fiscalYear: 2024,
      currency: "EUR",
      totalAssets: 1000,
      currentAssets: 400,
      cash: 100,
      inventory: 100,
      totalLiabilities: 600,
      currentLiabilities: 200,
      totalEquity: 400,
      retainedEarnings: 150,
      workingCapital: 200,
      revenue: 1200,
      ebit: 90,
      netIncome: 60,
      operatingCashFlow: 80,
      capitalExpenditure: 30,
      freeCashFlow: 50,
    });
    const answer = await member().gql<Any>(
      `query($id: ID!) { companyById(id: $id) { financials { fiscalYear totalAssets ratios { currentRatio quickRatio altmanZScore altmanZone } } } }`,
      { id: company.id },
    );
    const [year] = answer.data.companyById.financials;
    expect(year.ratios.currentRatio).toBe(2);
    expect(year.ratios.quickRatio).toBe(1.5);
    // 1.2·0.2 + 1.4·0.15 + 3.3·0.09 + 0.6·(400/600) + 1.0·1.2
    expect(year.ratios.altmanZScore).toBeCloseTo(0.24 + 0.21 + 0.297 + 0.4 + 1.2, 6);
    expect(year.ratios.altmanZone).toBe("grey");
  });

  it("offers reports only with a data package that covers the company", async () => {
    const covered = await buildCompany(h.database.db);
    const other = await buildCompany(h.database.db);
    const reportsPackage: DataPackage[] = ["reports"];
    const [set] = await h.database.db
      .insert(subscriptionSets)
      .values({
        organizationId: world.customer.id,
        name: "Strategic",
        dataPackages: reportsPackage,
      })
      .returning();
    await h.database.db
      .insert(subscriptionSetCompanies)
      .values({ subscriptionSetId: String(set?.id), companyId: covered.id });
    const ask = async (id: string) =>
      (
        await member().gql<Any>(`query($id: ID!) { companyById(id: $id) { reportsAvailable } }`, {
          id,
        })
      ).data.companyById.reportsAvailable;
    expect(await ask(covered.id)).toBe(true);
    expect(await ask(other.id)).toBe(false);
    const score = [{ scoredOn: "2025-01-01", score: 71, rating: "3A2", agencyRating: "BBB" }];
    await h.database.db.insert(companyProfileAreas).values([
      { companyId: covered.id, area: "creditScore", source: "dnb", records: score },
      { companyId: other.id, area: "creditScore", source: "dnb", records: score },
    ]);
    const areas = async (id: string) =>
      (
        await member().gql<Any>(
          `query($id: ID!) { companyById(id: $id) { profile(areas: [creditScore]) { area } } }`,
          {
            id,
          },
        )
      ).data.companyById.profile;
    // Without the data package the report areas stay on the server.
    expect(await areas(covered.id)).toEqual([{ area: "creditScore" }]);
    expect(await areas(other.id)).toEqual([]);
    expect(messages.searchTimeout).toBe("Search Engine API waiting time exceeded");
  });
});

describe("corporate hierarchy", () => {
  it("walks to the global ultimate, excludes branches with ~9140 and keeps ancestors of matches", async () => {
    const db = h.database.db;
    const top = await buildCompany(db, {
      displayName: "Family Top",
      familyRoleCode: "9141",
      countryCode: "US",
    });
    const mid = await buildCompany(db, {
      displayName: "Family Mid",
      familyRoleCode: "9159",
      parentCompanyId: top.id,
      countryCode: "DE",
    });
    const leaf = await buildCompany(db, {
      displayName: "Family Leaf",
      familyRoleCode: "9155",
      parentCompanyId: mid.id,
      countryCode: "FR",
    });
    await buildCompany(db, {
      displayName: "Family Branch",
      familyRoleCode: "9140",
      parentCompanyId: top.id,
      countryCode: "US",
    });
    const ask = async (filter: Record<string, unknown>) =>
      (
        await member().gql<Any>(
          `query($id: ID!, $filter: CorporateHierarchyFilter) { companyById(id: $id) {
            corporateHierarchy(filter: $filter) { globalUltimateId familySize countries familyRoles members { displayName depth parentId } } } }`,
          { id: leaf.id, filter },
        )
      ).data.companyById.corporateHierarchy;
    const all = await ask({});
    expect(all).toMatchObject({
      globalUltimateId: top.id,
      familySize: 4,
      countries: ["DE", "FR", "US"],
    });
    const noBranches = await ask({ familyRoles: ["~9140"] });
    expect(noBranches.members.map((m: { displayName: string }) => m.displayName)).toEqual([
      "Family Top",
      "Family Mid",
      "Family Leaf",
    ]);
    const french = await ask({ countries: ["FR"] });
    // The French leaf brings its parents, so the tree stays connected.
    expect(french.members.map((m: { displayName: string }) => m.displayName)).toEqual([
      "Family Top",
      "Family Mid",
      "Family Leaf",
    ]);
  });
});

describe("quick search", () => {
  it("finds a misspelt name first and leaves out drafts", async () => {
    const db = h.database.db;
    await buildCompany(db, { displayName: "Quillon Industries" });
    await buildCompany(db, { displayName: "Quillon Industrial" });
    await buildCompany(db, { displayName: "Quillon Indus Draft", statusCode: "draft" });
    const answer = await member().gql<Any>(
      `query($text: String!, $first: Int) { quickSearch(text: $text, first: $first) { companies { displayName score } } }`,
      { text: "Quillon Industrys", first: 6 },
    );
    const names = answer.data.quickSearch.companies.map(
      (c: { displayName: string }) => c.displayName,
    );
    expect(names[0]).toBe("Quillon Industries");
    expect(names).not.toContain("Quillon Indus Draft");
  });
});

describe("link analysis", () => {
  it("needs read:link_analysis: teams members without it are refused", async () => {
    const company = await buildCompany(h.database.db);
    const query = `query($id: ID!) { companyById(id: $id) { linkAnalysis { area } } }`;
    const refused = await world.actors.tierwise_for_teams_member.client.gql<Any>(query, {
      id: company.id,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const allowed = await member().gql<Any>(query, { id: company.id });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data.companyById.linkAnalysis).toBeNull();
  });
});
