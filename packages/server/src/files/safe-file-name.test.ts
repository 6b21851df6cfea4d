import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { keepInboundFiles } from "../features/case-emails/inbound-attachments.ts";
import { fileStoreFor } from "./file-store.ts";
import { maxFileNameLength, safeFileName, shortenFileName } from "./safe-file-name.ts";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "tierwise-names-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A 300-character name, as in issue 26 item 8. */
const longName = (extension: string) =>
  `${"Lieferantenliste ".repeat(20).slice(0, 300 - extension.length)}${extension}`;

describe("shortening a file name (issue 26 item 8)", () => {
  it("cuts a long name to 255 characters and keeps its extension", () => {
    const name = longName(".csv");
    expect(name).toHaveLength(300);
    const short = shortenFileName(name);
    expect(short).toHaveLength(maxFileNameLength);
    expect(short).toBe(`${name.slice(0, 251)}.csv`);
    expect(shortenFileName(longName(".xlsx"))).toMatch(/^Lieferantenliste .{230,}\.xlsx$/);
  });

  it("leaves short names alone, cuts a name without an extension, and never splits a character", () => {
    expect(shortenFileName("suppliers.csv")).toBe("suppliers.csv");
    expect(shortenFileName("x".repeat(300))).toBe("x".repeat(255));
    // Emoji are two UTF-16 units each: after "ab", the 251st unit is the first half of one.
    const short = shortenFileName(`ab${"😀".repeat(200)}.pdf`);
    expect(short).toBe(`ab${"😀".repeat(124)}.pdf`);
    // Spaces where the cut falls are not left before the extension.
    expect(shortenFileName(`${"a".repeat(249)}${" ".repeat(60)}.csv`)).toBe(
      `${"a".repeat(249)}.csv`,
    );
  });

  it("takes a name from outside without folders or control characters", () => {
    expect(safeFileName("C:\\Users\\me\\list.csv")).toBe("list.csv");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("re\u202Eport\u0007.csv ")).toBe("report.csv");
    expect(safeFileName("\u0000")).toBe("file");
    expect(safeFileName(`folder/${longName(".csv")}`)).toBe(shortenFileName(longName(".csv")));
  });

  it("keeps an inbound e-mail's CSV with a 300-character name as a CSV", async () => {
    const store = fileStoreFor(testConfig({ DATA_DIR: dataDir }));
    const { kept, rejected } = await keepInboundFiles(store, "org", [
      { fileName: longName(".csv"), content: Buffer.from("Supplier,Country\nAcme,DE\n") },
    ]);
    expect(rejected).toEqual([]);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.fileName).toBe(shortenFileName(longName(".csv")));
    expect(kept[0]?.fileName).toMatch(/\.csv$/);
    expect(kept[0]?.contentType).toBe("text/csv");
  });
});
