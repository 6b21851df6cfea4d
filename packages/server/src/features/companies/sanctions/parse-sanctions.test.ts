import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { normalizeName } from "./normalize-name.ts";
import { ofacFileKind, ofacPrograms, parseOfacAlternateNames, parseOfacSdn } from "./parse-ofac.ts";
import { parseFollowTheMoney, parseOpenSanctionsCsv } from "./parse-opensanctions.ts";
import type { ParsedSanctionsEntry } from "./sanctions-entry.ts";

const fixture = (name: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name);

async function all(entries: AsyncIterable<ParsedSanctionsEntry>) {
  const out: ParsedSanctionsEntry[] = [];
  for await (const entry of entries) out.push(entry);
  return out;
}

describe("OpenSanctions targets.simple.csv", () => {
  it("reads one entry per row with ;-separated aliases, countries and programmes", async () => {
    const entries = await all(parseOpenSanctionsCsv(fixture("targets.simple.csv")));
    expect(entries.map((e) => [e.entryId, e.kind])).toEqual([
      ["tw-os-boreal", "entity"],
      ["tw-os-kranz", "person"],
      ["tw-os-kestrel-vessel", "other"],
      ["tw-os-halden", "entity"],
      ["tw-os-nordvik-person", "person"],
    ]);
    expect(entries[0]).toMatchObject({
      name: "BOREAL PETROCHEMCAL TRADING LLC",
      aliases: ["Boreal Petrochem Trading", "BPT Dubai"],
      schema: "Company",
      countries: ["AE", "IR"],
      programs: ["US-IRAN"],
      datasets: ["US OFAC Specially Designated Nationals (SDN) List"],
      listedOn: "2023-05-04",
    });
    // Identifiers are typed by their shape: "IMO 9123456" is a vessel's IMO number.
    expect(entries[2]?.identifiers).toEqual([{ type: "imo", value: "9123456" }]);
    // Aliases are kept as published, Cyrillic included (it normalises to nothing and is not matched).
    expect(entries[1]?.aliases).toEqual(["Viktor Kranz", "Виктор Кранц"]);
  });

  it("refuses a CSV that is not a targets file", async () => {
    const file = path.join(tmpdir(), "tierwise-not-targets.csv");
    writeFileSync(file, "company,country\nAcme,DE\n");
    await expect(all(parseOpenSanctionsCsv(file))).rejects.toThrow(
      /not an OpenSanctions targets.simple.csv file: no id, schema, name column/,
    );
  });
});

describe("FollowTheMoney JSON lines", () => {
  it("keeps listed people and organisations, and takes programmes and dates from Sanction objects", async () => {
    const entries = await parseFollowTheMoney(fixture("entities.ftm.jsonl"));
    expect(entries.map((e) => e.entryId)).toEqual(["tw-ftm-orion", "tw-ftm-vandermeer"]);
    expect(entries[0]).toMatchObject({
      name: "Orion Petroleum Services Ltd",
      aliases: ["Orion Petroleum"],
      kind: "entity",
      countries: ["SY", "CY"],
      programs: ["Syria sanctions"],
      listedOn: "2019-05-17",
      datasets: ["UK HMT Consolidated List"],
    });
    expect(entries[1]).toMatchObject({
      kind: "person",
      countries: ["NL"],
      programs: ["EU-SYR"],
      listedOn: "2020-11-09",
    });
  });

  it("names the line that is not JSON", async () => {
    const file = path.join(tmpdir(), "tierwise-bad.ftm.json");
    writeFileSync(file, '{"id": "a", "schema": "Person", "properties": {"name": ["A"]}}\n{oops\n');
    await expect(parseFollowTheMoney(file)).rejects.toThrow(/line 2 is not valid JSON/);
  });
});

describe("OFAC SDN", () => {
  it("tells sdn.csv from alt.csv by their columns", async () => {
    expect(await ofacFileKind(fixture("sdn.csv"))).toBe("sdn");
    expect(await ofacFileKind(fixture("alt.csv"))).toBe("alt");
    await expect(ofacFileKind(fixture("targets.simple.csv"))).rejects.toThrow(
      /neither an OFAC sdn.csv/,
    );
  });

  it("reads entries without a header, -0- as empty, programmes in brackets, aliases from alt.csv", async () => {
    const aliases = await parseOfacAlternateNames(fixture("alt.csv"));
    const entries = await all(parseOfacSdn(fixture("sdn.csv"), aliases));
    expect(entries.map((e) => [e.entryId, e.schema, e.kind])).toEqual([
      ["10001", "individual", "person"],
      ["10002", "entity", "entity"],
      ["10003", "vessel", "other"],
      ["10004", "entity", "entity"],
      ["10005", "aircraft", "other"],
    ]);
    expect(entries[0]).toMatchObject({
      name: "MARCHETTI, Lorenzo",
      aliases: ["MARCHETTI, Enzo"],
      programs: ["SDGT", "IRAN"],
      listedOn: null,
    });
    expect(entries[0]?.raw.Title).toBe("");
    expect(entries[3]?.aliases).toEqual(["ALDERMOOR COMPONENTS LIMITED"]);
    // No country column: the vessel's flag and its remarks' IMO number are read instead.
    expect(entries[2]).toMatchObject({
      countries: ["MT"],
      identifiers: [{ type: "imo", value: "1234567" }],
    });
    expect(ofacPrograms("UKRAINE-EO13662] [RUSSIA-EO14024")).toEqual([
      "UKRAINE-EO13662",
      "RUSSIA-EO14024",
    ]);
  });
});

describe("name normalisation", () => {
  it("drops case, accents, punctuation and legal forms", () => {
    expect(normalizeName("BOREAL PETROCHEMCAL TRADING LLC")).toBe("boreal petrochemcal trading");
    expect(normalizeName("Société Générale d'Équipement S.A.")).toBe(
      "societe generale dequipement",
    );
    expect(normalizeName("Müller & Söhne GmbH & Co. KG")).toBe("muller sohne");
    expect(normalizeName("PT Maju Jaya Tbk")).toBe("maju jaya tbk");
    expect(normalizeName("ØRSTED A/S")).toBe("orsted a s");
    expect(normalizeName("MARCHETTI, Lorenzo")).toBe("marchetti lorenzo");
    expect(normalizeName("Виктор Кранц")).toBe("");
    expect(normalizeName("Ltd")).toBe("ltd");
  });
});
