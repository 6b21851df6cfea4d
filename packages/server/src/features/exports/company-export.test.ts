import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany, grantReports } from "../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import { sessionCookieName } from "../auth/session-token.ts";
import type { Company } from "../companies/company.table.ts";
import { companies } from "../companies/company.table.ts";
import { companyExportHeaders } from "./company-export-columns.ts";
import { exportJobs } from "./export-job.table.ts";
import { writeCompanyExport } from "./write-company-export.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let dataDir: string;
let owner: TestClient;
let colleague: TestClient;
let outsider: TestClient;
let searcher: TestClient;
let selection: Company[];
let hidden: Company;

const jobFields = `id kind format status progress rowCount fileName error pageUrl downloadUrl expiresAt`;
const startExport = `mutation($format: CompanyExportFormat!, $ids: [ID!], $search: JSON) {
  startCompanyExport(format: $format, companyIds: $ids, searchParams: $search) {
    __typename
    ... on ExportJob { ${jobFields} }
    ... on Error { message }
    ... on LimitReachedError { limit }
    ... on ConnectedObjectNotFoundError { type missingId: id }
  } }`;
const readJob = `query($id: ID!) { exportJob(id: $id) {
  __typename ... on ExportJob { ${jobFields} } ... on Error { message } } }`;

async function start(client: TestClient, variables: Record<string, unknown>): Promise<Any> {
  const answer = await client.gql<Any>(startExport, variables);
  if (!answer.data?.startCompanyExport) throw new Error(JSON.stringify(answer));
  return answer.data.startCompanyExport;
}

async function readBack(client: TestClient, id: string): Promise<Any> {
  return (await client.gql<Any>(readJob, { id })).data?.exportJob;
}

function download(client: TestClient | null, url: string) {
  return h.app.inject({
    method: "GET",
    url,
    headers: client?.cookie ? { cookie: `${sessionCookieName}=${client.cookie}` } : {},
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-exports-"));
  h = await createHarness({ DATA_DIR: dataDir });
  const db = h.database.db;
  const org = await buildOrganization(db, { settings: { featureFlags: { advancedSearch: true } } });
  await grantReports(db, org.id);
  const other = await buildOrganization(db);
  const member = async (organizationId: string) => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role: "user" }],
    });
    return h.signIn(user.email, user.password);
  };
  owner = await member(org.id);
  colleague = await member(org.id);
  outsider = await member(other.id);
  searcher = owner;
  selection = [
    await buildCompany(db, {
      displayName: "Zephyr Export Logistics",
      legalName: "Zephyr Export Logistics GmbH",
      duns: "012345678",
      naicsCode: "484110",
      naicsTitle: "General Freight Trucking, Local",
      employeeCount: 1250,
      revenueUsd: 98_500_000,
      revenueGrowth: -3.5,
      creditScore: 71,
      securityRating: 640,
      securityGrade: "C",
    }),
    // A name crafted to run as a formula when the CSV is opened.
    await buildCompany(db, { displayName: '=HYPERLINK("http://evil.test","Zephyr Export")' }),
    await buildCompany(db, {
      displayName: "Zephyr Export Metals",
      countryCode: "FR",
      city: "Lyon",
    }),
  ];
  hidden = await buildCompany(db, { displayName: "Zephyr Export Draft", statusCode: "draft" });
});

