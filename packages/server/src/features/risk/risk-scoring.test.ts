import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJob } from "../../jobs/queue.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { createPortfolio, ops } from "../../test/portfolio-operations.ts";
import { companies } from "../companies/company.table.ts";
import {
  screeningMatchDecisions,
  screeningMatches,
} from "../companies/sanctions/screening-match.table.ts";
import { defaultRiskConfigId } from "./default-risk-config.ts";
import { riskRescoreDirtyQueue } from "./risk-score-queue.ts";
import {
  type Any,
  buildRiskWorld,
  call,
  categoriesInput,
  type RiskWorld,
  riskOps,
  runAllJobs,
} from "./risk-test-support.ts";

let h: Harness;
let w: RiskWorld;
beforeAll(async () => {
  h = await createHarness();
  w = await buildRiskWorld(h);
  // The first listing creates the default configuration and queues scoring every company.
  await call(w.member.client, riskOps.configs);
  await runAllJobs(h);
  // Adding the companies to portfolios marked them for rescoring: take that first, so the
  // data-change test sees only its own change.
  await enqueueJob(h.database.db, riskRescoreDirtyQueue, {});
  await runAllJobs(h);
});
afterAll(() => h.close());

// The admin made the portfolio: portfolios are private to their creator until shared.
const member = () => w.admin.client;
const hub = async (configId: string, variables: Record<string, unknown> = {}) =>
  call(member(), riskOps.companies, { configId, ...variables });

describe("scoring through the job queue", () => {
  it("grades the portfolio's companies under the default configuration, riskiest first", async () => {
    const page = await hub(defaultRiskConfigId);
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i: Any) => [i.company.name, i.score?.grade ?? null])).toEqual([
      ["Shaky Risky Works", "D"],
      ["Solid Safe Holdings", "A"],
      ["Quiet Unknown Ltd", "-"],
    ]);
    // Current and quick ratio, credit score and security rating grade D.
    expect(page.items[0].signalCount).toBe(4);
  });

  it("explains every grade: values, thresholds and weights; no data is a dash", async () => {
    const score = await call(member(), riskOps.score, {
      configId: defaultRiskConfigId,
      companyId: w.companies.risky.id,
    });
    const financial = score.categories.find((c: Any) => c.categoryId === "financial");
    const current = financial.metrics.find((m: Any) => m.metric === "current_ratio");
    expect(current).toMatchObject({ grade: "D", value: 0.5 });
    expect(current.explanation).toBe(
      "Current ratio 0.5 grades D: A from 2, B from 1.5, C from 1, D below.",
    );
    const z = financial.metrics.find((m: Any) => m.metric === "z_score");
    expect(z.grade).toBe("-");
    expect(z.explanation).toMatch(/^No data.*Left out of the category's weights\.$/);
    expect(score).toMatchObject({ grade: "D", tier: "high", revision: 1 });
  });

  it("pages by 10 with a cursor and orders by name", async () => {
    const first = await hub(defaultRiskConfigId, { first: 2, ordering: "name_asc" });
    expect(first.items.map((i: Any) => i.company.name)).toEqual([
      "Quiet Unknown Ltd",
      "Shaky Risky Works",
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await hub(defaultRiskConfigId, {
      first: 2,
      ordering: "name_asc",
      after: first.pageInfo.endCursor,
    });
    expect(second.items.map((i: Any) => i.company.name)).toEqual(["Solid Safe Holdings"]);
  });

  it("pages one by one through the scored companies, then those without a score, both ways", async () => {
    const walk = async (ordering: string) => {
      const names: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 4; page++) {
        const result: Any = await hub(defaultRiskConfigId, { first: 1, ordering, after });
        names.push(...result.items.map((i: Any) => i.company.name));
        expect(result.totalCount).toBe(3);
        if (!result.pageInfo.hasNextPage) break;
        after = result.pageInfo.endCursor;
      }
      return names;
    };
    expect(await walk("score_desc")).toEqual([
      "Shaky Risky Works",
      "Solid Safe Holdings",
      "Quiet Unknown Ltd",
    ]);
    expect(await walk("score_asc")).toEqual([
      "Solid Safe Holdings",
      "Shaky Risky Works",
      "Quiet Unknown Ltd",
    ]);
  });

  it("portfolios: the mean of their companies' scores with grade counts", async () => {
    const page = await call(member(), riskOps.portfolios, { configId: defaultRiskConfigId });
    expect(page.items).toEqual([
      expect.objectContaining({
        portfolio: expect.objectContaining({ id: w.portfolio.id }),
        score: 50,
        grade: "B",
        companyCount: 3,
        gradeCounts: { A: 1, B: 0, C: 0, D: 1, none: 1 },
      }),
    ]);
    const counts = await call(member(), riskOps.count, {
      configId: defaultRiskConfigId,
      view: "companies",
    });
    expect(counts).toEqual({ A: 1, B: 0, C: 0, D: 1, none: 1 });
  });

  it("a change in company data rescores it through the queue, with what changed and history", async () => {
    await h.database.db
      .update(companies)
      .set({ currentRatio: 1.2, quickRatio: 0.7 })
      .where(eq(companies.id, w.companies.risky.id));
    await enqueueJob(h.database.db, riskRescoreDirtyQueue, {});
    await runAllJobs(h);
    const score = await call(member(), riskOps.score, {
      configId: defaultRiskConfigId,
      companyId: w.companies.risky.id,
    });
    expect(score.changes).toEqual(
      expect.arrayContaining(["Current ratio D → C", "Quick ratio D → C", "Financial D → C"]),
    );
    const page = await hub(defaultRiskConfigId);
    expect(page.items[0]).toMatchObject({
      company: { name: "Shaky Risky Works" },
      previousGrade: "D",
    });
    const history = await call(member(), riskOps.history, {
      configId: defaultRiskConfigId,
      companyId: w.companies.risky.id,
    });
    expect(history).toHaveLength(1);
    expect(history[0].grade).toBe(page.items[0].score.grade);
    const category = await call(member(), riskOps.history, {
      configId: defaultRiskConfigId,
      companyId: w.companies.risky.id,
      name: "financial",
    });
    expect(category[0].grade).toBe("C");
    const portfolio = await call(member(), riskOps.history, {
      configId: defaultRiskConfigId,
      portfolioId: w.portfolio.id,
    });
    expect(portfolio).toHaveLength(1);
  });

  it("a committed weight change rescores a custom configuration; the preview shows it first", async () => {
    const created = await call(w.admin.client, riskOps.create);
    const config = created.config;
    await runAllJobs(h);
    const before = await hub(config.id);
    // Financial C, C, D → 83.33 (C); Cyber D → 100; overall 91.67 → D.
    expect(before.items.map((i: Any) => i.score?.grade)).toEqual(["D", "A", "-"]);
    // Everything on Financial.
    const categories = categoriesInput(config).map((c: Any) => ({
      ...c,
      weight: c.id === "financial" ? 1 : 0,
    }));
    const preview = await call(w.admin.client, riskOps.preview, {
      input: { id: config.id, categories },
    });
    expect(preview).toMatchObject({
      current: { A: 1, D: 1, none: 1 },
      preview: { A: 1, C: 1, none: 1 },
      movedCompanies: 1,
    });
    await call(w.admin.client, riskOps.update, { input: { id: config.id, categories } });
    expect((await hub(config.id)).items[0].score.grade).toBe("D");
    await call(w.admin.client, riskOps.commit, { id: config.id });
    await runAllJobs(h);
    const after = await hub(config.id);
    expect(after.items[0].score).toEqual({ score: 83.33, grade: "C" });
    const rolled = await call(w.admin.client, riskOps.rollback, { id: config.id, revision: 1 });
    expect(rolled.config.revision).toBe(3);
    await runAllJobs(h);
    expect((await hub(config.id)).items[0].score.grade).toBe("D");
  });
});

