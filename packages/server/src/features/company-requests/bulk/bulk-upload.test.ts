import { Readable } from "node:stream";
import { attachmentTooLargeMessage, maxAttachmentBytes } from "@tierwise/common/comments";
import { requestLimits, requestMessages } from "@tierwise/common/company-requests";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { fileStoreFor } from "../../../files/file-store.ts";
import { sharedStringBomb } from "../../../import/xlsx-test-support.ts";
import { commentAttachments } from "../../comments/comment.table.ts";
import {
  type Any,
  allRows,
  bulkOps,
  call,
  createFromFile,
  uploadList,
  useBulkWorld,
} from "./bulk-test-support.ts";

const suite = useBulkWorld();

/** `size` bytes of a CSV supplier list, generated as the request streams. */
const generatedCsv = (size: number) => () =>
  (async function* () {
    yield Buffer.from("Supplier,Country\n");
    const line = Buffer.from("Northwind Traders,Germany\n".repeat(40_000));
    for (let sent = 0; sent < size; sent += line.length) {
      yield line.subarray(0, Math.min(line.length, size - sent));
    }
  })();

describe("uploading a supplier list (POST /upload-attachments, type company-request-bulk)", () => {
  it("takes CSV, XLS, XLSX and JSON only, checked by content, and only from people who may make bulk requests", async () => {
    const admin = suite.world.people.admin.client;
    const pdf = await uploadList(suite.h, admin, [
      { name: "list.pdf", data: Buffer.from("%PDF-1.7") },
    ]);
    expect(pdf).toMatchObject({
      status: 400,
      body: {
        error: "File(s) list.pdf could not be attached. Valid formats are csv, xls, xlsx, json.",
      },
    });
    // A zip (or an executable) named .csv is no text.
    const disguised = await uploadList(suite.h, admin, [
      { name: "list.csv", data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]) },
    ]);
    expect(disguised.status).toBe(400);
    const member = await uploadList(suite.h, suite.world.people.member.client, [
      { name: "list.csv", data: Buffer.from("Supplier\nAcme\n") },
    ]);
    expect(member.status).toBe(403);
  });

  it("refuses a 100 MB list with the endpoint's size message and keeps nothing", async () => {
    const answer = await uploadList(suite.h, suite.world.people.admin.client, [
      { name: "huge.csv", data: generatedCsv(100 * 1024 * 1024) },
    ]);
    expect(maxAttachmentBytes).toBeLessThan(100 * 1024 * 1024);
    expect(answer).toMatchObject({
      status: 400,
      body: { error: attachmentTooLargeMessage(["huge.csv"]) },
    });
  }, 120_000);
});

