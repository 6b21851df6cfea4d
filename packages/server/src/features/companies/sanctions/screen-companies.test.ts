import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ProfileRecord } from "@tierwise/common/company-profile";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../config.ts";
import type { DatabaseHandle } from "../../../db/client.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { companies } from "../company.table.ts";
import { companyProfileAreas } from "../company-profile-area.table.ts";
import { importSanctionsList } from "./import-sanctions-list.ts";
import { normalizedNameSql, normalizeName } from "./normalize-name.ts";
import { sanctionsListEntries } from "./sanctions.table.ts";
import { screenCompanies } from "./screen-companies.ts";

const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name);
const config = testConfig();

let database: DatabaseHandle;
const ids: Record<string, string> = {};

async function addCompany(key: string, displayName: string, legalName?: string) {
  const [row] = await database.db
    .insert(companies)
    .values({ slug: `screening-${key}`, displayName, legalName })
    .returning({ id: companies.id });
  ids[key] = row?.id as string;
}

async function addExecutive(key: string, name: string) {
  await database.db.insert(companyProfileAreas).values({
    companyId: ids[key] as string,
    area: "keyExecutives",
    source: "pitchbook",
    records: [{ name, title: "Chief Executive Officer", since: null, nationality: null }],
  });
}

type SanctionsRecord = ProfileRecord<"sanctions">;

/** company key → list → records */
async function matches(): Promise<Record<string, Record<string, SanctionsRecord[]>>> {
  const rows = await database.db
    .select()
    .from(companyProfileAreas)
    .where(eq(companyProfileAreas.area, "sanctions"));
  const byKey: Record<string, Record<string, SanctionsRecord[]>> = {};
  for (const row of rows) {
    const key = Object.keys(ids).find((k) => ids[k] === row.companyId) as string;
    byKey[key] = { ...byKey[key], [row.source]: row.records as SanctionsRecord[] };
  }
  return byKey;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await addCompany("boreal", "Boreal Petrochemical Trading", "Boreal Petrochemical Trading GmbH");
  await addCompany("kestrel", "Kestrel Maritime Holdings");
  await addCompany("nordvik", "Nordvik Shipping");
  await addCompany("nordvikLogistics", "Nordvik Logistics");
  await addCompany("aldermoor", "Aldermoor Components Ltd");
  await addCompany("orion", "Orion Petroleum");
  await addCompany("granite", "Granite Falcon");
  await addCompany("tessaly", "Tessaly Instruments");
  await addCompany("vantor", "Vantor Optics");
  await addExecutive("kestrel", "Viktor Kranz");
  await addExecutive("tessaly", "Lorenzo Marchetti");
  await addExecutive("vantor", "Lorenza Marchetti");

  const os = await importSanctionsList(database.db, {
    list: "opensanctions",
    paths: [fixture("targets.simple.csv"), fixture("entities.ftm.jsonl")],
    fetchedAt: new Date("2026-10-01T00:00:00Z"),
  });
  expect(os).toMatchObject({ entries: 7, byKind: { entity: 3, person: 3, other: 1 } });
  const ofac = await importSanctionsList(database.db, {
    list: "ofac",
    paths: [fixture("alt.csv"), fixture("sdn.csv")],
  });
  expect(ofac).toMatchObject({ entries: 5, byKind: { entity: 2, person: 1, other: 2 } });
}, 60_000);
afterAll(() => database.close());

