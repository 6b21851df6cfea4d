import { messages } from "@tierwise/common/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setCurrentOrganizationMutation } from "../../test/auth-operations.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import {
  insertTestCompanies,
  type TestCompany,
  testCompanies,
} from "../../test/search-test-data.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

// Only types a result union holds may be spread in it.
const errors = "__typename ... on Error { message }";
const invalid = `${errors} ... on ValidationError { fieldErrors { path message } }`;
const comparisonErrors = `${invalid} ... on LimitReachedError { limit } ... on ConnectedObjectNotFoundError { type id }`;
const searchFields = "id name description searchParams archived archivedAt createdAt updatedAt";
const comparisonFields = "id name description companyIds companies { id } archived archivedAt";

const createSearch = `mutation($input: SavedSearchInput!) { createSavedSearch(input: $input) {
  ${invalid} ... on SavedSearchSuccess { savedSearch { ${searchFields} } } } }`;
const updateSearch = `mutation($id: ID!, $input: SavedSearchInput!) { updateSavedSearch(id: $id, input: $input) {
  ${invalid} ... on SavedSearchSuccess { savedSearch { ${searchFields} } } } }`;
const archiveSearch = `mutation($id: ID!) { archiveSavedSearch(id: $id) {
  ${errors} ... on SavedSearchArchiveSuccess { undoId savedSearch { id archived } } } }`;
const unarchiveSearch = `mutation($id: ID!) { unarchiveSavedSearch(id: $id) {
  ${errors} ... on SavedSearchArchiveSuccess { undoId savedSearch { id archived } } } }`;
const getSearch = `query($id: ID!) { savedSearch(id: $id) { ${errors} ... on SavedSearch { ${searchFields} } } }`;
const listSearches = `query($first: Int, $after: String, $offset: Int, $archived: Boolean, $query: String,
  $orderBy: SavedItemOrderField, $direction: SavedItemOrderDirection) {
  savedSearches(first: $first, after: $after, offset: $offset, archived: $archived, query: $query,
    orderBy: $orderBy, direction: $direction) {
    items { id name archived } itemsCount pageInfo { hasNextPage endCursor } } }`;

const createComparison = `mutation($input: SavedComparisonInput!) { createSavedComparison(input: $input) {
  ${comparisonErrors} ... on SavedComparisonSuccess { savedComparison { ${comparisonFields} } } } }`;
const updateComparison = `mutation($id: ID!, $input: SavedComparisonInput!) { updateSavedComparison(id: $id, input: $input) {
  ${comparisonErrors} ... on SavedComparisonSuccess { savedComparison { ${comparisonFields} } } } }`;
const archiveComparison = `mutation($id: ID!) { archiveSavedComparison(id: $id) {
  ${errors} ... on SavedComparisonArchiveSuccess { undoId savedComparison { id archived } } } }`;
const unarchiveComparison = `mutation($id: ID!) { unarchiveSavedComparison(id: $id) {
  ${errors} ... on SavedComparisonArchiveSuccess { undoId savedComparison { id archived } } } }`;
const getComparison = `query($id: ID!) { savedComparison(id: $id) { ${errors} ... on SavedComparison { ${comparisonFields} } } }`;
const listComparisons = `query($archived: Boolean, $orderBy: SavedItemOrderField, $direction: SavedItemOrderDirection) {
  savedComparisons(archived: $archived, orderBy: $orderBy, direction: $direction) {
    items { id name archived } itemsCount } }`;

const undo = `mutation($undoId: ID!) { undoSavedItem(undoId: $undoId) { ${errors}
  ... on SavedItemUndoSuccess { savedSearch { id archived } savedComparison { id archived } } } }`;
const undoOffers = `{ snackbarUndos { items { id type payload } } }`;

let h: Harness;
let visible: TestCompany[];
let hidden: TestCompany;
let organizationId: string;
let alice: TestClient;
let bob: TestClient; // same organisation
let carol: TestClient; // another organisation
let noFlags: TestClient;
let aliceElsewhere: TestClient; // alice, signed in again and working in her second organisation

