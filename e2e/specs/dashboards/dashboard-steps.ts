import { expect, type Locator, type Page } from "@playwright/test";

/** Steps the dashboard specs share. Data they need is made through the API, as a person's session. */

/** A name no other test (or run against the same data) has used. */
export function uniqueName(base: string): string {
  return `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/**
 * Every console error and uncaught exception of the page from now on, except the lines a spec
 * expects (a bundle the Content-Security-Policy refuses is reported by the browser itself).
 */
export function collectPageErrors(page: Page, expected: readonly RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!expected.some((pattern) => pattern.test(text))) errors.push(`console: ${text}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

type GraphqlAnswer<T> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** One GraphQL call with the signed-in page's session (the JSON content type the API requires). */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post("/graphql", {
    data: { query, variables },
    headers: { "content-type": "application/json" },
  });
  const body = (await response.json()) as GraphqlAnswer<T>;
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join("\n"));
  return body.data as T;
}

type LayoutItem = { i: string; x: number; y: number; w: number; h: number };
export type ApiDashboard = {
  id: string;
  slug: string;
  name: string;
  version: number;
  layouts: Record<"lg" | "md" | "sm" | "xs" | "xxs", LayoutItem[]>;
};

const dashboardFields = "id slug name version layouts widgets bundles";

export async function createDashboard(
  page: Page,
  name: string,
  templateKey: string | null = null,
): Promise<ApiDashboard> {
  const data = await graphql<{ createDashboard: ApiDashboard }>(
    page,
    `mutation ($input: CreateDashboardInput!) { createDashboard(input: $input) { ${dashboardFields} } }`,
    { input: { name, templateKey } },
  );
  return data.createDashboard;
}

export async function dashboardBySlug(page: Page, slug: string): Promise<ApiDashboard> {
  const data = await graphql<{ dashboard: ApiDashboard }>(
    page,
    `query ($slug: String!) { dashboard(slug: $slug) { ${dashboardFields} } }`,
    { slug },
  );
  return data.dashboard;
}

export async function updateDashboard(
  page: Page,
  input: Record<string, unknown>,
): Promise<ApiDashboard> {
  const data = await graphql<{ updateDashboard: ApiDashboard }>(
    page,
    `mutation ($input: UpdateDashboardInput!) { updateDashboard(input: $input) { ${dashboardFields} } }`,
    { input },
  );
  return data.updateDashboard;
}

/** Sets the signed-in administrator's organisation's allowed bundle hosts. */
export async function setAllowedBundleHosts(page: Page, hosts: string[]): Promise<void> {
  const { session } = await graphql<{ session: { organization: { id: string } } }>(
    page,
    "{ session { organization { id } } }",
  );
  await graphql(
    page,
    "mutation ($input: SetAllowedDashboardBundleHostsInput!) { setAllowedDashboardBundleHosts(input: $input) { id } }",
    { input: { organizationId: session.organization.id, hosts } },
  );
}

/** A widget's frame on the page, by its title (each is a region named by its heading). */
export function widget(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

/** The grid, with the breakpoint whose layout it shows in data-breakpoint. */
export function grid(page: Page): Locator {
  return page.getByTestId("dashboard-grid");
}

export async function openDashboard(page: Page, slug: string) {
  await page.goto(`/dashboards/${slug}`);
  await expect(grid(page).or(page.getByText("This dashboard has no widgets yet."))).toBeVisible();
}
