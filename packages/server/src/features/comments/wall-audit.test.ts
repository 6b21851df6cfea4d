import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Any, addComment } from "../../test/comment-operations.ts";
import {
  buildCommentsWorld,
  buildPortfolio,
  createFilesHarness,
  doc,
} from "../../test/comments-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import type { TestClient } from "../../test/harness.ts";
import { ops } from "../../test/portfolio-operations.ts";

let h: Awaited<ReturnType<typeof createFilesHarness>>;
let world: Awaited<ReturnType<typeof buildCommentsWorld>>;
beforeAll(async () => {
  h = await createFilesHarness({ LOG_LEVEL: "error" });
  world = await buildCommentsWorld(h);
});
afterAll(() => h.close());

const wallQuery = `query($target: CommentTargetInput!, $filter: ActivityWallFilterInput, $first: Int, $after: String) {
  activityWall(target: $target, filter: $filter, first: $first, after: $after) {
    itemsCount pageInfo { hasNextPage endCursor }
    items { __typename
      ... on Comment { id comment }
      ... on WorkflowAudit { id action actionTime summary actor { name } } } } }`;

async function wall(
  client: TestClient,
  target: object,
  first = 25,
  after?: string,
  filter?: object,
) {
  const answer = await client.gql<Any>(wallQuery, { target, first, after, filter });
  expect(answer.errors).toBeUndefined();
  return answer.data.activityWall;
}

/** Each item as one readable string: the note's text, or "[audit] <summary>". */
const lines = (items: Any[]) =>
  items.map((item) =>
    item.__typename === "Comment" ? item.comment[0].children[0].text : `[audit] ${item.summary}`,
  );

async function note(client: TestClient, target: object, text: string) {
  const added = await addComment(client, { target, comment: doc(text) });
  expect(added.__typename).toBe("AddCommentSuccess");
  return added.comment.id as string;
}

async function mutate(client: TestClient, operation: string, variables: Record<string, unknown>) {
  const answer = await client.gql<Any>(operation, variables);
  expect(answer.errors).toBeUndefined();
  const result = Object.values(answer.data)[0] as Any;
  expect(result.__typename).toMatch(/Success$/);
  return result;
}

describe("workflow audit items on the activity wall", () => {
  it("merges a portfolio's own changes with its notes, newest first, across pages", async () => {
    const { people, acme } = world;
    const company = await buildCompany(h.database.db, { displayName: "Northwind Traders" });
    const portfolio = await buildPortfolio(h, acme.id, [people.author.id, people.colleague.id]);
    const target = { portfolioId: portfolio.id };
    await note(people.author.client, target, "first note");
    await mutate(people.author.client, ops.add, {
      portfolioIds: [portfolio.id],
      companyIds: [company.id],
    });
    await note(people.colleague.client, target, "second note");
    await mutate(people.author.client, ops.update, {
      id: portfolio.id,
      input: { name: "Strategic suppliers" },
    });
    await mutate(people.author.client, ops.remove, {
      portfolioId: portfolio.id,
      companyIds: [company.id],
    });
    await note(people.author.client, target, "third note");

    const expected = [
      "third note",
      "[audit] removed Northwind Traders from Strategic suppliers",
      "[audit] renamed Key suppliers to Strategic suppliers",
      "second note",
      "[audit] added Northwind Traders to Strategic suppliers",
      "first note",
    ];
    const seen: string[] = [];
    let after: string | undefined;
    for (const size of [2, 2, 2]) {
      const page = await wall(people.colleague.client, target, size, after);
      expect(page.itemsCount).toBe(6);
      seen.push(...lines(page.items));
      after = page.pageInfo.endCursor;
      expect(page.pageInfo.hasNextPage).toBe(seen.length < 6);
    }
    expect(seen).toEqual(expected);
    const all = (await wall(people.colleague.client, target)).items;
    const audit = all.find((item: Any) => item.__typename === "WorkflowAudit");
    expect(audit.actor.name).toMatch(/^Ada User/);
    expect(audit.action).toBe("portfolio.companies_removed");

    // A filtered wall lists notes only.
    const filtered = await wall(people.colleague.client, target, 25, undefined, {
      kinds: ["note"],
    });
    expect(lines(filtered.items)).toEqual(["third note", "second note", "first note"]);
  });

  it("keeps a company's portfolio changes off its wall, whose audit items are its workflows' steps", async () => {
    const { people, acme } = world;
    const company = await buildCompany(h.database.db, { displayName: "Contoso Metals" });
    const shared = await buildPortfolio(h, acme.id, [people.author.id, people.colleague.id]);
    const target = { companyId: company.id };
    await note(people.author.client, target, "company note");
    await mutate(people.author.client, ops.add, {
      portfolioIds: [shared.id],
      companyIds: [company.id],
    });
    await mutate(people.author.client, ops.remove, {
      portfolioId: shared.id,
      companyIds: [company.id],
    });
    // The portfolio's own wall still shows them (workflows/workflow-audit.test.ts has the
    // company wall's workflow items).
    for (const client of [people.author.client, people.colleague.client]) {
      const wallOfCompany = await wall(client, target);
      expect(lines(wallOfCompany.items)).toEqual(["company note"]);
      expect(wallOfCompany.itemsCount).toBe(1);
    }
    expect(lines((await wall(people.author.client, { portfolioId: shared.id })).items)).toEqual([
      "[audit] removed Contoso Metals from Key suppliers",
      "[audit] added Contoso Metals to Key suppliers",
    ]);
  });

  it("hides a portfolio's changes from anyone who cannot open its wall", async () => {
    const { people, acme } = world;
    const portfolio = await buildPortfolio(h, acme.id, [people.author.id]);
    await mutate(people.author.client, ops.archive, { id: portfolio.id });
    const target = { portfolioId: portfolio.id };
    expect(lines((await wall(people.author.client, target)).items)).toEqual([
      "[audit] archived Key suppliers",
    ]);
    for (const client of [people.colleague.client, people.outsider.client]) {
      const answer = await client.gql<Any>(wallQuery, { target });
      expect(answer.data?.activityWall ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toBe("Portfolio not found.");
    }
    const anonymous = await h.client().gql<Any>(wallQuery, { target });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
