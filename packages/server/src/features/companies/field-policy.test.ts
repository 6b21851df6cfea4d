import { profileAreaKeys, subPageAreas } from "@tierwise/common/company-profile";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany, grantReports } from "../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import { organizationReportCoverage, reportSearchMessage } from "./company.policy.ts";
import type { Company } from "./company.table.ts";
import { companyProfileAreas } from "./company-profile-area.table.ts";
import { loadCompanyPdfData } from "./pdf/company-pdf-data.ts";

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are checked field by field.
type Any = any;

/**
 * Walks every path a company value leaves the server by, for a viewer lacking the reports data
 * package and for one lacking read:link_analysis, against a viewer who holds both.
 */
let h: Harness;
let company: Company;
let withReports: TestClient;
let withoutReports: TestClient;
let withoutLinkAnalysis: TestClient;
let withoutReportsOrgId: string;

const reportValues = {
  creditScore: 71,
  creditRating: "3A2",
  creditAgencyRating: "BBB",
  fraudScore: 12,
  viabilityScore: 3,
};
const reportAreas = new Set<string>(subPageAreas.reports);

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  company = await buildCompany(db, { displayName: "Fieldwalk Gauges", ...reportValues });
  await db.insert(companyProfileAreas).values([
    {
      companyId: company.id,
      area: "creditScore",
      source: "dnb",
      records: [{ scoredOn: "2025-01-01", score: 71, rating: "3A2", agencyRating: "BBB" }],
    },
    {
      companyId: company.id,
      area: "linkAnalysis",
      source: "tierwise",
      records: [
        {
          entityName: "Hidden Holder",
          entity: "person",
          country: "DE",
          relation: "shareholder",
          beneficial: 40,
        },
      ],
    },
  ]);
  const flags = { featureFlags: { advancedSearch: true, compareCompanies: true } };
  const covered = await buildOrganization(db, { settings: flags });
  await grantReports(db, covered.id, [company.id]);
  const uncovered = await buildOrganization(db, { settings: flags });
  withoutReportsOrgId = uncovered.id;
  const teams = await buildOrganization(db, { type: "teams", settings: flags });
  await grantReports(db, teams.id);
  const member = async (organizationId: string, role: "user" | "tierwise_for_teams_member") => {
    const user = await buildUser(db, h.config, { memberships: [{ organizationId, role }] });
    return h.signIn(user.email, user.password);
  };
  withReports = await member(covered.id, "user");
  withoutReports = await member(uncovered.id, "user");
  withoutLinkAnalysis = await member(teams.id, "tierwise_for_teams_member");
});
afterAll(() => h.close());

const metricsFields = Object.keys(reportValues).join(" ");
const asked = async (client: TestClient, query: string, variables: Record<string, unknown>) =>
  (await client.gql<Any>(query, variables)).data;

