import { randomBytes } from "node:crypto";
import type { TestClient } from "./harness.ts";

/**
 * The actors, the object record and the set-up operations of the hidden-answers suites (the
 * objects themselves are made in hidden-object-kinds.ts and hidden-object-extras.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
export type Any = any;

/**
 * Who probes: every role of the permission matrix in the owner's organisation (a member, a
 * second administrator, a provider-style manager, a teams administrator and a teams member),
 * another organisation's administrator, a provider manager and the signed-out client.
 */
export const actorNames = [
  "viewer",
  "colleagueAdmin",
  "manager",
  "teamsAdmin",
  "teamsMember",
  "outsider",
  "provider",
  "signedOut",
  // API tokens (issue 33) with every scope, acting as the viewer and as the outsider: a token
  // may see what its owner sees and never more, so each answers as its person.
  "viewerToken",
  "outsiderToken",
] as const;
export type ActorName = (typeof actorNames)[number];

/** The person an actor acts as: a token's owner, or the actor itself. */
export function personOf(actor: ActorName): Exclude<ActorName, "viewerToken" | "outsiderToken"> {
  return actor === "viewerToken" ? "viewer" : actor === "outsiderToken" ? "outsider" : actor;
}

/** Whether the actor may see the object (a token: when its person may). */
export const sees = (o: ProbeObject, actor: ActorName) => o.visibleTo.includes(personOf(actor));

/** Whether the actor may read the object's text (its secrets). */
export const readsText = (o: ProbeObject, actor: ActorName) =>
  (o.textVisibleTo ?? o.visibleTo).includes(personOf(actor));

export type ProbeObject = {
  kind: string;
  id: string;
  slug?: string;
  /** Actors allowed to see it: for them it is only searched for others' secrets. */
  visibleTo: readonly ActorName[];
  /** Markers in its text: no actor outside visibleTo (or textVisibleTo) may ever read them. */
  secrets: string[];
  textVisibleTo?: readonly ActorName[];
  /** Its own name or title as its owner typed it (searched for, and reused by others). */
  title?: string;
};

export const hiddenFromAll: readonly ActorName[] = [];
/** Everyone signed in to the owner's organisation, whatever their role. */
export const insiders: readonly ActorName[] = [
  "viewer",
  "colleagueAdmin",
  "manager",
  "teamsAdmin",
  "teamsMember",
];
/** The roles of the owner's organisation that hold read:company_bulk_request. */
export const organisationAdmins: readonly ActorName[] = ["colleagueAdmin", "manager", "teamsAdmin"];

export const secretMarker = () => `SECRET-${randomBytes(5).toString("hex")}`;

/** Runs an operation and returns its one root field; throws unless it has the typename. */
export async function must(
  client: TestClient,
  query: string,
  variables: Record<string, unknown>,
  typename?: string,
): Promise<Any> {
  const answer = await client.gql<Any>(query, variables);
  const value = answer.data ? Object.values(answer.data)[0] : undefined;
  const got = (value as Any)?.__typename as string | undefined;
  if (answer.errors || !value || (typename ? got !== typename : got?.endsWith("Error")))
    throw new Error(`set-up failed: ${query.slice(0, 60)} ${JSON.stringify(answer)}`);
  return value;
}

const e = "__typename ... on Error { message }";

