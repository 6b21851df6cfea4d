import { allFeatureFlagsOn } from "@tierwise/common/feature-flags";
import type { RoleKey } from "@tierwise/common/roles";
import { buildCompany } from "./company-factory.ts";
import { buildOrganization, buildUser } from "./factories.ts";
import type { Harness, TestClient } from "./harness.ts";
import {
  type ActorName,
  actorNames,
  buildObjects,
  insiders,
  type ProbeObject,
} from "./hidden-object-kinds.ts";

export { type ActorName, actorNames, type ProbeObject };

/**
 * The world of the hidden-answers test: in one organisation an administrator (the owner of
 * everything hidden), a recipient (who may see the private things) and two who may not — a
 * plain member (viewer) and a second administrator; an administrator of another organisation;
 * a provider manager; and the signed-out client. Every feature flag is on (but two-factor
 * sign-in and the hidden default risk configuration), so that calls reach their objects.
 */

const flags = { ...allFeatureFlagsOn, totpMFAEnabled: false, hideDefaultRiskConfig: false };
const customerFlags = { ...flags, tierwiseAdminOrganisationsEnabled: false };

export async function buildHiddenWorld(h: Harness) {
  const db = h.database.db;
  const acme = await buildOrganization(db, { settings: { featureFlags: customerFlags } });
  const globex = await buildOrganization(db, { settings: { featureFlags: customerFlags } });
  const provider = await buildOrganization(db, {
    type: "provider",
    settings: {
      featureFlags: flags,
      allowedRoles: ["tierwise_admin", "organization_admin", "user"],
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
    outsider: await person(globex.id, "organization_admin", "Otto"),
    provider: await person(provider.id, "tierwise_admin", "Paula"),
  };
  const clients: Record<ActorName, TestClient> = {
    viewer: people.viewer.client,
    colleagueAdmin: people.colleagueAdmin.client,
    outsider: people.outsider.client,
    provider: people.provider.client,
    signedOut: h.client(),
  };
  const owner = people.owner.client;
  const company = await buildCompany(db, { currentRatio: 0.5, creditScore: 5 });
  const second = await buildCompany(db);
  const base = { h, owner, people, company, second, organizationId: acme.id };
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
    ...(await buildObjects(base)),
  ];
  const twins = await buildObjects(base);
  return { acme, globex, provider, people, clients, company, second, objects, twins };
}

export type HiddenWorld = Awaited<ReturnType<typeof buildHiddenWorld>>;
