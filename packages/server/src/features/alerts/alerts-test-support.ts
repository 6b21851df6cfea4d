import type { RoleKey } from "@tierwise/common/roles";
import { eq, sql } from "drizzle-orm";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import type { Harness, TestClient } from "../../test/harness.ts";
import { portfolioAccess, portfolioCompanies, portfolios } from "../portfolios/portfolio.table.ts";
import { alertSubscriptions, organizationAlertConfigs } from "./alert-subscription.table.ts";
import { insertAlerts, type NewAlert } from "./alert-write.ts";

/**
 * Test support for the alert read side: organisations with and without alerts, their people,
 * companies, portfolios, subscriptions (written as rows: the subscription settings are another
 * part's), alerts through insertAlerts as every source writes them, and the GraphQL operations.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;

export async function buildAlertsWorld(h: Harness) {
  const db = h.database.db;
  const withAlerts = { settings: { featureFlags: { alerts: true } } };
  const acme = await buildOrganization(db, withAlerts);
  const globex = await buildOrganization(db, withAlerts);
  const initech = await buildOrganization(db, { settings: { featureFlags: {} } });
  const person = async (organizationId: string, role: RoleKey = "user") => {
    const user = await buildUser(db, h.config, { memberships: [{ organizationId, role }] });
    return { id: user.id, client: await h.signIn(user.email, user.password) };
  };
  const people = {
    member: await person(acme.id),
    colleague: await person(acme.id),
    outsider: await person(globex.id),
    noAlerts: await person(initech.id, "organization_admin"),
  };
  const company = (displayName: string, countryCode = "DE") =>
    buildCompany(db, { displayName, countryCode });
  const companies = {
    northwind: await company("Northwind Traders"),
    contoso: await company("Contoso Manufacturing", "US"),
    fabrikam: await company("Fabrikam Fibers", "FR"),
    umbrella: await company("Umbrella Chemicals", "GB"),
  };
  return { acme, globex, initech, people, companies };
}

export type AlertsWorld = Awaited<ReturnType<typeof buildAlertsWorld>>;

/** Subscriptions as rows, one per entity. */
export async function subscribe(
  db: Database,
  organizationId: string,
  entities: { companyIds?: string[]; locationIds?: string[]; commodityIds?: string[] },
) {
  const rows = [
    ...(entities.companyIds ?? []).map((companyId) => ({ kind: "company" as const, companyId })),
    ...(entities.locationIds ?? []).map((locationId) => ({
      kind: "location" as const,
      locationId,
    })),
    ...(entities.commodityIds ?? []).map((commodityId) => ({
      kind: "commodity" as const,
      commodityId,
    })),
  ];
  if (rows.length)
    await db.insert(alertSubscriptions).values(rows.map((r) => ({ organizationId, ...r })));
}

/** Removes the organisation's subscription to a company, or all its subscriptions. */
export async function unsubscribe(db: Database, organizationId: string, companyId?: string) {
  await db
    .delete(alertSubscriptions)
    .where(
      ofOrganization(
        organizationId,
        alertSubscriptions,
        companyId ? eq(alertSubscriptions.companyId, companyId) : undefined,
      ),
    );
}

export async function setAllAlertsAccess(db: Database, organizationId: string, enabled: boolean) {
  await db
    .insert(organizationAlertConfigs)
    .values({ organizationId, allAlertsAccess: enabled })
    .onConflictDoUpdate({
      target: organizationAlertConfigs.organizationId,
      set: { allAlertsAccess: enabled },
    });
}

/** A portfolio of the organisation holding the companies, shared with the whole organisation. */
export async function buildPortfolio(
  db: Database,
  organizationId: string,
  companyIds: string[],
  options: { parent?: { id: string; path: string[] }; name?: string; sharedWith?: string } = {},
) {
  const name = options.name ?? `Portfolio ${Math.random().toString(36).slice(2, 8)}`;
  const path = options.parent ? [...options.parent.path, options.parent.id] : [];
  const [portfolio] = await db
    .insert(portfolios)
    .values({
      organizationId,
      name,
      slug: name.toLowerCase().replace(/\W+/g, "-"),
      parentId: options.parent?.id ?? null,
      path,
      level: path.length + 1,
    })
    .returning();
  if (!portfolio) throw new Error("portfolio not created");
  if (!options.parent)
    await db.insert(portfolioAccess).values({
      organizationId,
      portfolioId: portfolio.id,
      actorType: options.sharedWith ? "user" : "org",
      actorId: options.sharedWith ?? organizationId,
    });
  if (companyIds.length)
    await db
      .insert(portfolioCompanies)
      .values(
        companyIds.map((companyId) => ({ organizationId, portfolioId: portfolio.id, companyId })),
      );
  return portfolio;
}

