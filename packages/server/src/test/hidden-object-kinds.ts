import { randomBytes } from "node:crypto";
import { defaultCaseColumns } from "@tierwise/common/cases";
import { doc, upload } from "./comments-support.ts";
import type { Harness, TestClient } from "./harness.ts";

/**
 * The objects of the hidden-answers test, made by their owner through the API: each kind of
 * private thing (and two public things holding private ones), every text field carrying a
 * secret marker of its own. Who may see each is said per object.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field.
type Any = any;

export const actorNames = [
  "viewer",
  "colleagueAdmin",
  "outsider",
  "provider",
  "signedOut",
] as const;
export type ActorName = (typeof actorNames)[number];

export type ProbeObject = {
  kind: string;
  id: string;
  slug?: string;
  /** Actors allowed to see it: for them it is only searched for others' secrets. */
  visibleTo: readonly ActorName[];
  /** Markers in its text: no actor outside visibleTo (or textVisibleTo) may ever read them. */
  secrets: string[];
  textVisibleTo?: readonly ActorName[];
};

const hiddenFromAll: readonly ActorName[] = [];
export const insiders: readonly ActorName[] = ["viewer", "colleagueAdmin"];
const e = "__typename ... on Error { message }";

const secretMarker = () => `SECRET-${randomBytes(5).toString("hex")}`;

