import type { RoleKey } from "@tierwise/common/roles";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import type { Harness, TestClient } from "../../../test/harness.ts";
import { alertFeeds } from "../alert-feed.table.ts";
import { call } from "../alerts-test-support.ts";

export { type Any, call } from "../alerts-test-support.ts";

/**
 * The callers the feed, subscription and digest tests use: two organisations with alerts (an
 * admin and two members in the first, an admin in the second), one without the alerts flag,
 * and a provider manager.
 */
export async function buildAlertSettingsWorld(h: Harness) {
  const db = h.database.db;
  const withAlerts = { settings: { featureFlags: { alerts: true } } };
  const customer = await buildOrganization(db, withAlerts);
  const other = await buildOrganization(db, withAlerts);
  const noAlerts = await buildOrganization(db);
  const provider = await buildOrganization(db, { type: "provider", ...withAlerts });
  const member = async (organizationId: string, role: RoleKey) => {
    const user = await buildUser(db, h.config, { memberships: [{ organizationId, role }] });
    return { user, client: await h.signIn(user.email, user.password) };
  };
  return {
    customer,
    other,
    noAlerts,
    member,
    admin: await member(customer.id, "organization_admin"),
    alice: await member(customer.id, "user"),
    bob: await member(customer.id, "user"),
    otherAdmin: await member(other.id, "organization_admin"),
    outsider: await member(noAlerts.id, "organization_admin"),
    manager: await member(provider.id, "tierwise_admin"),
  };
}

export const feedFields = `id slug name description filter isDefault isAvailable canModify
  author { id name } userConfig { favorite emailNotifications }`;

const feedResult = `__typename ... on Error { message }
  ... on LimitReachedError { limit }
  ... on ValidationError { fieldErrors { path message } }
  ... on AlertFeedSuccess { feed { ${feedFields} } }`;

export const feedOps = {
  list: `{ alertFeeds { ${feedFields} } }`,
  one: `query($id: ID!) { alertFeed(id: $id) { ${feedFields} } }`,
  create: `mutation($input: AlertFeedInput!) { createAlertFeed(input: $input) { ${feedResult} } }`,
  update: `mutation($input: AlertFeedUpdateInput!) { updateAlertFeed(input: $input) { ${feedResult} } }`,
  remove: `mutation($id: ID!) { deleteAlertFeed(id: $id) {
    __typename ... on Error { message } ... on DeleteSuccess { id } } }`,
  config: `mutation($input: FeedUserConfigInput!) { upsertFeedUserConfig(input: $input) { ${feedResult} } }`,
};

/** Creates a feed through the API and returns it; fails the test on any other answer. */
export async function createFeed(
  client: TestClient,
  input: { name: string; description?: string; filter?: unknown },
) {
  const answer = await call(client, feedOps.create, { input: { filter: {}, ...input } });
  if (answer.__typename !== "AlertFeedSuccess") throw new Error(JSON.stringify(answer));
  return answer.feed;
}

/** Turns the caller's favourite or e-mail notification of a feed on or off. */
export async function setFeedConfig(
  client: TestClient,
  input: { feedId: string; favorite?: boolean; emailNotifications?: boolean },
) {
  const answer = await call(client, feedOps.config, { input });
  if (answer.__typename !== "AlertFeedSuccess") throw new Error(JSON.stringify(answer));
  return answer.feed;
}

/** The default feed with this slug, by id (the migration seeded it). */
export async function defaultFeedId(db: Database, slug: string): Promise<string> {
  const [row] = await db
    .select({ id: alertFeeds.id })
    .from(alertFeeds)
    .where(eq(alertFeeds.slug, slug));
  if (!row) throw new Error(`default feed ${slug} missing`);
  return row.id;
}
