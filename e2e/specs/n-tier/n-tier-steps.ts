import { expect, type Locator, type Page } from "@playwright/test";

/** Steps the n-tier specs share, done as a person would in the browser. */

/**
 * Every console error and uncaught exception of the page from now on, so a spec can assert
 * that its views opened cleanly (issue 29: "table, map and graph open with no console errors").
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The view's tab in the n-tier frame. */
export function viewTab(page: Page, name: "Table" | "Map" | "Graph"): Locator {
  return page.getByRole("tablist", { name: "N-tier views" }).getByRole("tab", { name });
}

export function filters(page: Page): Locator {
  return page.getByRole("region", { name: "Filters" });
}

/** The table's count line, "318 companies", as a number once the rows have loaded. */
export async function tableTotal(page: Page): Promise<number> {
  const count = page.getByText(/^[\d,]+ compan(y|ies)$/);
  await expect(count).toBeVisible();
  return Number((await count.innerText()).replace(/\D/g, ""));
}

/** The rows of the supplier table (header row aside) that are drawn now. */
export function tableRows(page: Page): Locator {
  return page.getByRole("table", { name: "Suppliers" }).locator("tbody tr[data-index]");
}

/**
 * Makes the page a browser without WebGL (as some locked-down or old machines are): the n-tier
 * views then show their lists instead of the map and the graph.
 */
export async function withoutWebGl(page: Page) {
  await page.addInitScript(() => {
    for (const name of ["WebGLRenderingContext", "WebGL2RenderingContext"] as const)
      Reflect.deleteProperty(window, name);
  });
}

/** The body of the next GraphQL answer to this operation the page asks for. */
export async function nextAnswer<T>(page: Page, operationName: string): Promise<T> {
  const response = await page.waitForResponse(
    (each) =>
      each.url().endsWith("/graphql") &&
      each.request().method() === "POST" &&
      each.request().postDataJSON()?.operationName === operationName,
  );
  const body = (await response.json()) as { data: T };
  return body.data;
}

export type GraphEdge = { supplierId: string; customerId: string };

/** The companies a supplier's goods pass through on their way to the organisation. */
export function customersDownstream(
  start: string,
  nodes: readonly { id: string }[],
  edges: readonly GraphEdge[],
): Set<string> {
  const known = new Set(nodes.map((node) => node.id));
  const seen = new Set<string>();
  const queue = [start];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const edge of edges) {
      if (edge.supplierId !== id || !known.has(edge.customerId) || seen.has(edge.customerId))
        continue;
      seen.add(edge.customerId);
      queue.push(edge.customerId);
    }
  }
  seen.delete(start);
  return seen;
}

/**
 * Every site of the network with the given fields, as the API lists them (nTierSites, what the
 * map's list view reads): the map itself asks only for positions and risk, and a click's sites.
 */
export async function networkSites<T>(page: Page, fields: string): Promise<T[]> {
  const response = await page.request.post("/graphql", {
    data: { query: `{ nTierSites { ${fields} } }` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: { nTierSites: T[] }; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`nTierSites failed: ${JSON.stringify(body)}`);
  return body.data.nTierSites;
}
