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

const serverProject = (name: string, env: Record<string, string>) => ({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCommonJs }] },
  test: {
    name,
    root: "./packages/server",
    include: ["src/**/*.test.ts"],
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
