import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPortfolio, ops as portfolioOps } from "../../test/portfolio-operations.ts";
import {
  type Any,
  buildWorkflowWorld,
  call,
  createTemplate,
  inDays,
  ops,
  sentLinks,
  smallDefinition,
  start,
  supplier,
  tokenOf,
  type WorkflowWorld,
} from "./workflows-test-support.ts";

let h: Harness;
let world: WorkflowWorld;
beforeAll(async () => {
  h = await createHarness({ LOG_LEVEL: "error" });
  world = await buildWorkflowWorld(h);
}, 180_000);
afterAll(() => h.close());

const names = (page: Any) => page.items.map((w: Any) => w.company.name);

const viewOps = {
  create: `mutation($input: WorkflowViewInput!) { createWorkflowView(input: $input) {
    __typename ... on Error { message } ... on WorkflowViewSuccess { view { id name params isDefault } } } }`,
  list: "query { workflowViews { id name isDefault } }",
  remove: `mutation($id: ID!) { deleteWorkflowView(id: $id) { __typename ... on DeleteSuccess { id } } }`,
};

describe("the workflow list", () => {
  it("filters, sorts and pages by keyset, for a portfolio started at once", async () => {
    const { admin, member, outsider } = world.people;
    const db = h.database.db;
    const companies = await Promise.all(
      ["Alder Works", "Birch Supply", "Cedar Metals", "Dogwood Textiles"].map((displayName) =>
        buildCompany(db, { displayName }),
      ),
    );
    const portfolio = await createPortfolio(member.client, "To assess");
    await call(member.client, portfolioOps.add, {
      portfolioIds: [portfolio.id],
      companyIds: companies.map((c) => c.id),
    });
    const template = await createTemplate(admin.client, smallDefinition(), "List check");
    const started = await start(member.client, {
      templateId: template.id,
      portfolioId: portfolio.id,
      contactEmails: ["supplier@example.test"],
      contactsByCompany: [{ companyId: companies[0]?.id, emails: ["alder@example.test"] }],
      dueDate: inDays(5),
    });
    expect(started.startedCount).toBe(4);
    expect(new Set(started.workflows.map((w: Any) => w.portfolioId))).toEqual(
      new Set([portfolio.id]),
    );

    // Alder answers: it moves to review.
    const [alderLink] = await sentLinks(h, "alder@example.test");
    expect(
      (await supplier(h, tokenOf(alderLink ?? "")).submit({ "child-labour": false, country: "DE" }))
        .status,
    ).toBe(200);
    const filters = { templateIds: [template.id] };

    const byName = await call(member.client, ops.list, {
      filters,
      sort: { key: "companyName", direction: "Asc" },
      first: 2,
    });
    expect(names(byName)).toEqual(["Alder Works", "Birch Supply"]);
    expect(byName.totalCount).toBe(4);
    expect(byName.pageInfo.hasNextPage).toBe(true);
    const next = await call(member.client, ops.list, {
      filters,
      sort: { key: "companyName", direction: "Asc" },
      first: 2,
      after: byName.pageInfo.endCursor,
    });
    expect(names(next)).toEqual(["Cedar Metals", "Dogwood Textiles"]);
    expect(next.pageInfo.hasNextPage).toBe(false);

    // The default order (last change first) pages the same way.
    const recent = await call(member.client, ops.list, { filters, first: 1 });
    expect(names(recent)).toEqual(["Alder Works"]);
    const rest = await call(member.client, ops.list, {
      filters,
      first: 10,
      after: recent.pageInfo.endCursor,
    });
    expect(names(rest).sort()).toEqual(["Birch Supply", "Cedar Metals", "Dogwood Textiles"]);

    const inReview = await call(member.client, ops.list, {
      filters: { ...filters, status: ["in_review"] },
    });
    expect(names(inReview)).toEqual(["Alder Works"]);
    const waiting = await call(member.client, ops.list, {
      filters: { ...filters, stepKind: ["questionnaire"], dueFrom: inDays(5), dueTo: inDays(5) },
    });
    expect(waiting.totalCount).toBe(3);
    expect(
      names(await call(member.client, ops.list, { filters: { ...filters, search: "ceda" } })),
    ).toEqual(["Cedar Metals"]);
    expect(
      (await call(member.client, ops.list, { filters: { ...filters, overdue: true } })).totalCount,
    ).toBe(0);

    // A cursor of another sort is refused; another organisation sees none of these.
    const mixed = await call(member.client, ops.list, {
      filters,
      after: byName.pageInfo.endCursor,
    });
    expect(mixed.errors?.[0]?.message).toBe("The cursor is not valid.");
    expect((await call(outsider.client, ops.list, { filters })).totalCount).toBe(0);
    expect(
      (
        await call(outsider.client, ops.list, {
          filters: { companyIds: companies.map((c) => c.id) },
        })
      ).totalCount,
    ).toBe(0);
  }, 120_000);

  it("keeps each person's saved views, names unique", async () => {
    const { member, other } = world.people;
    const input = {
      name: "Waiting",
      params: {
        filters: { status: ["awaiting_supplier"] },
        sort: { key: "dueDate", direction: "Asc" },
      },
      columns: ["company", "status", "dueDate"],
      isDefault: true,
    };
    const created = await call(member.client, viewOps.create, { input });
    expect(created.view).toMatchObject({ name: "Waiting", isDefault: true, params: input.params });
    expect(
      await call(member.client, viewOps.create, { input: { ...input, name: "waiting" } }),
    ).toMatchObject({
      __typename: "AlreadyExistsError",
      message: "Workflow view name already exists.",
    });
    // Views are their creator's own.
    expect(await call(other.client, viewOps.list)).toEqual([]);
    expect((await call(other.client, viewOps.remove, { id: created.view.id })).__typename).toBe(
      "NotFoundError",
    );
    expect((await call(member.client, viewOps.remove, { id: created.view.id })).__typename).toBe(
      "DeleteSuccess",
    );
    expect(await call(member.client, viewOps.list)).toEqual([]);
  });
});