beforeAll(async () => {
  h = await createHarness();
  const db = h.database.db;
  const rows = testCompanies(12);
  await insertTestCompanies(db, rows);
  visible = rows.filter((c) => !["draft", "deleted"].includes(c.statusCode as string));
  hidden = rows.find((c) => c.statusCode === "draft") as TestCompany;
  const flags = { featureFlags: { advancedSearch: true, compareCompanies: true } };
  const organization = await buildOrganization(db, { settings: flags });
  const second = await buildOrganization(db, { settings: flags });
  const other = await buildOrganization(db, { settings: flags });
  const plain = await buildOrganization(db);
  organizationId = organization.id;
  const user = async (memberships: string[]) => {
    const built = await buildUser(db, h.config, {
      memberships: memberships.map((id) => ({ organizationId: id, role: "user" as const })),
    });
    return { built, client: await h.signIn(built.email, built.password) };
  };
  // Alice belongs to two organisations; each session works in the one it chose.
  const a = await user([organization.id, second.id]);
  alice = a.client;
  await alice.gql(setCurrentOrganizationMutation, { input: { organizationId: organization.id } });
  aliceElsewhere = await h.signIn(a.built.email, a.built.password);
  await aliceElsewhere.gql(setCurrentOrganizationMutation, {
    input: { organizationId: second.id },
  });
  bob = (await user([organization.id])).client;
  carol = (await user([other.id])).client;
  noFlags = (await user([plain.id])).client;
});
afterAll(() => h.close());

