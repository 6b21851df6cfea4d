import { aiReportMessages } from "@tierwise/common/ai-reports";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships } from "../../db/membership.table.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { companies } from "../companies/company.table.ts";
import {
  type AiReportWorld,
  type Any,
  aiOps,
  buildAiReportWorld,
  call,
  generatedReport,
  requestReport,
  runAllJobs,
  sentencesOf,
  setOrganizationSettings,
} from "./ai-reports-test-support.ts";

let h: Harness;
let w: AiReportWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildAiReportWorld(h);
});
afterAll(() => h.close());

const reports = (client = w.member.client, id = w.companies.risky.id, first?: number) =>
  call(client, aiOps.reports, { id, first });

describe("AI risk summary reports", () => {
  let firstId: string;

  it("a request writes the report in progress and queues it; a second request is refused", async () => {
    const before = await reports();
    expect(before).toMatchObject({ available: true, canGenerateNew: true, current: null });
    firstId = await requestReport(w.member.client, w.companies.risky.id);
    const during = await reports();
    expect(during).toMatchObject({
      available: true,
      canGenerateNew: false,
      current: null,
      inProgress: { id: firstId, status: "in_progress", version: 1 },
    });
    expect(during.history.edges.map((e: Any) => e.node.id)).toEqual([firstId]);
    const again = await call(w.colleague.client, aiOps.create, { id: w.companies.risky.id });
    expect(again).toMatchObject({
      __typename: "AlreadyExistsError",
      message: aiReportMessages.alreadyInProgress,
    });
  });

  it("the job fills it: success, every sentence citing facts the report carries", async () => {
    await runAllJobs(h);
    const after = await reports();
    expect(after).toMatchObject({ canGenerateNew: true, inProgress: null });
    const report = after.current;
    expect(report).toMatchObject({
      id: firstId,
      status: "success",
      type: "risk_summary",
      version: 1,
      generator: "local",
      errorMessage: null,
      droppedSentenceCount: 0,
      changes: [],
      createdBy: { id: w.member.user.id },
    });
    expect(report.completedAt).not.toBeNull();
    expect(["high", "critical"]).toContain(report.riskLevel);
    expect(report.categories.map((c: Any) => c.title)).toEqual([
      "Financial",
      "Cyber",
      "ESG",
      "Compliance",
    ]);
    const factIds = new Set(report.facts.map((f: Any) => f.id));
    const sentences = sentencesOf(report);
    expect(sentences.length).toBeGreaterThan(5);
    for (const s of sentences) {
      expect(s.factIds.length).toBeGreaterThan(0);
      for (const id of s.factIds) expect(factIds).toContain(id);
      expect(s.text).not.toMatch(/\[(metric|grade|alert|match):/);
    }
    const financial = report.categories[0];
    expect(financial.riskLevel).toBe("high");
    expect(financial.signalPoints.map((s: Any) => s.text).join(" ")).toContain("Current ratio 0.5");
    expect(financial.recommendedActions.length).toBeGreaterThan(0);
    expect(report.facts.find((f: Any) => f.id === "ratio:revenue_change")).toMatchObject({
      kind: "ratio",
      label: "Revenue change, fiscal 2024 to 2025",
      value: "-20%",
    });
    expect(financial.recommendedActions[0].factIds).toContain("ratio:revenue_change");
    expect(financial.otherFindings.map((s: Any) => s.text)).toContain(
      "Net income, fiscal 2025: -75,000 EUR.",
    );
    const alert = report.facts.find((f: Any) => f.id === `alert:${w.alertId}`);
    expect(alert).toMatchObject({
      kind: "alert",
      value: "Ransomware attack halts production lines",
      source: "Test Wire",
    });
    // The feed on the company, the alert's day and the alert (ai-report-links.test.ts follows it).
    expect(alert.href).toBe(
      `/alerts/everything?scope=organization&companies=${w.companies.risky.id}` +
        `&dates=${alert.date}%2C${alert.date}&alertId=${w.alertId}`,
    );
    const cited = sentences.flatMap((s: Any) => s.factIds);
    expect(cited).toContain(`alert:${w.alertId}`);
    expect(report.facts.some((f: Any) => f.kind === "match" && f.source === "ofac")).toBe(true);
    expect(report.dataProviders).toEqual(expect.arrayContaining(["Test Wire", "ofac"]));
  });

  it("the next report is version 2 and says what changed since the last success", async () => {
    await h.database.db
      .update(companies)
      .set({ currentRatio: 2.5, quickRatio: 1.8, creditScore: 95 })
      .where(eq(companies.id, w.companies.risky.id));
    const report = await generatedReport(h, w.member.client, w.companies.risky.id);
    expect(report).toMatchObject({ status: "success", version: 2 });
    expect(report.changes).toContain("Financial: high → low");
    const { history } = await reports();
    expect(history.edges.map((e: Any) => e.node.version)).toEqual([2, 1]);
  });

  it("a failed start (its job cannot run) is an error, left out of history, and frees the company", async () => {
    const id = await requestReport(w.colleague.client, w.companies.risky.id);
    // The person who asked leaves the organisation before the job runs: it cannot act for them.
    await h.database.db
      .update(memberships)
      .set({ active: false })
      .where(
        and(eq(memberships.userId, w.colleague.user.id), eq(memberships.organizationId, w.acme.id)),
      );
    await runAllJobs(h);
    const report = await call(w.member.client, aiOps.report, { id });
    expect(report).toMatchObject({
      status: "error",
      errorMessage: aiReportMessages.generationFailed,
      riskLevel: null,
    });
    const after = await reports();
    expect(after).toMatchObject({ inProgress: null, canGenerateNew: true });
    expect(after.history.edges.map((e: Any) => e.node.id)).not.toContain(id);
    expect(after.current.version).toBe(2);
  });

  it("history shows the first 10 newest first, never a report in error", async () => {
    for (let i = 0; i < 10; i++) {
      await requestReport(w.member.client, w.companies.risky.id);
      await runAllJobs(h);
    }
    const all = await reports(w.member.client, w.companies.risky.id, 50);
    const versions = all.history.edges.map((e: Any) => e.node.version);
    // Version 3 failed to start (the test before): 12 successes in all.
    expect(versions).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 2, 1]);
    const page = await reports();
    expect(page.history.edges.map((e: Any) => e.node.version)).toEqual(versions.slice(0, 10));
    expect(page.history.edges.every((e: Any) => e.node.status !== "error")).toBe(true);
  });

  it("another organisation's reports are invisible", async () => {
    const mine = await reports();
    const id = mine.current.id;
    expect(await call(w.outsider.client, aiOps.report, { id })).toBeNull();
    const theirs = await reports(w.outsider.client);
    expect(theirs).toMatchObject({ available: true, current: null, inProgress: null });
    expect(theirs.history.edges).toEqual([]);
    // Their own report on the same company does not show to Acme either.
    const theirId = await requestReport(w.outsider.client, w.companies.risky.id);
    expect(await call(w.member.client, aiOps.report, { id: theirId })).toBeNull();
    const acmeAgain = await reports();
    expect(acmeAgain.history.edges.map((e: Any) => e.node.id)).not.toContain(theirId);
    expect(acmeAgain.inProgress).toBeNull();
  });

  it("not signed in: UNAUTHENTICATED", async () => {
    const answer = await h.client().gql(aiOps.reports, { id: w.companies.risky.id });
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("gating: the version flag and the allowed set", () => {
  let securityId: string;

  it("a company outside the organisation's portfolios is not available until the setting says all", async () => {
    const id = w.companies.outside.id;
    expect(await reports(w.member.client, id)).toMatchObject({
      available: false,
      canGenerateNew: false,
    });
    expect(await call(w.member.client, aiOps.create, { id })).toMatchObject({
      __typename: "ForbiddenError",
      message: aiReportMessages.notAvailable,
    });
    await setOrganizationSettings(h.database.db, w.acme.id, { aiReportCompanies: "all" });
    expect(await reports(w.member.client, id)).toMatchObject({
      available: true,
      canGenerateNew: true,
    });
    await setOrganizationSettings(h.database.db, w.acme.id, { aiReportCompanies: "portfolios" });
  });

  it("an unknown company is not found", async () => {
    const missing = "00000000-0000-4000-8000-000000000001";
    expect(await call(w.member.client, aiOps.create, { id: missing })).toMatchObject({
      __typename: "NotFoundError",
    });
    expect(await reports(w.member.client, missing)).toMatchObject({ available: false });
  });

  it("v2 gives the security summary: cyber and screening facts only", async () => {
    const id = await requestReport(w.member.client, w.companies.risky.id, true);
    securityId = id;
    await runAllJobs(h);
    const answer = await call(w.member.client, aiOps.securityReports, { id: w.companies.risky.id });
    expect(answer).toMatchObject({ available: true, current: { id, type: "security_summary" } });
    const report = answer.current;
    expect(report.categories.map((c: Any) => c.title)).toEqual([
      "Cyber security",
      "Sanctions and screening",
    ]);
    const kinds = report.facts.map((f: Any) => f.id);
    expect(kinds).toContain(`alert:${w.alertId}`);
    expect(kinds.some((k: string) => k.startsWith("match:"))).toBe(true);
    expect(kinds).not.toContain("metric:current_ratio");
    // The risk summary's history is its own.
    const risk = await reports();
    expect(risk.history.edges.map((e: Any) => e.node.id)).not.toContain(id);
  });

  it("v1 gives the risk summary only", async () => {
    await setOrganizationSettings(h.database.db, w.acme.id, {
      featureFlags: { aiReportV1: true, aiReportV2: false },
    });
    const id = w.companies.risky.id;
    expect(await reports(w.member.client, id)).toMatchObject({ available: true });
    const security = await call(w.member.client, aiOps.securityReports, { id });
    expect(security).toMatchObject({ available: false, canGenerateNew: false, current: null });
    expect(await call(w.member.client, aiOps.createSecurity, { id })).toMatchObject({
      __typename: "ForbiddenError",
    });
    expect(await call(w.member.client, aiOps.report, { id: securityId })).toBeNull();
  });

  it("without a version flag nothing is available, and nothing shows", async () => {
    await setOrganizationSettings(h.database.db, w.acme.id, {
      featureFlags: { aiReportV1: false, aiReportV2: false },
    });
    const id = w.companies.risky.id;
    const answer = await reports(w.member.client, id);
    expect(answer).toMatchObject({ available: false, canGenerateNew: false, current: null });
    expect(answer.history.edges).toEqual([]);
    expect(await call(w.member.client, aiOps.create, { id })).toMatchObject({
      __typename: "ForbiddenError",
    });
    await setOrganizationSettings(h.database.db, w.acme.id, {
      featureFlags: { aiReportV1: false, aiReportV2: true },
    });
  });
});
