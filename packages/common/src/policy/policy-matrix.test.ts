import { describe, expect, it } from "vitest";
import type { RoleKey } from "../roles.ts";
import { type Action, actions, can } from "./can.ts";
import { effectivePermissions, type OrganizationType, type PolicyActor } from "./policy-actor.ts";

/**
 * Every role through every rule, as the server and the web both ask them. Columns: provider
 * manager, organisation admin, member (with an additional create:tag that a customer
 * organisation ignores), teams admin, teams member, teams member with read:link_analysis and
 * create:tag added by the organisation, and a person without an organisation.
 */
const flags = {
  advancedSearch: true,
  compareCompanies: true,
  comments: true,
  caseManagementEnabled: true,
  gsca: true,
  companyRequests: true,
  alerts: true,
  riskDashboardAccess: true,
  aiReportV2: true,
  criteriaCheckAccess: true,
};
const person = (
  userId: string,
  role: RoleKey | null,
  type: OrganizationType,
  additional: string[] = [],
): PolicyActor => ({
  userId,
  organizationId: role ? `org-${userId}` : null,
  organizationType: role ? type : null,
  role,
  permissions: effectivePermissions(role, role ? type : null, additional),
  flags,
});
const columns: PolicyActor[] = [
  person("provider", "tierwise_admin", "provider"),
  person("admin", "organization_admin", "customer"),
  person("member", "user", "customer", ["create:tag"]),
  person("teamsAdmin", "tierwise_for_teams_admin", "teams"),
  person("teamsMember", "tierwise_for_teams_member", "teams"),
  person("teamsMemberPlus", "tierwise_for_teams_member", "teams", [
    "read:link_analysis",
    "create:tag",
  ]),
  person("nobody", null, "customer"),
];

const expected: Record<Action, string> = {
  "members.read": "YY-Y---",
  "members.update": "YY-Y---",
  "members.deactivate": "YY-Y---",
  "invitations.manage": "YY-Y---",
  "teams.read": "YY-Y---",
  "teams.openGroupsPage": "-Y-----",
  "teams.create": "YY-Y---",
  "teams.update": "YY-Y---",
  "teams.delete": "YY-Y---",
  "organizations.read": "Y------",
  "organizations.create": "Y------",
  "organizations.update": "Y------",
  "organizations.delete": "Y------",
  "featureFlags.override": "Y------",
  "branding.update": "YY-Y---",
  "organizationSettings.update": "YY-----",
  "sso.read": "Y------",
  "sso.update": "Y------",
  "audit.read": "YY-Y---",
  "audit.readAnyOrganization": "Y------",
  "apiTokens.managePersonal": "YYYYYY-",
  "apiTokens.manageService": "YY-Y---",
  "scim.provision": "YY-Y---",
  "webhooks.read": "YY-Y---",
  "webhooks.manage": "YY-Y---",
  "tags.read": "YYYYYY-",
  "tags.create": "YY-Y-Y-",
  "tags.update": "YY-Y-Y-",
  "tags.delete": "YY-Y---",
  "companies.read": "YYYYYY-",
  "companies.advancedSearch": "YYYYYY-",
  "companies.compare": "YYYYYY-",
  "companies.readLinkAnalysis": "YYYY-Y-",
  "companies.readReports": "YYYYYY-",
  "savedSearches.use": "YYYYYY-",
  "savedComparisons.use": "YYYYYY-",
  "savedItems.manage": "YYYYYY-",
  "exports.create": "YYYYYY-",
  "exports.download": "YYYYYY-",
  "portfolios.read": "YYYYYY-",
  "portfolios.create": "YYYYYY-",
  "portfolios.update": "YYYYYY-",
  "portfolios.rename": "YYYYYY-",
  "portfolios.archive": "YYYY---",
  "portfolios.share": "YYYY---",
  "portfolios.favorite": "YYYYYY-",
  "comments.read": "YYYYYY-",
  "comments.create": "YYYYYY-",
  "comments.update": "YYYYYY-",
  "comments.delete": "YYYYYY-",
  "comments.reply": "YYYYYY-",
  "cases.read": "YYYYYY-",
  "cases.create": "YYYYYY-",
  "cases.view": "YYYYYY-",
  "cases.update": "YYYYYY-",
  "cases.export": "YYYYYY-",
  "cases.delete": "YYYYYY-",
  "cases.changeTask": "YYYYYY-",
  "cases.gsca": "YYYYYY-",
  "cases.exportRiskCategory": "YYYYYY-",
  "requests.read": "YYYYYY-",
  "requests.create": "YYYYYY-",
  "requests.update": "YYYYYY-",
  "requests.retire": "YYYYYY-",
  "requests.readBulk": "YY-Y---",
  "requests.createBulk": "YY-Y---",
  "subscriptionSets.read": "YYYYYY-",
  "subscriptionSets.manage": "Y------",
  "alerts.read": "YYYYYY-",
  "alerts.feedback": "YYYYYY-",
  "alertFeeds.create": "YYYYYY-",
  "alertFeeds.modify": "YYYYYY-",
  "alertSubscriptions.manage": "YY-Y---",
  "risk.read": "YYYYYY-",
  "riskConfigs.create": "YY-Y---",
  "riskConfigs.modify": "YY-Y---",
  "riskSignals.act": "YYYYYY-",
  "screeningMatches.decide": "YY-Y---",
  "aiReports.read": "YYYYYY-",
  "aiReports.create": "YYYYYY-",
  "aiReports.createSecuritySummary": "YYYYYY-",
  "dashboards.read": "YYYYYY-",
  "dashboards.create": "YYYYYY-",
  "dashboards.write": "YY-Y---",
  "dashboards.manageBundleHosts": "YY-Y---",
  "dashboards.viewWidget": "YYYYYY-",
  "workflows.read": "YYYYYY-",
  "workflows.start": "YYYYYY-",
  "workflows.manageTemplates": "YY-Y---",
  "workflows.review": "YYYYYY-",
  "workflows.cancel": "YY-Y---",
  "workflows.export": "-------",
};

