import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../../../test/company-factory.ts";
import { openTestDatabase, type TestDatabase } from "../../../../test/database.ts";
import { alertCompanies, alertMentions, alerts } from "../../alert.table.ts";
import { feedRowItem } from "./feed-columns.ts";
import type { FeedItem } from "./feed-item.ts";
import { eventItem } from "./gdelt-events.ts";
import { gkgLocations } from "./gdelt-gkg.ts";
import { importAlertsFile } from "./import-alerts-file.ts";
import { alertImportReport } from "./import-alerts-report.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const eventsFixture = path.join(here, "fixtures/20250807220000.export.CSV");
const gkgFixture = path.join(here, "fixtures/20230702153000.gkg.csv");
const scratch = mkdtempSync(path.join(tmpdir(), "tierwise-alert-countries-"));
/** A news file of these lines in the scratch folder; its path. */
const scratchFile = (name: string, lines: string[]) => {
  const file = path.join(scratch, name);
  writeFileSync(file, lines.join("\n"));
  return file;
};

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const countryOfRow = (country: string) => {
  const item = feedRowItem(
    { id: country, title: "Port strike", publishedAt: "2025-05-01", country },
    "feed",
  );
  return typeof item === "string" ? item : item.locations[0]?.countryCode;
};

describe("GDELT's country names and codes", () => {
  it("a feed's country column takes GDELT's own spellings", () => {
    expect(
      [
        "Turkey",
        "Vietnam, Republic Of",
        "Bahamas, The",
        "West Bank",
        "Gaza Strip",
        "Korea, South",
      ].map(countryOfRow),
    ).toEqual(["TR", "VN", "BS", "PS", "PS", "KR"]);
  });

  it("GKG locations are placed by their FIPS country code, else by a name that may hold a comma", () => {
    const locations = gkgLocations(
      [
        // type#full name#FIPS country#ADM1#ADM2#lat#long#feature id#offset, as V2Locations has them
        "1#Turkey#TU#TU##39#35#TU#120",
        "4#Nassau, New Providence, Bahamas, The#BF#BF23##25.0833#-77.35#-1560702#800",
        "1#Vietnam, Republic Of#VM#VM##16.1667#107.833#VM#310",
        "4#Gaza, Gaza Strip, Gaza Strip#GZ#GZ##31.5#34.4667#-1140298#40",
        "1#West Bank#WE#WE##32#35.25#WE#55",
        // GM is Germany in FIPS (Gambia in ISO): the code wins over any reading of the name.
        "4#Berlin, Berlin, Germany#GM#GM16##52.5167#13.4#-1746443#900",
      ].join(";"),
    );
    expect(locations.map((l) => [l.level, l.name, l.countryCode])).toEqual([
      ["Country", "Turkey", "TR"],
      ["City", "Nassau", "BS"],
      ["Country", "Vietnam, Republic Of", "VN"],
      ["City", "Gaza", "PS"],
      ["Country", "West Bank", "PS"],
      ["City", "Berlin", "DE"],
    ]);
  });

  it("an event's action place takes its ActionGeo FIPS country code", () => {
    const cells = (readFileSync(eventsFixture, "utf8").split("\n")[0] as string).split("\t");
    // The real record, placed instead in Istanbul as GDELT writes it (FIPS TU, Turkey).
    cells[51] = "4";
    cells[52] = "Istanbul, Istanbul, Turkey";
    cells[53] = "TU";
    const item = eventItem(cells) as FeedItem;
    expect(item.locations).toEqual([{ level: "City", name: "Istanbul", countryCode: "TR" }]);
  });
});

describe("organisation names that name no company", () => {
  it("a country, a region or common words are not matched to a company on their own", async () => {
    const ulia = await buildCompany(database.db, {
      displayName: "Ulia United States",
      countryCode: "US",
    });
    const ford = await buildCompany(database.db, {
      displayName: "Ford Motor Co",
      countryCode: "US",
    });
    // The GKG fixture names "United States" and "Group Holdings" as organisations.
    await importAlertsFile(database.db, { format: "gdelt-gkg", path: gkgFixture });
    const file = path.join(scratch, "generic.json");
    writeFileSync(
      file,
      JSON.stringify([
        {
          id: "g-1",
          title: "Ford Motor Co and the United States agree on tariffs",
          publishedAt: "2025-05-01",
          organisations: [
            "United States",
            "European Union",
            "United States Senate",
            "Ford Motor Co",
          ],
          country: "US",
        },
      ]),
    );
    await importAlertsFile(database.db, { format: "json", path: file, provider: "generic" });
    const mentioned = await database.db
      .select({ name: alertMentions.name })
      .from(alertMentions)
      .where(eq(alertMentions.candidateCompanyId, ulia.id));
    expect(mentioned).toEqual([]);
    const linked = await database.db
      .select({ companyId: alertCompanies.companyId })
      .from(alertCompanies)
      .innerJoin(alerts, eq(alerts.id, alertCompanies.alertId))
      .where(eq(alerts.provider, "generic"));
    expect(linked).toEqual([{ companyId: ford.id }]);
  });
});

describe("the import command's result", () => {
  it("a file whose every row is rejected fails, and its last line says nothing was imported", async () => {
    const file = scratchFile("all-bad.csv", [
      "Title,Published At,Link",
      ",2025-06-01,https://news.example/x",
      "No date,,https://news.example/y",
    ]);
    const summary = await importAlertsFile(database.db, { format: "csv", path: file });
    const report = alertImportReport(file, "csv", summary);
    expect(report.exitCode).not.toBe(0);
    expect(report.lines.at(-1)).toBe(
      `Nothing was imported from ${file}: all 2 rows were rejected.`,
    );
    expect(report.lines).toContain("  row 2: has no title");
  });

  it("a file with imported rows, or only rows imported before, succeeds", async () => {
    const file = scratchFile("good.csv", [
      "Title,Published At,Link,Companies,Country",
      "Ford Motor Co opens a plant,2025-06-01,https://news.example/f,Ford Motor Co,US",
    ]);
    const first = await importAlertsFile(database.db, { format: "csv", path: file });
    expect(first.imported).toBe(1);
    expect(alertImportReport(file, "csv", first).exitCode).toBe(0);
    const again = await importAlertsFile(database.db, { format: "csv", path: file });
    expect(alertImportReport(file, "csv", again).exitCode).toBe(0);
  });
});
