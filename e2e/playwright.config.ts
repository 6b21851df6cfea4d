import { defineConfig } from "@playwright/test";
import { e2eEnv } from "./support/e2e-env.ts";

export default defineConfig({
  testDir: "./specs",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One browser at a time: the tests keep the two cores busy (Chromium draws in software), so a
  // second worker took 10.2 minutes against 11.1 for one with the unit tests beside it.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: e2eEnv.baseUrl,
    // As a person who asked their system for less motion: no transitions to wait out or scan
    // half-way (the theme's respectReducedMotion).
    contextOptions: { reducedMotion: "reduce" },
    // Recording a trace took about a third of every test's time on the two-core machine: only a
    // retry records one (CI retries once), so a failure's second attempt leaves a trace to read.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    command: "node support/serve-e2e.ts",
    url: `${e2eEnv.baseUrl}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
