import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../test/database.ts";
import { fixture, readCsvReport, scratchDir } from "./import-test-support.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, "../import-cli.ts");
const sanctionsFixture = (name: string) =>
  path.join(here, "../features/companies/sanctions/fixtures", name);

let dir: string;
const run = (...args: string[]) => {
  const result = spawnSync(process.execPath, [cli, ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: path.join(dir, "data"),
      LOG_LEVEL: "silent",
    },
    timeout: 120_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
};

// The command opens the database the server would (an embedded one here); what it does with
// the data is covered against both databases by the other import tests.
describe.skipIf(testDatabaseKind !== "pglite")("npm run import", () => {
  beforeAll(() => {
    dir = scratchDir();
  });

  it("imports a file, prints the summary and writes the report beside it", () => {
    const input = path.join(dir, "companies-bad.csv");
    copyFileSync(fixture("companies-bad.csv"), input);
    const { code, out, err } = run(input);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("read 8, inserted 4, updated 0, unchanged 0, rejected 4, warnings 2");
    expect(out).toContain('note: Column "favouriteColour" is not a company field and was ignored.');
    const report = path.join(dir, "companies-bad.import-report.csv");
    expect(out).toContain(
      `4 rejected and 2 warned rows are listed with their reasons in ${report}`,
    );
    expect(readCsvReport(report).filter((r) => r.outcome === "rejected")).toHaveLength(4);
  }, 120_000);

  it("loads a sanctions list and screens the companies", () => {
    const { code, out } = run(
      "--sanctions",
      "ofac",
      sanctionsFixture("sdn.csv"),
      sanctionsFixture("alt.csv"),
    );
    expect(code).toBe(0);
    expect(out).toContain("ofac: 5 entries (2 entities, 1 people, 2 other), 8 names");
    // The four companies the first test imported.
    expect(out).toMatch(/Sanctions screening \(ofac\): 4 companies, 0 matched, 0 matches/);
  }, 120_000);

  it("stops with a message, not a stack trace, when the file cannot be read", () => {
    const missing = run(path.join(dir, "nowhere.csv"));
    expect(missing.code).toBe(1);
    expect(missing.err.trim()).toBe(`File not found: ${path.join(dir, "nowhere.csv")}`);
    expect(existsSync(path.join(dir, "nowhere.import-report.csv"))).toBe(false);

    const usage = run();
    expect(usage.code).toBe(2);
    expect(usage.err).toContain("Usage:");
    expect(run("x.csv", "--area", "gossip").err).toContain('Unknown area "gossip"');
  }, 120_000);
});
