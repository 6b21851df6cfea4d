import type { FeatureFlags } from "@tierwise/common/feature-flags";

/** Mirrors `Session` in docs/auth-contract.graphql. DateTime values arrive as ISO strings. */
export type SessionStage = "ACTIVE" | "TOTP_LOGIN" | "TOTP_SETUP";

export type SessionDetails = { email: string; name: string };

export type SessionTeam = { id: string; name: string; membershipCreatedAt: string };

export type SessionProgram = { key: string };

export type SessionCustomSidebarLink = {
  enabled: boolean;
  iconUrl: string | null;
  title: string;
  url: string;
};

export type SessionCustomView = {
  homepageTitle: string | null;
  homepageMessage: string | null;
  logoUrl: string | null;
  hiddenLinks: string[];
  customSidebarLinks: SessionCustomSidebarLink[];
  poweredByLabel: string | null;
  hideHome: boolean;
};

export type SessionOrganization = {
  id: string;
  name: string;
  /** provider | customer | teams */
  type: string;
  logoUrl: string | null;
  productName: string | null;
  brandColor: string | null;
  featureFlags: FeatureFlags;
  customView: SessionCustomView;
  totpRequired: boolean;
};

export type Session = {
  id: string;
  key: string;
  authId: string | null;
  authenticated: boolean;
  stage: SessionStage | null;
  details: SessionDetails | null;
  organization: SessionOrganization | null;
  organizations: SessionOrganization[];
  roles: string[];
  permissions: string[];
  /** Most recent membership first. */
  teams: SessionTeam[];
  programs: SessionProgram[];
  settings: Record<string, unknown>;
  internal: boolean;
  expiresAt: string | null;
  warningSeconds: number;
};

export type SessionQueryData = { session: Session };
