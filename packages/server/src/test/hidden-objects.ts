import { allFeatureFlagsOn } from "@tierwise/common/feature-flags";
import { apiScopes, scimScope } from "@tierwise/common/policy/api-scopes";
import { type RoleKey, roleKeys } from "@tierwise/common/roles";
import { alertSubscriptions } from "../features/alerts/alert-subscription.table.ts";
import { tokenFor } from "../features/api-tokens/api-token-test-support.ts";
import { buildCompany } from "./company-factory.ts";
import { buildOrganization, buildUser } from "./factories.ts";
import type { Harness, TestClient } from "./harness.ts";
import { listenToEveryWebhookEvent } from "./hidden-channels.ts";
import { buildOrganisationObjects } from "./hidden-object-extras.ts";
import { type Base, buildObjects } from "./hidden-object-kinds.ts";
import { type ActorName, actorNames, insiders, type ProbeObject } from "./hidden-object-ops.ts";

export { type ActorName, actorNames, type ProbeObject };

/**
 * The world of the hidden-answers test: in one organisation an administrator (the owner of
 * everything hidden), a recipient (who may see the private things) and one person of every
 * role who may not — a plain member (viewer), a second administrator, a Tierwise Manager, a
 * teams administrator and a teams member; an administrator of another organisation; a provider
 * manager; and the signed-out client. Every feature flag is on (but two-factor sign-in and the
 * hidden default risk configuration), so that calls reach their objects. The owner's
 * organisation subscribes to the company's alerts; the others may have AI reports on any company.
 */

const flags = { ...allFeatureFlagsOn, totpMFAEnabled: false, hideDefaultRiskConfig: false };
const customerFlags = { ...flags, tierwiseAdminOrganisationsEnabled: false };

/** A client that sends a personal API token of the signed-in person, with every scope. */
async function bearerClient(h: Harness, person: TestClient): Promise<TestClient> {
  const scopes = apiScopes.filter((scope) => scope !== scimScope);
  const { secret } = await tokenFor(person, { scopes, name: "Prober" });
  return {
    cookie: null,
    bearer: secret,
    async gql(query, variables) {
      const response = await h.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
        payload: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
  };
}

/** The twins are for the owner's mutations: a suite that makes none may go without. */
export async function buildHiddenWorld(h: Harness, options: { twins?: boolean } = {}) {
  const db = h.database.db;
  const acme = await buildOrganization(db, {
    settings: { featureFlags: customerFlags, allowedRoles: [...roleKeys] },
  });
  const globex = await buildOrganization(db, {
    settings: { featureFlags: customerFlags, aiReportCompanies: "all" },
  });
  const provider = await buildOrganization(db, {
    type: "provider",
    settings: {
      featureFlags: flags,
      allowedRoles: ["tierwise_admin", "organization_admin", "user"],
      aiReportCompanies: "all",
    },
  });
  const person = async (organizationId: string, role: RoleKey, firstName: string) => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role }],
      overrides: { firstName, lastName: "Prober" },
    });
    return { user, id: user.id, client: await h.signIn(user.email, user.password) };
  };
  const people = {
    owner: await person(acme.id, "organization_admin", "Olivia"),
    recipient: await person(acme.id, "user", "Rita"),
    viewer: await person(acme.id, "user", "Victor"),
    colleagueAdmin: await person(acme.id, "organization_admin", "Carla"),
    manager: await person(acme.id, "tierwise_admin", "Mona"),
    teamsAdmin: await person(acme.id, "tierwise_for_teams_admin", "Tess"),
    teamsMember: await person(acme.id, "tierwise_for_teams_member", "Tim"),
    outsider: await person(globex.id, "organization_admin", "Otto"),
    provider: await person(provider.id, "tierwise_admin", "Paula"),
  };
  const clients: Record<ActorName, TestClient> = {
    viewer: people.viewer.client,
    colleagueAdmin: people.colleagueAdmin.client,
    manager: people.manager.client,
    teamsAdmin: people.teamsAdmin.client,
    teamsMember: people.teamsMember.client,
    outsider: people.outsider.client,
    provider: people.provider.client,
    signedOut: h.client(),
    viewerToken: await bearerClient(h, people.viewer.client),
    outsiderToken: await bearerClient(h, people.outsider.client),
  };
  const owner = people.owner.client;
  const company = await buildCompany(db, { currentRatio: 0.5, creditScore: 5 });
  const second = await buildCompany(db);
  await db
    .insert(alertSubscriptions)
    .values({ organizationId: acme.id, kind: "company", companyId: company.id });
  await listenToEveryWebhookEvent(db, acme.id);
  const base: Base = { h, owner, people, company, second, organizationId: acme.id };
  const allKinds = async () => [
    ...(await buildObjects(base)),
    ...(await buildOrganisationObjects(base)),
  ];
  // The visible probes (searched for secrets), then the hidden objects; the twins are the same
  // objects made again, for the owner to try mutations on (and so to learn which objects a
  // mutation looks up) without changing the ones the others are asked about.
  const objects: ProbeObject[] = [
    { kind: "organization", id: acme.id, visibleTo: [...insiders, "provider"], secrets: [] },
    {
      kind: "company",
      id: company.id,
      slug: company.slug,
      visibleTo: [...actorNames],
      secrets: [],
    },
    ...(await allKinds()),
  ];
  const twins = options.twins === false ? [] : await allKinds();
  return { acme, globex, provider, people, clients, company, second, objects, twins, base };
}

export type HiddenWorld = Awaited<ReturnType<typeof buildHiddenWorld>>;

/**
 * The ids the suites' answers may name as themselves (anything else made during the run reads
 * <new-id>): the probed objects, their twins, the people and the organisations.
 */
export function knownIds(world: HiddenWorld): Set<string> {
  const people = Object.values(world.people).map((p) => p.id);
  const organizations = [world.acme.id, world.globex.id, world.provider.id];
  return new Set(
    [
      ...world.objects.map((o) => o.id),
      ...world.twins.map((o) => o.id),
      ...people,
      ...organizations,
      world.second.id,
    ].map((id) => id.toLowerCase()),
  );
}