describe("sanctions screening", () => {
  it("normalises names in SQL exactly as in TypeScript", async () => {
    const names = [
      "Société Générale d'Équipement S.A.",
      "MÜLLER & SÖHNE GMBH & CO. KG",
      "ØRSTED A/S",
      "Œuvre Straße Æther Þór",
      "PT  Maju   Jaya",
      "O’Brien-Smith Holdings, Inc.",
      "Виктор Кранц",
      "Ltd",
      "  İstanbul Çelik Sanayi A.Ş.  ",
    ];
    for (const name of names) {
      const [row] = await database.db.execute<{ n: string }>(
        sql`select ${normalizedNameSql(sql`${name}::text`)} as n`,
        "objects",
      );
      expect(row?.n, name).toBe(normalizeName(name));
    }
  });

  it("matches companies against entities and executives against people, and nothing else", async () => {
    const summary = await screenCompanies(database.db, config);
    expect(summary).toMatchObject({
      lists: expect.arrayContaining(["opensanctions", "ofac"]),
      companiesScreened: 9,
      companiesMatched: 6,
    });
    const found = await matches();
    expect(Object.keys(found).sort()).toEqual(
      ["aldermoor", "boreal", "kestrel", "nordvik", "orion", "tessaly"].sort(),
    );
    // A misspelt name with another legal form still matches, scored below 100.
    expect(found.boreal?.opensanctions).toEqual([
      {
        listName: "US OFAC Specially Designated Nationals (SDN) List",
        program: "US-IRAN",
        listedOn: "2023-05-04",
        matchedName: "BOREAL PETROCHEMCAL TRADING LLC",
        subject: "company",
        // No country or identifier on the company to weigh: the name's score stands.
        score: 83,
        // Beyond common's record shape: the entry (alerts and decisions name it) and strength.
        entryId: "tw-os-boreal",
        strength: "probable",
      },
    ]);
    // Kestrel's name is only on the list as a vessel; its chief executive is listed.
    expect(found.kestrel?.opensanctions).toEqual([
      expect.objectContaining({ subject: "executive", matchedName: "KRANZ, Viktor", score: 100 }),
    ]);
    // A person named like the company does not match it; the OFAC entity does.
    expect(found.nordvik).toEqual({
      ofac: [
        {
          listName: "OFAC SDN List",
          program: "RUSSIA-EO14024",
          listedOn: null,
          matchedName: "NORDVIK SHIPPING AS",
          subject: "company",
          score: 100,
          entryId: "10002",
          strength: "certain",
        },
      ],
    });
    expect(found.aldermoor?.ofac?.[0]).toMatchObject({
      matchedName: "ALDERMOOR COMPONENTS LIMITED",
      subject: "company",
    });
    expect(found.orion?.opensanctions?.[0]).toMatchObject({
      listName: "UK HMT Consolidated List",
      program: "Syria sanctions",
      listedOn: "2019-05-17",
      matchedName: "Orion Petroleum",
    });
    expect(found.tessaly?.ofac).toEqual([
      expect.objectContaining({
        subject: "executive",
        matchedName: "MARCHETTI, Lorenzo",
        program: "SDGT; IRAN",
      }),
    ]);
    // Near misses: Lorenza Marchetti (0.80), Nordvik Logistics, the vessel Granite Falcon.
    expect(found.vantor).toBeUndefined();
    expect(found.nordvikLogistics).toBeUndefined();
    expect(found.granite).toBeUndefined();
    const [row] = await database.db
      .select()
      .from(companyProfileAreas)
      .where(
        and(
          eq(companyProfileAreas.companyId, ids.boreal as string),
          eq(companyProfileAreas.area, "sanctions"),
        ),
      );
    expect(row?.fetchedAt.toISOString()).toBe("2026-10-01T00:00:00.000Z");
  });

  it("screens only the companies named, with the configured threshold", async () => {
    const loose = testConfig({ SANCTIONS_MATCH_THRESHOLD: "0.75" });
    const summary = await screenCompanies(database.db, loose, {
      companyIds: [ids.vantor as string],
    });
    expect(summary).toMatchObject({ companiesScreened: 1, companiesMatched: 1, matches: 1 });
    const found = await matches();
    expect(found.vantor?.ofac?.[0]).toMatchObject({ subject: "executive", score: 80 });
    // Companies not named keep what they had.
    expect(found.boreal?.opensanctions).toHaveLength(1);
  });

  it("drops matches that no longer hold when screening again", async () => {
    await database.db
      .update(companies)
      .set({ displayName: "Nordvik Freight" })
      .where(eq(companies.id, ids.nordvik as string));
    // The OFAC list again, without its alternate names: Aldermoor was only an alias.
    await importSanctionsList(database.db, { list: "ofac", paths: [fixture("sdn.csv")] });
    await screenCompanies(database.db, config);
    const found = await matches();
    expect(found.nordvik).toBeUndefined();
    expect(found.aldermoor).toBeUndefined();
    expect(found.vantor).toBeUndefined();
    expect(found.tessaly?.ofac).toHaveLength(1);
    expect(found.boreal?.opensanctions).toHaveLength(1);
  });

  it("keeps the stored list when the new file holds no entries", async () => {
    const listed = () =>
      database.db
        .select({ id: sanctionsListEntries.entryId })
        .from(sanctionsListEntries)
        .where(eq(sanctionsListEntries.listName, "opensanctions"));
    const before = await listed();
    const empty = path.join(tmpdir(), "tierwise-empty-targets.csv");
    writeFileSync(empty, "id,schema,name,aliases,countries,sanctions,dataset,first_seen\n");
    await expect(
      importSanctionsList(database.db, { list: "opensanctions", paths: [empty] }),
    ).rejects.toThrow(/hold no list entries; the stored list is unchanged/);
    expect(await listed()).toHaveLength(before.length);
    await expect(
      importSanctionsList(database.db, { list: "ofac", paths: [fixture("alt.csv")] }),
    ).rejects.toThrow(/exactly one OFAC sdn.csv/);
  });
});
