/**
 * `npm test`: typecheck, lint, generated-file drift, folder structure, integration tests, a short
 * load run, then the browser tests with the unit tests beside them. Every step runs even when an
 * earlier one fails, so one run shows everything; the exit code is non-zero if any step failed.
 * Each runner prints its own summary; the last line adds them up.
 */
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ensureChromium } from "./ensure-chromium.ts";

const only = process.argv.slice(2);
// Without Chromium every browser test fails after minutes of other steps: settle it first.
if (only.length === 0 || only.includes("e2e")) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    process.exit(1);
  }
}

type Step = {
  name: string;
  command: string;
  report?: string;
  kind?: "vitest" | "playwright";
  /**
   * Runs beside the step named here, its output kept in a file and printed when it ends. The
   * browser tests keep less than one of the two cores busy (they mostly wait for pages), so the
   * unit tests fill the rest: about two minutes less in all, on the same machine.
   */
  besides?: string;
  /** Settings for this step alone, beside the test run's own environment. */
  env?: Record<string, string>;
};

const reportsDir = path.resolve(".tmp/test-reports");
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const integrationProjects = process.env.TEST_DATABASE_URL
  ? "--project server --project server-postgres"
  : "--project server";

const steps: Step[] = [
  { name: "typecheck", command: "npm run typecheck --silent" },
  { name: "lint", command: "npm run lint --silent" },
  { name: "drift", command: "npm run drift --silent" },
  { name: "structure", command: "npm run structure --silent" },
  {
    name: "integration",
    command: `npx vitest run ${integrationProjects} --reporter=default --reporter=json --outputFile=${reportsDir}/integration.json`,
    report: `${reportsDir}/integration.json`,
    kind: "vitest",
  },
  {
    // bench:load's short setting (issue 32): 20 people for 10 s on two servers and a worker on
    // PostgreSQL (the embedded database without it); it fails when a goal is missed. The long
    // run (200 people, 60 s, every setup) is `npm run bench:load`.
    name: "load",
    command: "npm run bench:load --silent",
    env: {
      LOAD_USERS: "20",
      LOAD_SECONDS: "10",
      LOAD_CAPACITY_SECONDS: "5",
      LOAD_SEED_ALERTS: "0",
      ...(process.env.TEST_DATABASE_URL
        ? { LOAD_TARGETS: "postgres-two", LOAD_DATABASE_URL: process.env.TEST_DATABASE_URL }
        : { LOAD_TARGETS: "pglite" }),
    },
  },
  {
    name: "e2e",
    command: "npm run test:e2e --silent",
    report: `${reportsDir}/e2e.json`,
    kind: "playwright",
  },
  {
    name: "unit",
    command: `npx vitest run --project common --project web --reporter=default --reporter=json --outputFile=${reportsDir}/unit.json`,
    report: `${reportsDir}/unit.json`,
    kind: "vitest",
    besides: "e2e",
  },
];

let passed = 0;
let failed = 0;
let skipped = 0;
const outcomes: string[] = [];
/** Each failed test, named, for the summary: CI keeps only the end of the output. */
const failures: string[] = [];

const stepEnv = {
  ...process.env,
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${reportsDir}/e2e.json`,
  FORCE_COLOR: "0",
};

/** Runs a step's command; its output goes to the terminal, or to `log` when it runs beside another. */
function run(step: Step, log?: string): Promise<{ step: Step; ok: boolean; seconds: string }> {
  const started = Date.now();
  const child = spawn(step.command, {
    shell: true,
    stdio: log ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...stepEnv, ...step.env },
  });
  if (log) {
    const file = createWriteStream(log);
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  return new Promise((resolve) =>
    child.on("close", (code) =>
      resolve({ step, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    ),
  );
}

function record({ step, ok, seconds }: { step: Step; ok: boolean; seconds: string }) {
  let counts = "";
  if (step.report && existsSync(step.report)) {
    const c = readCounts(step.report, step.kind);
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
    failures.push(...failedTests(step.report, step.kind).map((f) => `${step.name}: ${f}`));
    counts = ` (${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""})`;
  } else if (!step.report) {
    // A check without tests of its own counts as one test.
    if (ok) passed += 1;
    else failed += 1;
  } else if (!ok) {
    failed += 1;
  }
  outcomes.push(`${ok ? "ok  " : "FAIL"} ${step.name.padEnd(12)} ${seconds}s${counts}`);
}

const chosen = steps.filter((step) => only.length === 0 || only.includes(step.name));
for (const step of chosen) {
  if (step.besides && chosen.some((other) => other.name === step.besides)) continue;
  const companions = chosen.filter((other) => other.besides === step.name);
  for (const companion of companions)
    console.log(
      `\n━━ ${companion.name} (beside ${step.name}; its output follows it): ${companion.command}`,
    );
  const settings = Object.entries(step.env ?? {}).map(([name, value]) => `${name}=${value} `);
  console.log(`\n━━ ${step.name}: ${settings.join("")}${step.command}`);
  const beside = companions.map((companion) =>
    run(companion, path.join(reportsDir, `${companion.name}.log`)),
  );
  record(await run(step));
  for (const done of await Promise.all(beside)) {
    console.log(`\n━━ ${done.step.name} (ran beside ${step.name}): ${done.step.command}`);
    process.stdout.write(readFileSync(path.join(reportsDir, `${done.step.name}.log`), "utf8"));
    record(done);
  }
}

function readCounts(file: string, kind: Step["kind"]) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (kind === "vitest") {
    return {
      passed: report.numPassedTests ?? 0,
      failed:
        (report.numFailedTests ?? 0) +
        (report.numFailedTestSuites && !report.numFailedTests ? 1 : 0),
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

/** The first line of a failure's message, short enough for a summary. */
function firstLine(message: unknown): string {
  // Runners colour their messages; the summary is read as plain text.
  const line = stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .find((text) => text.trim());
  return line?.trim().slice(0, 300) ?? "";
}

type PlaywrightSuite = {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
};

function failedTests(file: string, kind: Step["kind"]): string[] {
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (kind === "vitest") {
    return (report.testResults ?? []).flatMap(
      (result: {
        name: string;
        message?: string;
        status: string;
        assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
      }) => {
        const where = path.relative(process.cwd(), result.name);
        const tests = (result.assertionResults ?? []).filter((t) => t.status === "failed");
        if (tests.length === 0 && result.status === "failed")
          return [`${where}: ${firstLine(result.message)}`];
        return tests.map((t) => `${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      },
    );
  }
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.suites ?? []).flatMap(walk),
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === "unexpected" || t.status === "flaky")
        .map((t) => {
          const error = t.results.find((r) => r.error)?.error?.message;
          return `${spec.file}:${spec.line} › ${spec.title} (${t.status}): ${firstLine(error)}`;
        }),
    ),
  ];
  return (report.suites ?? []).flatMap(walk);
}

if (failures.length > 0) console.log(`\n━━ failed tests\n${failures.join("\n")}`);
console.log(`\n━━ summary\n${outcomes.join("\n")}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(outcomes.some((o) => o.startsWith("FAIL")) ? 1 : 0);
