/**
 * Risk hub benchmarks (issue 14), on PostgreSQL: scoring every company against the default
 * configuration (target: 1,000,000 in under 5 minutes), the hub's companies page over a
 * portfolio of 50,000 (p95 ≤ 100 ms), and rescoring a custom configuration of 50,000 companies
 * after one weight change (under 30 s). Baselines of the same run: reading the same company rows
 * without grading them, and the page's SQL run directly. Not wired into run.ts; run with
 * `npx node bench/risk.ts` (BENCH_RISK_COMPANIES, BENCH_RISK_PORTFOLIO change the sizes).
 * BENCH_RISK_KEEP=1 keeps the seeded and scored database for the next run, which then measures
 * the page and the rescoring only; BENCH_RISK_RESCORE=1 scores the kept companies again first
 * (every row then an update, not an insert).
 */
import { sql } from "drizzle-orm";
import type { TenantActor } from "../packages/server/src/core/actor.ts";
import { loadActor } from "../packages/server/src/core/load-actor.ts";
import { defaultRiskConfigId } from "../packages/server/src/features/risk/default-risk-config.ts";
import { ensureDefaultRiskConfig } from "../packages/server/src/features/risk/risk-config-read.service.ts";
import {
  commitRiskConfig,
  createRiskConfig,
  updateRiskConfig,
} from "../packages/server/src/features/risk/risk-config-write.service.ts";
import {
  riskCount,
  riskHubCompanies,
} from "../packages/server/src/features/risk/risk-hub.service.ts";
import { scoreConfig } from "../packages/server/src/features/risk/score-config.ts";
import { runPostgresBench } from "./bench-postgres.ts";
import { ms, timeCases } from "./bench-timing.ts";
import { benchOrganizationId, benchUserId, seedRiskWorld } from "./risk-seed.ts";

const sizes = {
  companies: Number(process.env.BENCH_RISK_COMPANIES ?? 1_000_000),
  portfolioCompanies: Number(process.env.BENCH_RISK_PORTFOLIO ?? 50_000),
};
const rounds = 40;
const keep = process.env.BENCH_RISK_KEEP === "1";
const fmt = (n: number) => n.toLocaleString("en");

await runPostgresBench<{ scored: number }>(
  "risk",
  keep ? `${sizes.companies}_${sizes.portfolioCompanies}` : null,
  async ({ handle, config, report, database }) => {
    const db = handle.db;
    let started = performance.now();
    const rescoreKept = process.env.BENCH_RISK_RESCORE === "1";
    if (!database.seeded || rescoreKept) {
      if (!database.seeded) {
        await seedRiskWorld(db, sizes);
        console.log(
          `  seeded ${fmt(sizes.companies)} companies in ${ms(performance.now() - started)}`,
        );
      }
      await ensureDefaultRiskConfig(db);
      await db.execute(sql`delete from jobs`);

      // Baseline: the same company rows read in the same keyset batches, not graded or written.
      started = performance.now();
      let after = "00000000-0000-0000-0000-000000000000";
      for (;;) {
        const result = await db.execute(
          sql`select * from companies where id > ${after} order by id limit 2000`,
        );
        const rows = (
          Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows
        ) as {
          id: string;
        }[];
        if (rows.length === 0) break;
        after = rows[rows.length - 1]?.id as string;
      }
      const readMs = performance.now() - started;
      started = performance.now();
      const scored = await scoreConfig(db, defaultRiskConfigId);
      const scoreMs = performance.now() - started;
      report({
        name: `Scoring ${fmt(scored.companies)} companies, default configuration (PostgreSQL)`,
        figure: `${(scoreMs / 1000).toFixed(1)} s (${fmt(Math.round(scored.companies / (scoreMs / 1000)))} companies/s)`,
        baseline: `reading the same rows in the same batches: ${(readMs / 1000).toFixed(1)} s`,
        ratio: (scoreMs / readMs).toFixed(2),
        target: "< 5 min for 1,000,000",
      });
      await database.remember({ scored: scored.companies });
    }

    // A kept database still holds the last run's custom configuration: the limit is 5.
    await db.execute(sql`delete from risk_configs where organization_id = ${benchOrganizationId}`);
    const actor = (await loadActor(db, {
      userId: benchUserId,
      organizationId: benchOrganizationId,
    })) as TenantActor;
    const deps = { db, config, log: console, mailer: null } as never;
    const page = await timeCases(
      ["score_desc", "name_asc"] as const,
      (ordering) => riskHubCompanies(deps, actor, { configId: defaultRiskConfigId, ordering }),
      rounds / 2,
    );
    const direct = await timeCases(
      [benchOrganizationId],
      (organizationId) =>
        db.execute(sql`select count(*) from portfolio_companies pc join company_risk_scores s
          on s.company_id = pc.company_id and s.config_id = ${defaultRiskConfigId}
          where pc.organization_id = ${organizationId}`),
      rounds,
    );
    // The page's grade-distribution chart asks for the counts beside the list.
    const counts = await timeCases(
      ["companies"] as const,
      (view) => riskCount(deps, actor, { configId: defaultRiskConfigId, view }),
      rounds / 4,
    );
    const p95Row = (name: string, measured: { p50: number; p95: number }, target: string) =>
      report({
        name: `${name}, ${fmt(sizes.portfolioCompanies)} companies (PostgreSQL, service call)`,
        figure: `p50 ${ms(measured.p50)}, p95 ${ms(measured.p95)}`,
        baseline: `counting the scored companies in SQL: p95 ${ms(direct.p95)}`,
        ratio: (measured.p95 / direct.p95).toFixed(2),
        target,
      });
    p95Row("Risk hub companies page", page, "p95 ≤ 100 ms");
    p95Row("Risk hub grade counts", counts, "none of its own (the page's chart)");

    const created = await createRiskConfig(deps, actor, {});
    started = performance.now();
    const first = await scoreConfig(db, created.config.id);
    const fullMs = performance.now() - started;
    const categories = created.config.definition.categories.map((c, i) => ({
      id: c.id,
      name: c.name,
      shortName: c.shortName,
      weight: i === 0 ? 0.4 : i === 1 ? 0.1 : c.weight,
      risks: Object.entries(c.risks).map(([metric, weight]) => ({
        metric: metric as never,
        weight: weight ?? 0,
      })),
    }));
    await updateRiskConfig(deps, actor, { id: created.config.id, categories });
    started = performance.now();
    await commitRiskConfig(deps, actor, { id: created.config.id });
    const rescored = await scoreConfig(db, created.config.id);
    const rescoreMs = performance.now() - started;
    report({
      name: `Rescoring after one weight change, ${fmt(rescored.companies)} companies (PostgreSQL)`,
      figure: `${(rescoreMs / 1000).toFixed(1)} s`,
      baseline: `first scoring of the same configuration: ${(fullMs / 1000).toFixed(1)} s (${fmt(first.companies)})`,
      ratio: (rescoreMs / fullMs).toFixed(2),
      target: "< 30 s",
    });
  },
);