describe("createBulkRequest", () => {
  it("reads a UTF-8 file with a byte-order mark, skips empty rows and proposes a mapping", async () => {
    const csv =
      "\uFEFFSupplier Name,Country,Web,D-U-N-S,GICS Sector\n" +
      "Müller Stahl GmbH,Deutschland,mueller-stahl.example,804735132,Materials\n" +
      ",,,,\n" +
      "\n" +
      "Contoso Manufacturing,USA,contoso.example,150000015,Industrials\n";
    const bulk = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "suppliers.csv",
      csv,
    );
    expect(bulk).toMatchObject({
      filename: "suppliers.csv",
      status: "uploaded",
      rowCount: 2,
      headers: ["Supplier Name", "Country", "Web", "D-U-N-S", "GICS Sector"],
      mapping: null,
      mappingRemembered: false,
    });
    const proposed = Object.fromEntries(bulk.proposedMapping.map((c: Any) => [c.header, c.target]));
    expect(proposed).toEqual({
      "Supplier Name": "companyName",
      Country: "country",
      Web: "website",
      "D-U-N-S": "duns",
      "GICS Sector": "ignore",
    });
    const country = bulk.proposedMapping.find((c: Any) => c.header === "Country");
    expect(country).toMatchObject({ confidence: 1, samples: ["Deutschland", "USA"] });
    const rows = await allRows(suite.world.people.admin.client, bulk.id);
    // Rows are numbered by their line in the file (the header is line 1), blank ones skipped.
    expect(rows.map((r: Any) => [r.rowNumber, r.raw["Supplier Name"], r.outcome])).toEqual([
      [2, "Müller Stahl GmbH", null],
      [5, "Contoso Manufacturing", null],
    ]);
  });

  it("reads a Windows-1252 file (not UTF-8) as the characters it holds", async () => {
    const latin1 = Buffer.from(
      "Lieferant;Land;Straße\nMüller & Söhne;Österreich;Hauptstraße 5\nCafé Noël SARL;France;Rue de l'Église\n",
      "latin1",
    );
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(latin1)).toThrow();
    const bulk = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "lieferanten.csv",
      latin1,
    );
    expect(bulk.headers).toEqual(["Lieferant", "Land", "Straße"]);
    const rows = await allRows(suite.world.people.admin.client, bulk.id);
    expect(rows.map((r: Any) => r.raw)).toEqual([
      { Lieferant: "Müller & Söhne", Land: "Österreich", Straße: "Hauptstraße 5" },
      { Lieferant: "Café Noël SARL", Land: "France", Straße: "Rue de l'Église" },
    ]);
  });

  it("reads the first sheet of an XLSX workbook", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Suppliers");
    sheet.addRow(["Vendor", "DUNS", "Since"]);
    sheet.addRow(["Fabrikam Industries", 150000023, new Date(Date.UTC(2020, 0, 31))]);
    sheet.addRow([]);
    sheet.addRow(["Tailspin Toys", "004735132", null]);
    workbook.addWorksheet("Notes").addRow(["not read"]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const bulk = await createFromFile(
      suite.h,
      suite.world.people.admin.client,
      "vendors.xlsx",
      data,
    );
    expect(bulk).toMatchObject({ headers: ["Vendor", "DUNS", "Since"], rowCount: 2 });
    const rows = await allRows(suite.world.people.admin.client, bulk.id);
    expect(rows.map((r: Any) => [r.rowNumber, r.raw])).toEqual([
      [2, { Vendor: "Fabrikam Industries", DUNS: "150000023", Since: "2020-01-31" }],
      [4, { Vendor: "Tailspin Toys", DUNS: "004735132" }],
    ]);
  });

  it("refuses a file without rows and one with more rows than a bulk request takes", async () => {
    const admin = suite.world.people.admin.client;
    for (const data of ["Supplier,Country\n\n,\n", ""]) {
      const sent = await uploadList(suite.h, admin, [
        { name: "empty.csv", data: Buffer.from(data || " ") },
      ]);
      const key = (sent.body as Any)[0]?.key;
      const answer = await call(admin, bulkOps.create, { fileKey: key, filename: "empty.csv" });
      expect(answer).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ path: "fileKey", message: requestMessages.noRowsFound }],
      });
    }
    const lines = [
      "Supplier",
      ...Array.from({ length: requestLimits.bulkMaxRows + 1 }, (_, i) => `S${i}`),
    ];
    const sent = await uploadList(suite.h, admin, [
      { name: "big.csv", data: Buffer.from(lines.join("\n")) },
    ]);
    const key = (sent.body as Any)[0]?.key;
    const answer = await call(admin, bulkOps.create, { fileKey: key, filename: "big.csv" });
    expect(answer).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ message: requestMessages.tooManyRows(requestLimits.bulkMaxRows) }],
    });
    const list = await call(admin, bulkOps.list, { first: 100 });
    expect(list.items.map((b: Any) => b.filename)).not.toContain("big.csv");
  }, 120_000);

  it("reads an upload once, and only the uploader's", async () => {
    const admin = suite.world.people.admin.client;
    const sent = await uploadList(suite.h, admin, [
      { name: "once.csv", data: Buffer.from("Supplier\nAcme\n") },
    ]);
    const key = (sent.body as Any)[0]?.key;
    const outsider = await call(suite.world.people.outsider.client, bulkOps.create, {
      fileKey: key,
      filename: "once.csv",
    });
    expect(outsider.__typename).toBe("NotFoundError");
    expect(
      (await call(admin, bulkOps.create, { fileKey: key, filename: "once.csv" })).__typename,
    ).toBe("BulkRequestSuccess");
    const again = await call(admin, bulkOps.create, { fileKey: key, filename: "once.csv" });
    expect(again.__typename).toBe("NotFoundError");
    const member = await call(suite.world.people.member.client, bulkOps.create, {
      fileKey: key,
      filename: "once.csv",
    });
    expect(member.__typename).toBe("FORBIDDEN");
  });
});

