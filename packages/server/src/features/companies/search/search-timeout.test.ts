import { messages } from "@tierwise/common/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../../../test/database.ts";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import { createHarness, type Harness } from "../../../test/harness.ts";
import { insertTestCompanies, testCompanies } from "../../../test/search-test-data.ts";
import { SearchTimeoutError, withSearchTimeout } from "./search-timeout.ts";

// A one-millisecond limit: any real search statement runs longer.
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ SEARCH_TIMEOUT_MS: "1" });
  await insertTestCompanies(h.database.db, testCompanies(5_000));
}, 120_000);
afterAll(() => h.close());

const ctx = () => ({ db: h.database.db, config: h.config });

describe("search timeout", () => {
  it("runs a quick statement and gives its result", async () => {
    const rows = await withSearchTimeout(
      ctx(),
      (tx) => tx.execute(sql`select 42 as answer`),
      5_000,
    );
    expect(rows.rows[0]).toEqual({ answer: 42 });
  });

  // PGlite runs queries on the JavaScript thread with no timer able to interrupt them, so
  // statement_timeout is accepted there but never fires (checked by hand: a 5-second count
  // under a 50 ms limit completes). Only PostgreSQL can stop a search.
  describe.skipIf(testDatabaseKind === "pglite")("on PostgreSQL", () => {
    it("stops a statement that runs too long with SearchTimeoutError", async () => {
      const slow = withSearchTimeout(ctx(), (tx) => tx.execute(sql`select pg_sleep(2)`), 50);
      await expect(slow).rejects.toBeInstanceOf(SearchTimeoutError);
      await expect(slow).rejects.toThrow(messages.searchTimeout);
      // The limit was local to that transaction: the next statement runs without it.
      const after = await h.database.db.execute(
        sql`select current_setting('statement_timeout') as t`,
      );
      expect(after.rows[0]).toEqual({ t: "0" });
    });

    it("answers companySearch and its aggregations in-band with the spec's message", async () => {
      const organization = await buildOrganization(h.database.db, {
        settings: { featureFlags: { advancedSearch: true } },
      });
      const user = await buildUser(h.database.db, h.config, {
        memberships: [{ organizationId: organization.id, role: "user" }],
      });
      const client = await h.signIn(user.email, user.password);
      const answer = await client.gql<{
        companySearchAggregations: { __typename: string; message: string };
        companySearch: { __typename: string; message: string };
      }>(
        `query($params: JSON) {
          companySearchAggregations(params: $params) { __typename ... on Error { message } }
          companySearch(params: $params) { __typename ... on Error { message } ... on CompanySearchResults { itemsCount } }
        }`,
        { params: { query: "company", sort: "revenueUsd" } },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.companySearchAggregations).toEqual({
        __typename: "SearchTimeoutError",
        message: "Search Engine API waiting time exceeded",
      });
      expect(answer.data?.companySearch.__typename).toBe("SearchTimeoutError");
    });
  });
});
