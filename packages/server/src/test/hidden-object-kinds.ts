import { defaultCaseColumns } from "@tierwise/common/cases";
import { smallDefinition } from "../features/workflows/workflows-test-support.ts";
import { doc, upload } from "./comments-support.ts";
import type { Harness, TestClient } from "./harness.ts";
import { visibleUnder } from "./hidden-object-extras.ts";
import {
  hiddenFromAll,
  insiders,
  must,
  ops,
  type ProbeObject,
  secretMarker,
} from "./hidden-object-ops.ts";

export { type ActorName, actorNames, insiders, type ProbeObject } from "./hidden-object-ops.ts";

/**
 * The objects of the hidden-answers test, made by their owner through the API: each kind of
 * private thing (and two public things holding private ones), every text field carrying a
 * secret marker of its own. Who may see each is said per object.
 */

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export type Base = {
  h: Harness;
  owner: TestClient;
  people: Record<"owner" | "recipient" | "viewer", { id: string; client: TestClient }>;
  company: { id: string };
  second: { id: string };
  organizationId: string;
};

/**
 * Only what no probing actor may see, holding its private thread on this existing public case:
 * made between two readings of every list, which must then read the same.
 */
export type HiddenOnly = { openCaseId: string };

/**
 * The owner's hidden objects (and the public ones holding hidden things: a case, a shared
 * portfolio under a hidden one, a case about the hidden one, a dashboard), each kind once.
 */
export async function buildObjects(base: Base, hiddenOnly?: HiddenOnly) {
  const { h, owner, people, company, second } = base;
  const objects: ProbeObject[] = [];
  const add = (o: ProbeObject) => {
    objects.push(o);
    return o;
  };
  const toRecipient = {
    type: "private",
    recipients: [{ type: "User", id: people.recipient.id }],
  };
  // Images as well as lists: the preview routes serve images and PDFs only.
  const uploadKey = async (name: string) => {
    const data = name.endsWith(".png") ? tinyPng : Buffer.from("a,b\n1,2\n");
    const sent = await upload(h, owner, [{ name, data }]);
    const key = (sent.body as { key?: string }[])[0]?.key;
    if (sent.status !== 200 || !key) throw new Error(`upload failed: ${JSON.stringify(sent)}`);
    return key;
  };

  // A public case (visible in the organisation) holding a private thread with a public reply.
  const openCase = hiddenOnly
    ? { id: hiddenOnly.openCaseId }
    : (await must(owner, ops.case, { input: { title: "Open case", description: doc("Open") } }))
        .supplierCase;
  if (!hiddenOnly) add({ kind: "publicCase", id: openCase.id, visibleTo: insiders, secrets: [] });

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
        attachmentKeys: [await uploadKey(caseFile), await uploadKey(`${caseSecret}-photo.png`)],
      },
    })
  ).supplierCase;
  add({
    kind: "privateCase",
    id: privateCase.id,
    visibleTo: hiddenFromAll,
    secrets: [caseSecret],
    title: `${caseSecret} title`,
  });
  for (const file of privateCase.attachments as { id: string }[])
    add({ kind: "caseAttachment", id: file.id, visibleTo: hiddenFromAll, secrets: [] });
  const taskSecret = secretMarker();
  const task = (
    await must(owner, ops.task, { input: { caseId: privateCase.id, title: `${taskSecret} task` } })
  ).task;
  add({
    kind: "caseTask",
    id: task.id,
    visibleTo: hiddenFromAll,
    secrets: [taskSecret],
    title: `${taskSecret} task`,
  });
  const mailSecret = secretMarker();
  const mail = await must(owner, ops.email, {
    input: {
      caseId: privateCase.id,
      subject: `${mailSecret} subject`,
      body: `${mailSecret} body`,
      recipients: [{ email: "orders@northwind.test", type: "to" }],
      attachmentKeys: [await uploadKey(`${mailSecret}-mail.png`)],
    },
  });
  add({
    kind: "caseEmail",
    id: mail.email.id,
    visibleTo: hiddenFromAll,
    secrets: [mailSecret],
    title: `${mailSecret} subject`,
  });
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
      attachmentKeys: [await uploadKey(`${wallSecret}-note.png`)],
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
    title: `${portfolioSecret} portfolio`,
  });
  if (!hiddenOnly) objects.push(...(await visibleUnder(base, parent.id)));
  // A public comment on the unshared portfolio's wall.
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
  add({
    kind: "caseView",
    id: view.id,
    visibleTo: hiddenFromAll,
    secrets: [viewSecret],
    title: `${viewSecret} view`,
  });
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
  add({
    kind: "savedSearch",
    id: search.id,
    visibleTo: hiddenFromAll,
    secrets: [searchSecret],
    title: `${searchSecret} search`,
  });
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
    title: `${comparisonSecret} comparison`,
  });

  // A dashboard (every member reads it; provider managers manage any organisation's) and the
  // owner's undo offer of a deleted one.
  if (!hiddenOnly) {
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
  }
  // A workflow template and a workflow for the company: every member of the organisation
  // reads them, nobody outside it (the supplier's link is no session).
  if (!hiddenOnly) {
    const workflowSecret = secretMarker();
    const template = (
      await must(owner, ops.workflowTemplate, {
        input: { tag: "probe", name: `${workflowSecret} template`, definition: smallDefinition() },
      })
    ).template;
    add({
      kind: "workflowTemplate",
      id: template.id,
      visibleTo: insiders,
      secrets: [workflowSecret],
      // The organisation's audit log names it, and provider managers read any organisation's.
      textVisibleTo: [...insiders, "provider"],
    });
    const started = await must(owner, ops.startWorkflow, {
      input: {
        templateId: template.id,
        companyIds: [company.id],
        contactEmails: ["probe@northwind.test"],
        dueDate: "2099-01-01",
      },
    });
    add({
      kind: "workflow",
      id: started.workflows[0].id,
      visibleTo: insiders,
      secrets: [workflowSecret],
      textVisibleTo: [...insiders, "provider"],
    });
  }
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