export const ops = {
  case: `mutation($input: CreateSupplierCaseInput!) { createSupplierCase(input: $input) { ${e} ... on SupplierCaseSuccess { supplierCase { id rowNumber attachments { id } } } } }`,
  task: `mutation($input: CreateCaseTaskInput!) { createCaseTask(input: $input) { ${e} ... on CaseTaskSuccess { task { id } } } }`,
  email: `mutation($input: SendCaseEmailInput!) { sendCaseEmail(input: $input) { ${e} ... on SendCaseEmailSuccess { email { id attachments { id } } thread { id } } } }`,
  comment: `mutation($target: CommentTargetInput!, $comment: JSON!, $parentId: ID, $permission: CommentPermissionInput, $attachmentKeys: [String!]) {
    addComment(target: $target, comment: $comment, parentId: $parentId, permission: $permission, attachmentKeys: $attachmentKeys) {
      ${e} ... on AddCommentSuccess { comment { id attachments { id } } } } }`,
  portfolio: `mutation($input: PortfolioInput!, $parentId: ID) { createPortfolio(input: $input, parentId: $parentId) { ${e} ... on PortfolioChangeSuccess { portfolio { id slug } } } }`,
  share: `mutation($id: ID!, $entries: [PortfolioAccessEntryInput!]!) { setPortfolioAccess(id: $id, entries: $entries) { ${e} } }`,
  add: `mutation($portfolioIds: [ID!]!, $companyIds: [ID!]!) { addCompaniesToPortfolios(portfolioIds: $portfolioIds, companyIds: $companyIds) { ${e} ... on PortfolioCompaniesSuccess { undoId } } }`,
  dismiss: `mutation($input: DismissRiskSignalInput!) { dismissRiskSignal(input: $input) { ${e} ... on RiskSignalSuccess { action { id } } } }`,
  view: `mutation($input: CaseViewInput!) { createCaseView(input: $input) { ${e} ... on CaseViewSuccess { view { id } } } }`,
  search: `mutation($input: SavedSearchInput!) { createSavedSearch(input: $input) { ${e} ... on SavedSearchSuccess { savedSearch { id } } } }`,
  archiveSearch: `mutation($id: ID!) { archiveSavedSearch(id: $id) { ${e} ... on SavedSearchArchiveSuccess { undoId } } }`,
  comparison: `mutation($input: SavedComparisonInput!) { createSavedComparison(input: $input) { ${e} ... on SavedComparisonSuccess { savedComparison { id } } } }`,
  export: `mutation($portfolioId: ID) { startCompanyExport(format: CSV, portfolioId: $portfolioId) { ${e} ... on ExportJob { id } } }`,
  pdf: `mutation($companyId: ID!) { startPdfDownload(companyId: $companyId) { ${e} ... on ExportJob { id } } }`,
  notifications: "{ notifications { items { id } } }",
  dashboard: `mutation($input: CreateDashboardInput!) { createDashboard(input: $input) { __typename id slug } }`,
  deleteDashboard: `mutation($id: ID!) { deleteDashboard(id: $id) { __typename undoToken } }`,
  feed: `mutation($input: AlertFeedInput!) { createAlertFeed(input: $input) { ${e} ... on AlertFeedSuccess { feed { id } } } }`,
  feedConfig: `mutation($input: FeedUserConfigInput!) { upsertFeedUserConfig(input: $input) { ${e} } }`,
  archiveAlert: `mutation($input: AlertFeedbackInput!) { upsertAlertMetadata(input: $input) { ${e} ... on AlertSuccess { undoId } } }`,
  request: `mutation($input: CompanyRequestInput!) { createCompanyRequest(input: $input) { ${e} ... on CompanyRequestSuccess { request { id } } } }`,
  retireRequest: `mutation($input: RetireCompanyRequestInput!) { retireCompanyRequest(input: $input) { ${e} ... on RetireCompanyRequestSuccess { undoId } } }`,
  bulk: `mutation($fileKey: ID!, $filename: String!) { createBulkRequest(fileKey: $fileKey, filename: $filename) { ${e} ... on BulkRequestSuccess { bulkRequest { id } } } }`,
  startBulk: `mutation($input: StartBulkRequestInput!) { startBulkRequest(input: $input) { ${e} ... on BulkRequestSuccess { bulkRequest { id } } } }`,
  workflowTemplate: `mutation($input: WorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { ${e} ... on WorkflowTemplateSuccess { template { id } } } }`,
  startWorkflow: `mutation($input: StartWorkflowInput!) { startWorkflow(input: $input) { ${e} ... on StartWorkflowSuccess { workflows { id } } } }`,
};
