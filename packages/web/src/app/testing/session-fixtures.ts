import { anonymousSessionFields } from "@tierwise/common/anonymous-session";
import { defaultFeatureFlags, type FeatureFlags } from "@tierwise/common/feature-flags";
import { permissionsFor } from "@tierwise/common/permissions";
import { isRoleKey } from "@tierwise/common/roles";
import type { Session, SessionOrganization } from "../session/session.types.ts";

/** Test data shaped like the server's answers (spec 1 §3, docs/auth-contract.graphql). */
export function buildOrganization(
  overrides: Partial<Omit<SessionOrganization, "featureFlags" | "customView">> & {
    featureFlags?: Partial<FeatureFlags>;
    customView?: Partial<SessionOrganization["customView"]>;
  } = {},
): SessionOrganization {
  const { featureFlags, customView, ...rest } = overrides;
  return {
    id: "org-1",
    name: "Acme Manufacturing",
    type: "customer",
    logoUrl: null,
    productName: null,
    brandColor: null,
    totpRequired: false,
    ...rest,
    featureFlags: { ...defaultFeatureFlags, ...featureFlags },
    customView: {
      homepageTitle: null,
      homepageMessage: null,
      logoUrl: null,
      hiddenLinks: [],
      customSidebarLinks: [],
      poweredByLabel: null,
      hideHome: false,
      ...customView,
    },
  };
}

/** A signed-in session; `roles` also sets the permissions the role holds unless given. */
export function buildSession(overrides: Partial<Session> = {}): Session {
  const roles = overrides.roles ?? ["user"];
  const organization =
    overrides.organization === undefined ? buildOrganization() : overrides.organization;
  return {
    id: "session-1",
    key: "user-1",
    authId: "user-1",
    authenticated: true,
    stage: "ACTIVE",
    details: { email: "ada@example.com", name: "Ada Lovelace" },
    organizations: organization ? [organization] : [],
    teams: [],
    programs: [],
    settings: {},
    internal: false,
    expiresAt: null,
    warningSeconds: 120,
    permissions: roles.filter(isRoleKey).flatMap((role) => permissionsFor(role)),
    ...overrides,
    roles,
    organization,
  };
}

export function buildAnonymousSession(overrides: Partial<Session> = {}): Session {
  return buildSession({ ...anonymousSessionFields(), ...overrides });
}

/** The session with __typename fields, as the cache stores a server answer. */
export function withTypenames(session: Session) {
  const organization = (org: SessionOrganization) => ({
    __typename: "SessionOrganization" as const,
    ...org,
    customView: {
      __typename: "CustomView" as const,
      ...org.customView,
      customSidebarLinks: org.customView.customSidebarLinks.map((link) => ({
        __typename: "CustomSidebarLink" as const,
        ...link,
      })),
    },
  });
  return {
    __typename: "Session" as const,
    ...session,
    details: session.details ? { __typename: "SessionDetails" as const, ...session.details } : null,
    organization: session.organization ? organization(session.organization) : null,
    organizations: session.organizations.map(organization),
    teams: session.teams.map((team) => ({ __typename: "SessionTeam" as const, ...team })),
    programs: session.programs.map((program) => ({ __typename: "Program" as const, ...program })),
  };
}
