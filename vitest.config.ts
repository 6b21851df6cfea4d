import { createRequire } from "node:module";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// graphql 16 ships CommonJS (main) and ESM (module). Node loads the CommonJS copy for Yoga and
// Pothos, but Vite would hand our own files the ESM copy, and graphql refuses objects from the
// other copy ("Cannot use GraphQLNonNull from another module or realm"). One copy for all.
const graphqlCommonJs = createRequire(import.meta.url).resolve("graphql");

/**
 * Suites that ask the same questions of the database on every run and find what the schema
 * and the policy rules answer, not what the database does: with PostgreSQL at hand (CI) they
 * run on it alone. The generated hidden-answers suite is the step's longest file (two to ten
 * minutes on the embedded database on a busy two-core machine, under one on PostgreSQL); the
 * hidden-roads suite, which walks the same schema's routes, lists and searches, is the next
 * (84 s on the embedded database in CI, 45 s on PostgreSQL).
 */
const onOneDatabase = [
  "src/graphql/hidden-answers.test.ts",
  "src/graphql/hidden-roads.test.ts",
  // Runs docs/api.md's shell examples against a server: the page, not the database, is its subject.
  "src/features/api-tokens/api-docs.test.ts",
  // Touches no database at all (the XLSX reader's limits): once is enough.
  "src/import/read-xlsx-limits.test.ts",
];

/**
 * The integration step's longest files, longest first. CI runs on a fresh clone, where vitest
 * has no durations of earlier runs and orders files by size: one of these starting last kept a
 * worker busy for a minute or more after the other had finished.
 */
const startFirst = [
  "src/graphql/hidden-answers.test.ts",
  "src/graphql/hidden-roads.test.ts",
  "src/jobs/killed-server.test.ts",
  "src/db/startup-together.test.ts",
  "src/import/cli.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = startFirst.findIndex((end) => file.moduleId.endsWith(end));
      return index === -1 ? startFirst.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

/**
 * What the PostgreSQL run repeats besides `onOneDatabase`: the files whose subject is the database
 * itself, where the two engines differ. The feature code reaches both through the same queries
 * (drizzle, one SQL dialect); what differs is underneath: PGlite is one connection inside the
 * process, PostgreSQL a pool of connections in processes of their own. So the data layer, the
 * job queue and its workers, load shedding and request limits, and the files that race writers
 * or readers against each other run on both; every other file runs on the embedded database,
 * the one `npm start` uses, and the browser tests run on PostgreSQL (CI), so every feature's
 * main paths meet PostgreSQL too. Running every file on both took 434 s of the step's 435 s
 * (two workers); this way about half the files run once.
 */
const alsoOnPostgres = [
  "src/db/**/*.test.ts",
  "src/jobs/**/*.test.ts",
  "src/core/**/*.test.ts",
  // Writers and readers at the same moment, over several connections.
  "src/features/api-tokens/api-tokens.test.ts",
  "src/features/auth/session-cache.test.ts",
  "src/features/cases/export/case-export.test.ts",
  "src/features/companies/demo-data/insert-companies.test.ts",
  "src/features/companies/search/prepared-statements.test.ts",
  "src/features/portfolios/portfolio-tree.test.ts",
  "src/features/risk/one-risk-answer.test.ts",
  "src/features/workflows/workflow-list.test.ts",
  "src/features/webhooks/webhooks-delivery.test.ts",
  // Tests that ask which engine they run on (statement timeouts, resumed jobs, the search index).
  "src/features/companies/search/search-index/search-index.test.ts",
  "src/features/companies/search/search-timeout.test.ts",
  "src/features/company-requests/bulk/bulk-resume.test.ts",
];

const serverProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }] },
  test: {
    name,
    root: "./packages/server",
    include:
      env.TIERWISE_TEST_DB === "postgres"
        ? [...onOneDatabase, ...alsoOnPostgres]
        : ["src/**/*.test.ts"],
    exclude: [
      ...configDefaults.exclude,
      ...(env.TIERWISE_TEST_DB === "pglite" && process.env.TEST_DATABASE_URL ? onOneDatabase : []),
    ],
    environment: "node",
    env,
    globalSetup: ["./src/test/global-setup.ts"],
    // Each file builds its own harness and database, so files need no fresh module graph of
    // their own; sharing one per worker halved the suite's CPU time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite databases are memory-hungry and the machine has two cores.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "common",
          root: "./packages/common",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // Pure functions and tables: no file leaves state behind, so one module graph serves.
          isolate: false,
        },
      },
      {
        extends: "./packages/web/vite.config.ts",
        test: {
          name: "web",
          root: "./packages/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/testing/setup.ts"],
          // One module graph and DOM per worker, not per file: setting up jsdom and importing
          // React, Mantine and Apollo again for each of ~140 files took most of the step's time.
          // setup.ts clears what a file leaves behind.
          isolate: false,
          // Tests wait for the state they assert; on a busy two-core machine jsdom rendering of
          // a large form can take longer than vitest's 5 s default without anything being wrong.
          testTimeout: 20_000,
        },
      },
      serverProject("server", { TIERWISE_TEST_DB: "pglite" }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject("server-postgres", { TIERWISE_TEST_DB: "postgres" })]
        : []),
    ],
  },
});
