import {
  type FacetKey,
  facetKeys,
  type NumericMetric,
  numericMetricKeys,
  numericMetrics,
} from "@tierwise/common/company-search";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantReports } from "../../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../../test/harness.ts";
import {
  type CustomDataIndex,
  expectedFacetCounts,
  expectedMetric,
  insertCustomData,
  insertTestCompanies,
  passes,
  searchParams,
  type TestCompany,
  testCompanies,
} from "../../../test/search-test-data.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const aggregationsQuery = `query($params: JSON) { companySearchAggregations(params: $params) {
  __typename
  ... on Error { message }
  ... on ValidationError { fieldErrors { path message } }
  ... on CompanySearchAggregations {
    itemsCount
    facets { key label values { value label count selected level } }
    metrics { key label type count min max scale buckets { lower upper count } }
  }
} }`;

let h: Harness;
let rows: TestCompany[];
let client: TestClient;
let otherOrgClient: TestClient;
let noFlagClient: TestClient;
const custom: CustomDataIndex = new Map();

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  rows = testCompanies(120);
  await insertTestCompanies(db, rows);
  const organization = await buildOrganization(db, {
    settings: { featureFlags: { advancedSearch: true } },
  });
  // Filters, sorts and counts by credit values need the reports package (company.policy.ts).
  await grantReports(db, organization.id);
  const other = await buildOrganization(db, {
    settings: { featureFlags: { advancedSearch: true } },
  });
  const member = async (organizationId: string) => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role: "user" }],
    });
    return h.signIn(user.email, user.password);
  };
  client = await member(organization.id);
  otherOrgClient = await member(other.id);
  noFlagClient = await member((await buildOrganization(db)).id);
  const entries = rows.slice(0, 30).map((c, i) => ({
    companyId: c.id,
    key: "tier",
    value: String(1 + (i % 3)),
  }));
  await insertCustomData(db, organization.id, entries);
  await insertCustomData(db, other.id, [
    { companyId: (rows[0] as TestCompany).id, key: "secret", value: "yes" },
  ]);
  for (const e of entries) custom.set(e.companyId, new Map([[e.key, e.value]]));
});
afterAll(() => h.close());

async function aggregations(params: unknown, as = client) {
  const answer = await as.gql<Any>(aggregationsQuery, { params });
  expect(answer.errors).toBeUndefined();
  return answer.data.companySearchAggregations;
}

const facet = (result: Any, key: FacetKey) => result.facets.find((f: Any) => f.key === key);
const countsOf = (result: Any, key: FacetKey) =>
  new Map<string, number>(
    facet(result, key)
      .values.filter((v: Any) => v.count > 0)
      .map((v: Any) => [v.value, v.count]),
  );

// Three filters, as in the performance target: two facets and a range.
const threeFilters = {
  facets: { locations: ["US", "DE"], sectors: ["Manufacturing", "Finance and Insurance"] },
  ranges: { employeeCount: { lower: 20_000, upper: 40_000 } },
};

describe("companySearchAggregations", () => {
  it("counts every facet over the companies matching the other filters", async () => {
    const result = await aggregations(threeFilters);
    expect(result.__typename).toBe("CompanySearchAggregations");
    const params = searchParams(threeFilters);
    expect(result.itemsCount).toBe(rows.filter((c) => passes(c, params, custom)).length);
    expect(result.itemsCount).toBeGreaterThan(0);
    expect(result.facets.map((f: Any) => f.key)).toEqual([...facetKeys]);
    for (const key of facetKeys) {
      if (key === "productCodeLevels" || key === "portfolios") continue;
      expect({ key, counts: countsOf(result, key) }).toEqual({
        key,
        counts: expectedFacetCounts(rows, params, key, custom),
      });
    }
    // A facet's own choice does not shrink its list: the other countries stay countable.
    expect(countsOf(result, "locations").get("GB")).toBeGreaterThan(0);
    const us = facet(result, "locations").values.find((v: Any) => v.value === "US");
    expect(us).toMatchObject({ label: "United States", selected: true });
    expect(facet(result, "portfolios").values).toEqual([]);
  });

  it("rolls product codes up into NAICS levels 2 to 6 with labels", async () => {
    const params = searchParams({ facets: { productCodeLevels: ["33"] }, ranges: {} });
    const result = await aggregations(params);
    const values = facet(result, "productCodeLevels").values;
    const expected = expectedFacetCounts(rows, params, "productCodeLevels", custom);
    expect(new Map(values.map((v: Any) => [v.value, v.count]))).toEqual(expected);
    expect(values.find((v: Any) => v.value === "33")).toMatchObject({
      level: 2,
      label: "Manufacturing",
      selected: true,
    });
    expect(values.find((v: Any) => v.value === "336111")).toMatchObject({
      level: 6,
      label: "Automobile Manufacturing",
    });
    expect(values.find((v: Any) => v.value === "3361")).toMatchObject({ level: 4, label: "3361" });
    // Industries follow the product-code filter like any other facet.
    const industries = countsOf(result, "industries");
    expect([...industries.keys()].sort()).toEqual(["331110", "336111"]);
  });

  it("labels tags, custom data, diversity and statuses, and keeps chosen values listed", async () => {
    const result = await aggregations({
      facets: { tags: ["no-such-tag"], customData: ["tier=1"] },
    });
    const tags = facet(result, "tags").values;
    expect(tags.find((v: Any) => v.value === "key-supplier")?.label).toBe("Key supplier");
    expect(tags.find((v: Any) => v.value === "no-such-tag")).toMatchObject({
      count: 0,
      selected: true,
    });
    expect(facet(result, "customData").values.find((v: Any) => v.value === "tier=1")).toMatchObject(
      {
        label: "tier: 1",
        selected: true,
      },
    );
    const unfiltered = await aggregations({});
    expect(
      facet(unfiltered, "diversity").values.find((v: Any) => v.value === "women_owned")?.label,
    ).toBe("Women owned");
    expect(
      facet(unfiltered, "statuses")
        .values.map((v: Any) => v.label)
        .sort(),
    ).toEqual(["Active", "Basic", "Closed", "Imported active", "Imported closed"]);
  });

  it("counts only the viewer's organisation's custom data", async () => {
    const ours = countsOf(await aggregations({}), "customData");
    expect(ours).toEqual(expectedFacetCounts(rows, searchParams({}), "customData", custom));
    expect(ours.has("secret=yes")).toBe(false);
    const theirs = countsOf(await aggregations({}, otherOrgClient), "customData");
    expect(theirs).toEqual(new Map([["secret=yes", 1]]));
  });

  it("summarises every metric with min, max and a histogram that adds up, leaving out its own range", async () => {
    const result = await aggregations(threeFilters);
    const params = searchParams(threeFilters);
    expect(result.metrics.map((m: Any) => m.key)).toEqual(numericMetricKeys);
    for (const metric of result.metrics) {
      const expected = expectedMetric(rows, params, metric.key as NumericMetric, custom);
      expect({ key: metric.key, count: metric.count, min: metric.min, max: metric.max }).toEqual({
        key: metric.key,
        ...expected,
      });
      const total = metric.buckets.reduce((sum: number, b: Any) => sum + b.count, 0);
      expect({ key: metric.key, total }).toEqual({ key: metric.key, total: expected.count });
      // Buckets span the metric's domain, the bounds of its range input.
      const domain = numericMetrics[metric.key as NumericMetric];
      expect(metric.buckets[0].lower).toBe(domain.min);
      expect(metric.buckets.at(-1).upper).toBe(domain.max);
    }
    const employees = result.metrics.find((m: Any) => m.key === "employeeCount");
    // Its own range (20,000–40,000) does not narrow it: the histogram spans every size.
    expect(employees.count).toBeGreaterThan(result.itemsCount);
    expect(employees).toMatchObject({ scale: "LOG" });
    expect(employees.buckets).toHaveLength(companySearchLimits.histogramBuckets);
    const viability = result.metrics.find((m: Any) => m.key === "viabilityScore");
    expect(viability.scale).toBe("VALUE");
    expect(viability.buckets.map((b: Any) => b.lower)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const esg = result.metrics.find((m: Any) => m.key === "esgScore");
    expect(esg.scale).toBe("LINEAR");
  });

  it("puts each value in the right bucket", async () => {
    const result = await aggregations({});
    const credit = result.metrics.find((m: Any) => m.key === "creditScore");
    const values = rows
      .filter((c) => !["draft", "deleted"].includes(c.statusCode as string))
      .map((c) => c.creditScore as number);
    for (const bucket of credit.buckets) {
      const last = bucket === credit.buckets.at(-1);
      const inside = values.filter(
        (v) => v >= bucket.lower && (last ? v <= bucket.upper : v < bucket.upper),
      );
      expect(bucket.count).toBe(inside.length);
    }
  });

  it("refuses bad parameters, and needs the feature and a session", async () => {
    const bad = await aggregations({ ranges: { esgScore: { lower: 5, upper: 1 } } });
    expect(bad.__typename).toBe("ValidationError");
    const forbidden = await noFlagClient.gql<Any>(aggregationsQuery, { params: {} });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await h.client().gql<Any>(aggregationsQuery, { params: {} });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