let sequence = 0;

/** One alert through insertAlerts; returns its id. Defaults: a neutral news alert of today. */
export async function buildAlert(db: Database, fields: Partial<NewAlert> = {}): Promise<string> {
  sequence += 1;
  const [id] = await insertAlerts(db, [
    {
      title: `Alert ${sequence}`,
      type: "news",
      provider: "test-news",
      publishedAt: new Date(),
      sourceKey: `test:${sequence}:${Math.random()}`,
      ...fields,
    },
  ]);
  if (!id) throw new Error("alert not inserted");
  return id;
}

/**
 * `count` alerts about a company in one statement, one a minute back from now (the link rows
 * fire the visibility triggers as insertAlerts' do): for thresholds and the bulk maximum.
 */
export async function buildManyAlerts(db: Database, companyId: string, count: number) {
  await db.execute(sql`
    with made as (
      insert into alerts (title, type, provider, published_at, source_key)
      select 'Bulk alert ' || n, 'news', 'test-bulk', now() - n * interval '1 minute',
        'bulk:' || ${companyId}::text || ':' || n || ':' || random()
      from generate_series(1, ${count}) as n
      returning id, published_at)
    insert into alert_companies (alert_id, company_id, published_at)
    select id, ${companyId}::uuid, published_at from made`);
}

const errorFields =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";
export const alertFields = `id title type polarity severity publishedAt dataset
  companies { id name subscribed } mentions { name confidence } subscribedEntities
  locations { id topic } commodities { id topic } periodInfo { pctChange timeWindow timeWindowLabel }
  dataPoint { provider newsClasses { id name severity } }
  userMetadata { read readAt archived score scoreFeedback reason relevantDisabled notRelevantDisabled }`;

export const alertOps = {
  list: `query($filter: AlertFilterInput, $first: Int, $after: String, $last: Int, $before: String) {
    alerts(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
      items { id title } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
  one: `query($id: ID!) { alert(id: $id) { ${alertFields} } }`,
  unread: `query($filter: AlertFilterInput) { alertUnreadCount(filter: $filter) { count overTheThreshold } }`,
  aggregate: `query($scope: AlertScope, $where: AlertFilterInput, $limit: Int) {
    signalUserApiAlertsAggregate(scope: $scope, where: $where, limit: $limit) { aggregate { count } } }`,
  older: `query($scope: AlertScope, $search: String, $where: AlertFilterInput, $offset: Int, $limit: Int) {
    userAlerts(scope: $scope, search: $search, where: $where, offset: $offset, limit: $limit) { id title } }`,
  feedback: `mutation($input: AlertFeedbackInput!) { updateAlertScore(input: $input) {
    ${errorFields} ... on AlertSuccess { undoId alert { ${alertFields} } } } }`,
  olderFeedback: `mutation($input: AlertFeedbackInput!) { upsertAlertMetadata(input: $input) {
    ${errorFields} ... on AlertSuccess { undoId alert { ${alertFields} } } } }`,
  undo: `mutation($undoId: ID!) { undoAlertArchive(undoId: $undoId) {
    ${errorFields} ... on AlertSuccess { undoId alert { ${alertFields} } } } }`,
  bulkRead: `mutation($input: BulkMarkReadInput!) { bulkMarkAlertsRead(input: $input) {
    ${errorFields} ... on TooManyModificationsError { maximum }
    ... on BulkMarkReadSuccess { updated } } }`,
};

/**
 * The first field of an answer: its value, or `{ __typename: <code>, type }` when the call
 * failed outright (FORBIDDEN, or a list's paging error by name), so both read alike.
 */
export async function call(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Any> {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors) {
    const extensions = answer.errors[0]?.extensions as { code?: string; type?: string } | undefined;
    return { __typename: extensions?.code ?? "ERROR", type: extensions?.type };
  }
  return Object.values(answer.data ?? {})[0];
}

/** The titles of the alerts a filter lists for the client (first page, up to 100). */
export async function titles(client: TestClient, filter: Record<string, unknown> = {}) {
  const page = await call(client, alertOps.list, { filter, first: 100 });
  if (!page.items) throw new Error(JSON.stringify(page));
  return (page.items as { title: string }[]).map((item) => item.title).sort();
}