/** The object an object-level rule looks at: the actor's own, or another's. */
const ownSubject = (actor: PolicyActor): unknown => ({
  userId: actor.userId,
  authorId: actor.userId,
  isDefault: false,
  organizationId: actor.organizationId,
  dataPackages: ["reports"],
  canWrite: true,
  isSystem: false,
  inAllowedSet: true,
  type: "portfolioCoverage",
});
const ask = (actor: PolicyActor, action: Action, subject: unknown) =>
  (can as (a: PolicyActor, action: Action, s?: unknown) => boolean)(actor, action, subject);

describe("the policy matrix", () => {
  it("gives every role exactly the expected answer for every action", () => {
    const actual = Object.fromEntries(
      actions.map((action) => [
        action,
        columns.map((actor) => (ask(actor, action, ownSubject(actor)) ? "Y" : "-")).join(""),
      ]),
    );
    expect(actual).toEqual(expected);
  });

  it("never allows an object-level action on another organisation's or person's object", () => {
    const foreign = [
      { userId: "someone-else", organizationId: "org-elsewhere", dataPackages: [], canWrite: true },
      { userId: "provider", organizationId: "org-elsewhere", dataPackages: [], canWrite: true },
    ];
    const objectLevel = [
      "savedItems.manage",
      "exports.download",
      "portfolios.update",
      "portfolios.rename",
      "portfolios.archive",
      "portfolios.share",
      "portfolios.favorite",
      "comments.update",
      "comments.delete",
      "comments.reply",
      "cases.view",
      "cases.update",
      "cases.export",
      "cases.delete",
      "cases.changeTask",
      "requests.update",
      "requests.retire",
      "alertFeeds.modify",
      "riskConfigs.modify",
      "workflows.review",
      "workflows.cancel",
      "workflows.export",
    ] as const;
    for (const action of objectLevel) {
      for (const actor of columns) {
        for (const subject of foreign) expect(ask(actor, action, subject)).toBe(false);
      }
    }
    // Reports follow the package, whoever asks.
    for (const actor of columns) {
      expect(ask(actor, "companies.readReports", { dataPackages: ["financials"] })).toBe(false);
    }
  });

  it("gives a workflow step that names an approver to them and administrators only", () => {
    for (const actor of columns) {
      const organizationId = actor.organizationId ?? "none";
      const named = { organizationId, approverNamed: true, viewerIsApprover: false };
      const administrative = ["tierwise_admin", "organization_admin", "tierwise_for_teams_admin"];
      expect(ask(actor, "workflows.review", named)).toBe(administrative.includes(actor.role ?? ""));
      expect(ask(actor, "workflows.review", { ...named, viewerIsApprover: true })).toBe(
        actor.organizationId !== null,
      );
      const finished = { organizationId, startedBy: actor.userId, finished: true };
      expect(ask(actor, "workflows.export", finished)).toBe(actor.organizationId !== null);
      expect(ask(actor, "workflows.cancel", finished)).toBe(false);
      const withoutFlag = { ...actor, flags: { ...actor.flags, criteriaCheckAccess: false } };
      expect(ask(withoutFlag, "workflows.read", undefined)).toBe(false);
    }
  });

  it("lets dashboard writers be named in aclWrite, and only provider admins cross organisations", () => {
    for (const actor of columns) {
      const own = { organizationId: actor.organizationId ?? "none", namedInAclWrite: true };
      const foreign = { organizationId: "org-elsewhere", namedInAclWrite: true };
      const provider = actor.role === "tierwise_admin";
      expect(ask(actor, "dashboards.write", own)).toBe(actor.organizationId !== null);
      for (const action of ["dashboards.read", "dashboards.write", "dashboards.create"] as const) {
        expect(ask(actor, action, foreign)).toBe(provider);
      }
      expect(ask(actor, "dashboards.manageBundleHosts", foreign)).toBe(provider);
    }
  });

  it("lets nobody request an AI report on a company outside the allowed set, or a security summary on v1", () => {
    for (const actor of columns) {
      expect(ask(actor, "aiReports.create", { inAllowedSet: false })).toBe(false);
      expect(ask(actor, "aiReports.createSecuritySummary", { inAllowedSet: false })).toBe(false);
      const v1 = { ...actor, flags: { ...actor.flags, aiReportV2: false, aiReportV1: true } };
      expect(ask(v1, "aiReports.create", { inAllowedSet: true })).toBe(
        actor.organizationId !== null,
      );
      expect(ask(v1, "aiReports.createSecuritySummary", { inAllowedSet: true })).toBe(false);
    }
  });

  it("lets a read-only share read and favourite a portfolio, never change it", () => {
    for (const actor of columns) {
      const readOnly = { organizationId: actor.organizationId, canWrite: false, isSystem: false };
      for (const action of [
        "portfolios.update",
        "portfolios.rename",
        "portfolios.archive",
        "portfolios.share",
      ] as const)
        expect(ask(actor, action, readOnly)).toBe(false);
      expect(ask(actor, "portfolios.favorite", readOnly)).toBe(can(actor, "portfolios.read"));
      const system = { organizationId: actor.organizationId, canWrite: true, isSystem: true };
      expect(ask(actor, "portfolios.archive", system)).toBe(false);
      // A system portfolio keeps its name and place, but its companies can change.
      expect(ask(actor, "portfolios.rename", system)).toBe(false);
      expect(ask(actor, "portfolios.update", system)).toBe(can(actor, "portfolios.create"));
    }
  });

  it("lets the author or an administrator change a comment while it is not deleted; replies go to live roots", () => {
    const administrators = "YY-Y---";
    for (const [index, actor] of columns.entries()) {
      const colleagues = { organizationId: actor.organizationId, userId: "a-colleague" };
      const admin = administrators[index] === "Y";
      expect(ask(actor, "comments.update", colleagues)).toBe(admin);
      expect(ask(actor, "comments.delete", colleagues)).toBe(admin);
      const ownDeleted = {
        organizationId: actor.organizationId,
        userId: actor.userId,
        deleted: true,
      };
      expect(ask(actor, "comments.update", ownDeleted)).toBe(false);
      expect(ask(actor, "comments.delete", ownDeleted)).toBe(false);
      expect(ask(actor, "comments.reply", { ...colleagues, isReply: true })).toBe(false);
      expect(ask(actor, "comments.reply", { ...colleagues, converted: true })).toBe(false);
      expect(ask(actor, "comments.reply", colleagues)).toBe(actor.organizationId !== null);
    }
    const withoutModule = { ...columns[1], flags: {} } as PolicyActor;
    expect(can(withoutModule, "comments.read")).toBe(false);
  });

  it("hides a private case from everyone off its access list; creator or administrator deletes", () => {
    const administrators = "YY-Y---";
    for (const [index, actor] of columns.entries()) {
      const organizationId = actor.organizationId;
      const colleagues = { organizationId, userId: "a-colleague" };
      const member = organizationId !== null;
      expect(ask(actor, "cases.view", { ...colleagues, private: true })).toBe(false);
      expect(ask(actor, "cases.update", { ...colleagues, private: true })).toBe(false);
      expect(ask(actor, "cases.view", { ...colleagues, private: true, onAccessList: true })).toBe(
        member,
      );
      expect(ask(actor, "cases.delete", colleagues)).toBe(administrators[index] === "Y");
      expect(ask(actor, "cases.changeTask", colleagues)).toBe(administrators[index] === "Y");
    }
    const withoutModule = { ...columns[2], flags: { comments: true } } as PolicyActor;
    expect(can(withoutModule, "cases.read")).toBe(false);
    expect(
      ask(withoutModule, "cases.view", { organizationId: "org-member", userId: "member" }),
    ).toBe(false);
  });
});
