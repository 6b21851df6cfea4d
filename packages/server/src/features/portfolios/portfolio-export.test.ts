import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../test/company-factory.ts";
import { createHarness, type Harness, type TestClient } from "../../test/harness.ts";
import {
  buildPortfolioOrganization,
  call,
  createPortfolio,
  ops,
} from "../../test/portfolio-operations.ts";
import { sessionCookieName } from "../auth/session-token.ts";

let h: Harness;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-portfolio-export-"));
  h = await createHarness({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await h.close();
  await rm(dataDir, { recursive: true, force: true });
});

const startExport = `mutation($format: CompanyExportFormat!, $portfolioId: ID, $includeDescendants: Boolean, $ids: [ID!]) {
  startCompanyExport(format: $format, portfolioId: $portfolioId, includeDescendants: $includeDescendants, companyIds: $ids) {
    __typename ... on ExportJob { id status rowCount fileName downloadUrl progress } ... on Error { message } } }`;
const readJob = `query($id: ID!) { exportJob(id: $id) { __typename ... on ExportJob { id status rowCount progress downloadUrl } } }`;

async function csvNames(client: TestClient, url: string) {
  const res = await h.app.inject({
    method: "GET",
    url,
    headers: { cookie: `${sessionCookieName}=${client.cookie}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body
    .slice(1)
    .split("\r\n")
    .slice(1, -1)
    .map((line) => line.split(",")[0]);
}

describe("exporting a portfolio's companies", () => {
  it("exports the portfolio, or with its descendants, through the same job, progress and download", async () => {
    const { member } = await buildPortfolioOrganization(h);
    const owner = await member();
    const stranger = await member();
    const db = h.database.db;
    const names = ["Orchid Metals", "Lotus Freight", "Iris Chemicals"];
    const made: Awaited<ReturnType<typeof buildCompany>>[] = [];
    for (const displayName of names) made.push(await buildCompany(db, { displayName }));
    const top = await createPortfolio(owner.client, "Strategic suppliers");
    const sub = await createPortfolio(owner.client, "Tier 1", top.id);
    await call(owner.client, ops.add, {
      portfolioIds: [top.id],
      companyIds: [made[0]?.id, made[1]?.id],
    });
    await call(owner.client, ops.add, {
      portfolioIds: [sub.id],
      companyIds: [made[1]?.id, made[2]?.id],
    });

    const direct = await call(owner.client, startExport, { format: "CSV", portfolioId: top.id });
    expect(direct).toMatchObject({ __typename: "ExportJob", status: "QUEUED", progress: 0 });
    expect(direct.fileName).toMatch(/^strategic-suppliers-companies-\d{4}-\d{2}-\d{2}\.csv$/);
    const all = await call(owner.client, startExport, {
      format: "CSV",
      portfolioId: top.id,
      includeDescendants: true,
    });
    await h.runJobs();
    const doneDirect = await call(owner.client, readJob, { id: direct.id });
    expect(doneDirect).toMatchObject({ status: "DONE", rowCount: 2, progress: 100 });
    expect(await csvNames(owner.client, doneDirect.downloadUrl)).toEqual([
      "Lotus Freight",
      "Orchid Metals",
    ]);
    const doneAll = await call(owner.client, readJob, { id: all.id });
    expect(doneAll.rowCount).toBe(3);
    expect(await csvNames(owner.client, doneAll.downloadUrl)).toEqual([
      "Iris Chemicals",
      "Lotus Freight",
      "Orchid Metals",
    ]);

    // Someone who cannot see the portfolio cannot export it; one scope at a time; not empty.
    expect(
      (await call(stranger.client, startExport, { format: "CSV", portfolioId: top.id })).__typename,
    ).toBe("NotFoundError");
    expect(
      (
        await call(owner.client, startExport, {
          format: "CSV",
          portfolioId: top.id,
          ids: [made[0]?.id],
        })
      ).__typename,
    ).toBe("ValidationError");
    const empty = await createPortfolio(owner.client, "Empty");
    expect(
      (await call(owner.client, startExport, { format: "XLSX", portfolioId: empty.id })).message,
    ).toBe("The portfolio has no companies to export.");
  });
});
