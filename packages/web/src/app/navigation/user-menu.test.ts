import { describe, expect, it } from "vitest";
import {
  buildAnonymousSession,
  buildOrganization,
  buildSession,
} from "../testing/session-fixtures.ts";
import { userMenuEntries } from "./user-menu.ts";

const all = { includeUnavailable: true };
const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

describe("userMenuEntries", () => {
  it("links the settings pages (alert subscriptions live there) and the account apart", () => {
    const entries = userMenuEntries(buildSession({ roles: ["user"] }));
    expect(entries.slice(0, 2)).toEqual([
      { id: "settings", label: "Settings", href: "/account", external: false, available: true },
      {
        id: "account",
        label: "Alert subscriptions and settings",
        href: "/settings",
        external: false,
        available: true,
      },
    ]);
  });

  it("gives a member settings and log out only", () => {
    expect(ids(userMenuEntries(buildSession({ roles: ["user"] }), all))).toEqual([
      "settings",
      "account",
      "logout",
    ]);
  });

  it("gives an organisation admin user management and groups", () => {
    expect(ids(userMenuEntries(buildSession({ roles: ["organization_admin"] }), all))).toEqual([
      "settings",
      "account",
      "members",
      "groups",
      "logout",
    ]);
  });

  it("gives the provider manager user management and organisations, not groups", () => {
    expect(ids(userMenuEntries(buildSession({ roles: ["tierwise_admin"] }), all))).toEqual([
      "settings",
      "account",
      "members",
      "organizations",
      "logout",
    ]);
  });

  it("gives a teams admin user management only with read:manage_members", () => {
    const withPermission = buildSession({
      roles: ["tierwise_for_teams_admin"],
      permissions: ["read:manage_members"],
    });
    const without = buildSession({ roles: ["tierwise_for_teams_admin"], permissions: [] });
    expect(ids(userMenuEntries(withPermission, all))).toEqual([
      "settings",
      "account",
      "members",
      "logout",
    ]);
    expect(ids(userMenuEntries(without, all))).toEqual(["settings", "account", "logout"]);
  });

  it("gives a teams member settings and log out only", () => {
    expect(
      ids(userMenuEntries(buildSession({ roles: ["tierwise_for_teams_member"] }), all)),
    ).toEqual(["settings", "account", "logout"]);
  });

  it("offers the organisation chooser only with more than one organisation", () => {
    const one = buildSession();
    const two = buildSession({
      organizations: [buildOrganization(), buildOrganization({ id: "org-2" })],
    });
    expect(ids(userMenuEntries(one))).not.toContain("choose");
    expect(userMenuEntries(two).find((entry) => entry.id === "choose")).toMatchObject({
      href: "/choose",
      available: true,
    });
  });

  it("sends provider managers to the external admin site when the flag is on and a URL is set", () => {
    const flagOn = buildSession({
      roles: ["tierwise_admin"],
      organization: buildOrganization({
        featureFlags: { tierwiseAdminOrganisationsEnabled: true },
      }),
    });
    const external = userMenuEntries(flagOn, { adminOrganizationsUrl: "https://admin.example" });
    expect(external.find((entry) => entry.id === "organizations")).toEqual({
      id: "organizations",
      label: "Organisations",
      href: "https://admin.example",
      external: true,
      available: true,
    });
    const flagOff = buildSession({ roles: ["tierwise_admin"] });
    const internal = userMenuEntries(flagOff, {
      adminOrganizationsUrl: "https://admin.example",
      ...all,
    });
    expect(internal.find((entry) => entry.id === "organizations")?.href).toBe("/organizations");
  });

  it("offers every administration page to a provider manager who is also an organisation admin", () => {
    const admin = buildSession({ roles: ["organization_admin", "tierwise_admin"] });
    expect(ids(userMenuEntries(admin))).toEqual([
      "settings",
      "account",
      "members",
      "groups",
      "organizations",
      "logout",
    ]);
    expect(userMenuEntries(admin, all).every((entry) => entry.available)).toBe(true);
  });

  it("is empty for anonymous visitors", () => {
    expect(userMenuEntries(buildAnonymousSession(), all)).toEqual([]);
  });
});
