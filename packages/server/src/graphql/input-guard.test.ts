import { textMessages } from "@tierwise/common/inputs/text";
import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teams } from "../db/membership.table.ts";
import { sessionCookieName } from "../features/auth/session-token.ts";
import { tags } from "../features/tags/tag.table.ts";
import { updateSettingsMutation } from "../test/auth-operations.ts";
import { doc } from "../test/comments-support.ts";
import { buildCompany } from "../test/company-factory.ts";
import { buildOrganization, buildUser } from "../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../test/harness.ts";
import { inputGuardMessages, maxArgumentDepth, maxBracketNesting } from "./input-guard.ts";

/**
 * Issue 26 item 7: a NUL, a control character in a name, and input nested thousands deep each
 * answered "Something went wrong" (a database encoding error, a stack overflow). Each must be a
 * validation message.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let admin: TestClient;
let companyId: string;
beforeAll(async () => {
  h = await createHarness();
  const organization = await buildOrganization(h.database.db, {
    settings: { featureFlags: { comments: true, companyRequests: true } },
  });
  const user = await buildUser(h.database.db, h.config, {
    memberships: [{ organizationId: organization.id, role: "organization_admin" }],
  });
  admin = await h.signIn(user.email, user.password);
  companyId = (await buildCompany(h.database.db)).id;
});
afterAll(() => h.close());

const errorFields =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";
const ops = {
  tag: `mutation($input: TagInput!) { createTag(input: $input) { ${errorFields} } }`,
  portfolio: `mutation($input: PortfolioInput!) { createPortfolio(input: $input) { ${errorFields} } }`,
  team: `mutation($name: String!) { createTeam(name: $name) { ${errorFields} } }`,
  comment: `mutation($target: CommentTargetInput!, $comment: JSON!) {
    addComment(target: $target, comment: $comment) { ${errorFields} } }`,
  request: `mutation($input: CompanyRequestInput!) { createCompanyRequest(input: $input) { ${errorFields} } }`,
  tags: `query($query: String) { tags(query: $query, first: 5) { itemsCount } }`,
};

/** The one field of a mutation's answer; a GraphQL-level error as { errors }. */
async function answer(query: string, variables: Record<string, unknown>): Promise<Any> {
  const result = await admin.gql<Any>(query, variables);
  if (result.errors) return { errors: result.errors };
  return Object.values(result.data ?? {})[0];
}

const refused = (path: string, message: string = textMessages.controlCharacters) => ({
  __typename: "ValidationError",
  message,
  fieldErrors: [{ path, message }],
});

describe("a NUL character", () => {
  it("is refused on the field in a tag, portfolio, team, comment and company request", async () => {
    const nul = "Acme\u0000Corp";
    expect(await answer(ops.tag, { input: { value: nul } })).toEqual(refused("input.value"));
    expect(await answer(ops.tag, { input: { value: "ok", description: nul } })).toEqual(
      refused("input.description"),
    );
    expect(await answer(ops.portfolio, { input: { name: nul } })).toEqual(refused("input.name"));
    expect(await answer(ops.team, { name: nul })).toEqual(refused("name"));
    expect(await answer(ops.comment, { target: { companyId }, comment: doc(nul) })).toEqual(
      refused("comment.0.children.0.text"),
    );
    expect(
      await answer(ops.request, {
        input: { companyName: nul, country: "NL", ignoreMatches: true },
      }),
    ).toEqual(refused("input.companyName"));
    expect(
      await answer(ops.request, {
        input: { companyName: "Quillfeather", note: nul, ignoreMatches: true },
      }),
    ).toEqual(refused("input.note"));
    expect(await h.database.db.select().from(tags)).toEqual([]);
  });

  it("is refused in a JSON object's keys and in arguments of fields without a result union", async () => {
    const key = await answer(ops.comment, {
      target: { companyId },
      comment: [{ type: "paragraph", children: [{ text: "x", "bo\u0000ld": true }] }],
    });
    expect(key).toEqual(refused("comment.0.children.0"));
    const list = await admin.gql<Any>(ops.tags, { query: "a\u0000" });
    expect(list.data).toBeNull();
    expect(list.errors).toEqual([
      expect.objectContaining({
        message: textMessages.controlCharacters,
        extensions: {
          code: "BAD_USER_INPUT",
          type: "ValidationError",
          fieldErrors: [{ path: "query", message: textMessages.controlCharacters }],
        },
      }),
    ]);
  });
});

