import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  collectPageErrors,
  customersDownstream,
  type GraphEdge,
  nextAnswer,
  viewTab,
} from "./n-tier-steps.ts";

type Node = { id: string; name: string; tier: number; alertCount: number; riskCount: number };

test("the graph draws the network; a tier-3 company's search highlights its paths, its details show relevance", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, "admin@acme.test", null);
  const answer = nextAnswer<{ nTierGraph: { nodes: Node[]; edges: GraphEdge[] } }>(
    page,
    "NTierGraph",
  );
  await page.goto("/n-tier/table");
  await viewTab(page, "Graph").click();
  await expect(page).toHaveURL(/\/n-tier\/graph$/);
  const { nodes, edges } = (await answer).nTierGraph;
  expect(new Set(nodes.map((node) => node.tier))).toEqual(new Set([1, 2, 3]));
  await expect(
    page
      .getByRole("img", { name: /^Graph of the supply network/ })
      .locator("canvas")
      .first(),
  ).toBeVisible();

  // A tier-3 company with a name of its own (the search lists companies by name).
  const named = (name: string) => nodes.filter((node) => node.name === name).length === 1;
  const [company] = nodes
    .filter((node) => node.tier === 3 && named(node.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (!company) throw new Error("the demo network has no tier-3 company");
  const customers = customersDownstream(company.id, nodes, edges);
  expect(customers.size).toBeGreaterThanOrEqual(2);

  const search = page.getByRole("combobox", { name: "Highlight paths from a company" });
  await search.fill(company.name);
  await page.getByRole("option", { name: company.name, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: company.name })).toHaveText(
    `${company.name} reaches your organisation through ${customers.size} customers (highlighted).`,
  );

  // The list (the graph's accessible alternative) shows only what the highlight holds.
  await page.getByRole("switch", { name: "Show as list" }).check();
  const tierLists = page.getByRole("list", { name: /^Tier \d companies$/ });
  await expect(tierLists).toHaveCount(3);
  await expect(
    page.getByRole("list", { name: "Tier 3 companies" }).getByRole("link", {
      name: company.name,
      exact: true,
    }),
  ).toBeVisible();
  await expect(tierLists.getByRole("listitem")).toHaveCount(customers.size + 1);

  await page.getByRole("button", { name: `Details of ${company.name}`, exact: true }).click();
  const details = page.getByRole("dialog", { name: company.name });
  const relevance = 5 * company.alertCount + 10 * company.riskCount;
  await expect(details.getByText(/^Relevance \d+:/)).toHaveText(
    `Relevance ${relevance}: ${company.alertCount} alert${company.alertCount === 1 ? "" : "s"} × 5 + ${company.riskCount} risk${company.riskCount === 1 ? "" : "s"} × 10`,
  );
  await expect(details.getByText("Suppliers by relevance")).toBeVisible();
  await details.getByRole("button", { name: "Close details" }).click();
  await expect(details).toBeHidden();
  expect(errors).toEqual([]);
});
