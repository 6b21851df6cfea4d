import type { Session } from "../session/session.types.ts";
import { sessionCan } from "../session/session-policy.ts";

export type UserMenuEntryId =
  | "settings"
  | "account"
  | "members"
  | "groups"
  | "organizations"
  | "choose"
  | "logout";

export type UserMenuEntry = {
  id: UserMenuEntryId;
  label: string;
  href: string;
  /** An address outside the portal, opened in a new tab. */
  external: boolean;
  /** False while the target page does not exist yet (members, groups, organisations issue). */
  available: boolean;
};

/** Pages of the user menu that exist in this code base; flip when a feature lands. */
export const userMenuAvailability: Record<UserMenuEntryId, boolean> = {
  settings: true,
  account: true,
  members: true,
  groups: true,
  organizations: true,
  choose: true,
  logout: true,
};

export type UserMenuOptions = {
  /** External admin site for provider managers (VITE_ADMIN_ORGANIZATIONS_URL), if configured. */
  adminOrganizationsUrl?: string | null;
  /** Also return entries whose page is not available yet (tests, documentation). */
  includeUnavailable?: boolean;
};

const _has = (session: Session, role: string) => session.roles.includes(role);

/**
 * The user menu (spec 1 §2.4, §6.4) in display order:
 * - Settings (/account, spec 1), then the settings pages (/settings, where alert subscriptions live).
 * - User management: organisation admin, provider manager, or teams admin with read:manage_members.
 * - Groups: organisation admin only.
 * - Organisations: provider manager only; with tierwiseAdminOrganisationsEnabled and a configured
 *   external admin site, that site instead of /organizations.
 * - Organisation chooser: more than one organisation.
 */
export function userMenuEntries(session: Session, options: UserMenuOptions = {}): UserMenuEntry[] {
  if (!session.authenticated) return [];
  const entries: UserMenuEntry[] = [];
  const add = (entry: Omit<UserMenuEntry, "available" | "external"> & { external?: boolean }) => {
    const external = entry.external ?? false;
    entries.push({ ...entry, external, available: external || userMenuAvailability[entry.id] });
  };

  // Spec 1's Settings is the person's account; the organisation's settings pages (alert
  // subscriptions, tags, risk hub…) were linked from nowhere (issue 27), so they follow it.
  add({ id: "settings", label: "Settings", href: "/account" });
  add({ id: "account", label: "Alert subscriptions and settings", href: "/settings" });

  // The same rules the server decides by (common/policy).
  const providerManager = sessionCan(session, "organizations.read");
  if (sessionCan(session, "members.read")) {
    add({ id: "members", label: "User management", href: "/members" });
  }
  if (sessionCan(session, "teams.openGroupsPage")) {
    add({ id: "groups", label: "Groups", href: "/groups" });
  }
  if (providerManager) {
    const externalSite =
      session.organization?.featureFlags.tierwiseAdminOrganisationsEnabled === true
        ? (options.adminOrganizationsUrl ?? null)
        : null;
    if (externalSite) {
      add({ id: "organizations", label: "Organisations", href: externalSite, external: true });
    } else {
      add({ id: "organizations", label: "Organisations", href: "/organizations" });
    }
  }
  if (session.organizations.length > 1) {
    add({ id: "choose", label: "Switch organisation", href: "/choose" });
  }
  add({ id: "logout", label: "Log out", href: "/logout" });

  return options.includeUnavailable ? entries : entries.filter((entry) => entry.available);
}