async function newSearch(client: TestClient, name: string, extra: Record<string, unknown> = {}) {
  const answer = await client.gql<Any>(createSearch, {
    input: { name, searchParams: { query: name, facets: { locations: ["US"] } }, ...extra },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data.createSavedSearch;
}

describe("saved searches", () => {
  it("creates with defaults filled in, reads back, and updates only the fields given", async () => {
    const created = await newSearch(alice, "  Steel in the US  ", { description: "For Q3" });
    expect(created.__typename).toBe("SavedSearchSuccess");
    const saved = created.savedSearch;
    expect(saved).toMatchObject({
      name: "Steel in the US",
      description: "For Q3",
      archived: false,
      archivedAt: null,
      searchParams: {
        query: "  Steel in the US  ", // search text is normalised when searched, kept as typed
        facets: { locations: ["US"] },
        ranges: {},
        sort: "relevance",
        sortDirection: "desc",
      },
    });
    const read = await alice.gql<Any>(getSearch, { id: saved.id });
    expect(read.data.savedSearch).toMatchObject({ __typename: "SavedSearch", id: saved.id });
    const renamed = await alice.gql<Any>(updateSearch, {
      id: saved.id,
      input: { name: "Steel (US)" },
    });
    expect(renamed.data.updateSavedSearch.savedSearch).toMatchObject({
      name: "Steel (US)",
      description: "For Q3",
      searchParams: saved.searchParams,
    });
    const cleared = await alice.gql<Any>(updateSearch, {
      id: saved.id,
      input: { description: "", searchParams: { ranges: { creditScore: { lower: 1, upper: 2 } } } },
    });
    expect(cleared.data.updateSavedSearch.savedSearch).toMatchObject({
      name: "Steel (US)",
      description: null,
      searchParams: { query: "", ranges: { creditScore: { lower: 1, upper: 2 } } },
    });
    expect(Date.parse(cleared.data.updateSavedSearch.savedSearch.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(saved.updatedAt),
    );
  });

  it("refuses empty or too long names and descriptions, and bad search parameters", async () => {
    const empty = await alice.gql<Any>(createSearch, { input: { name: "  ", searchParams: {} } });
    expect(empty.data.createSavedSearch.fieldErrors).toEqual([
      { path: "name", message: "Enter a name." },
    ]);
    const missing = await alice.gql<Any>(createSearch, { input: { searchParams: {} } });
    expect(missing.data.createSavedSearch.fieldErrors[0]).toEqual({
      path: "name",
      message: "Enter a name.",
    });
    const long = await alice.gql<Any>(createSearch, {
      input: { name: "x".repeat(101), description: "y".repeat(1001), searchParams: {} },
    });
    expect(long.data.createSavedSearch.fieldErrors).toEqual([
      { path: "name", message: messages.tooLong(100) },
      { path: "description", message: messages.tooLong(1000) },
    ]);
    const exactly = await alice.gql<Any>(createSearch, {
      input: { name: "x".repeat(100), description: "y".repeat(1000), searchParams: {} },
    });
    expect(exactly.data.createSavedSearch.__typename).toBe("SavedSearchSuccess");
    const reversed = await alice.gql<Any>(createSearch, {
      input: { name: "Bad", searchParams: { ranges: { esgScore: { lower: 9, upper: 1 } } } },
    });
    expect(reversed.data.createSavedSearch.fieldErrors[0].path).toBe(
      "searchParams.ranges.esgScore",
    );
    const code = await alice.gql<Any>(createSearch, {
      input: { name: "Bad", searchParams: { facets: { productCodeLevels: ["x"] } } },
    });
    expect(code.data.createSavedSearch.fieldErrors[0].path).toBe(
      "searchParams.facets.productCodeLevels",
    );
    const noParams = await alice.gql<Any>(createSearch, { input: { name: "No params" } });
    expect(noParams.data.createSavedSearch.__typename).toBe("ValidationError");
  });

  it("lists 10 per page by default, pages by cursor or offset, sorts, searches by name and filters archived", async () => {
    const client = (await freshUser()).client;
    const names = Array.from({ length: 12 }, (_, i) => `Search ${String(i + 1).padStart(2, "0")}`);
    for (const name of names) await newSearch(client, name);
    const first = (await client.gql<Any>(listSearches, { orderBy: "NAME", direction: "ASC" })).data
      .savedSearches;
    expect(first.items.map((s: Any) => s.name)).toEqual(names.slice(0, 10));
    expect(first).toMatchObject({ itemsCount: 12, pageInfo: { hasNextPage: true } });
    const next = (
      await client.gql<Any>(listSearches, {
        orderBy: "NAME",
        direction: "ASC",
        after: first.pageInfo.endCursor,
      })
    ).data.savedSearches;
    expect(next.items.map((s: Any) => s.name)).toEqual(names.slice(10));
    const byOffset = (
      await client.gql<Any>(listSearches, { orderBy: "NAME", direction: "DESC", offset: 10 })
    ).data.savedSearches;
    expect(byOffset.items.map((s: Any) => s.name)).toEqual(["Search 02", "Search 01"]);
    const newest = (await client.gql<Any>(listSearches, { first: 1 })).data.savedSearches;
    expect(newest.items[0].name).toBe("Search 12"); // updatedAt, newest first
    const oldest = (
      await client.gql<Any>(listSearches, { first: 1, orderBy: "CREATED_AT", direction: "ASC" })
    ).data.savedSearches;
    expect(oldest.items[0].name).toBe("Search 01");
    const matching = (await client.gql<Any>(listSearches, { query: "search 1" })).data
      .savedSearches;
    expect(matching.itemsCount).toBe(3);
    const toArchive = first.items[0].id;
    await client.gql(archiveSearch, { id: toArchive });
    const active = (await client.gql<Any>(listSearches, {})).data.savedSearches;
    expect(active.itemsCount).toBe(11);
    const archived = (await client.gql<Any>(listSearches, { archived: true })).data.savedSearches;
    expect(archived.items.map((s: Any) => s.id)).toEqual([toArchive]);
    const both = (await client.gql<Any>(listSearches, { archived: null })).data.savedSearches;
    expect(both.itemsCount).toBe(12);
    const tooMany = await client.gql<Any>(listSearches, { first: 101 });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      type: "TooManyResultsRequestedError",
    });
  });

  it("archives and unarchives with an undo offer the snackbar can take back once", async () => {
    const { savedSearch } = await newSearch(alice, "Undo me");
    const archived = (await alice.gql<Any>(archiveSearch, { id: savedSearch.id })).data
      .archiveSavedSearch;
    expect(archived.savedSearch.archived).toBe(true);
    expect(archived.undoId).toEqual(expect.any(String));
    const offers = (await alice.gql<Any>(undoOffers)).data.snackbarUndos.items;
    expect(offers[0]).toEqual({
      id: archived.undoId,
      type: "advancedSearch",
      payload: { action: "archive", id: savedSearch.id, name: "Undo me" },
    });
    // Archiving again changes nothing and offers nothing.
    const again = (await alice.gql<Any>(archiveSearch, { id: savedSearch.id })).data
      .archiveSavedSearch;
    expect(again).toMatchObject({ undoId: null, savedSearch: { archived: true } });
    // Someone else cannot use alice's offer.
    const stolen = await bob.gql<Any>(undo, { undoId: archived.undoId });
    expect(stolen.data.undoSavedItem.__typename).toBe("NotFoundError");
    const undone = (await alice.gql<Any>(undo, { undoId: archived.undoId })).data.undoSavedItem;
    expect(undone).toMatchObject({
      __typename: "SavedItemUndoSuccess",
      savedSearch: { id: savedSearch.id, archived: false },
      savedComparison: null,
    });
    const twice = await alice.gql<Any>(undo, { undoId: archived.undoId });
    expect(twice.data.undoSavedItem.__typename).toBe("NotFoundError");
    const offersAfter = (await alice.gql<Any>(undoOffers)).data.snackbarUndos.items;
    expect(offersAfter.map((o: Any) => o.id)).not.toContain(archived.undoId);
    // Unarchive is undoable too (spec 3 §4 "unarchive search").
    await alice.gql(archiveSearch, { id: savedSearch.id });
    const restored = (await alice.gql<Any>(unarchiveSearch, { id: savedSearch.id })).data
      .unarchiveSavedSearch;
    expect(restored.savedSearch.archived).toBe(false);
    const reArchived = (await alice.gql<Any>(undo, { undoId: restored.undoId })).data.undoSavedItem;
    expect(reArchived.savedSearch.archived).toBe(true);
  });

  it("is private to its owner within the organisation", async () => {
    const { savedSearch } = await newSearch(alice, "Private");
    for (const [who, client] of [
      ["colleague", bob],
      ["other organisation", carol],
      ["same person elsewhere", aliceElsewhere],
    ] as const) {
      const read = await client.gql<Any>(getSearch, { id: savedSearch.id });
      expect({ who, type: read.data.savedSearch.__typename }).toEqual({
        who,
        type: "NotFoundError",
      });
      const changed = await client.gql<Any>(updateSearch, {
        id: savedSearch.id,
        input: { name: "Mine now" },
      });
      expect(changed.data.updateSavedSearch.__typename).toBe("NotFoundError");
      const archived = await client.gql<Any>(archiveSearch, { id: savedSearch.id });
      expect(archived.data.archiveSavedSearch.__typename).toBe("NotFoundError");
      const list = await client.gql<Any>(listSearches, { archived: null });
      expect(list.data.savedSearches.items.map((s: Any) => s.id)).not.toContain(savedSearch.id);
    }
    const junk = await alice.gql<Any>(getSearch, { id: "not-a-uuid" });
    expect(junk.data.savedSearch.__typename).toBe("NotFoundError");
  });

  it("needs the advancedSearch feature and a session", async () => {
    const forbidden = await noFlags.gql<Any>(listSearches, {});
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const create = await noFlags.gql<Any>(createSearch, { input: { name: "x", searchParams: {} } });
    expect(create.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await h.client().gql<Any>(createSearch, {
      input: { name: "x", searchParams: {} },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const anonymousList = await h.client().gql<Any>(listSearches, {});
    expect(anonymousList.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

async function freshUser() {
  const built = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId, role: "user" }],
  });
  return { built, client: await h.signIn(built.email, built.password) };
}

const ids = (n: number) => visible.slice(0, n).map((c) => c.id);

describe("saved comparisons", () => {
  it("creates with 2 to 6 companies in order, lists and updates them", async () => {
    const companyIds = ids(3).reverse();
    const created = (
      await alice.gql<Any>(createComparison, { input: { name: "Big three", companyIds } })
    ).data.createSavedComparison;
    expect(created.savedComparison).toMatchObject({
      name: "Big three",
      companyIds,
      companies: companyIds.map((id) => ({ id })),
      archived: false,
    });
    const id = created.savedComparison.id;
    expect((await alice.gql<Any>(getComparison, { id })).data.savedComparison.companyIds).toEqual(
      companyIds,
    );
    const six = (await alice.gql<Any>(updateComparison, { id, input: { companyIds: ids(6) } })).data
      .updateSavedComparison;
    expect(six.savedComparison).toMatchObject({ name: "Big three", companyIds: ids(6) });
    const list = (await alice.gql<Any>(listComparisons, { orderBy: "NAME", direction: "ASC" })).data
      .savedComparisons;
    expect(list.items.map((c: Any) => c.id)).toContain(id);
  });

  it("refuses too few, too many, repeated, malformed, unknown and hidden companies", async () => {
    const attempt = async (companyIds: string[], name = "Try") =>
      (await alice.gql<Any>(createComparison, { input: { name, companyIds } })).data
        .createSavedComparison;
    expect((await attempt(ids(1))).fieldErrors[0]).toEqual({
      path: "companyIds",
      message: "Choose at least 2 companies.",
    });
    expect(await attempt(ids(7))).toMatchObject({ __typename: "LimitReachedError", limit: 6 });
    expect((await attempt([...ids(2), ...ids(1)])).fieldErrors[0].message).toBe(
      "Each company can appear once.",
    );
    expect((await attempt([...ids(1), "nope"])).__typename).toBe("InvalidIdError");
    const unknown = "00000000-0000-4000-8000-000000000999";
    expect(await attempt([...ids(1), unknown])).toMatchObject({
      __typename: "ConnectedObjectNotFoundError",
      type: "Company",
      id: unknown,
    });
    expect(await attempt([...ids(1), hidden.id])).toMatchObject({
      __typename: "ConnectedObjectNotFoundError",
      id: hidden.id,
    });
    expect((await attempt(ids(2), "")).fieldErrors[0].path).toBe("name");
  });

  it("archives and unarchives with undo, privately to its owner", async () => {
    const created = (
      await alice.gql<Any>(createComparison, { input: { name: "Pair", companyIds: ids(2) } })
    ).data.createSavedComparison.savedComparison;
    const archived = (await alice.gql<Any>(archiveComparison, { id: created.id })).data
      .archiveSavedComparison;
    expect(archived.savedComparison.archived).toBe(true);
    const offers = (await alice.gql<Any>(undoOffers)).data.snackbarUndos.items;
    expect(offers[0]).toMatchObject({ id: archived.undoId, type: "comparison" });
    const archivedList = (await alice.gql<Any>(listComparisons, { archived: true })).data
      .savedComparisons;
    expect(archivedList.items.map((c: Any) => c.id)).toEqual([created.id]);
    const undone = (await alice.gql<Any>(undo, { undoId: archived.undoId })).data.undoSavedItem;
    expect(undone).toMatchObject({ savedSearch: null, savedComparison: { archived: false } });
    const restored = await alice.gql<Any>(unarchiveComparison, { id: created.id });
    expect(restored.data.unarchiveSavedComparison.undoId).toBeNull(); // already active
    for (const client of [bob, carol, aliceElsewhere]) {
      const read = await client.gql<Any>(getComparison, { id: created.id });
      expect(read.data.savedComparison.__typename).toBe("NotFoundError");
      const archive = await client.gql<Any>(archiveComparison, { id: created.id });
      expect(archive.data.archiveSavedComparison.__typename).toBe("NotFoundError");
    }
  });

  it("needs the compareCompanies feature and a session", async () => {
    const forbidden = await noFlags.gql<Any>(listComparisons, {});
    expect(forbidden.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const anonymous = await h.client().gql<Any>(createComparison, {
      input: { name: "x", companyIds: ids(2) },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
