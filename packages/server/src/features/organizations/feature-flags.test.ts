import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveFeatureFlags } from "../../core/feature-flags.ts";
import { featureFlagOverrides } from "../../db/feature-flag-override.table.ts";
import { buildWorld } from "../../test/admin-test-support.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { loadSession } from "../auth/session.service.ts";
import { loadViewer } from "../auth/viewer.ts";
import { requireFlag } from "./feature-flags.service.ts";

let h: Harness;
let world: Awaited<ReturnType<typeof buildWorld>>;
beforeAll(async () => {
  h = await createHarness();
  world = await buildWorld(h);
});
afterAll(() => h.close());

// biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
type Any = any;
const flagsQuery = `{ featureFlags { flags userKey organizationId programs internal } }`;
const override = `mutation($organizationId: ID!, $key: String!, $flag: String!, $value: Boolean) {
  setFeatureFlagOverride(organizationId: $organizationId, scope: user, key: $key, flag: $flag, value: $value) {
    __typename ... on FeatureFlagOverride { value } } }`;

async function setUp() {
  const organization = await buildOrganization(h.database.db, {
    settings: {
      featureFlags: { nTier: true, comments: true },
      internalMailDomains: ["inside.test"],
    },
  });
  const insider = await buildUser(h.database.db, h.config, {
    email: `someone-${Date.now()}@INSIDE.test`,
    memberships: [{ organizationId: organization.id, role: "user" }],
  });
  return { organization, insider, client: await h.signIn(insider.email, insider.password) };
}

describe("feature flags", () => {
  it("gives the viewer the organisation's flags, keyed by user and organisation, with the internal mark", async () => {
    const { organization, insider, client } = await setUp();
    const answer = await client.gql<Any>(flagsQuery);
    expect(answer.data.featureFlags).toMatchObject({
      userKey: insider.id,
      organizationId: organization.id,
      programs: [],
      internal: true,
      flags: { nTier: true, comments: true, alerts: false },
    });
    const outsider = await world.actors.user.client.gql<Any>(flagsQuery);
    expect(outsider.data.featureFlags.internal).toBe(false);
    const anonymous = await h.client().gql<Any>(flagsQuery);
    expect(anonymous.data.featureFlags).toMatchObject({
      userKey: "anonymous-user",
      organizationId: null,
      flags: { nTier: false },
    });
  });

  it("applies per-user overrides set by provider managers, and removes them", async () => {
    const { organization, insider, client } = await setUp();
    const set = await world.actors.tierwise_admin.client.gql<Any>(override, {
      organizationId: organization.id,
      key: insider.id,
      flag: "nTier",
      value: false,
    });
    expect(set.data.setFeatureFlagOverride).toEqual({
      __typename: "FeatureFlagOverride",
      value: false,
    });
    expect((await client.gql<Any>(flagsQuery)).data.featureFlags.flags.nTier).toBe(false);
    await world.actors.tierwise_admin.client.gql<Any>(override, {
      organizationId: organization.id,
      key: insider.id,
      flag: "nTier",
      value: null,
    });
    expect((await client.gql<Any>(flagsQuery)).data.featureFlags.flags.nTier).toBe(true);
    const unknown = await world.actors.tierwise_admin.client.gql<Any>(override, {
      organizationId: organization.id,
      key: insider.id,
      flag: "warpDrive",
      value: true,
    });
    expect(unknown.data.setFeatureFlagOverride.__typename).toBe("ValidationError");
  });

  it("lets program overrides apply, and user overrides win over them", async () => {
    const { organization, insider } = await setUp();
    await h.database.db.insert(featureFlagOverrides).values([
      {
        organizationId: organization.id,
        scope: "program",
        key: "pilot",
        flag: "alerts",
        value: true,
      },
      {
        organizationId: organization.id,
        scope: "program",
        key: "pilot",
        flag: "gsca",
        value: true,
      },
      {
        organizationId: organization.id,
        scope: "user",
        key: insider.id,
        flag: "gsca",
        value: false,
      },
    ]);
    const flags = await resolveFeatureFlags(
      h.database.db,
      { userId: insider.id, organizationId: organization.id, programs: ["pilot"], internal: false },
      { nTier: true },
    );
    expect(flags).toMatchObject({ nTier: true, alerts: true, gsca: false });
  });

  it("requireFlag refuses a gated operation with FORBIDDEN", async () => {
    const { client } = await setUp();
    const session = await loadSession(h.database.db, h.config, client.cookie);
    const viewer = session && (await loadViewer(h.database.db, session));
    if (!viewer) throw new Error("no viewer");
    await expect(requireFlag(h.database.db, viewer, "nTier")).resolves.toBeUndefined();
    await expect(requireFlag(h.database.db, viewer, "alerts")).rejects.toThrow("not enabled");
  });
});
