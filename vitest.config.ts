import { defineConfig } from "vitest/config";

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: "./packages/server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite databases are memory-hungry and the machine has two cores.
    maxWorkers: 2,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "common",
          root: "./packages/common",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: "./packages/web/vite.config.ts",
        test: {
          name: "web",
          root: "./packages/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
        },
      },
      serverProject("server", { TIERWISE_TEST_DB: "pglite" }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject("server-postgres", { TIERWISE_TEST_DB: "postgres" })]
        : []),
    ],
  },
});
