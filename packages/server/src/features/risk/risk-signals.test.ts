import { riskMessages } from "@tierwise/common/risk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import {
  type Any,
  buildRiskWorld,
  call,
  type RiskWorld,
  riskOps,
  runAllJobs,
} from "./risk-test-support.ts";

let h: Harness;
let w: RiskWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildRiskWorld(h);
  await call(w.admin.client, riskOps.configs);
  await runAllJobs(h);
});
afterAll(() => h.close());

// The admin made the portfolio: portfolios are private to their creator until shared.
const analyst = () => w.admin.client;
const dismissInput = (over: Record<string, unknown> = {}) => ({
  signalId: "current_ratio",
  context: "risk-hub",
  message: "Current ratio graded D",
  portfolioId: w.portfolio.id,
  companyId: w.companies.risky.id,
  ...over,
});
const checks = async () =>
  (await call(analyst(), riskOps.checks, { ids: [w.companies.risky.id] }))[0];

describe("risk signals", () => {
  it("checks list pass and fail metric ids, scans and the latest check date; counts per portfolio", async () => {
    const check = await checks();
    expect(check.riskSignalResults.failIds.sort()).toEqual([
      "creditscore",
      "current_ratio",
      "cyber_security",
      "quick_ratio",
    ]);
    expect(check.riskScans).toBe(4);
    expect(check.latestCheckDate).toBeTruthy();
    const [counts] = await call(analyst(), riskOps.counts, { ids: [w.portfolio.id] });
    expect(counts).toEqual({
      portfolioId: w.portfolio.id,
      companiesWithRiskCount: 1,
      severeCount: 1,
      signalCount: 4,
    });
  });

  it("dismissing needs the signal, context, message, portfolio and company; the reason is optional", async () => {
    const missing = await call(analyst(), riskOps.dismiss, {
      input: dismissInput({ message: " " }),
    });
    expect(missing.__typename).toBe("ValidationError");
    const tooLong = await call(analyst(), riskOps.dismiss, {
      input: dismissInput({ reason: "x".repeat(1001) }),
    });
    expect(tooLong).toMatchObject({
      __typename: "ValidationError",
      message: riskMessages.dismissReasonTooLong,
    });
    const dismissed = await call(analyst(), riskOps.dismiss, { input: dismissInput() });
    expect(dismissed.action).toMatchObject({
      status: "dismissed",
      reason: null,
      isLatest: true,
      riskSignal: { id: "current_ratio", name: "Current ratio" },
    });
    expect((await checks()).riskSignalResults.failIds).not.toContain("current_ratio");
    const [counts] = await call(analyst(), riskOps.counts, { ids: [w.portfolio.id] });
    expect(counts.signalCount).toBe(3);
    const page = await call(analyst(), riskOps.companies, { configId: defaultRiskConfigId });
    expect(page.items[0].signalCount).toBe(3);
  });

  it("restoring makes the signal active again; only the latest action is listed", async () => {
    const [latest] = await call(analyst(), riskOps.actions, { portfolioId: w.portfolio.id });
    const restored = await call(analyst(), riskOps.restore, { id: latest.id });
    expect(restored.action).toMatchObject({ status: "active", isLatest: true });
    const actions = await call(analyst(), riskOps.actions, { portfolioId: w.portfolio.id });
    expect(actions.map((a: Any) => a.status)).toEqual(["active"]);
    expect((await checks()).riskSignalResults.failIds).toContain("current_ratio");
  });

  it("another organisation cannot dismiss or restore in a portfolio it does not see", async () => {
    const foreign = await call(w.outsider.client, riskOps.dismiss, { input: dismissInput() });
    expect(foreign.__typename).toBe("NotFoundError");
    const [latest] = await call(analyst(), riskOps.actions, { portfolioId: w.portfolio.id });
    expect((await call(w.outsider.client, riskOps.restore, { id: latest.id })).__typename).toBe(
      "NotFoundError",
    );
    expect(await call(w.outsider.client, riskOps.checks, { ids: [w.companies.safe.id] })).toEqual(
      [],
    );
  });
});