afterAll(async () => {
  await h.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("exporting a selection", () => {
  it("prepares a CSV in the background and serves it to its owner", async () => {
    const ids = selection.map((c) => c.id);
    const job = await start(owner, { format: "CSV", ids });
    expect(job).toMatchObject({
      __typename: "ExportJob",
      kind: "COMPANIES",
      format: "CSV",
      status: "QUEUED",
      progress: 0,
      downloadUrl: null,
      pageUrl: `/export-companies-download/${job.id}`,
    });
    expect(job.fileName).toMatch(/^tierwise-companies-\d{4}-\d{2}-\d{2}\.csv$/);

    await h.runJobs();
    const done = await readBack(owner, job.id);
    expect(done).toMatchObject({ status: "DONE", progress: 100, rowCount: 3, error: null });
    expect(done.downloadUrl).toBe(`/export-companies-download/${job.id}/file`);

    const res = await download(owner, done.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain(`attachment; filename="${job.fileName}"`);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const text = res.body;
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(companyExportHeaders.join(","));
    expect(lines).toHaveLength(5); // header, three companies, and the final line end
    const first = lines[1]?.split(",") ?? [];
    expect(first.slice(0, 5)).toEqual([
      "Zephyr Export Logistics",
      "Zephyr Export Logistics GmbH",
      "012345678",
      "",
      "active",
    ]);
    expect(lines[1]).toContain('"484110 General Freight Trucking, Local"');
    // Negative numbers stay numbers; text that would run as a formula is quoted out.
    expect(lines[1]).toContain(",1250,98500000,-3.5,71,");
    expect(lines[1]).toContain(`/company/${selection[0]?.slug}`);
    expect(lines[2]?.startsWith('"\'=HYPERLINK(""http://evil.test"",""Zephyr Export"")"')).toBe(
      true,
    );
    expect(lines[3]).toContain("Zephyr Export Metals");
    expect(lines[3]).toContain(",France,,Lyon,");
  });

  it("prepares an XLSX with a bold, frozen header and typed cells", async () => {
    const job = await start(owner, { format: "XLSX", ids: selection.map((c) => c.id) });
    await h.runJobs();
    const done = await readBack(owner, job.id);
    expect(done).toMatchObject({ status: "DONE", rowCount: 3 });
    const res = await download(owner, done.downloadUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Companies");
    if (!sheet) throw new Error("no Companies sheet");
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, ...companyExportHeaders]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const row = sheet.getRow(2);
    const column = (header: string) => companyExportHeaders.indexOf(header) + 1;
    expect(row.getCell(column("Display name")).value).toBe("Zephyr Export Logistics");
    expect(row.getCell(column("DUNS")).value).toBe("012345678");
    expect(row.getCell(column("Employees")).value).toBe(1250);
    expect(row.getCell(column("Employees")).numFmt).toBe("#,##0");
    expect(row.getCell(column("Revenue growth (%)")).value).toBe(-3.5);
    expect(row.getCell(column("Security grade")).value).toBe("C");
    // XLSX stores text as text: no formula runs, so the name is kept exactly.
    expect(sheet.getRow(3).getCell(1).value).toBe('=HYPERLINK("http://evil.test","Zephyr Export")');
  });

  it("refuses bad selections", async () => {
    const hiddenAnswer = await start(owner, { format: "CSV", ids: [selection[0]?.id, hidden.id] });
    expect(hiddenAnswer).toMatchObject({
      __typename: "ConnectedObjectNotFoundError",
      type: "Company",
      missingId: hidden.id,
    });
    const invalid = await start(owner, { format: "CSV", ids: ["not-a-uuid"] });
    expect(invalid).toMatchObject({
      __typename: "InvalidIdError",
      message: messages.invalidCompanyId,
    });
    expect((await start(owner, { format: "CSV", ids: [] })).__typename).toBe("ValidationError");
    expect((await start(owner, { format: "CSV" })).__typename).toBe("ValidationError");
    const both = await start(owner, { format: "CSV", ids: [selection[0]?.id], search: {} });
    expect(both.__typename).toBe("ValidationError");
  });

  it("allows at most 10,000 companies", async () => {
    const ids = Array.from({ length: 10_001 }, () => crypto.randomUUID());
    const answer = await start(owner, { format: "XLSX", ids });
    expect(answer).toMatchObject({ __typename: "LimitReachedError", limit: 10_000 });
    const count = await h.database.db.$count(exportJobs);
    expect(count).toBe(2);
  });

  it("needs a signed-in member of an organisation", async () => {
    const answer = await h.client().gql<Any>(startExport, { format: "CSV", ids: [] });
    expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("large exports", () => {
  it("are written 500 companies at a time, reporting progress after each step", async () => {
    const rows = await h.database.db
      .insert(companies)
      .values(
        Array.from({ length: 1200 }, (_, i) => ({
          slug: `bulk-export-${i}-${crypto.randomUUID()}`,
          displayName: `Bulk Export ${String(i).padStart(4, "0")}`,
        })),
      )
      .returning({ id: companies.id });
    const shares: number[] = [];
    const file = path.join(dataDir, "bulk.csv");
    const { rowCount } = await writeCompanyExport({
      db: h.database.db,
      ids: rows.map((row) => row.id),
      format: "CSV",
      path: file,
      publicUrl: "https://tierwise.test",
      coverage: { all: true, covers: () => true },
      onProgress: async (share) => {
        shares.push(share);
      },
    });
    expect(rowCount).toBe(1200);
    expect(shares).toEqual([500 / 1200, 1000 / 1200, 1]);
    const { readFile } = await import("node:fs/promises");
    const lines = (await readFile(file, "utf8")).split("\r\n");
    expect(lines[1]?.startsWith("Bulk Export 0000,")).toBe(true);
    expect(lines[1200]?.startsWith("Bulk Export 1199,")).toBe(true);
    expect(lines[1]).toContain(",https://tierwise.test/company/bulk-export-0-");
  });
});

describe("exporting search results", () => {
  it("exports every result of an advanced search, in result order", async () => {
    const search = { query: "Zephyr Export", sort: "displayName", sortDirection: "asc" };
    const job = await start(searcher, { format: "CSV", search });
    expect(job.__typename).toBe("ExportJob");
    await h.runJobs();
    const done = await readBack(searcher, job.id);
    expect(done.status).toBe("DONE");
    const res = await download(searcher, done.downloadUrl);
    const names = res.body
      .slice(1)
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[0]);
    expect(names).toContain("Zephyr Export Logistics");
    expect(names).toContain("Zephyr Export Metals");
    expect(names).not.toContain("Zephyr Export Draft");
  });
});

describe("who may see a job", () => {
  it("is the owner only: colleagues, other organisations and visitors get nothing", async () => {
    const job = await start(owner, { format: "CSV", ids: [selection[0]?.id] });
    await h.runJobs();
    const url = `/export-companies-download/${job.id}/file`;

    expect((await readBack(colleague, job.id)).__typename).toBe("NotFoundError");
    expect((await readBack(outsider, job.id)).__typename).toBe("NotFoundError");
    expect((await readBack(owner, crypto.randomUUID())).__typename).toBe("NotFoundError");
    expect((await readBack(owner, "nope")).__typename).toBe("NotFoundError");

    expect((await download(colleague, url)).statusCode).toBe(404);
    expect((await download(outsider, url)).statusCode).toBe(404);
    expect((await download(null, url)).statusCode).toBe(401);
    // A company export is not served under the PDF path, nor the other way round.
    expect((await download(owner, `/pdf-download/${job.id}/file`)).statusCode).toBe(404);
    expect((await download(owner, url)).statusCode).toBe(200);

    const retried = (
      await colleague.gql<Any>(`mutation($id: ID!) { retryExportJob(id: $id) { __typename } }`, {
        id: job.id,
      })
    ).data?.retryExportJob;
    expect(retried.__typename).toBe("NotFoundError");
  });
});

describe("failures and expiry", () => {
  it("reports a failed job without its internals, and a retry prepares the file again", async () => {
    const job = await start(owner, { format: "CSV", ids: [selection[0]?.id] });
    // A file path below a regular file cannot be created.
    const blocked = path.join(dataDir, "exports", "blocked");
    await h.database.db
      .update(exportJobs)
      .set({ filePath: path.join(blocked, "x.csv") })
      .where(eq(exportJobs.id, job.id));
    const { writeFile, mkdir } = await import("node:fs/promises");
    await mkdir(path.dirname(blocked), { recursive: true });
    await writeFile(blocked, "");
    await h.runJobs();
    const failed = await readBack(owner, job.id);
    expect(failed).toMatchObject({ status: "FAILED", downloadUrl: null });
    expect(failed.error).toBe("The file could not be prepared. Please try again.");
    expect((await download(owner, `/export-companies-download/${job.id}/file`)).statusCode).toBe(
      404,
    );

    const retried = (
      await owner.gql<Any>(
        `mutation($id: ID!) { retryExportJob(id: $id) { __typename ... on ExportJob { id status fileName } } }`,
        { id: job.id },
      )
    ).data?.retryExportJob;
    expect(retried).toMatchObject({ __typename: "ExportJob", status: "QUEUED" });
    expect(retried.id).not.toBe(job.id);
    expect(retried.fileName).toMatch(/^tierwise-companies-\d{4}-\d{2}-\d{2}\.csv$/);
    await h.runJobs();
    expect((await readBack(owner, retried.id)).status).toBe("DONE");
  });

  it("shows a job whose process died as failed", async () => {
    const job = await start(owner, { format: "CSV", ids: [selection[0]?.id] });
    await h.database.db
      .update(exportJobs)
      .set({ status: "running", updatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(exportJobs.id, job.id));
    expect((await readBack(owner, job.id)).status).toBe("FAILED");
  });

  it("forgets expired jobs and removes their files", async () => {
    const job = await start(owner, { format: "CSV", ids: [selection[0]?.id] });
    await h.runJobs();
    const [row] = await h.database.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    expect(row && existsSync(row.filePath)).toBe(true);
    await h.database.db
      .update(exportJobs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(exportJobs.id, job.id));
    expect((await readBack(owner, job.id)).__typename).toBe("NotFoundError");
    expect((await download(owner, `/export-companies-download/${job.id}/file`)).statusCode).toBe(
      404,
    );
    // The next export sweeps expired ones away.
    await start(owner, { format: "CSV", ids: [selection[0]?.id] });
    await h.runJobs();
    expect(row && existsSync(row.filePath)).toBe(false);
    expect(await h.database.db.$count(exportJobs, eq(exportJobs.id, job.id))).toBe(0);
  });
});
