import { alertLimits, alertMessages, alertUndoTypes } from "@tierwise/common/alerts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { snackbarUndos } from "../undo/snackbar-undo.table.ts";
import { alertCompanyUnlinks } from "./alert.table.ts";
import {
  type AlertsWorld,
  alertOps,
  buildAlert,
  buildAlertsWorld,
  buildManyAlerts,
  call,
  subscribe,
} from "./alerts-test-support.ts";

/**
 * Each person's state of an alert: the relevance state machine of spec 3 §4 with issue 13's
 * reasons, archive and undo, read and bulk read under the maximum, the unread threshold, and
 * each source's precision.
 */

let h: Harness;
let world: AlertsWorld;

beforeAll(async () => {
  h = await createHarness();
  world = await buildAlertsWorld(h);
  const { northwind, contoso } = world.companies;
  await subscribe(h.database.db, world.acme.id, { companyIds: [northwind.id, contoso.id] });
});

afterAll(async () => {
  await h.close();
});

const feedback = (input: Record<string, unknown>) =>
  call(world.people.member.client, alertOps.feedback, { input });

async function newAlert(fields: Record<string, unknown> = {}) {
  return buildAlert(h.database.db, {
    companies: [{ companyId: world.companies.northwind.id, confidence: 1 }],
    ...fields,
  });
}

describe("relevance feedback", () => {
  it("relevant sets score 1 and unarchives; its button is then disabled", async () => {
    const alertId = await newAlert();
    await feedback({ alertId, archived: true });
    const answer = await feedback({ alertId, score: 1, scoreFeedback: "Spot on" });
    expect(answer.alert.userMetadata).toMatchObject({
      score: 1,
      archived: false,
      reason: null,
      scoreFeedback: "Spot on",
      relevantDisabled: true,
      notRelevantDisabled: false,
    });
    expect(answer.undoId).toBeTruthy();
  });

  it("not relevant archives, sets score 0 and keeps the reason; its button is then disabled", async () => {
    const alertId = await newAlert();
    await feedback({ alertId, score: 1 });
    const answer = await feedback({ alertId, reason: "paywall" });
    expect(answer.alert.userMetadata).toMatchObject({
      score: 0,
      archived: true,
      reason: "paywall",
      relevantDisabled: false,
      notRelevantDisabled: true,
    });
    // Pressing the disabled button changes nothing.
    const again = await feedback({ alertId, reason: "duplicate" });
    expect(again.alert.userMetadata).toMatchObject({ reason: "paywall", archived: true });
    expect(again.undoId).toBeNull();
  });

  it("unlawful content and other need a comment; score -1 needs a reason; wrong company a company", async () => {
    const alertId = await newAlert();
    const noComment = await feedback({ alertId, reason: "other" });
    expect(noComment).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "scoreFeedback", message: alertMessages.commentRequired }],
    });
    expect((await feedback({ alertId, score: -1 })).fieldErrors[0].path).toBe("reason");
    expect((await feedback({ alertId, reason: "wrong_company" })).fieldErrors[0].path).toBe(
      "companyId",
    );
    const elsewhere = await feedback({
      alertId,
      reason: "wrong_company",
      companyId: world.companies.umbrella.id,
    });
    expect(elsewhere.fieldErrors[0].path).toBe("companyId");
    const fine = await feedback({ alertId, reason: "unlawful_content", scoreFeedback: "Libel" });
    expect(fine.alert.userMetadata).toMatchObject({ reason: "unlawful_content", archived: true });
  });

  it("a wrong company verdict unlinks the company for the organisation; another still linked keeps the alert", async () => {
    const { northwind, contoso } = world.companies;
    const alertId = await newAlert({
      companies: [
        { companyId: northwind.id, confidence: 1 },
        { companyId: contoso.id, confidence: 0.9 },
      ],
    });
    const answer = await feedback({ alertId, reason: "wrong_company", companyId: contoso.id });
    expect(answer.alert.companies.map((c: { name: string }) => c.name)).toEqual([
      "Northwind Traders",
    ]);
    // The colleague sees the alert without Contoso, and it is not archived for them.
    const seen = await call(world.people.colleague.client, alertOps.one, { id: alertId });
    expect(seen.companies).toHaveLength(1);
    expect(seen.userMetadata.archived).toBe(false);
  });

  it("the older upsertAlertMetadata is the same resolver; read sets readAt", async () => {
    const alertId = await newAlert();
    const older = await call(world.people.member.client, alertOps.olderFeedback, {
      input: { alertId, score: 0, archived: true, read: true },
    });
    expect(older.alert.userMetadata).toMatchObject({ archived: true, score: 0, read: true });
    expect(older.alert.userMetadata.readAt).toBeTruthy();
    const unread = await feedback({ alertId, read: false });
    expect(unread.alert.userMetadata).toMatchObject({ read: false, readAt: null });
  });
});

