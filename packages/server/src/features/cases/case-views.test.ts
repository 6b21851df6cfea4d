import { caseMessages, defaultCaseColumns } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { type Any, buildCasesWorld, type CasesWorld, call } from "./cases-test-support.ts";

let h: Harness;
let world: CasesWorld;
beforeAll(async () => {
  h = await createHarness();
  world = await buildCasesWorld(h);
});
afterAll(() => h.close());

const viewFields = "id name description params columns isDefault creator { id }";
const resultFields = `__typename ... on Error { message }
  ... on ValidationError { fieldErrors { path message } } ... on CaseViewSuccess { view { ${viewFields} } }`;
const ops = {
  list: `{ caseViews { ${viewFields} } }`,
  get: `query($id: ID!) { caseView(id: $id) { ${viewFields} } }`,
  create: `mutation($input: CaseViewInput!) { createCaseView(input: $input) { ${resultFields} } }`,
  update: `mutation($id: ID!, $input: CaseViewInput!) { updateCaseView(id: $id, input: $input) { ${resultFields} } }`,
  remove: `mutation($id: ID!) { deleteCaseView(id: $id) { __typename ... on Error { message } ... on DeleteCaseViewSuccess { id } } }`,
  setDefault: `mutation($id: ID) { setDefaultCaseView(id: $id) { ${resultFields} } }`,
};

const viewInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  params: { filters: { status: ["to_do"] }, sort: { key: "title", direction: "Asc" } },
  columns: defaultCaseColumns(),
  ...extra,
});
const save = async (client: TestClient, name: string) => {
  const answer = await call(client, ops.create, { input: viewInput(name) });
  if (answer.__typename !== "CaseViewSuccess") throw new Error(JSON.stringify(answer));
  return answer.view;
};
const namesOf = async (client: TestClient) =>
  (await call(client, ops.list)).map((v: Any) => v.name);

describe("saved case views (spec 2 §2–§3)", () => {
  it("are each person's own, listed after the built-in Default View", async () => {
    const { creator, colleague, outsider } = world.people;
    const mine = await save(creator.client, "Open supplier issues");
    expect(mine).toMatchObject({
      name: "Open supplier issues",
      isDefault: false,
      creator: { id: creator.id },
    });
    expect(await namesOf(creator.client)).toEqual([
      caseMessages.defaultViewName,
      "Open supplier issues",
    ]);
    expect(await namesOf(colleague.client)).toEqual([caseMessages.defaultViewName]);
    for (const other of [colleague, outsider]) {
      expect(await call(other.client, ops.get, { id: mine.id })).toBeNull();
      const update = await call(other.client, ops.update, {
        id: mine.id,
        input: viewInput("Mine now"),
      });
      expect(update.__typename).toBe("NotFoundError");
      expect((await call(other.client, ops.remove, { id: mine.id })).__typename).toBe(
        "NotFoundError",
      );
    }
    expect((await call(creator.client, ops.get, { id: mine.id })).params).toEqual(
      viewInput("x").params,
    );
  });

  it("refuses a name the person already uses, whatever its case, with the spec's message", async () => {
    const { creator, colleague } = world.people;
    const first = await save(creator.client, "Quarterly review");
    for (const name of ["quarterly REVIEW", " Quarterly review ", "default view"]) {
      const answer = await call(creator.client, ops.create, { input: viewInput(name) });
      expect(answer).toMatchObject({
        __typename: "AlreadyExistsError",
        message: caseMessages.viewNameTaken,
      });
    }
    const other = await save(creator.client, "Another");
    const renamed = await call(creator.client, ops.update, {
      id: other.id,
      input: viewInput("QUARTERLY review"),
    });
    expect(renamed.message).toBe(caseMessages.viewNameTaken);
    const same = await call(creator.client, ops.update, {
      id: first.id,
      input: viewInput("Quarterly Review"),
    });
    expect(same.view.name).toBe("Quarterly Review");
    expect((await save(colleague.client, "Quarterly review")).name).toBe("Quarterly review");
  });

  it("validates name, filters and columns with the shared schema", async () => {
    const { creator } = world.people;
    const empty = await call(creator.client, ops.create, { input: viewInput("  ") });
    expect(empty.fieldErrors).toEqual([{ path: "name", message: messages.required }]);
    const badSort = await call(creator.client, ops.create, {
      input: viewInput("Bad sort", {
        params: { filters: {}, sort: { key: "nope", direction: "Asc" } },
      }),
    });
    expect(badSort.fieldErrors.map((e: Any) => e.path)).toEqual(["params.sort.key"]);
    const badColumns = await call(creator.client, ops.create, {
      input: viewInput("Bad columns", { columns: [{ key: "title" }] }),
    });
    expect(badColumns.__typename).toBe("ValidationError");
  });

  it("keeps one default view per person, and null goes back to Default View", async () => {
    const { admin } = world.people;
    const a = await save(admin.client, "A");
    const b = await save(admin.client, "B");
    await call(admin.client, ops.setDefault, { id: a.id });
    const chosen = await call(admin.client, ops.setDefault, { id: b.id });
    expect(chosen.view).toMatchObject({ id: b.id, isDefault: true });
    const defaults = (await call(admin.client, ops.list)).filter((v: Any) => v.isDefault);
    expect(defaults.map((v: Any) => v.name)).toEqual(["B"]);
    const reset = await call(admin.client, ops.setDefault, { id: null });
    expect(reset.view).toMatchObject({ id: "default", name: "Default View", isDefault: true });
    const after = await call(admin.client, ops.list);
    expect(after.filter((v: Any) => v.isDefault).map((v: Any) => v.name)).toEqual(["Default View"]);
    expect((await call(admin.client, ops.remove, { id: a.id })).id).toBe(a.id);
    expect(await namesOf(admin.client)).toEqual(["Default View", "B"]);
  });
});