/** Runs an operation and returns its one root field; throws unless it has the typename. */
async function must(
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

const ops = {
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
  notifications: "{ notifications { items { id } } }",
  dashboard: `mutation($input: CreateDashboardInput!) { createDashboard(input: $input) { __typename id slug } }`,
  deleteDashboard: `mutation($id: ID!) { deleteDashboard(id: $id) { __typename undoToken } }`,
};

export type Base = {
  h: Harness;
  owner: TestClient;
  people: Record<"owner" | "recipient" | "viewer", { id: string; client: TestClient }>;
  company: { id: string };
  second: { id: string };
  organizationId: string;
};

/** The owner's hidden objects (and two public ones holding hidden things), each kind once. */
export async function buildObjects({ h, owner, people, company, second, organizationId }: Base) {
  const objects: ProbeObject[] = [];
  const add = (o: ProbeObject) => {
    objects.push(o);
    return o;
  };
  const toRecipient = {
    type: "private",
    recipients: [{ type: "User", id: people.recipient.id }],
  };
  const uploadKey = async (name: string) => {
    const sent = await upload(h, owner, [{ name, data: Buffer.from("a,b\n1,2\n") }]);
    const key = (sent.body as { key?: string }[])[0]?.key;
    if (sent.status !== 200 || !key) throw new Error(`upload failed: ${JSON.stringify(sent)}`);
    return key;
  };

  // A public case (visible in the organisation) holding a private thread with a public reply.
  const openCase = (
    await must(owner, ops.case, { input: { title: "Open case", description: doc("Open") } })
  ).supplierCase;
  add({ kind: "publicCase", id: openCase.id, visibleTo: insiders, secrets: [] });

  // A private case (owner and recipient) with a task, an e-mail and files.
  const caseSecret = secretMarker();
  const caseFile = `${caseSecret}.csv`;
  const privateCase = (
    await must(owner, ops.case, {
      input: {
        title: `${caseSecret} title`,
        description: doc(`${caseSecret} description`),
        private: true,
        acl: [{ type: "user", id: people.recipient.id }],
        companyId: company.id,
        labels: [`${caseSecret}-label`],
        attachmentKeys: [await uploadKey(caseFile)],
      },
    })
  ).supplierCase;
  add({ kind: "privateCase", id: privateCase.id, visibleTo: hiddenFromAll, secrets: [caseSecret] });
  for (const file of privateCase.attachments as { id: string }[])
    add({ kind: "caseAttachment", id: file.id, visibleTo: hiddenFromAll, secrets: [] });
  const taskSecret = secretMarker();
  const task = (
    await must(owner, ops.task, { input: { caseId: privateCase.id, title: `${taskSecret} task` } })
  ).task;
  add({ kind: "caseTask", id: task.id, visibleTo: hiddenFromAll, secrets: [taskSecret] });
  const mailSecret = secretMarker();
  const mail = await must(owner, ops.email, {
    input: {
      caseId: privateCase.id,
      subject: `${mailSecret} subject`,
      body: `${mailSecret} body`,
      recipients: [{ email: "orders@northwind.test", type: "to" }],
      attachmentKeys: [await uploadKey(`${mailSecret}-mail.csv`)],
    },
  });
  add({ kind: "caseEmail", id: mail.email.id, visibleTo: hiddenFromAll, secrets: [mailSecret] });
  add({ kind: "caseEmailThread", id: mail.thread.id, visibleTo: hiddenFromAll, secrets: [] });
  const mailFile = mail.email.attachments[0]?.id;
  if (mailFile)
    add({ kind: "emailAttachment", id: mailFile, visibleTo: hiddenFromAll, secrets: [] });

  // A private comment on the company's wall, with a file, for the recipient only.
  const wallSecret = secretMarker();
  const wallNote = (
    await must(owner, ops.comment, {
      target: { companyId: company.id },
      comment: doc(`${wallSecret} note`, {
        type: "user-mention",
        id: people.recipient.id,
        name: "Rita",
      }),
      permission: toRecipient,
      attachmentKeys: [await uploadKey(`${wallSecret}-note.csv`)],
    })
  ).comment;
  add({
    kind: "privateWallComment",
    id: wallNote.id,
    visibleTo: hiddenFromAll,
    secrets: [wallSecret],
  });
  add({
    kind: "privateCommentFile",
    id: wallNote.attachments[0].id,
    visibleTo: hiddenFromAll,
    secrets: [],
  });

  // On the public case: a private thread for the recipient, and a public reply in it that
  // mentions the viewer (who must not hear of it).
  const threadSecret = secretMarker();
  const thread = (
    await must(owner, ops.comment, {
      target: { caseId: openCase.id },
      comment: doc(`${threadSecret} private thread`),
      permission: toRecipient,
    })
  ).comment;
  add({
    kind: "privateCaseComment",
    id: thread.id,
    visibleTo: hiddenFromAll,
    secrets: [threadSecret],
  });
  const replySecret = secretMarker();
  const reply = (
    await must(owner, ops.comment, {
      target: { caseId: openCase.id },
      parentId: thread.id,
      comment: doc(`${replySecret} public reply`, {
        type: "user-mention",
        id: people.viewer.id,
        name: "Victor",
      }),
      permission: { type: "public" },
    })
  ).comment;
  add({
    kind: "publicReplyInPrivateThread",
    id: reply.id,
    visibleTo: hiddenFromAll,
    secrets: [replySecret],
  });

  // An unshared portfolio with a child shared with the organisation.
  const portfolioSecret = secretMarker();
  const parent = (
    await must(owner, ops.portfolio, {
      input: {
        name: `${portfolioSecret} portfolio`,
        description: `${portfolioSecret} description`,
      },
    })
  ).portfolio;
  add({
    kind: "unsharedPortfolio",
    id: parent.id,
    slug: parent.slug,
    visibleTo: hiddenFromAll,
    secrets: [portfolioSecret],
  });
  const childMarker = `SHARED-${randomBytes(5).toString("hex")}`;
  const child = (
    await must(owner, ops.portfolio, {
      input: { name: `${childMarker} child` },
      parentId: parent.id,
    })
  ).portfolio;
  await must(owner, ops.share, {
    id: child.id,
    entries: [
      { actorType: "user", actorId: people.owner.id, editable: true },
      { actorType: "org", actorId: organizationId, editable: false },
    ],
  });
  add({
    kind: "sharedChildPortfolio",
    id: child.id,
    slug: child.slug,
    visibleTo: insiders,
    secrets: [childMarker],
    // Shared with the organisation: its name is in the organisation's audit log, which the
    // provider manager reads by design.
    textVisibleTo: [...insiders, "provider"],
  });
  // A public case about the unshared portfolio (its portfolio must stay hidden), and a public
  // comment on the unshared portfolio's wall.
  const caseOnHidden = (
    await must(owner, ops.case, {
      input: { title: "Case about a portfolio", description: doc("Open"), portfolioId: parent.id },
    })
  ).supplierCase;
  add({
    kind: "publicCaseOnHiddenPortfolio",
    id: caseOnHidden.id,
    visibleTo: insiders,
    secrets: [],
  });
  const portfolioNoteSecret = secretMarker();
  const portfolioNote = (
    await must(owner, ops.comment, {
      target: { portfolioId: parent.id },
      comment: doc(`${portfolioNoteSecret} public note on a hidden portfolio`),
    })
  ).comment;
  add({
    kind: "commentOnHiddenPortfolio",
    id: portfolioNote.id,
    visibleTo: hiddenFromAll,
    secrets: [portfolioNoteSecret],
  });
  const added = await must(owner, ops.add, { portfolioIds: [parent.id], companyIds: [company.id] });
  if (added.undoId)
    add({ kind: "portfolioUndo", id: added.undoId, visibleTo: hiddenFromAll, secrets: [] });
  const dismissSecret = secretMarker();
  const dismissal = await must(owner, ops.dismiss, {
    input: {
      signalId: "current_ratio",
      context: "risk-hub",
      message: `${dismissSecret} message`,
      reason: `${dismissSecret} reason`,
      portfolioId: parent.id,
      companyId: company.id,
    },
  });
  add({
    kind: "riskDismissal",
    id: dismissal.action.id,
    visibleTo: hiddenFromAll,
    secrets: [dismissSecret],
  });
  const exported = await must(owner, ops.export, { portfolioId: parent.id }, "ExportJob");
  add({ kind: "exportJob", id: exported.id, visibleTo: hiddenFromAll, secrets: [] });

  // The owner's own saved things.
  const viewSecret = secretMarker();
  const view = (
    await must(owner, ops.view, {
      input: {
        name: `${viewSecret} view`,
        description: `${viewSecret} description`,
        params: { filters: { status: ["to_do"] }, sort: { key: "title", direction: "Asc" } },
        columns: defaultCaseColumns(),
      },
    })
  ).view;
  add({ kind: "caseView", id: view.id, visibleTo: hiddenFromAll, secrets: [viewSecret] });
  const searchSecret = secretMarker();
  const search = (
    await must(owner, ops.search, {
      input: {
        name: `${searchSecret} search`,
        description: `${searchSecret} description`,
        searchParams: { query: searchSecret },
      },
    })
  ).savedSearch;
  add({ kind: "savedSearch", id: search.id, visibleTo: hiddenFromAll, secrets: [searchSecret] });
  const archivedSearch = (
    await must(owner, ops.search, {
      input: { name: `${searchSecret} archived`, searchParams: { query: searchSecret } },
    })
  ).savedSearch;
  const archived = await must(owner, ops.archiveSearch, { id: archivedSearch.id });
  if (archived.undoId)
    add({ kind: "savedItemUndo", id: archived.undoId, visibleTo: hiddenFromAll, secrets: [] });
  const comparisonSecret = secretMarker();
  const comparison = (
    await must(owner, ops.comparison, {
      input: {
        name: `${comparisonSecret} comparison`,
        description: `${comparisonSecret} description`,
        companyIds: [company.id, second.id],
      },
    })
  ).savedComparison;
  add({
    kind: "savedComparison",
    id: comparison.id,
    visibleTo: hiddenFromAll,
    secrets: [comparisonSecret],
  });

  // A dashboard (every member reads it; provider managers manage any organisation's) and the
  // owner's undo offer of a deleted one.
  const dashboardSecret = secretMarker();
  const dashboard = await must(owner, ops.dashboard, {
    input: { name: `${dashboardSecret} dashboard`, templateKey: "case-work" },
  });
  add({
    kind: "dashboard",
    id: dashboard.id,
    slug: dashboard.slug,
    visibleTo: [...insiders, "provider"],
    secrets: [dashboardSecret],
  });
  const deleted = await must(owner, ops.dashboard, { input: { name: "Deleted dashboard" } });
  const removal = await must(owner, ops.deleteDashboard, { id: deleted.id });
  add({ kind: "dashboardUndo", id: removal.undoToken, visibleTo: hiddenFromAll, secrets: [] });

  // The recipient's newest mention notification (of the wall note).
  await h.runJobs(100);
  const notes = await must(people.recipient.client, ops.notifications, {});
  const newest = (notes.items as { id: string }[])[0];
  if (newest)
    add({ kind: "recipientNotification", id: newest.id, visibleTo: hiddenFromAll, secrets: [] });
  return objects;
}
