import { type ApiScope, type ApiScopeArea, scopesInclude } from "./api-scopes.ts";

/**
 * What an API token needs for each GraphQL root field (issue 33), decided here once and asked
 * by the server before a bearer request runs (packages/server/src/graphql/api-root-field-guard.ts).
 * `can()` narrows every policy action by the token's scopes, but some resolvers never ask an
 * action (the viewer's own settings, notifications, UI state); without this table they answered
 * a token exactly as its owner.
 *
 * - a scope: the token must hold it (`write:x` covers `read:x`); `can()` still applies after,
 *   so a scope never gives more than the owner's rules allow;
 * - `"policy"`: the resolver asks `can()`/`authorize()` for every answer, so the action's scope
 *   already decides (only for fields whose resolver and service were read to confirm it);
 * - `null`: never for a token. The person's account, sign-in and session, two-factor, tokens
 *   themselves, notification and e-mail preferences, and state that only shapes the web app.
 *
 * A root field missing here is refused to every token (fail closed); api-root-fields.test.ts in
 * the server checks that every field of the built schema is listed.
 */
export type ApiRootFieldAccess = ApiScope | "policy" | null;

const read = (area: ApiScopeArea): ApiScope => `read:${area}`;
const write = (area: ApiScopeArea): ApiScope => `write:${area}`;

export const apiQueryFields: Readonly<Record<string, ApiRootFieldAccess>> = {
  // The person and their session: an integration acts through the product's data, not the account.
  me: null,
  session: null,
  myOrganizations: null,
  featureFlags: null,
  settings: null,
  snackbarUndos: null,
  advancedSearchColumns: null,
  notifications: null,
  unreadNotificationCount: null,
  preferredEmailHour: null,
  alertDigestDefaultHour: null,
  apiTokens: null,
  // A clock for skew checks; a token needs no GraphQL call for it (GET /healthz answers).
  serverTime: null,

  companiesByIds: read("companies"),
  company: read("companies"),
  companyByDuns: read("companies"),
  companyById: read("companies"),
  companyIdsByApiV1Ids: read("companies"),
  companySearch: read("companies"),
  companySearchAggregations: read("companies"),
  companySearchIds: read("companies"),
  compareCompetitors: read("companies"),
  compareSettings: read("companies"),
  quickSearch: read("companies"),
  savedComparison: read("companies"),
  savedComparisons: read("companies"),
  savedSearch: read("companies"),
  savedSearches: read("companies"),
  // The supplier network is company data (its uploads are bulk requests: see below).
  nTierCompanies: read("companies"),
  nTierExposure: read("companies"),
  nTierFilterValues: read("companies"),
  nTierGraph: read("companies"),
  nTierSiteMap: read("companies"),
  nTierSiteOverview: read("companies"),
  nTierSites: read("companies"),

  portfolio: read("portfolios"),
  portfolioCompanies: read("portfolios"),
  portfolioShareCandidates: read("portfolios"),
  portfolioSuggestions: read("portfolios"),
  portfolioTree: read("portfolios"),
  portfolioTreeData: read("portfolios"),
  portfolios: read("portfolios"),
  portfoliosByIds: read("portfolios"),

  alert: read("alerts"),
  alertFeed: read("alerts"),
  alertFeeds: read("alerts"),
  alertSourcePrecision: read("alerts"),
  alertSubscriptionCompanies: read("alerts"),
  alertSubscriptions: read("alerts"),
  alertTopics: read("alerts"),
  alertUnreadCount: read("alerts"),
  alerts: read("alerts"),
  availableAlertFilters: read("alerts"),
  commodityIdsByAlertsTopics: read("alerts"),
  companyAlertAccess: read("alerts"),
  locationIdsByAlertsTopics: read("alerts"),
  signalUserApiAlertsAggregate: read("alerts"),
  subscriptionSets: read("alerts"),
  userAlerts: read("alerts"),

  caseEmail: read("cases"),
  caseEmailThreads: read("cases"),
  caseMailRecipients: read("cases"),
  caseTasks: read("cases"),
  caseView: read("cases"),
  caseViews: read("cases"),
  supplierCase: read("cases"),
  supplierCaseChartData: read("cases"),
  supplierCases: read("cases"),

  activityWall: read("comments"),
  activityWallSummary: read("comments"),
  comment: read("comments"),
  commentRecipient: read("comments"),
  commentRecipientOptions: read("comments"),

  bulkRequest: read("requests"),
  bulkRequestRows: read("requests"),
  bulkRequests: read("requests"),
  companyMatchCandidates: read("requests"),
  companyRequest: read("requests"),
  companyRequestCreators: read("requests"),
  companyRequests: read("requests"),
  // An n-tier relations upload is a bulk request (requests.readBulk / requests.createBulk);
  // previewing a file is the first step of uploading one.
  nTierUpload: read("requests"),
  nTierUploadRows: read("requests"),
  nTierUploadPreview: write("requests"),

  aiReport: read("risk"),
  companyRisk: read("risk"),
  companyRiskScore: read("risk"),
  companyRiskSummaryReports: read("risk"),
  companySecuritySummaryReports: read("risk"),
  portfolioRiskCounts: read("risk"),
  portfolioRiskSignalActions: read("risk"),
  previewRiskConfig: read("risk"),
  riskCheckResults: read("risk"),
  riskConfig: read("risk"),
  riskConfigs: read("risk"),
  riskCount: read("risk"),
  riskHistory: read("risk"),
  riskHubCompanies: read("risk"),
  riskHubCompaniesFilter: read("risk"),
  riskHubPortfolios: read("risk"),
  riskHubPortfoliosFilter: read("risk"),
  screeningMatches: read("risk"),
  selectedRiskConfigId: read("risk"),

  dashboard: read("dashboards"),
  dashboardTemplates: read("dashboards"),
  dashboardWidgetData: read("dashboards"),
  dashboards: read("dashboards"),

  exportJob: read("exports"),

  tags: read("tags"),

  auditTrail: read("workflows"),
  workflow: read("workflows"),
  workflowTemplate: read("workflows"),
  workflowTemplates: read("workflows"),
  workflowViews: read("workflows"),
  workflows: read("workflows"),

  auditLog: read("organization"),
  businessUnitOptions: read("organization"),
  jobTitleOptions: read("organization"),
  members: read("organization"),
  organization: read("organization"),
  organizations: read("organization"),
  ssoConnection: read("organization"),
  teams: read("organization"),
  // Asked before inviting: part of invitations.manage, a write of the organisation.
  inviteCheck: write("organization"),

  webhookEndpoints: read("webhooks"),
  webhookDeliveries: read("webhooks"),
  webhookDelivery: read("webhooks"),
};