describe("control characters in names", () => {
  it("refuses BEL, bidi overrides and line breaks in one-line names", async () => {
    for (const value of ["Bell\u0007", "Invoice \u202Efdp.exe", "Two\r\nlines", "Iso\u2066late"]) {
      expect(await answer(ops.tag, { input: { value } })).toEqual(refused("value"));
      expect(await answer(ops.team, { name: value })).toEqual(refused("name"));
      expect(await answer(ops.portfolio, { input: { name: value } })).toEqual(refused("name"));
      expect(
        await answer(ops.request, {
          input: { companyName: value, country: "NL", ignoreMatches: true },
        }),
      ).toEqual(refused("companyName"));
    }
    expect(await h.database.db.select().from(tags)).toEqual([]);
    expect(await h.database.db.select().from(teams).where(eq(teams.name, "Bell\u0007"))).toEqual(
      [],
    );
  });

  it("keeps line breaks and tabs in multi-line text, but not BEL", async () => {
    const kept = await answer(ops.tag, {
      input: { value: "  Tier 1  ", description: "First line\n\tsecond line" },
    });
    expect(kept.__typename).toBe("TagChangeSuccess");
    expect(await answer(ops.tag, { input: { value: "Bell", description: "Ding\u0007" } })).toEqual(
      refused("description"),
    );
    expect(
      await answer(ops.comment, { target: { companyId }, comment: doc("Ding\u0007") }),
    ).toEqual(refused("comment"));
    const note = await answer(ops.comment, { target: { companyId }, comment: doc("One\ntwo") });
    expect(note.__typename).toBe("AddCommentSuccess");
  });
});

/** Posts a raw body: JSON.stringify itself overflows on the deepest values. */
async function post(payload: string): Promise<Any> {
  const response = await h.app.inject({
    method: "POST",
    url: "/graphql",
    headers: { "content-type": "application/json", cookie: `${sessionCookieName}=${admin.cookie}` },
    payload,
  });
  return response.json();
}

describe("deep nesting", () => {
  const settings = (data: string) =>
    `mutation { updateSettings(input: { scope: USER, data: ${data} }) { ${errorFields} } }`;

  it("refuses a literal nested 5,000 deep as a too-deep query, not an internal error", async () => {
    for (const data of [
      `{ a: ${"[".repeat(5000)}1${"]".repeat(5000)} }`,
      `${"{ a: ".repeat(5000)}1${" }".repeat(5000)}`,
      `{ a: ${"[".repeat(maxBracketNesting)}1${"]".repeat(maxBracketNesting)} }`,
    ]) {
      const result = await admin.gql<Any>(settings(data));
      expect(result.errors?.[0]?.message, data.slice(0, 20)).toMatch(
        /^Syntax Error: (Query is too deep|Token limit)/,
      );
      expect(result.errors?.[0]?.message).not.toBe(messages.somethingWentWrong);
    }
    const deepList = `{ a: ${"[".repeat(5000)}1${"]".repeat(5000)} }`;
    expect((await admin.gql<Any>(settings(deepList))).errors).toEqual([
      expect.objectContaining({
        message: `Syntax Error: ${inputGuardMessages.tooDeep}`,
        extensions: { code: "GRAPHQL_PARSE_FAILED" },
      }),
    ]);
    const deepSelection = `{ ${"serverTime { ".repeat(3000)}x${" }".repeat(3000)} }`;
    expect((await admin.gql<Any>(deepSelection)).errors?.[0]?.message).toMatch(/^Syntax Error/);
    // Ordinary literals still parse, and the settings keep their own, lower limit.
    const ok = await admin.gql<Any>(settings("{ theme: { dense: [[true]] } }"));
    expect(ok.data.updateSettings.__typename).toBe("UpdateSettingsSuccess");
    const forty = `${"{ a: ".repeat(40)}1${" }".repeat(40)}`;
    expect((await admin.gql<Any>(settings(forty))).data.updateSettings).toMatchObject({
      __typename: "ValidationError",
      message: "Settings data cannot be nested more than 32 levels deep.",
    });
  });

  it("refuses updateSettings with a 10,000-deep object as a validation error", async () => {
    for (const [open, close] of [
      ['{"a":', "}"],
      ["[", "]"],
    ] as const) {
      const data = `${open.repeat(10_000)}1${close.repeat(10_000)}`;
      const body = await post(
        `{"query":${JSON.stringify(updateSettingsMutation)},"variables":{"input":{"scope":"USER","data":${data}}}}`,
      );
      expect(body.errors).toBeUndefined();
      const result = body.data.updateSettings;
      expect(result).toMatchObject({
        __typename: "ValidationError",
        message: inputGuardMessages.argumentTooDeep,
      });
      expect(result.fieldErrors[0].path).toMatch(/^input\.data\./);
      expect(result.fieldErrors[0].path.split(".")).toHaveLength(maxArgumentDepth + 1);
    }
  });
});