/** Runs `work` and gives its answer with how far the process's memory rose above the start. */
async function withPeakMemory<T>(work: () => Promise<T>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    const answer = await work();
    return { answer, growthMb: (Math.max(peak, process.memoryUsage().rss) - start) / 1024 / 1024 };
  } finally {
    clearInterval(sample);
  }
}

describe("the XLSX zip bomb of issue 26 (a 196 KB file holding a 200,000,000-character cell)", () => {
  const refusal = "Row 2 has a cell longer than 32,767 characters.";
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await sharedStringBomb();
  }, 60_000);

  it("is refused at the upload with a clear message, without the memory it unpacks to", async () => {
    expect(bomb.length).toBeLessThan(250_000);
    const { answer, growthMb } = await withPeakMemory(() =>
      uploadList(suite.h, suite.world.people.admin.client, [{ name: "bomb.xlsx", data: bomb }]),
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { error: `File bomb.xlsx could not be attached. ${refusal}` },
    });
    expect(growthMb).toBeLessThan(300);
  }, 60_000);

  it("is refused by createBulkRequest too, should it reach the store another way", async () => {
    const admin = suite.world.people.admin.client;
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Suppliers").addRow(["Supplier"]);
    const sent = await uploadList(suite.h, admin, [
      { name: "harmless.xlsx", data: Buffer.from(await workbook.xlsx.writeBuffer()) },
    ]);
    const key = (sent.body as Any)[0]?.key;
    const [stored] = await suite.h.database.db
      .select()
      .from(commentAttachments)
      .where(eq(commentAttachments.uploadKey, key));
    await fileStoreFor(suite.h.config).put(
      stored?.storeKey ?? "",
      Readable.from([bomb]),
      "application/octet-stream",
    );
    const { answer, growthMb } = await withPeakMemory(() =>
      call(admin, bulkOps.create, { fileKey: key, filename: "harmless.xlsx" }),
    );
    expect(answer).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ path: "fileKey", message: refusal }],
    });
    expect(growthMb).toBeLessThan(300);
  }, 60_000);
});

describe("a supplier list with a 300-character name (issue 26 item 8)", () => {
  it("is taken as the CSV it is, its name shortened to 255 characters with the extension kept", async () => {
    const admin = suite.world.people.admin.client;
    const name = `${"Lieferanten Müller Stahl ".repeat(12).slice(0, 296)}.csv`;
    expect(name).toHaveLength(300);
    const sent = await uploadList(suite.h, admin, [
      { name, data: Buffer.from("Supplier,Country\nNorthwind Traders,Germany\n") },
    ]);
    expect(sent.status).toBe(200);
    const [file] = sent.body as Any[];
    expect(file.originalname).toBe(`${name.slice(0, 251)}.csv`);
    const answer = await call(admin, bulkOps.create, { fileKey: file.key, filename: name });
    expect(answer.__typename).toBe("BulkRequestSuccess");
    expect(answer.bulkRequest).toMatchObject({
      filename: `${name.slice(0, 251)}.csv`,
      rowCount: 1,
      headers: ["Supplier", "Country"],
    });
  });
});
