import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCompany } from "../../../../test/company-factory.ts";
import { openTestDatabase, type TestDatabase } from "../../../../test/database.ts";
import type { Company } from "../../../companies/company.table.ts";
import { alertCompanies, alertMentions, alerts } from "../../alert.table.ts";
import { importAlertsFile } from "./import-alerts-file.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const gkgFixture = path.join(here, "fixtures/20230702153000.gkg.csv");
const eventsFixture = path.join(here, "fixtures/20250807220000.export.CSV");
const scratch = mkdtempSync(path.join(tmpdir(), "tierwise-alert-feed-"));

let database: TestDatabase;
const known: Record<string, Company> = {};
beforeAll(async () => {
  database = await openTestDatabase();
  // Companies the real articles name, some in the country the article is about, some not.
  const seed: [string, string, string][] = [
    ["ford", "Ford Motor Co", "US"],
    ["toyota", "Toyota Motor Corporation", "JP"],
    ["alaska", "Alaska Airlines", "US"],
    ["hapoalim", "Bank Hapoalim", "IL"],
    ["tesla", "Tesla Inc", "US"],
    ["netflix", "Netflix Inc", "US"],
    ["hyundai", "Hyundai", "KR"],
    ["unrelated", "Quandt Feinmechanik GmbH", "DE"],
  ];
  for (const [key, displayName, countryCode] of seed)
    known[key] = await buildCompany(database.db, { displayName, countryCode });
});
afterAll(() => database.close());

const nameOf = (id: string | null) => Object.entries(known).find(([, c]) => c.id === id)?.[0];

async function linksAndMentions() {
  const links = await database.db
    .select({
      title: alerts.title,
      companyId: alertCompanies.companyId,
      confidence: alertCompanies.confidence,
    })
    .from(alertCompanies)
    .innerJoin(alerts, eq(alerts.id, alertCompanies.alertId));
  const mentions = await database.db
    .select({
      title: alerts.title,
      name: alertMentions.name,
      candidate: alertMentions.candidateCompanyId,
      confidence: alertMentions.confidence,
    })
    .from(alertMentions)
    .innerJoin(alerts, eq(alerts.id, alertMentions.alertId));
  return {
    links: links.map((l) => [nameOf(l.companyId), l.title.slice(0, 30), l.confidence]),
    mentions: mentions.map((m) => [m.name, nameOf(m.candidate), m.confidence]),
  };
}

