import {
  advancedSearchColumnsSettingKey,
  defaultSearchColumns,
} from "@tierwise/common/company-search";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../../test/harness.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

const read = `{ advancedSearchColumns }`;
const update = `mutation($columns: [AdvancedSearchColumn!]!) {
  updateAdvancedSearchColumns(columns: $columns) {
    __typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }
    ... on AdvancedSearchColumnsSuccess { columns }
  }
}`;
const settings = `{ settings(scope: USER) }`;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function member(): Promise<TestClient> {
  const organization = await buildOrganization(h.database.db);
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization.id, role: "user" }],
  });
  return h.signIn(user.email, user.password);
}

describe("advanced search columns", () => {
  it("starts with the defaults, then keeps the user's order in their settings", async () => {
    const client = await member();
    expect((await client.gql<Any>(read)).data.advancedSearchColumns).toEqual([
      ...defaultSearchColumns,
    ]);
    await client.gql(
      `mutation { updateSettings(input: { scope: USER, data: { theme: "dark" } }) { __typename } }`,
    );
    const answer = await client.gql<Any>(update, {
      columns: ["creditScore", "displayName", "duns", "creditScore"],
    });
    expect(answer.data.updateAdvancedSearchColumns).toEqual({
      __typename: "AdvancedSearchColumnsSuccess",
      columns: ["creditScore", "displayName", "duns"],
    });
    expect((await client.gql<Any>(read)).data.advancedSearchColumns).toEqual([
      "creditScore",
      "displayName",
      "duns",
    ]);
    const stored = (await client.gql<Any>(settings)).data.settings;
    expect(stored).toMatchObject({
      theme: "dark",
      [advancedSearchColumnsSettingKey]: ["creditScore", "displayName", "duns"],
    });
    // Another user still sees the defaults.
    expect((await (await member()).gql<Any>(read)).data.advancedSearchColumns).toEqual([
      ...defaultSearchColumns,
    ]);
  });

  it("refuses an empty list in-band and an unknown column as bad input", async () => {
    const client = await member();
    const empty = await client.gql<Any>(update, { columns: [] });
    expect(empty.data.updateAdvancedSearchColumns.__typename).toBe("ValidationError");
    expect(empty.data.updateAdvancedSearchColumns.fieldErrors[0].path).toBe("columns");
    const unknown = await client.gql<Any>(update, { columns: ["shoeSize"] });
    expect(unknown.errors?.[0]?.message).toContain("shoeSize");
  });

  it("falls back to the defaults when the stored value is no longer valid", async () => {
    const client = await member();
    await client.gql(
      `mutation($data: JSON!) { updateSettings(input: { scope: USER, data: $data }) { __typename } }`,
      { data: { [advancedSearchColumnsSettingKey]: ["removedColumn"] } },
    );
    expect((await client.gql<Any>(read)).data.advancedSearchColumns).toEqual([
      ...defaultSearchColumns,
    ]);
  });

  it("is UNAUTHENTICATED when signed out", async () => {
    expect((await h.client().gql(read)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const answer = await h.client().gql(update, { columns: ["duns"] });
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
