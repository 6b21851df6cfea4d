import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages } from "@tierwise/common/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../../test/factories.ts";
import { createHarness, type Harness, type TestClient } from "../../../test/harness.ts";
import { sessionCookieName } from "../../auth/session-token.ts";
import type { Company } from "../company.table.ts";
import { companyProfileAreas } from "../company-profile-area.table.ts";
import { financialStatements } from "../financial-statement.table.ts";
import { loadCompanyPdfData } from "./company-pdf-data.ts";
import { pdfText } from "./pdf-text.ts";
import { renderCompanyPdf } from "./render-company-pdf.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

let h: Harness;
let dataDir: string;
let member: TestClient;
let outsider: TestClient;
let parent: Company;
let company: Company;

/**
 * The text of an uncompressed pdfkit PDF: its standard-font text is hex strings inside TJ
 * arrays, in WinAnsi (Latin-1 for these characters). One line per TJ operator.
 */
function pdfTextContent(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\] TJ/g)) {
    const hex = [...(match[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("");
    lines.push(Buffer.from(hex, "hex").toString("latin1"));
  }
  return lines.join("\n");
}

async function bytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function get(client: TestClient | null, url: string) {
  return h.app.inject({
    method: "GET",
    url,
    headers: client?.cookie ? { cookie: `${sessionCookieName}=${client.cookie}` } : {},
  });
}

const statement = (companyId: string, fiscalYear: number) => ({
  companyId,
  fiscalYear,
  currency: "USD",
  totalAssets: 1_000_000 * fiscalYear,
  currentAssets: 400_000,
  cash: 100_000,
  inventory: 100_000,
  totalLiabilities: 600_000,
  currentLiabilities: 200_000,
  totalEquity: 400_000,
  retainedEarnings: 150_000,
  workingCapital: 200_000,
  revenue: 1_200_000,
  ebit: 90_000,
  netIncome: 60_000,
  operatingCashFlow: 80_000,
  capitalExpenditure: 30_000,
  freeCashFlow: 50_000,
  source: "dnb",
  fetchedAt: new Date(Date.UTC(2025, 2, 4)),
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-pdf-"));
  h = await createHarness({ DATA_DIR: dataDir });
  const db = h.database.db;
  const org = await buildOrganization(db);
  const other = await buildOrganization(db);
  const signIn = async (organizationId: string) => {
    const user = await buildUser(db, h.config, { memberships: [{ organizationId, role: "user" }] });
    return h.signIn(user.email, user.password);
  };
  member = await signIn(org.id);
  outsider = await signIn(other.id);
  parent = await buildCompany(db, { displayName: "Nordlicht Holding AG", familyRoleCode: "9141" });
  company = await buildCompany(db, {
    displayName: "Nordlicht Präzision GmbH",
    legalName: "Nordlicht Präzisionstechnik GmbH",
    duns: "314159265",
    naicsCode: "332710",
    naicsTitle: "Machine Shops",
    employeeCount: 420,
    revenueUsd: 64_000_000,
    creditScore: 77,
    securityRating: 710,
    securityGrade: "B",
    parentCompanyId: parent.id,
    familyRoleCode: "9155",
    provenance: { employeeCount: { source: "dnb", fetchedAt: "2025-02-01T00:00:00.000Z" } },
  });
  await db
    .insert(financialStatements)
    .values([2019, 2020, 2021, 2022, 2023, 2024].map((year) => statement(company.id, year)));
  const fetchedAt = new Date(Date.UTC(2025, 0, 5));
  await db.insert(companyProfileAreas).values([
    {
      companyId: company.id,
      area: "keyExecutives",
      source: "pitchbook",
      fetchedAt,
      records: [
        {
          name: "Ingrid Łukasiewicz",
          title: "Chief Executive Officer",
          since: "2019-04-01",
          nationality: "PL",
        },
      ],
    },
    {
      companyId: company.id,
      area: "fundingRounds",
      source: "cbinsights",
      fetchedAt,
      records: [
        {
          announcedOn: "2023-06-01",
          roundType: "Series C",
          amountUsd: 25_000_000,
          investors: [{ slug: "fjord", name: "Fjord Capital" }],
        },
      ],
    },
    {
      companyId: company.id,
      area: "sanctions",
      source: "opensanctions",
      fetchedAt,
      records: [
        {
          listName: "EU Consolidated",
          program: "RUSSIA",
          listedOn: "2022-03-01",
          matchedName: "Nordlicht",
          subject: "company",
          score: 88,
        },
        {
          listName: "OFAC SDN",
          program: "SDGT",
          listedOn: null,
          matchedName: "Nordlicht",
          subject: "executive",
          score: 84,
        },
      ],
    },
    {
      companyId: company.id,
      area: "esg",
      source: "tierwise",
      fetchedAt,
      records: [
        { year: 2023, environmental: 50, social: 60, governance: 70, total: 61.5 },
        { year: 2024, environmental: 55, social: 62, governance: 71, total: 63.4 },
      ],
    },
  ]);
});

afterAll(async () => {
  await h.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("profile PDF contents", () => {
  it("prints the header, metrics, five years of financials, people, compliance, family and sources", async () => {
    const data = await loadCompanyPdfData(
      { db: h.database.db, config: h.config },
      company,
      { all: true, covers: () => true },
      new Date(Date.UTC(2026, 10, 22, 9, 30)),
    );
    const pdf = await bytes(renderCompanyPdf(data, { compress: false }));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfTextContent(pdf);
    expect(text).toContain("Nordlicht Präzision GmbH");
    expect(text).toContain("Nordlicht Präzisionstechnik GmbH");
    expect(text).toContain("314159265");
    expect(text).toContain("332710 Machine Shops");
    expect(text).toContain("Hamburg, Germany");
    expect(text).toContain("Financials, last 5 years (USD)");
    for (const year of ["2020", "2021", "2022", "2023", "2024"]) expect(text).toContain(year);
    expect(text).not.toMatch(/^2019$/m);
    // Ł is outside the standard font's encoding: it prints without its stroke.
    expect(text).toContain("Ingrid Lukasiewicz");
    expect(text).toContain("Fjord Capital");
    expect(text).toMatch(/Sanctions matches\n2/);
    expect(text).toContain("63.4");
    expect(text).toContain("Nordlicht Holding AG");
    expect(text).toContain("Subsidiary");
    expect(text).toContain("pitchbook");
    expect(text).toContain("2025-01-05");
    expect(text).toContain("Company record: employeeCount");
    expect(text).toContain("Generated 2026-11-22 09:30 UTC by Tierwise");
  });

  it("keeps text printable with the built-in font", () => {
    expect(pdfText("Müller & Søn – “Ölwerk”")).toBe("Müller & Søn – “Ölwerk”");
    expect(pdfText("Şişecam Łódź")).toBe("Sisecam Lódz");
    expect(pdfText("東京")).toBe("??");
    expect(pdfText(null)).toBe("—");
  });
});

describe("GET /company-pdf/:companyId", () => {
  it("renders the profile inline for a signed-in member, framable by the app only", async () => {
    const res = await get(member, `/company-pdf/${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="/);
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.subarray(-6).toString()).toContain("%%EOF");
    // The document information is not compressed: the title (UTF-16BE) names the company.
    const title = Buffer.from("Nordlicht Präzision GmbH", "utf16le").swap16();
    expect(res.rawPayload.includes(title)).toBe(true);
  });

  it("needs a session and a visible company", async () => {
    expect((await get(null, `/company-pdf/${company.id}`)).statusCode).toBe(401);
    expect((await get(member, `/company-pdf/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(member, "/company-pdf/not-a-uuid")).statusCode).toBe(404);
    const draft = await buildCompany(h.database.db, { statusCode: "draft" });
    expect((await get(member, `/company-pdf/${draft.id}`)).statusCode).toBe(404);
  });
});

describe("PDF download", () => {
  const startPdf = `mutation($id: ID!) { startPdfDownload(companyId: $id) {
    __typename ... on ExportJob { id kind format status fileName pageUrl downloadUrl }
    ... on Error { message } } }`;
  const readJob = `query($id: ID!) { exportJob(id: $id) {
    __typename ... on ExportJob { status progress downloadUrl } } }`;

  it("prepares the PDF in the background for /pdf-download/{uuid}", async () => {
    const job = (await member.gql<Any>(startPdf, { id: company.id })).data?.startPdfDownload;
    expect(job).toMatchObject({
      __typename: "ExportJob",
      kind: "PDF",
      format: "PDF",
      status: "QUEUED",
      pageUrl: `/pdf-download/${job.id}`,
    });
    expect(job.fileName).toMatch(
      new RegExp(`^${company.slug}-profile-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    await h.runJobs();
    const done = (await member.gql<Any>(readJob, { id: job.id })).data?.exportJob;
    expect(done).toMatchObject({ status: "DONE", progress: 100 });
    expect(done.downloadUrl).toBe(`/pdf-download/${job.id}/file`);
    const file = await get(member, done.downloadUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="/);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await get(outsider, done.downloadUrl)).statusCode).toBe(404);
    expect((await get(member, `/export-companies-download/${job.id}/file`)).statusCode).toBe(404);
    expect((await outsider.gql<Any>(readJob, { id: job.id })).data?.exportJob.__typename).toBe(
      "NotFoundError",
    );
  });

  it("refuses unknown and malformed company ids, and visitors", async () => {
    const unknown = (await member.gql<Any>(startPdf, { id: crypto.randomUUID() })).data;
    expect(unknown?.startPdfDownload.__typename).toBe("NotFoundError");
    const malformed = (await member.gql<Any>(startPdf, { id: "42" })).data;
    expect(malformed?.startPdfDownload).toMatchObject({
      __typename: "InvalidIdError",
      message: messages.invalidCompanyId,
    });
    const visitor = await h.client().gql<Any>(startPdf, { id: company.id });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
