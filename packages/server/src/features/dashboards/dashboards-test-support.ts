import type { TestClient } from "../../test/harness.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
type Any = any;

const fields = `id name slug icon bundles canWrite layouts toolbar sections widgets version updatedAt
  updatedByName aclWrite { actorType actorId name }`;

/** The dashboards' operations as the web sends them. */
export const dashboardOps = {
  list: `{ dashboards { ${fields} } }`,
  bySlug: `query($slug: String!) { dashboard(slug: $slug) { ${fields} } }`,
  templates: "{ dashboardTemplates { key name icon description } }",
  create: `mutation($input: CreateDashboardInput!) { createDashboard(input: $input) { ${fields} } }`,
  update: `mutation($input: UpdateDashboardInput!) { updateDashboard(input: $input) { ${fields} } }`,
  share: `mutation($input: SetDashboardAccessInput!) { setDashboardAccess(input: $input) { ${fields} } }`,
  duplicate: `mutation($input: DuplicateDashboardInput!) { duplicateDashboard(input: $input) { ${fields} } }`,
  remove: "mutation($id: ID!) { deleteDashboard(id: $id) { undoToken } }",
  undo: `mutation($undoToken: ID!) { undoDeleteDashboard(undoToken: $undoToken) { ${fields} } }`,
  hosts: `mutation($input: SetAllowedDashboardBundleHostsInput!) {
    setAllowedDashboardBundleHosts(input: $input) { id name allowedDashboardBundleHosts dashboards { id } } }`,
  data: `query($dashboardId: ID!, $widgetIds: [ID!]!, $from: DateTime, $to: DateTime, $portfolioIds: [ID!]) {
    dashboardWidgetData(dashboardId: $dashboardId, widgetIds: $widgetIds, from: $from, to: $to,
      portfolioIds: $portfolioIds) { widgetId status reason data } }`,
} as const;

export type Answer = { data: Any; code: string | null; message: string | null; extensions: Any };

/** One operation's root field, or its first error's code, message and extensions. */
export async function ask(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer> {
  const result = (await client.gql<Any>(query, variables)) as Any;
  const error = result.errors?.[0];
  const data = result.data ? Object.values(result.data)[0] : null;
  return {
    data: error ? null : data,
    code: error?.extensions?.code ?? null,
    message: error?.message ?? null,
    extensions: error?.extensions ?? null,
  };
}

/** The root field; fails the test with the error when there is one. */
export async function must(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Any> {
  const answer = await ask(client, query, variables);
  if (answer.code || answer.message) {
    throw new Error(`${answer.code}: ${answer.message} ${JSON.stringify(answer.extensions)}`);
  }
  return answer.data;
}

export const createDashboard = (client: TestClient, name: string, templateKey?: string) =>
  must(client, dashboardOps.create, { input: { name, templateKey } });
