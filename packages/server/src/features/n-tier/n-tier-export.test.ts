import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import { companiesNamed, nTierOrganization, relate, site } from "./n-tier-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

// T1 is tier 1; S2 (a name made to run as a formula) supplies it; D3 supplies S2 from two
// sites. Secret supplies T1 only in the other organisation's declared relations.
const evil = '=HYPERLINK("http://evil.test","S2")';
let h: Harness;
let dataDir: string;
let ids: Record<string, string>;
let acme: TestClient;
let plain: TestClient;

const start = `mutation($format: CompanyExportFormat!, $filter: NTierFilter, $sort: NTierSort) {
  startNTierExport(format: $format, filter: $filter, sort: $sort) {
    __typename ... on ExportJob { id kind status } ... on Error { message } } }`;
const readJob = `query($id: ID!) { exportJob(id: $id) {
  ... on ExportJob { kind status rowCount pageUrl downloadUrl } } }`;

/** Starts an export, runs the job and downloads the file. */
async function exported(client: TestClient, variables: Record<string, unknown>) {
  const started = await client.gql<Any>(start, variables);
  const job = started.data?.startNTierExport;
  if (job?.__typename !== "ExportJob") throw new Error(JSON.stringify(started));
  await h.runJobs();
  const done = (await client.gql<Any>(readJob, { id: job.id })).data.exportJob;
  expect(done).toMatchObject({ kind: "N_TIER", status: "DONE" });
  expect(done.pageUrl).toBe(`/export-companies-download/${job.id}`);
  const res = await h.app.inject({
    method: "GET",
    url: done.downloadUrl,
    headers: { cookie: `${sessionCookieName}=${client.cookie}` },
  });
  expect(res.statusCode).toBe(200);
  return { done, res };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-n-tier-export-"));
  h = await createHarness({ DATA_DIR: dataDir });
  const db = h.database.db;
  ids = await companiesNamed(db, ["T1", evil, "D3", "Secret"]);
  const s2 = ids[evil] as string;
  await relate(db, s2, ids.T1 as string, "frames");
  await relate(db, ids.D3 as string, s2, "steel");
  await site(db, ids.D3 as string, "PL");
  await site(db, ids.D3 as string, "CZ");
  const all = { nTier: true, nTierCentralityScore: true, nTierImpact: true };
  acme = (await nTierOrganization(h, all, [ids.T1 as string])).client;
  const other = await nTierOrganization(h, { nTier: true }, [ids.T1 as string]);
  plain = other.client;
  await relate(db, ids.Secret as string, ids.T1 as string, "secret part", other.organization.id);
}, 60_000);
afterAll(async () => {
  await h.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("exporting the n-tier table", () => {
  it("writes the filtered network to CSV, formulas neutralised, measures with their flags", async () => {
    const { done, res } = await exported(acme, { format: "CSV", filter: { tiers: [2, 3] } });
    expect(done.rowCount).toBe(2);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Tier,Country,Industry,Parts,Has risks,Risks,Sites,Centrality,Degree,Impact,Profile URL",
    );
    // Tier order: S2 (tier 2) then D3 (tier 3); the formula-like name starts with a quote.
    expect(lines[1]?.startsWith(`"'=HYPERLINK(""http://evil.test"",""S2"")",2,Germany,`)).toBe(
      true,
    );
    expect(lines[1]).toContain(",frames,No,0,0,");
    expect(lines[2]).toMatch(/^D3,3,Germany,[^,]*,steel,No,0,2,0(\.\d+)?,1,1,http/);
    expect(lines).toHaveLength(3);
  });

  it("leaves out centrality and impact without their flags, and another organisation's relations", async () => {
    const { done, res } = await exported(plain, { format: "XLSX" });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(1);
    if (!sheet) throw new Error("no sheet");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(
      ["Name", "Tier", "Country", "Industry", "Parts", "Has risks"].concat([
        "Risks",
        "Sites",
        "Profile URL",
      ]),
    );
    const names = [2, 3, 4, 5].map((r) => sheet.getRow(r).getCell(1).value);
    // This organisation declared Secret → T1: it is in its file, at tier 2.
    expect(names).toEqual(["T1", evil, "Secret", "D3"]);
    expect(done.rowCount).toBe(4);
    const mine = await exported(acme, { format: "CSV", filter: { search: "Secret" } }).catch(
      (error: Error) => error,
    );
    expect(String(mine)).toContain("No companies of the network match the filter.");
  });

  it("lists the rows in the table's order when one was chosen", async () => {
    // The neutralised formula's first cell, up to its first comma.
    const quotedEvil = `"'=HYPERLINK(""http://evil.test""`;
    const firstColumn = (body: string) =>
      body
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[0]);
    const byName = await exported(acme, {
      format: "CSV",
      sort: { field: "name", direction: "desc" },
    });
    expect(firstColumn(byName.res.body)).toEqual(["T1", "D3", quotedEvil]);
    // Without nTierImpact an order by impact would leak it: name order, as in the table.
    const byImpact = await exported(plain, {
      format: "CSV",
      sort: { field: "impact", direction: "desc" },
    });
    expect(firstColumn(byImpact.res.body)).toEqual([quotedEvil, "D3", "Secret", "T1"]);
  });

  it("is refused without nTier", async () => {
    const { client } = await nTierOrganization(h, { nTier: false }, [ids.T1 as string]);
    const answer = await client.gql<Any>(start, { format: "CSV" });
    expect(answer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
