import { randomUUID } from "node:crypto";
import type { RoleKey } from "@tierwise/common/roles";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { ofOrganization } from "../core/tenant.ts";
import type { Database } from "../db/client.ts";
import { teamMemberships, teams } from "../db/membership.table.ts";
import {
  portfolioAccess,
  portfolioCompanies,
  portfolioFavorites,
  portfolios,
} from "../features/portfolios/portfolio.table.ts";
import { buildOrganization, buildUser } from "./factories.ts";
import type { Harness, TestClient } from "./harness.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

/** The GraphQL of the portfolios feature, as the web sends it. */
export const portfolioFields =
  "id slug name description level order childrenCount portfolioCount descendantCompaniesCount archivedAt archiveType isFavorite fullAclWrite canShare canArchive isSystem";
const errors = "__typename ... on Error { message } ... on LimitReachedError { limit }";
const action = `${errors} ... on PortfolioActionSuccess { undoId portfolio { ${portfolioFields} } }`;
const change = `${errors} ... on PortfolioChangeSuccess { portfolio { ${portfolioFields} } }`;
const companiesChange = `${errors} ... on ConnectedObjectNotFoundError { type id } ... on PortfolioCompaniesSuccess { added removed skipped undoId portfolios { id name descendantCompaniesCount } alreadyIn { id name } }`;

export const ops = {
  create: `mutation($input: PortfolioInput!, $parentId: ID) { createPortfolio(input: $input, parentId: $parentId) { ${change} } }`,
  update: `mutation($id: ID!, $input: PortfolioInput!) { updatePortfolio(id: $id, input: $input) { ${change} } }`,
  move: `mutation($id: ID!, $parentId: ID, $index: Int) { movePortfolio(id: $id, parentId: $parentId, index: $index) { ${action} } }`,
  reorder: `mutation($id: ID!, $index: Int!) { reorderPortfolio(id: $id, index: $index) { ${action} } }`,
  archive: `mutation($id: ID!) { archivePortfolio(id: $id) { ${action} } }`,
  unarchive: `mutation($id: ID!) { unarchivePortfolio(id: $id) { ${action} } }`,
  favorite: `mutation($id: ID!) { togglePortfolioFavorite(id: $id) { ${action} } }`,
  add: `mutation($portfolioIds: [ID!]!, $companyIds: [ID!]!) { addCompaniesToPortfolios(portfolioIds: $portfolioIds, companyIds: $companyIds) { ${companiesChange} } }`,
  remove: `mutation($portfolioId: ID!, $companyIds: [ID!]!) { removeCompaniesFromPortfolio(portfolioId: $portfolioId, companyIds: $companyIds) { ${companiesChange} } }`,
  share: `mutation($id: ID!, $entries: [PortfolioAccessEntryInput!]!) { setPortfolioAccess(id: $id, entries: $entries) { ${errors} ... on ConnectedObjectNotFoundError { type id } ... on PortfolioChangeSuccess { portfolio { id accessList { actorType actorId name editable } } } } }`,
  undo: `mutation($undoId: ID!) { undoPortfolioAction(undoId: $undoId) { ${action} } }`,
  tree: `{ portfolioTree { id slug name parentId level order isFavorite favoriteIndex fullAclWrite childrenCount descendantCompaniesCount isSystem } }`,
  bySlug: `query($slug: String!) { portfolio(slug: $slug) { ${portfolioFields} parent { id } children { id } ancestors { id } summary { companyCount subportfolioCount openRequestCount } accessList { actorType actorId name editable } } }`,
  byIds: `query($ids: [ID!]!) { portfoliosByIds(ids: $ids) { id name } }`,
  list: `query($first: Int, $after: String, $archived: Boolean, $orderBy: String, $search: String, $favoritesOnly: Boolean, $parentId: ID) {
    portfolios(first: $first, after: $after, archived: $archived, orderBy: $orderBy, search: $search, favoritesOnly: $favoritesOnly, parentId: $parentId) {
      items { id name } itemsCount pageInfo { hasNextPage endCursor } } }`,
  suggestions: `query($text: String!, $first: Int) { portfolioSuggestions(text: $text, first: $first) { id name } }`,
  companies: `query($portfolioId: ID!, $first: Int, $after: String, $portfolioIds: [ID!], $companyIds: [ID!], $metric: String, $scoreMin: Float, $scoreMax: Float, $includeBlanks: Boolean, $sort: String, $mode: String) {
    portfolioCompanies(portfolioId: $portfolioId, first: $first, after: $after, portfolioIds: $portfolioIds, companyIds: $companyIds, metric: $metric, scoreMin: $scoreMin, scoreMax: $scoreMax, includeBlanks: $includeBlanks, sort: $sort, mode: $mode) {
      items { id addedAt metricValue company { id displayName } portfolio { id } } itemsCount pageInfo { hasNextPage endCursor } } }`,
};

