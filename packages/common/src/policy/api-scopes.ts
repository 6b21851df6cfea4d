/**
 * API token scopes (issue 33). A scope names an area of the product and a verb: `read:cases`
 * lets a token ask the read rules of cases, `write:cases` the read and the write rules. Every
 * policy action belongs to exactly one scope below, or to none (`null`: only a person in a
 * browser session may do it, e.g. managing API tokens themselves). `can()` asks this table
 * before the rule, so a token is refused in the one policy place and never does more than its
 * owner: the owner's rule still decides after the scope allows.
 */
export const apiScopeAreas = [
  "companies",
  "portfolios",
  "alerts",
  "cases",
  "comments",
  "requests",
  "risk",
  "dashboards",
  "exports",
  "tags",
  "workflows",
  "organization",
  "webhooks",
] as const;

export type ApiScopeArea = (typeof apiScopeAreas)[number];

/**
 * SCIM provisioning (RFC 7644): one scope, not a read/write pair, because an identity provider
 * always needs both. Only an organisation service token may carry it (serviceOnlyScopes): the
 * directory belongs to the organisation, not to whichever person made the token.
 */
export const scimScope = "scim" as const;

export type ApiScope = `read:${ApiScopeArea}` | `write:${ApiScopeArea}` | typeof scimScope;

export const apiScopes: readonly ApiScope[] = [
  ...apiScopeAreas.flatMap((area) => [`read:${area}`, `write:${area}`] as const),
  scimScope,
];

/** Scopes a personal token may not carry. */
export const serviceOnlyScopes: readonly ApiScope[] = [scimScope];

export function isApiScope(value: string): value is ApiScope {
  return (apiScopes as readonly string[]).includes(value);
}

const read = (area: ApiScopeArea): ApiScope => `read:${area}`;
const write = (area: ApiScopeArea): ApiScope => `write:${area}`;

/**
 * The scope each action needs. Typed by string rather than by `Action` so that can.ts may
 * import it without a cycle; policy-matrix.test.ts checks that every action is listed, and an
 * action missing here is refused to every token (fail closed).
 */
export const scopeOfAction: Readonly<Record<string, ApiScope | null>> = {
  "companies.read": read("companies"),
  "companies.advancedSearch": read("companies"),
  "companies.compare": read("companies"),
  "companies.readLinkAnalysis": read("companies"),
  "companies.readReports": read("companies"),
  "savedSearches.use": read("companies"),
  "savedComparisons.use": read("companies"),
  "savedItems.manage": write("companies"),
  "portfolios.read": read("portfolios"),
  "portfolios.favorite": write("portfolios"),
  "portfolios.create": write("portfolios"),
  "portfolios.update": write("portfolios"),
  "portfolios.rename": write("portfolios"),
  "portfolios.archive": write("portfolios"),
  "portfolios.share": write("portfolios"),
  "alerts.read": read("alerts"),
  "alerts.feedback": write("alerts"),
  "alertFeeds.create": write("alerts"),
  "alertFeeds.modify": write("alerts"),
  "alertSubscriptions.manage": write("alerts"),
  "subscriptionSets.read": read("alerts"),
  "subscriptionSets.manage": write("alerts"),
  "cases.read": read("cases"),
  "cases.view": read("cases"),
  "cases.export": read("cases"),
  "cases.exportRiskCategory": read("cases"),
  "cases.gsca": read("cases"),
  "cases.create": write("cases"),
  "cases.update": write("cases"),
  "cases.changeTask": write("cases"),
  "cases.delete": write("cases"),
  "comments.read": read("comments"),
  "comments.create": write("comments"),
  "comments.reply": write("comments"),
  "comments.update": write("comments"),
  "comments.delete": write("comments"),
  "requests.read": read("requests"),
  "requests.readBulk": read("requests"),
  "requests.create": write("requests"),
  "requests.createBulk": write("requests"),
  "requests.update": write("requests"),
  "requests.retire": write("requests"),
  "risk.read": read("risk"),
  "aiReports.read": read("risk"),
  "aiReports.create": write("risk"),
  "aiReports.createSecuritySummary": write("risk"),
  "riskConfigs.create": write("risk"),
  "riskConfigs.modify": write("risk"),
  "riskSignals.act": write("risk"),
  "screeningMatches.decide": write("risk"),
  "dashboards.read": read("dashboards"),
  "dashboards.viewWidget": read("dashboards"),
  "dashboards.create": write("dashboards"),
  "dashboards.write": write("dashboards"),
  "dashboards.manageBundleHosts": write("dashboards"),
  "exports.download": read("exports"),
  "exports.create": write("exports"),
  "tags.read": read("tags"),
  "tags.create": write("tags"),
  "tags.update": write("tags"),
  "tags.delete": write("tags"),
  "workflows.read": read("workflows"),
  "workflows.export": read("workflows"),
  "workflows.start": write("workflows"),
  "workflows.review": write("workflows"),
  "workflows.cancel": write("workflows"),
  "workflows.manageTemplates": write("workflows"),
  "members.read": read("organization"),
  "teams.read": read("organization"),
  "teams.openGroupsPage": read("organization"),
  "organizations.read": read("organization"),
  "sso.read": read("organization"),
  "audit.read": read("organization"),
  "audit.readAnyOrganization": read("organization"),
  "members.update": write("organization"),
  "members.deactivate": write("organization"),
  "invitations.manage": write("organization"),
  "teams.create": write("organization"),
  "teams.update": write("organization"),
  "teams.delete": write("organization"),
  "organizations.create": write("organization"),
  "organizations.update": write("organization"),
  "organizations.delete": write("organization"),
  "featureFlags.override": write("organization"),
  "branding.update": write("organization"),
  "organizationSettings.update": write("organization"),
  "sso.update": write("organization"),
  // A token never makes, lists or revokes tokens: a leaked one cannot mint itself successors.
  "apiTokens.managePersonal": null,
  "apiTokens.manageService": null,
  "scim.provision": scimScope,
  "webhooks.read": read("webhooks"),
  "webhooks.manage": write("webhooks"),
};

/** Does a token holding these scopes cover the action? `write:x` includes `read:x`. */
export function scopesAllow(scopes: readonly ApiScope[], action: string): boolean {
  const needed = scopeOfAction[action];
  return needed ? scopesInclude(scopes, needed) : false;
}

/** Do these scopes hold the needed one? `write:x` includes `read:x`. */
export function scopesInclude(scopes: readonly ApiScope[], needed: ApiScope): boolean {
  if (scopes.includes(needed)) return true;
  const [verb, area] = needed.split(":");
  return verb === "read" && scopes.includes(`write:${area}` as ApiScope);
}