describe("profile areas", () => {
  const profile = `query($id: ID!) { companyById(id: $id) { profile { area } } }`;
  const areasOf = async (client: TestClient) =>
    ((await asked(client, profile, { id: company.id })).companyById.profile as Any[]).map(
      (a) => a.area,
    );

  it("leave out report areas without the reports package, and link analysis without the permission", async () => {
    const full = await areasOf(withReports);
    expect(full).toContain("creditScore");
    expect(full).toContain("linkAnalysis");
    const noReports = await areasOf(withoutReports);
    expect(noReports.filter((area) => reportAreas.has(area))).toEqual([]);
    expect(noReports).toContain("linkAnalysis");
    const noLinks = await areasOf(withoutLinkAnalysis);
    expect(noLinks).not.toContain("linkAnalysis");
    expect(noLinks).toContain("creditScore");
  });

  it("answer each area asked by name the same way", async () => {
    for (const area of profileAreaKeys) {
      const query = `query($id: ID!) { companyById(id: $id) { profile(areas: [${area}]) { area } } }`;
      const noReports = (await asked(withoutReports, query, { id: company.id })).companyById;
      const noLinks = (await asked(withoutLinkAnalysis, query, { id: company.id })).companyById;
      if (reportAreas.has(area)) expect(noReports.profile).toEqual([]);
      if (area === "linkAnalysis") expect(noLinks.profile).toEqual([]);
    }
  });

  it("refuses the link-analysis field itself without the permission", async () => {
    const query = `query($id: ID!) { companyById(id: $id) { linkAnalysis { records } } }`;
    const refused = await withoutLinkAnalysis.gql<Any>(query, { id: company.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const allowed = await asked(withReports, query, { id: company.id });
    expect(allowed.companyById.linkAnalysis.records).toHaveLength(1);
  });
});

describe("company values", () => {
  it("are empty on the profile, in compare and on search rows without the package", async () => {
    const byIds = `query($ids: [ID!]!) { companiesByIds(ids: $ids) { metrics { ${metricsFields} } } }`;
    const covered = await asked(withReports, byIds, { ids: [company.id] });
    expect(covered.companiesByIds[0].metrics).toEqual(reportValues);
    const hidden = await asked(withoutReports, byIds, { ids: [company.id] });
    expect(Object.values(hidden.companiesByIds[0].metrics)).toEqual([null, null, null, null, null]);

    const search = `query($params: JSON) { companySearch(params: $params, first: 5) {
      ... on CompanySearchResults { items { company { id metrics { ${metricsFields} } } } } } }`;
    const params = { query: "Fieldwalk Gauges" };
    const rowOf = (data: Any) =>
      data.companySearch.items.find((item: Any) => item.company.id === company.id);
    expect(rowOf(await asked(withReports, search, { params })).company.metrics).toEqual(
      reportValues,
    );
    const row = rowOf(await asked(withoutReports, search, { params }));
    expect(Object.values(row.company.metrics)).toEqual([null, null, null, null, null]);
  });

  it("cannot be filtered, sorted or counted by without the package for all companies", async () => {
    const search = `query($params: JSON) { companySearch(params: $params, first: 5) { __typename
      ... on ValidationError { fieldErrors { path message } } } }`;
    for (const [params, path] of [
      [{ ranges: { creditScore: { lower: 70, upper: 72 } } }, "ranges.creditScore"],
      [{ ranges: { fraudScore: { lower: 0, upper: 20 } } }, "ranges.fraudScore"],
      [{ ranges: { viabilityScore: { lower: 1, upper: 3 } } }, "ranges.viabilityScore"],
      [{ facets: { creditRatings: ["3A2"] } }, "facets.creditRatings"],
      [{ facets: { creditAgencyRatings: ["BBB"] } }, "facets.creditAgencyRatings"],
      [{ sort: "creditScore" }, "sort"],
    ] as const) {
      const answer = await asked(withoutReports, search, { params });
      expect(answer.companySearch).toEqual({
        __typename: "ValidationError",
        fieldErrors: [{ path, message: reportSearchMessage }],
      });
    }
    const aggregations = `{ companySearchAggregations(params: {}) {
      ... on CompanySearchAggregations { facets { key } metrics { key } } } }`;
    const counts = (await asked(withoutReports, aggregations, {})).companySearchAggregations;
    const keys = [...counts.facets, ...counts.metrics].map((entry: Any) => entry.key);
    expect(keys).not.toContain("creditRatings");
    expect(keys).not.toContain("creditAgencyRatings");
    expect(keys).not.toContain("creditScore");
    expect(keys).not.toContain("fraudScore");
    expect(keys).not.toContain("viabilityScore");
    expect(keys).toContain("employeeCount");
  });
});

describe("files", () => {
  const startExport = `mutation($format: CompanyExportFormat!, $ids: [ID!]) {
    startCompanyExport(format: $format, companyIds: $ids) { ... on ExportJob { id } } }`;
  const readJob = `query($id: ID!) { exportJob(id: $id) { ... on ExportJob { status downloadUrl } } }`;
  const exportFile = async (client: TestClient, format: "CSV" | "XLSX") => {
    const job = (await asked(client, startExport, { format, ids: [company.id] }))
      .startCompanyExport;
    await h.runJobs();
    const done = (await asked(client, readJob, { id: job.id })).exportJob;
    expect(done.status).toBe("DONE");
    return h.app.inject({
      method: "GET",
      url: done.downloadUrl,
      headers: { cookie: `${sessionCookieName}=${client.cookie}` },
    });
  };

  it("leave the values out of CSV exports without the package", async () => {
    const covered = (await exportFile(withReports, "CSV")).body;
    expect(covered).toContain("3A2");
    const hidden = (await exportFile(withoutReports, "CSV")).body;
    expect(hidden).toContain("Fieldwalk Gauges");
    expect(hidden).not.toContain("3A2");
    expect(hidden).not.toContain("BBB");
  });

  it("leave the values out of XLSX exports without the package", async () => {
    const cells = async (client: TestClient) => {
      const workbook = new ExcelJS.Workbook();
      const file = await exportFile(client, "XLSX");
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const row = workbook.getWorksheet("Companies")?.getRow(2).values as unknown[];
      return row.map((value) => String(value));
    };
    expect(await cells(withReports)).toContain("3A2");
    const hidden = await cells(withoutReports);
    expect(hidden).toContain("Fieldwalk Gauges");
    expect(hidden).not.toContain("3A2");
    expect(hidden).not.toContain("71");
  });

  it("leave the values out of the profile PDF without the package", async () => {
    const coverage = await organizationReportCoverage(h.database.db, withoutReportsOrgId);
    const data = await loadCompanyPdfData(
      { db: h.database.db, config: h.config },
      company,
      coverage,
    );
    expect(data.company.displayName).toBe("Fieldwalk Gauges");
    for (const field of Object.keys(reportValues))
      expect(data.company[field as keyof Company]).toBeNull();
  });
});
