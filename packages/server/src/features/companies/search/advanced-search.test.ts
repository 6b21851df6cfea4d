import { type FacetKey, facetKeys } from "@tierwise/common/company-search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantReports } from "../../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../../test/harness.ts";
import {
  type CustomDataIndex,
  facetValuesOf,
  insertCustomData,
  insertTestCompanies,
  passes,
  searchParams,
  type TestCompany,
  testCompanies,
} from "../../../test/search-test-data.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const searchQuery = `query($params: JSON, $first: Int, $offset: Int, $after: String) {
  companySearch(params: $params, first: $first, offset: $offset, after: $after) {
    __typename
    ... on Error { message }
    ... on ValidationError { fieldErrors { path message } }
    ... on TooManyResultsRequestedError { maximum requested }
    ... on CompanySearchResults {
      items { relevance company { id displayName statusCode } }
      itemsCount keywords pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }
}`;
const idsQuery = `query($params: JSON) { companySearchIds(params: $params) {
  __typename ... on Error { message } ... on CompanySearchIds { ids truncated maximum } } }`;

const names = [
  "Northwind Traders",
  "Northwind Trading",
  "Northwest Traders",
  "Northwind Tools",
  "Southwind Traders",
  "Acme Industries",
  "Globex Corporation",
  "Umbrella Holdings", // a draft (statuses cycle)
  "Cyberdyne Holdings", // deleted
  "Initech",
  "Kompany Labs",
];

let h: Harness;
let rows: TestCompany[];
let client: TestClient;
let noFlagClient: TestClient;
let otherOrgClient: TestClient;
let custom: CustomDataIndex;

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  rows = testCompanies(60, names);
  // A draft with the best possible name: search must never show it.
  rows.push({
    ...testCompanies(1, ["Northwind Traders"])[0],
    id: "d0000000-0000-4000-8000-000000000001",
    slug: "northwind-draft",
    statusCode: "draft",
  } as TestCompany);
  await insertTestCompanies(db, rows);
  const organization = await buildOrganization(db, {
    settings: { featureFlags: { advancedSearch: true } },
  });
  // Filters, sorts and counts by credit values need the reports package (company.policy.ts).
  await grantReports(db, organization.id);
  const otherOrganization = await buildOrganization(db, {
    settings: { featureFlags: { advancedSearch: true } },
  });
  const withoutFlag = await buildOrganization(db);
  const member = async (organizationId: string) => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role: "user" }],
    });
    return h.signIn(user.email, user.password);
  };
  client = await member(organization.id);
  otherOrgClient = await member(otherOrganization.id);
  noFlagClient = await member(withoutFlag.id);
  const ours = [
    { companyId: (rows[1] as TestCompany).id, key: "tier", value: "1" },
    { companyId: (rows[2] as TestCompany).id, key: "tier", value: "1" },
    { companyId: (rows[3] as TestCompany).id, key: "tier", value: "2" },
    { companyId: (rows[3] as TestCompany).id, key: "owner", value: "Procurement" },
  ];
  await insertCustomData(db, organization.id, ours);
  await insertCustomData(db, otherOrganization.id, [
    { companyId: (rows[4] as TestCompany).id, key: "tier", value: "1" },
    { companyId: (rows[5] as TestCompany).id, key: "secret", value: "yes" },
  ]);
  custom = new Map();
  for (const entry of ours) {
    const own = custom.get(entry.companyId) ?? new Map<string, string>();
    own.set(entry.key, entry.value);
    custom.set(entry.companyId, own);
  }
});
afterAll(() => h.close());

async function search(params: unknown, page: Record<string, unknown> = {}, as = client) {
  const answer = await as.gql<Any>(searchQuery, { params, first: 100, ...page });
  expect(answer.errors).toBeUndefined();
  return answer.data.companySearch;
}

const idsOf = (result: Any): string[] => result.items.map((hit: Any) => hit.company.id);
const expectedIds = (params: unknown) => {
  const parsed = searchParams(params);
  return rows.filter((c) => passes(c, parsed, custom)).map((c) => c.id);
};
const sorted = (ids: string[]) => [...ids].sort();

describe("companySearch", () => {
  it("ranks a misspelt name first among similar names, and never shows drafts", async () => {
    const result = await search({ query: "Northwnd Tradres" });
    expect(result.__typename).toBe("CompanySearchResults");
    expect(result.keywords).toEqual(["northwnd tradres"]);
    expect(result.items[0].company.displayName).toBe("Northwind Traders");
    expect(result.items[0].company.id).toBe((rows[0] as TestCompany).id);
    expect(result.items.map((hit: Any) => hit.company.id)).not.toContain(
      "d0000000-0000-4000-8000-000000000001",
    );
    const scores = result.items.map((hit: Any) => hit.relevance);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    expect(result.itemsCount).toBe(result.items.length);
  });

  it("matches any of several keywords, by substring too, and normalises them", async () => {
    const result = await search({ query: "ACME, globex or Initech!" });
    expect(result.keywords).toEqual(["acme", "globex", "initech"]);
    expect(result.items.map((hit: Any) => hit.company.displayName).sort()).toEqual([
      "Acme Industries",
      "Globex Corporation",
      "Initech",
    ]);
    const hidden = await search({ query: "Holdings" });
    expect(hidden.items).toEqual([]);
    const legal = await search({ query: "Globex Corporation Ltd" });
    expect(legal.items[0].company.displayName).toBe("Globex Corporation");
  });

  it("matches a common word by substring only, and a rare or misspelt one by similarity too", async () => {
    // Over 25 names contain "company": similarity matching adds nothing but cost then.
    const common = await search({ query: "company" });
    const containing = rows.filter(
      (c) => /company/i.test(c.displayName) && expectedIds({}).includes(c.id),
    );
    expect(common.itemsCount).toBe(containing.length);
    expect(common.items.map((hit: Any) => hit.company.displayName)).not.toContain("Kompany Labs");
    const rare = await search({ query: "kompanny labs" });
    expect(rare.items[0]?.company.displayName).toBe("Kompany Labs");
  });

  it("shows active, basic, closed and imported companies, never draft or deleted", async () => {
    const result = await search({});
    const statuses = new Set(result.items.map((hit: Any) => hit.company.statusCode));
    expect([...statuses].sort()).toEqual([
      "active",
      "basic",
      "closed",
      "imported_active",
      "imported_closed",
    ]);
    expect(result.itemsCount).toBe(expectedIds({}).length);
    const hidden = await search({ facets: { statuses: ["draft", "deleted"] } });
    expect(hidden.itemsCount).toBe(0);
  });

  it.each(facetKeys.filter((key) => key !== "portfolios"))(
    "filters by the %s facet: any chosen value",
    async (key: FacetKey) => {
      const present = [...new Set(rows.flatMap((c) => facetValuesOf(c, key, custom)))].sort();
      expect(present.length).toBeGreaterThan(0);
      const values = present.slice(0, 2);
      const params = { facets: { [key]: values } };
      const result = await search(params);
      expect(result.__typename).toBe("CompanySearchResults");
      const expected = expectedIds(params);
      expect(expected.length).toBeGreaterThan(0);
      expect(sorted(idsOf(result))).toEqual(sorted(expected));
      expect(result.itemsCount).toBe(expected.length);
    },
  );

  it("combines facets with AND and ranges inclusively", async () => {
    const target = rows.find((c) => c.statusCode === "active" && c.employeeCount) as TestCompany;
    const params = {
      facets: { locations: [target.countryCode, "JP"], sectors: [target.sector] },
      ranges: {
        employeeCount: { lower: target.employeeCount, upper: 50_000 },
        creditScore: { lower: 0, upper: target.creditScore },
      },
    };
    const result = await search(params);
    const expected = expectedIds(params);
    expect(sorted(idsOf(result))).toEqual(sorted(expected));
    expect(idsOf(result)).toContain(target.id);
    // Fractional bounds on a whole-number metric: 2.5 to 4.5 means 3 and 4.
    const viability = await search({ ranges: { viabilityScore: { lower: 2.5, upper: 4.5 } } });
    expect(sorted(idsOf(viability))).toEqual(
      sorted(expectedIds({ ranges: { viabilityScore: { lower: 3, upper: 4 } } })),
    );
  });

  it("keeps one organisation's custom data away from another", async () => {
    const ours = await search({ facets: { customData: ["tier=1"] } });
    expect(sorted(idsOf(ours))).toEqual(
      sorted(
        [(rows[1] as TestCompany).id, (rows[2] as TestCompany).id].filter((id) =>
          expectedIds({}).includes(id),
        ),
      ),
    );
    const theirs = await search({ facets: { customData: ["tier=1"] } }, {}, otherOrgClient);
    expect(idsOf(theirs)).toEqual(
      [(rows[4] as TestCompany).id].filter((id) => expectedIds({}).includes(id)),
    );
    const secret = await search({ facets: { customData: ["secret=yes"] } });
    expect(secret.itemsCount).toBe(0);
  });

  it("sorts by any key in either direction, companies without the value last", async () => {
    const desc = await search({ sort: "employeeCount", sortDirection: "desc" });
    const counts = desc.items.map(
      (hit: Any) => rows.find((c) => c.id === hit.company.id)?.employeeCount ?? null,
    );
    const withValue = counts.filter((n: number | null) => n !== null);
    expect(withValue).toEqual([...withValue].sort((a: number, b: number) => b - a));
    expect(counts.slice(withValue.length).every((n: number | null) => n === null)).toBe(true);
    const asc = await search({ sort: "employeeCount", sortDirection: "asc" });
    const ascCounts = asc.items
      .map((hit: Any) => rows.find((c) => c.id === hit.company.id)?.employeeCount ?? null)
      .filter((n: number | null) => n !== null);
    expect(ascCounts).toEqual([...ascCounts].sort((a: number, b: number) => a - b));
    expect(asc.items.at(-1).company.id).not.toBe(null);
    const byName = await search({ sort: "displayName", sortDirection: "asc" });
    const namesInOrder = byName.items.map((hit: Any) => hit.company.displayName);
    expect(namesInOrder).toEqual([...namesInOrder].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("pages with first and offset or after, without overlaps, and checks the page size", async () => {
    const params = { sort: "creditScore", sortDirection: "desc" };
    const all = idsOf(await search(params));
    const first = await search(params, { first: 10 });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await search(params, { first: 10, offset: 10 });
    const afterCursor = await search(params, { first: 10, after: first.pageInfo.endCursor });
    expect(idsOf(second)).toEqual(all.slice(10, 20));
    expect(idsOf(afterCursor)).toEqual(all.slice(10, 20));
    expect(idsOf(first)).toEqual(all.slice(0, 10));
    const tooMany = await search(params, { first: 101 });
    expect(tooMany).toMatchObject({
      __typename: "TooManyResultsRequestedError",
      maximum: 100,
      requested: 101,
    });
    const negative = await search(params, { first: 10, offset: -1 });
    expect(negative.__typename).toBe("NegativeNumberOfResultsError");
    const byDefault = await client.gql<Any>(searchQuery, { params });
    expect(byDefault.data.companySearch.items).toHaveLength(25);
  });

  it("refuses bad parameters with field messages", async () => {
    const reversed = await search({ ranges: { creditScore: { lower: 50, upper: 10 } } });
    expect(reversed.__typename).toBe("ValidationError");
    expect(reversed.fieldErrors[0]).toEqual({
      path: "ranges.creditScore",
      message: "The lower bound must not exceed the upper bound.",
    });
    const unknownSort = await search({ sort: "shoeSize" });
    expect(unknownSort.fieldErrors[0].path).toBe("sort");
    const portfolios = await search({ facets: { portfolios: ["x"] } });
    expect(portfolios.fieldErrors[0].path).toBe("facets.portfolios");
    const code = await search({ facets: { productCodeLevels: ["5a"] } });
    expect(code.fieldErrors[0].path).toBe("facets.productCodeLevels");
    const customData = await search({ facets: { customData: ["tier"] } });
    expect(customData.fieldErrors[0].message).toContain("key=value");
    const notAnObject = await search("acme");
    expect(notAnObject.__typename).toBe("ValidationError");
  });

  it("is FORBIDDEN without the advancedSearch feature and UNAUTHENTICATED when signed out", async () => {
    const forbidden = await noFlagClient.gql<Any>(searchQuery, { params: {} });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await h.client().gql<Any>(searchQuery, { params: {} });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const ids = await noFlagClient.gql<Any>(idsQuery, { params: {} });
    expect(ids.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("companySearchIds", () => {
  it("lists every matching id in result order", async () => {
    const params = {
      facets: { sectors: ["Manufacturing"] },
      sort: "foundedYear",
      sortDirection: "asc",
    };
    const answer = await client.gql<Any>(idsQuery, { params });
    expect(answer.data.companySearchIds).toMatchObject({ truncated: false, maximum: 10_000 });
    const page = await search(params);
    expect(answer.data.companySearchIds.ids).toEqual(idsOf(page));
    expect(sorted(answer.data.companySearchIds.ids)).toEqual(sorted(expectedIds(params)));
  });
});
