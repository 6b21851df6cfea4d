import { randomBytes, randomUUID } from "node:crypto";
import { insertAlerts } from "../features/alerts/alert-write.ts";
import { bulkRequestUploadType } from "../features/comments/attachment-routes.ts";
import { doc, upload } from "./comments-support.ts";
import type { Base } from "./hidden-object-kinds.ts";
import {
  hiddenFromAll,
  insiders,
  must,
  ops,
  organisationAdmins,
  type ProbeObject,
  secretMarker,
} from "./hidden-object-ops.ts";

/**
 * The organisation's things of the hidden-answers world, beside the owner's private ones: an
 * alert only the owner's organisation sees (it subscribes to the company), an alert feed and a
 * company request of the organisation, a bulk request whose list and error report only its
 * administrators read, and the owner's PDF download and undo offers (archiving the alert,
 * retiring the request). Other organisations must not see any of it.
 */
export async function buildOrganisationObjects(base: Base): Promise<ProbeObject[]> {
  const { h, owner, company } = base;
  const objects: ProbeObject[] = [];

  const alertSecret = secretMarker();
  const [alertId] = await insertAlerts(h.database.db, [
    {
      title: `${alertSecret} plant fire`,
      body: `${alertSecret} body`,
      type: "news",
      polarity: "NEGATIVE",
      severity: "High",
      provider: "test-news",
      publishedAt: new Date(),
      sourceKey: `hidden-answers:${randomUUID()}`,
      companies: [{ companyId: company.id, confidence: 1 }],
    },
  ]);
  if (!alertId) throw new Error("set-up failed: alert not inserted");
  objects.push({
    kind: "organisationAlert",
    id: alertId,
    visibleTo: insiders,
    secrets: [alertSecret],
    title: `${alertSecret} plant fire`,
  });
  const archived = await must(owner, ops.archiveAlert, { input: { alertId, archived: true } });
  if (archived.undoId)
    objects.push({ kind: "alertUndo", id: archived.undoId, visibleTo: hiddenFromAll, secrets: [] });

  const feedSecret = secretMarker();
  const feed = await must(owner, ops.feed, {
    input: { name: `${feedSecret} feed`, description: `${feedSecret} description`, filter: {} },
  });
  objects.push({
    kind: "alertFeed",
    id: feed.feed.id,
    visibleTo: insiders,
    secrets: [feedSecret],
    title: `${feedSecret} feed`,
  });

  const requestSecret = secretMarker();
  const request = await must(owner, ops.request, {
    input: { companyName: `${requestSecret} Holdings`, country: "DE", ignoreMatches: true },
  });
  objects.push({
    kind: "companyRequest",
    id: request.request.id,
    visibleTo: insiders,
    secrets: [requestSecret],
    title: `${requestSecret} Holdings`,
    // The organisation's audit log names it, and provider managers read any organisation's.
    textVisibleTo: [...insiders, "provider"],
  });
  const spare = await must(owner, ops.request, {
    input: { companyName: "Retired request Holdings", country: "DE", ignoreMatches: true },
  });
  const retired = await must(owner, ops.retireRequest, { input: { id: spare.request.id } });
  objects.push({ kind: "requestUndo", id: retired.undoId, visibleTo: hiddenFromAll, secrets: [] });

  // A list with one row and no company name: invalid, so its error report has a line, and no
  // company request (which every member would read) comes of it.
  const bulkSecret = secretMarker();
  const list = `Name,Note\n,${bulkSecret} note\n`;
  const sent = await upload(
    h,
    owner,
    [{ name: `${bulkSecret}.csv`, data: Buffer.from(list) }],
    bulkRequestUploadType,
  );
  const fileKey = (sent.body as { key?: string }[])[0]?.key;
  if (sent.status !== 200 || !fileKey) throw new Error(`upload failed: ${JSON.stringify(sent)}`);
  const bulk = await must(owner, ops.bulk, { fileKey, filename: `${bulkSecret}.csv` });
  await must(owner, ops.startBulk, {
    input: {
      bulkRequestId: bulk.bulkRequest.id,
      mapping: { Name: "companyName", Note: "ignore" },
    },
  });
  objects.push({
    kind: "bulkRequest",
    id: bulk.bulkRequest.id,
    visibleTo: organisationAdmins,
    secrets: [bulkSecret],
    textVisibleTo: [...organisationAdmins, "provider"],
  });

  const pdf = await must(owner, ops.pdf, { companyId: company.id }, "ExportJob");
  objects.push({ kind: "pdfDownload", id: pdf.id, visibleTo: hiddenFromAll, secrets: [] });
  // The bulk request's processing and both downloads, so that their files exist.
  await h.runJobs(100);
  return objects;
}

/**
 * A child of the hidden portfolio shared with the organisation, and a public case about the
 * hidden portfolio (whose portfolio must stay hidden).
 */
export async function visibleUnder(base: Base, parentId: string): Promise<ProbeObject[]> {
  const { owner, people, organizationId } = base;
  const objects: ProbeObject[] = [];
  const childMarker = `SHARED-${randomBytes(5).toString("hex")}`;
  const child = (
    await must(owner, ops.portfolio, { input: { name: `${childMarker} child` }, parentId })
  ).portfolio;
  await must(owner, ops.share, {
    id: child.id,
    entries: [
      { actorType: "user", actorId: people.owner.id, editable: true },
      { actorType: "org", actorId: organizationId, editable: false },
    ],
  });
  objects.push({
    kind: "sharedChildPortfolio",
    id: child.id,
    slug: child.slug,
    visibleTo: insiders,
    secrets: [childMarker],
    // Shared with the organisation: its name is in the organisation's audit log, which the
    // provider manager reads by design.
    textVisibleTo: [...insiders, "provider"],
  });
  // A public case about the unshared portfolio (its portfolio must stay hidden).
  const caseOnHidden = (
    await must(owner, ops.case, {
      input: { title: "Case about a portfolio", description: doc("Open"), portfolioId: parentId },
    })
  ).supplierCase;
  objects.push({
    kind: "publicCaseOnHiddenPortfolio",
    id: caseOnHidden.id,
    visibleTo: insiders,
    secrets: [],
  });
  return objects;
}