describe("importing real GDELT files", () => {
  it("links organisations placed in the company's country and keeps weaker names as mentions", async () => {
    const summary = await importAlertsFile(database.db, { format: "gdelt-gkg", path: gkgFixture });
    expect(summary).toMatchObject({ read: 27, rejected: 0, problems: [] });
    expect(summary.imported + summary.withoutCompany).toBe(27);
    const { links, mentions } = await linksAndMentions();
    // The Cox Automotive forecast places Ford in the United States: the exact name links.
    expect(links).toContainEqual([
      "ford",
      "Cox Automotive increases its 2",
      expect.closeTo(0.85, 2),
    ]);
    expect(links).toContainEqual([
      "alaska",
      "Baggage handler Richard Russel",
      expect.closeTo(0.85, 2),
    ]);
    expect(links.filter(([name]) => name === "hapoalim")).toHaveLength(2);
    // Tesla and Netflix are named without a place: an exact name alone stays a mention.
    expect(mentions).toContainEqual(["Tesla Inc", "tesla", expect.closeTo(0.7, 2)]);
    expect(mentions).toContainEqual(["Netflix", "netflix", expect.closeTo(0.7, 2)]);
    // The same article places Toyota in the United States; the known Toyota is Japanese.
    expect(mentions).toContainEqual(["Toyota Motor Corp", "toyota", expect.closeTo(0.5, 2)]);
    for (const [name] of links)
      expect(["tesla", "netflix", "toyota", "unrelated"]).not.toContain(name);
    const [ford] = await database.db
      .select()
      .from(alerts)
      .where(eq(alerts.title, "Cox Automotive increases its 2023 new-vehicle sales forecast"));
    expect(ford).toMatchObject({
      provider: "gdelt",
      type: "news",
      sourceUrl: expect.stringMatching(/^https:\/\//),
    });
    expect(ford?.topics).toEqual(
      expect.arrayContaining([`company:${known.ford?.id}`, "location.country:US"]),
    );
  });

  it("imports the Events export, one alert per article, and nothing twice", async () => {
    const summary = await importAlertsFile(database.db, {
      format: "gdelt-events",
      path: eventsFixture,
    });
    // Two coded events of one Hyundai article: one alert, the second already there.
    expect(summary).toMatchObject({
      read: 32,
      rejected: 0,
      imported: 1,
      alreadyThere: 1,
      withoutCompany: 30,
      links: 1,
    });
    const { links } = await linksAndMentions();
    expect(links).toContainEqual([
      "hyundai",
      "Australia appeals to Hyundai (",
      expect.closeTo(0.85, 2),
    ]);
    const again = await importAlertsFile(database.db, { format: "gdelt-gkg", path: gkgFixture });
    expect(again.imported).toBe(0);
  });

  it("reports bad rows with their row numbers and keeps the good rows around them", async () => {
    const lines = readFileSync(eventsFixture, "utf8").trimEnd().split("\n");
    const broken = [
      lines[30],
      (lines[31] as string).replace("\t20250807\t", "\t2025-08-07\t"),
      (lines[0] as string).split("\t").slice(0, 40).join("\t"),
    ].join("\n");
    const file = path.join(scratch, "broken.export.CSV");
    writeFileSync(file, `${broken}\n`);
    const summary = await importAlertsFile(database.db, { format: "gdelt-events", path: file });
    expect(summary.problems).toEqual([
      { row: 2, problem: 'SQLDATE "2025-08-07" is not a YYYYMMDD date' },
      { row: 3, problem: "has 40 fields, an Events 2.0 record has 61" },
    ]);
    expect(summary).toMatchObject({ read: 3, rejected: 2, alreadyThere: 1 });
  });
});

describe("importing JSON and CSV feeds", () => {
  it("takes provider ids and company ids, classifies unclassified items and rejects bad rows", async () => {
    const file = path.join(scratch, "feed.json");
    writeFileSync(
      file,
      JSON.stringify([
        {
          id: "p-1",
          title: "Tesla Inc recalls 2,000 vehicles",
          publishedAt: "2025-05-01",
          organisations: ["Tesla Inc"],
          country: "United States",
        },
        {
          id: "p-2",
          title: "Plant update",
          publishedAt: "2025-05-02T10:00:00Z",
          companyIds: [known.unrelated?.id],
          classes: "strike",
          polarity: "negative",
        },
        { id: "p-3", title: "No date" },
        { id: "p-4", title: "Odd class", publishedAt: "2025-05-03", classes: ["gossip"] },
      ]),
    );
    const summary = await importAlertsFile(database.db, {
      format: "json",
      path: file,
      provider: "acme-news",
    });
    expect(summary).toMatchObject({ read: 4, imported: 2, rejected: 2, links: 2 });
    expect(summary.problems).toEqual([
      { row: 3, problem: 'publishedAt "" is not a date' },
      { row: 4, problem: "unknown news classes: gossip" },
    ]);
    const rows = await database.db
      .select()
      .from(alerts)
      .where(eq(alerts.provider, "acme-news"))
      .orderBy(alerts.title);
    expect(rows.map((r) => [r.title, r.newsClasses, r.polarity, r.severity])).toEqual([
      ["Plant update", ["strike"], "NEGATIVE", null],
      ["Tesla Inc recalls 2,000 vehicles", ["product_recall"], "NEGATIVE", "High"],
    ]);
  });

  it("reads CSV feeds with their own header spellings", async () => {
    const file = path.join(scratch, "feed.csv");
    writeFileSync(
      file,
      [
        "Headline,Published At,Link,Companies,Country",
        "Bank Hapoalim wins award,2025-06-01,https://news.example/h,Bank Hapoalim,IL",
        ",2025-06-01,https://news.example/x,,",
      ].join("\n"),
    );
    const summary = await importAlertsFile(database.db, { format: "csv", path: file });
    expect(summary).toMatchObject({
      read: 2,
      imported: 1,
      rejected: 1,
      links: 1,
      problems: [{ row: 3, problem: "has no title" }],
    });
  });
});
