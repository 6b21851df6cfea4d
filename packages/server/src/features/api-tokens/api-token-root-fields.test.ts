import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenScopeRefusal } from "../../graphql/api-root-field-guard.ts";
import { buildWorld } from "../../test/admin-test-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { type Any, listenForApiClients, tokenFor } from "./api-token-test-support.ts";

/**
 * Root fields whose resolvers ask no policy action once answered any token as its owner. The
 * table in common/policy/api-root-fields.ts now decides each root field for a token, before
 * anything runs; a session cookie is not affected.
 */
let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
let api: Awaited<ReturnType<typeof listenForApiClients>>;
let slug: string;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
  api = await listenForApiClients(h);
  slug = (await buildCompany(h.database.db, { displayName: "Rootfield Components" })).slug;
});
afterAll(() => h.close());

const member = () => world.actors.user.client;
const quickSearch = `query($text: String!) { quickSearch(text: $text) { companies { displayName } } }`;
const company = `query($slug: String!) { company(slug: $slug) { displayName } }`;
const markAllRead = `mutation { markAllNotificationsRead { __typename } }`;
const updateColumns = `mutation { updateAdvancedSearchColumns(columns: [displayName, duns]) { __typename } }`;
const variables = () => ({ text: "Rootfield Components", slug });

const refusal = (field: string) => ({
  errors: [{ message: tokenScopeRefusal(field), extensions: { code: "FORBIDDEN" } }],
});

describe("a token's root fields", () => {
  it("refuses a read:tags token the fields its scopes do not name, whatever the resolver asks", async () => {
    const { secret } = await tokenFor(member(), { scopes: ["read:tags"] });
    const cases = [
      [quickSearch, "quickSearch"],
      [company, "company"],
      [markAllRead, "markAllNotificationsRead"],
      [updateColumns, "updateAdvancedSearchColumns"],
    ] as const;
    for (const [query, field] of cases) {
      const answer = await api(secret, query, variables());
      // Refused before execution, like a validation error: no data at all, and HTTP 200 as
      // other FORBIDDEN answers.
      expect(answer.status, field).toBe(200);
      expect(answer.body, field).toEqual(refusal(field));
    }
  });

  it("gives a read:companies token quickSearch and company", async () => {
    const { secret } = await tokenFor(member(), { scopes: ["read:companies"] });
    const found = await api(secret, quickSearch, variables());
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.quickSearch.companies.map((c: Any) => c.displayName)).toContain(
      "Rootfield Components",
    );
    const profile = await api(secret, company, variables());
    expect(profile.body).toEqual({ data: { company: { displayName: "Rootfield Components" } } });
  });

  it("refuses the whole request when one root field is not allowed, through aliases and fragments", async () => {
    const { secret } = await tokenFor(member(), { scopes: ["read:companies"] });
    const hidden = `query($slug: String!) {
      profile: company(slug: $slug) { displayName }
      ... on Query { ...Mine }
    }
    fragment Mine on Query { who: me { id } }`;
    const answer = await api(secret, hidden, variables());
    expect(answer.body).toEqual(refusal("me"));
    // GraphQL's own meta fields pass with any token.
    const meta = await api(secret, "{ __typename }");
    expect(meta.body).toEqual({ data: { __typename: "Query" } });
  });

  it("refuses on Yoga's own path too, not only on the direct answer", async () => {
    const { secret } = await tokenFor(member(), { scopes: ["read:tags"] });
    // Asking for a multipart answer leaves the request to Yoga's Fetch layer (direct-answer.ts).
    const answer = await api(secret, quickSearch, variables(), { accept: "multipart/mixed" });
    const body = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    expect(body).toContain(tokenScopeRefusal("quickSearch"));
    expect(body).not.toContain("Rootfield Components");
  });

  it("refuses a query text another token has made known (compiled, past Yoga's pipeline)", async () => {
    const search = `query Known($text: String!) { quickSearch(text: $text) { companies { slug } } }`;
    const allowed = await tokenFor(member(), { scopes: ["read:companies"] });
    for (let asked = 0; asked < 3; asked += 1) {
      const found = await api(allowed.secret, search, variables());
      expect(found.body.errors).toBeUndefined();
    }
    const { secret } = await tokenFor(member(), { scopes: ["read:tags"] });
    const refused = await api(secret, search, variables());
    expect(refused.body).toEqual(refusal("quickSearch"));
    // The cookie's session has no scopes: the same text answers it.
    const bySession = await member().gql<Any>(search, variables());
    expect(bySession.data.quickSearch.companies.map((c: Any) => c.slug)).toContain(slug);
  });

  it("leaves a session cookie as it was: the same fields answer the signed-in person", async () => {
    const quick = await member().gql<Any>(quickSearch, variables());
    expect(quick.errors).toBeUndefined();
    expect(quick.data.quickSearch.companies.length).toBeGreaterThan(0);
    const profile = await member().gql<Any>(company, variables());
    expect(profile.data.company.displayName).toBe("Rootfield Components");
    const read = await member().gql<Any>(markAllRead);
    expect(read.data.markAllNotificationsRead.__typename).toBe("MarkNotificationsReadSuccess");
    const columns = await member().gql<Any>(updateColumns);
    expect(columns.data.updateAdvancedSearchColumns.__typename).toBe(
      "AdvancedSearchColumnsSuccess",
    );
  });
});