export const apiMutationFields: Readonly<Record<string, ApiRootFieldAccess>> = {
  // Sign-in, session, account and two-factor: only the person, in a browser.
  acceptInvitation: null,
  acceptPasswordReset: null,
  changePassword: null,
  disableTotp: null,
  enableTotp: null,
  generateTotpSecret: null,
  login: null,
  loginWithTotp: null,
  logout: null,
  refreshSession: null,
  requestPasswordReset: null,
  setCurrentOrganization: null,
  startSso: null,
  updateProfile: null,
  // A token never makes or revokes tokens: a leaked one cannot mint itself successors.
  createApiToken: null,
  revokeApiToken: null,
  // The person's own inbox and e-mail preferences (the public unsubscribe link needs no token).
  markAllNotificationsRead: null,
  markNotificationsRead: null,
  unsubscribe: null,
  unsubscribeAlertFeedDigest: null,
  updateNotificationPreferences: null,
  updatePreferredEmailHour: null,
  // Preferences that only shape the web app's screens.
  selectRiskConfig: null,
  setDefaultCaseView: null,
  updateAdvancedSearchColumns: null,
  updateSettings: null,

  archiveSavedComparison: write("companies"),
  archiveSavedSearch: write("companies"),
  createSavedComparison: write("companies"),
  createSavedSearch: write("companies"),
  setCompareCompetitors: write("companies"),
  unarchiveSavedComparison: write("companies"),
  unarchiveSavedSearch: write("companies"),
  undoSavedItem: write("companies"),
  updateSavedComparison: write("companies"),
  updateSavedSearch: write("companies"),

  addCompaniesToPortfolios: write("portfolios"),
  archivePortfolio: write("portfolios"),
  createPortfolio: write("portfolios"),
  movePortfolio: write("portfolios"),
  removeCompaniesFromPortfolio: write("portfolios"),
  reorderPortfolio: write("portfolios"),
  setPortfolioAccess: write("portfolios"),
  togglePortfolioFavorite: write("portfolios"),
  unarchivePortfolio: write("portfolios"),
  undoPortfolioAction: write("portfolios"),
  updatePortfolio: write("portfolios"),

  addCompaniesToSubscriptionSet: write("alerts"),
  bulkMarkAlertsRead: write("alerts"),
  createAlertFeed: write("alerts"),
  createSubscriptionSet: write("alerts"),
  deleteAlertFeed: write("alerts"),
  setAllAlertsAccess: write("alerts"),
  subscribeAlertEntity: write("alerts"),
  undoAlertArchive: write("alerts"),
  unsubscribeAlertEntity: write("alerts"),
  updateAlertFeed: write("alerts"),
  updateAlertScore: write("alerts"),
  updateSubscriptionSet: write("alerts"),
  upsertAlertMetadata: write("alerts"),
  upsertFeedUserConfig: write("alerts"),

  createCaseTask: write("cases"),
  createCaseView: write("cases"),
  createSupplierCase: write("cases"),
  deleteCaseTask: write("cases"),
  deleteCaseView: write("cases"),
  deleteSupplierCase: write("cases"),
  sendCaseEmail: write("cases"),
  updateCaseTask: write("cases"),
  updateCaseView: write("cases"),
  updateSupplierCase: write("cases"),

  addComment: write("comments"),
  deleteComment: write("comments"),
  updateComment: write("comments"),

  addCompanyRequestLog: write("requests"),
  createBulkRequest: write("requests"),
  createCompanyRequest: write("requests"),
  reopenBulkRows: write("requests"),
  requestNTierUploadCompany: write("requests"),
  retireCompanyRequest: write("requests"),
  reviewBulkRows: write("requests"),
  startBulkRequest: write("requests"),
  undoRetireCompanyRequest: write("requests"),
  decideNTierUploadRow: write("requests"),
  uploadNTierFile: write("requests"),

  commitRiskConfig: write("risk"),
  createCompanyRiskSummaryReport: write("risk"),
  createCompanySecuritySummaryReport: write("risk"),
  createRiskConfig: write("risk"),
  decideScreeningMatch: write("risk"),
  deleteRiskConfig: write("risk"),
  discardRiskConfigDraft: write("risk"),
  dismissRiskSignal: write("risk"),
  restoreRiskSignal: write("risk"),
  rollbackRiskConfig: write("risk"),
  updateRiskConfig: write("risk"),

  createDashboard: write("dashboards"),
  deleteDashboard: write("dashboards"),
  duplicateDashboard: write("dashboards"),
  setAllowedDashboardBundleHosts: write("dashboards"),
  setDashboardAccess: write("dashboards"),
  undoDeleteDashboard: write("dashboards"),
  updateDashboard: write("dashboards"),

  retryExportJob: write("exports"),
  startCompanyExport: write("exports"),
  startNTierExport: write("exports"),
  startPdfDownload: write("exports"),

  createTag: write("tags"),
  deleteTag: write("tags"),
  updateTag: write("tags"),

  approveWorkflowStep: write("workflows"),
  archiveWorkflowTemplate: write("workflows"),
  cancelWorkflow: write("workflows"),
  createWorkflowTemplate: write("workflows"),
  createWorkflowView: write("workflows"),
  decideWorkflow: write("workflows"),
  deleteWorkflowView: write("workflows"),
  resendWorkflowLink: write("workflows"),
  sendBackWorkflow: write("workflows"),
  startWorkflow: write("workflows"),
  updateWorkflowTemplate: write("workflows"),
  updateWorkflowView: write("workflows"),

  addTeamMembers: write("organization"),
  createOrganization: write("organization"),
  createTeam: write("organization"),
  deactivateMember: write("organization"),
  deactivateOrganization: write("organization"),
  deactivateTeam: write("organization"),
  deleteTeam: write("organization"),
  inviteMembers: write("organization"),
  reactivateMember: write("organization"),
  reactivateOrganization: write("organization"),
  reactivateTeam: write("organization"),
  removeTeamMember: write("organization"),
  renameTeam: write("organization"),
  resendInvite: write("organization"),
  setFeatureFlagOverride: write("organization"),
  updateMemberRole: write("organization"),
  updateOrganization: write("organization"),
  updateOrganizationBranding: write("organization"),
  upsertSsoConnection: write("organization"),

  createWebhookEndpoint: write("webhooks"),
  updateWebhookEndpoint: write("webhooks"),
  deleteWebhookEndpoint: write("webhooks"),
  rotateWebhookSecret: write("webhooks"),
  replayWebhookDelivery: write("webhooks"),
  sendTestWebhook: write("webhooks"),
};

/** GraphQL's own meta fields say nothing about the data; introspection has its own switch. */
const metaFields = new Set(["__typename", "__schema", "__type"]);

export type RootOperation = "query" | "mutation" | "subscription";

/** May a token with these scopes select this root field? Unlisted fields: never (fail closed). */
export function tokenMayUseRootField(
  scopes: readonly ApiScope[],
  operation: RootOperation,
  field: string,
): boolean {
  if (metaFields.has(field)) return true;
  const table =
    operation === "query" ? apiQueryFields : operation === "mutation" ? apiMutationFields : {};
  if (!Object.hasOwn(table, field)) return false;
  const access = table[field];
  if (access === null || access === undefined) return false;
  if (access === "policy") return true;
  return scopesInclude(scopes, access);
}
