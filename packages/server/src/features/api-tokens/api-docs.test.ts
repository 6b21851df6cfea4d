import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld } from "../../test/admin-test-support.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { setOrganizationSettings } from "../ai-reports/ai-reports-test-support.ts";
import { setAllAlertsAccess } from "../alerts/alerts-test-support.ts";
import {
  answerProblems,
  apiDocPath,
  docExamples,
  runDocExample,
  shapeProblems,
} from "./api-docs-examples.ts";
import { tokenFor } from "./api-token-test-support.ts";

let h: Harness;
const env: Record<string, string> = {};
beforeAll(async () => {
  h = await createHarness();
  const world = await buildWorld(h);
  // The examples read risk grades and alerts: the organisation has both modules.
  await setOrganizationSettings(h.database.db, world.customer.id, {
    featureFlags: { riskDashboardAccess: true, alerts: true },
  });
  await setAllAlertsAccess(h.database.db, world.customer.id, true);
  const company = await buildCompany(h.database.db, { displayName: "Northwind Components" });
  const token = await tokenFor(world.actors.user.client, {
    scopes: ["read:companies", "read:risk", "read:alerts"],
    name: "Docs examples",
  });
  env.TIERWISE_URL = await h.app.listen({ port: 0, host: "127.0.0.1" });
  env.TIERWISE_TOKEN = token.secret;
  env.COMPANY_ID = company.id;
}, 120_000);
afterAll(() => h.close());

describe("docs/api.md", () => {
  const examples = docExamples(apiDocPath);

  it("has examples, each with its answer", () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
    // The first example only sets the reader's variables; every later one shows an answer.
    expect(examples.slice(1).filter((example) => !example.answer)).toEqual([]);
  });

  // In order, as a reader follows the page: a later example may rely on an earlier one.
  for (const example of examples) {
    it(`line ${example.line}: runs and answers as documented`, async () => {
      const output = await runDocExample(example, env);
      expect(answerProblems(example, output), output).toEqual([]);
    });
  }
});

describe("the documented-shape comparison", () => {
  it("tells a changed answer from the documented one", () => {
    const documented = { data: { items: [{ id: "…", grade: "B" }] } };
    expect(
      shapeProblems(documented, { data: { items: [{ id: "x", grade: "B", more: 1 }] } }),
    ).toEqual([]);
    expect(shapeProblems(documented, { data: { items: [{ id: 1, grade: "B" }] } })).toEqual([
      "answer.data.items[0].id: not a string",
    ]);
    expect(shapeProblems(documented, { data: { items: [{ id: "x" }] } })).toEqual([
      "answer.data.items[0].grade: missing",
    ]);
    expect(shapeProblems(documented, { data: { items: [] } })).toEqual([
      "answer.data.items: empty, documented with items",
    ]);
    expect(shapeProblems({ message: "a" }, { message: "b" })).toHaveLength(1);
  });
});