describe("archive and undo", () => {
  const offerType = async (undoId: string) =>
    (await h.database.db.select().from(snackbarUndos).where(eq(snackbarUndos.id, undoId)))[0]?.type;
  const undo = (client: TestClient, undoId: string) => call(client, alertOps.undo, { undoId });

  it("archive writes an undo offer; the undo restores the state once, for its author only", async () => {
    const { northwind } = world.companies;
    const alertId = await newAlert();
    await feedback({ alertId, score: 1 });
    const archived = await feedback({ alertId, reason: "wrong_company", companyId: northwind.id });
    expect(archived.undoId).toBeTruthy();
    expect(await offerType(archived.undoId)).toBe(alertUndoTypes.archive);
    expect((await undo(world.people.colleague.client, archived.undoId)).__typename).toBe(
      "NotFoundError",
    );
    const undone = await undo(world.people.member.client, archived.undoId);
    expect(undone.alert.userMetadata).toMatchObject({ archived: false, score: 1, reason: null });
    expect(undone.alert.companies).toHaveLength(1);
    expect(
      await h.database.db
        .select()
        .from(alertCompanyUnlinks)
        .where(eq(alertCompanyUnlinks.alertId, alertId)),
    ).toEqual([]);
    const twice = await undo(world.people.member.client, archived.undoId);
    expect(twice.__typename).toBe("NotFoundError");
  });

  it("unarchive writes the unarchive offer", async () => {
    const alertId = await newAlert();
    await feedback({ alertId, archived: true });
    const unarchived = await feedback({ alertId, archived: false });
    expect(await offerType(unarchived.undoId)).toBe(alertUndoTypes.unarchive);
    const undone = await undo(world.people.member.client, unarchived.undoId);
    expect(undone.alert.userMetadata.archived).toBe(true);
  });
});

describe("unread count, read and bulk read", () => {
  const unread = (filter: Record<string, unknown> = {}) =>
    call(world.people.outsider.client, alertOps.unread, {
      filter: { scope: "organization", ...filter },
    });

  it("counts up to 101 and shows 100 over the threshold; the older aggregate counts the same", async () => {
    const db = h.database.db;
    const { fabrikam, umbrella } = world.companies;
    await subscribe(db, world.globex.id, { companyIds: [fabrikam.id, umbrella.id] });
    await buildManyAlerts(db, fabrikam.id, 100);
    expect(await unread()).toEqual({ count: 100, overTheThreshold: false });
    await buildManyAlerts(db, umbrella.id, 5);
    expect(await unread()).toEqual({ count: 100, overTheThreshold: true });
    expect(await unread({ companies: [umbrella.id] })).toEqual({
      count: 5,
      overTheThreshold: false,
    });
    const older = await call(world.people.outsider.client, alertOps.aggregate, {
      scope: "organization",
      where: { unread: true },
    });
    expect(older.aggregate.count).toBe(101);
    const tooMany = await call(world.people.outsider.client, alertOps.aggregate, { limit: 102 });
    expect(tooMany.type).toBe("TooManyResultsRequestedError");
  });

  it("bulk read by filter and by ids; more than the maximum changes nothing", async () => {
    const outsider = world.people.outsider.client;
    const bulk = (input: Record<string, unknown>) => call(outsider, alertOps.bulkRead, { input });
    const read = await bulk({
      filter: { scope: "organization", companies: [world.companies.umbrella.id] },
    });
    expect(read).toEqual({ __typename: "BulkMarkReadSuccess", updated: 5 });
    expect(await unread()).toEqual({ count: 100, overTheThreshold: false });
    const page = await call(outsider, alertOps.list, {
      filter: { scope: "organization", unread: true },
      first: 10,
    });
    const ids = page.items.map((item: { id: string }) => item.id);
    expect(await bulk({ alertIds: [...ids, ids[0], "not-an-id"] })).toMatchObject({ updated: 10 });
    expect(await bulk({ alertIds: ids })).toMatchObject({ updated: 0 });
    expect(await unread()).toEqual({ count: 90, overTheThreshold: false });
    const tooMany = Array.from({ length: alertLimits.bulkMarkReadMaximum + 1 }, () => ids[0]);
    expect(await bulk({ alertIds: tooMany.map((_, i) => `${i}`) })).toMatchObject({
      __typename: "TooManyModificationsError",
      maximum: alertLimits.bulkMarkReadMaximum,
    });
    // Another organisation's alert is not marked.
    const acmeOnly = await newAlert({ title: "Acme only" });
    expect(await bulk({ alertIds: [acmeOnly] })).toMatchObject({ updated: 0 });
  });

  it("bulk read by a filter matching more than the maximum refuses", async () => {
    const db = h.database.db;
    await buildManyAlerts(db, world.companies.fabrikam.id, alertLimits.bulkMarkReadMaximum + 1);
    const answer = await call(world.people.outsider.client, alertOps.bulkRead, {
      input: { filter: { scope: "organization" } },
    });
    expect(answer.__typename).toBe("TooManyModificationsError");
    expect(await unread()).toEqual({ count: 100, overTheThreshold: true });
  });
});

describe("source precision", () => {
  it("counts the organisation's verdicts per provider and type", async () => {
    const precision = `{ alertSourcePrecision { provider type rated notRelevant precision } }`;
    const rows = await call(world.people.member.client, precision);
    const news = rows.find((r: { provider: string }) => r.provider === "test-news");
    expect(news.rated).toBeGreaterThan(0);
    expect(news.precision).toBeCloseTo((news.rated - news.notRelevant) / news.rated);
    expect(await call(world.people.outsider.client, precision)).toEqual([]);
  });
});