describe("sanctions screening matches", () => {
  it("an analyst's dismissal takes the match out of the organisation's grade; a changed entry reopens it", async () => {
    const db = h.database.db;
    const created = await call(w.admin.client, riskOps.create);
    await runAllJobs(h);
    const risky = w.companies.risky.id;
    await db.insert(screeningMatches).values({
      companyId: risky,
      listName: "ofac",
      entryId: "SDN-1",
      subject: "company",
      subjectName: "Shaky Risky Works",
      entryName: "Shaky Risky Works",
      matchedName: "Shaky Risky Works",
      score: 90,
      nameScore: 100,
      strength: "probable",
      entryHash: "hash-1",
    });
    const rescore = async () => {
      await enqueueJob(db, riskRescoreDirtyQueue, {});
      await runAllJobs(h);
    };
    const sanctionsGrade = async (configId: string) => {
      const score = await call(w.admin.client, riskOps.score, { configId, companyId: risky });
      const compliance = score.categories.find((c: Any) => c.categoryId === "compliance");
      return compliance.metrics.find((m: Any) => m.metric === "sanctions").grade;
    };
    await rescore();
    expect(await sanctionsGrade(created.config.id)).toBe("C");
    await db.insert(screeningMatchDecisions).values({
      organizationId: w.acme.id,
      companyId: risky,
      listName: "ofac",
      entryId: "SDN-1",
      decision: "dismissed",
      reason: "different_entity",
      decidedBy: w.admin.user.id,
      entryHash: "hash-1",
    });
    await rescore();
    expect(await sanctionsGrade(created.config.id)).toBe("A");
    // The default configuration is everyone's: one organisation's verdict does not move it.
    expect(await sanctionsGrade(defaultRiskConfigId)).toBe("C");
    await db
      .update(screeningMatches)
      .set({ entryHash: "hash-2" })
      .where(eq(screeningMatches.entryId, "SDN-1"));
    await rescore();
    expect(await sanctionsGrade(created.config.id)).toBe("C");
  });
});

describe("grade counts", () => {
  it("counts every visible portfolio tree, each company once, not only the first tree's stored counts", async () => {
    const db = h.database.db;
    const second = await createPortfolio(w.admin.client, "Second tier");
    const newcomer = await buildCompany(db, { displayName: "Brittle Newcomer", currentRatio: 0.4 });
    const added = await call(w.admin.client, ops.add, {
      portfolioIds: [second.id],
      companyIds: [w.companies.risky.id, newcomer.id],
    });
    expect(added.__typename).toBe("PortfolioCompaniesSuccess");
    await enqueueJob(db, riskRescoreDirtyQueue, {});
    await runAllJobs(h);
    const counts = await call(member(), riskOps.count, {
      configId: defaultRiskConfigId,
      view: "companies",
    });
    // Solid Safe A, Shaky Risky D (in both trees, once), the newcomer C (one poor metric of
    // one category), Quiet Unknown no score.
    expect(counts).toEqual({ A: 1, B: 0, C: 1, D: 1, none: 1 });
  });
});