/** Runs an operation and returns its one field (throws on a GraphQL-level error). */
export async function call(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Any> {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
  return Object.values(answer.data ?? {})[0];
}

/** Creates a portfolio through the API and returns it (throws unless it succeeded). */
export async function createPortfolio(
  client: TestClient,
  name: string,
  parentId: string | null = null,
): Promise<Any> {
  const answer = await call(client, ops.create, { input: { name }, parentId });
  if (answer.__typename !== "PortfolioChangeSuccess") throw new Error(JSON.stringify(answer));
  return answer.portfolio;
}

/** An organisation with its own admin and members, signed in (a fresh one per test). */
export async function buildPortfolioOrganization(
  h: Harness,
  options: { settings?: Record<string, unknown>; type?: "customer" | "teams" } = {},
) {
  const db = h.database.db;
  const organization = await buildOrganization(db, {
    type: options.type ?? "customer",
    settings: options.settings ?? {},
  });
  const member = async (role: RoleKey = "user") => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId: organization.id, role }],
    });
    return { user, client: await h.signIn(user.email, user.password) };
  };
  return { organization, member };
}

/** A team of the organisation with these members (already signed-in sessions reload teams per request). */
export async function buildTeam(db: Database, organizationId: string, userIds: string[]) {
  const [team] = await db
    .insert(teams)
    .values({ organizationId, name: `Team ${Math.random().toString(36).slice(2, 8)}` })
    .returning();
  if (!team) throw new Error("team not created");
  if (userIds.length > 0)
    await db.insert(teamMemberships).values(userIds.map((userId) => ({ teamId: team.id, userId })));
  return team;
}

/**
 * Everything stored about an organisation's portfolios, in a stable order: what an undo must
 * put back exactly (rows with counters and timestamps, items, access, favourites).
 */
export async function portfolioState(db: Database, portfolioIds: readonly string[]) {
  const rows = await db
    .select()
    .from(portfolios)
    .where(inArray(portfolios.id, [...portfolioIds]))
    .orderBy(asc(portfolios.id));
  const items = await db
    .select()
    .from(portfolioCompanies)
    .where(inArray(portfolioCompanies.portfolioId, [...portfolioIds]))
    .orderBy(asc(portfolioCompanies.id));
  const access = await db
    .select()
    .from(portfolioAccess)
    .where(inArray(portfolioAccess.portfolioId, [...portfolioIds]))
    .orderBy(
      asc(portfolioAccess.portfolioId),
      asc(portfolioAccess.actorType),
      asc(portfolioAccess.actorId),
    );
  const favorites = await db
    .select()
    .from(portfolioFavorites)
    .where(inArray(portfolioFavorites.portfolioId, [...portfolioIds]))
    .orderBy(asc(portfolioFavorites.userId), asc(portfolioFavorites.position));
  return { rows, items, access, favorites };
}

/** A system portfolio (as a bulk request would make it), last at the top level, editable by `userId`. */
export async function buildSystemPortfolio(db: Database, organizationId: string, userId: string) {
  const [top] = await db
    .select({ n: count() })
    .from(portfolios)
    .where(
      and(
        ofOrganization(organizationId, portfolios),
        isNull(portfolios.parentId),
        isNull(portfolios.archivedAt),
      ),
    );
  const [row] = await db
    .insert(portfolios)
    .values({
      organizationId,
      slug: `bulk-request-${randomUUID().slice(0, 8)}`,
      name: "Bulk request",
      isSystem: true,
      order: top?.n ?? 0,
    })
    .returning();
  if (!row) throw new Error("portfolio not created");
  await db.insert(portfolioAccess).values({
    organizationId,
    portfolioId: row.id,
    actorType: "user",
    actorId: userId,
    editable: true,
  });
  return row;
}

export async function portfolioRow(db: Database, id: string) {
  const [row] = await db.select().from(portfolios).where(eq(portfolios.id, id));
  return row;
}
